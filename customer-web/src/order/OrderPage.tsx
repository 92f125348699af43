import { MOBILE_BREAKPOINT_PX } from '@apostille/domain';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Formik } from 'formik';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CheckoutSession } from './checkout/CheckoutSession';
import { PricingAccountProvider } from './model/pricingAccount';
import { initialOrderValues, type OrderFormValues } from './model/formValues';
import { validateOrderForm, type ServerIssue } from './model/validation';
import { MobileOrderWizard } from './OrderWizards';
import { DesktopOrderFlow, StepPart } from './steps/lazySections';

/**
 * New order page (routes / and /order). One formik model (yup rules and the checkout rules of libs/domain, loaded on
 * first use); the desktop flow and the phone wizard are two views of it, inside the checkout the server keeps for it
 * (CheckoutSession). `?service=lightning|rush|fast` preselects a tier.
 */
export function OrderPage() {
  const [params] = useSearchParams();
  const service = params.get('service');
  // A new checkout (Start Over, after a refund) is a new form.
  const [generation, setGeneration] = useState(0);
  const initialValues = useMemo(() => initialOrderValues(service), [service, generation]); // eslint-disable-line react-hooks/exhaustive-deps
  const desktop = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT_PX}px)`, { noSsr: true });
  const serverIssues = useRef<ServerIssue[]>([]);
  const validate = useCallback((values: OrderFormValues) => validateOrderForm(values, serverIssues.current), []);
  const newCheckout = useCallback(() => {
    serverIssues.current = [];
    setGeneration((g) => g + 1);
  }, []);

  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <title>New Order | Apostille Services</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, fontWeight: 700 }} gutterBottom>
        Apostille Services
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 2, md: 4 } }}>
        Order apostille and document authentication for documents used abroad. Pay online, mail your originals to our processing centre and track every step.
      </Typography>
      <PricingAccountProvider>
        <Formik key={generation} initialValues={initialValues} validate={validate} onSubmit={() => undefined}>
          <CheckoutSession presentation={desktop ? 'desktop' : 'phone'} blank={initialValues} serverIssues={serverIssues} onNewCheckout={newCheckout}>
            {desktop ? (
              <StepPart minHeight={480}>
                <DesktopOrderFlow />
              </StepPart>
            ) : (
              <MobileOrderWizard />
            )}
          </CheckoutSession>
        </Formik>
      </PricingAccountProvider>
    </Container>
  );
}
