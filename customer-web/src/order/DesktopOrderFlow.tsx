import { ORDER_MESSAGES } from '@apostille/domain';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useFormikContext } from 'formik';
import { lazy, Suspense, useState } from 'react';
import { useToast } from '../components/toast/ToastProvider';
import { useCheckout } from './checkout/checkoutContext';
import { useUploads } from './documents/uploads';
import { focusFirstInvalidField } from './focusFirstInvalid';
import type { OrderFormValues } from './model/formValues';
import { customerStepIssue, serviceStepIssue, WAIT_FOR_UPLOADS } from './model/steps';
import { PAYMENT_STEP } from './model/wizardSteps';
import { touchedFor } from './model/touch';
import { PaymentPlaceholder, StepHeading, useFocusOnChange, useSubmitCheck } from './OrderWizards';
import { RunningTotal } from './RunningTotal';
import { GetCustomHelp } from './steps/GetCustomHelp';
import {
  CustomerInfoSection,
  DocumentsSection,
  PaymentStep,
  prefetchOrderForm,
  ReviewSection,
  ServiceDetailsSection,
  ShippingAddressSection,
  StepPart,
} from './steps/lazySections';

// The desktop flow is its own download (OrderPage loads it on a laptop only): a phone, which shows
// the wizard of OrderWizards.tsx, never needs MUI's stepper. See docs/performance.md, first load.

// Asked only when the customer clicks Start Over, so it (and MUI's dialog code) loads then.
const StartOverDialog = lazy(() => import('./StartOverDialog').then((m) => ({ default: m.StartOverDialog })));

export const DETAIL_STEPS = ['Service & Document Details', 'Customer Information', 'Review & Documents'] as const;
/** The progress bar names the steps as the form's headings do, payment last. */
export const DESKTOP_PROGRESS = [...DETAIL_STEPS, 'Payment'] as const;

/**
 * Desktop (≥ 768 px): the progress bar (the three details steps and payment) over the 3-step details form
 * (Previous / Next / Start Over / Continue to Payment), then payment. The step is the checkout's
 * (in the address, see useStepParam): 0 to 2 the details, 3 the payment.
 */
export function DesktopOrderFlow() {
  const f = useFormikContext<OrderFormValues>();
  const toast = useToast();
  const submitCheck = useSubmitCheck();
  const { step, goTo, startOver, ready } = useCheckout();
  const uploads = useUploads();
  const payment = step === PAYMENT_STEP.desktop;
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Once asked, the dialog stays mounted so that closing it animates.
  const [startOverAsked, setStartOverAsked] = useState(false);
  const headingRef = useFocusOnChange(step);
  const progress = Math.min(step, DESKTOP_PROGRESS.length - 1);

  const next = () => {
    if (step === 0 && uploads.busy) {
      toast({ title: ORDER_MESSAGES.formValidationErrorTitle, description: WAIT_FOR_UPLOADS, variant: 'destructive' });
      return;
    }
    const issue = step === 0 ? serviceStepIssue(f.values) : customerStepIssue(f.values);
    if (issue) {
      void f.setTouched({ ...f.touched, ...touchedFor(step === 0 ? 'service' : 'customer', f.values) }).then(() => focusFirstInvalidField());
      toast({ title: ORDER_MESSAGES.formValidationErrorTitle, description: issue, variant: 'destructive' });
      return;
    }
    goTo(step + 1);
  };

  return (
    <Box onFocusCapture={prefetchOrderForm} onPointerDownCapture={prefetchOrderForm}>
      <Stepper activeStep={progress} alternativeLabel sx={{ mb: 3 }} aria-label="Order progress">
        {DESKTOP_PROGRESS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {!payment && <RunningTotal />}
      {payment ? (
        <StepPart>{ready ? <PaymentStep values={f.values} onBack={() => goTo(PAYMENT_STEP.desktop - 1)} /> : <PaymentPlaceholder />}</StepPart>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <StepHeading headingRef={headingRef}>
            Step {step + 1} of {DETAIL_STEPS.length}: {DETAIL_STEPS[step]}
          </StepHeading>
          <StepPart minHeight={480}>
            {step === 0 && (
              <Stack spacing={4}>
                <ServiceDetailsSection />
                <DocumentsSection />
                <GetCustomHelp />
              </Stack>
            )}
            {step === 1 && (
              <Stack spacing={4}>
                <CustomerInfoSection />
                <ShippingAddressSection />
              </Stack>
            )}
            {step === 2 && <ReviewSection />}
          </StepPart>
          <Stack direction="row" spacing={1.5} sx={{ mt: 4, flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" startIcon={<ArrowBack />} disabled={step === 0} onClick={() => goTo(step - 1)}>
              Previous
            </Button>
            <Button
              color="inherit"
              onClick={() => {
                setStartOverAsked(true);
                setConfirmOpen(true);
              }}
            >
              Start Over
            </Button>
            <Box sx={{ flex: 1 }} />
            {step < DETAIL_STEPS.length - 1 ? (
              <Button variant="contained" endIcon={<ArrowForward />} onClick={next}>
                Next
              </Button>
            ) : (
              <Button variant="contained" endIcon={<ArrowForward />} onClick={() => void submitCheck().then((ok) => ok && goTo(PAYMENT_STEP.desktop))}>
                Continue to Payment
              </Button>
            )}
          </Stack>
        </Paper>
      )}
      {startOverAsked && (
        <Suspense fallback={null}>
          <StartOverDialog
            open={confirmOpen}
            onCancel={() => setConfirmOpen(false)}
            onConfirm={() => {
              setConfirmOpen(false);
              uploads.discard(f.values.documents.flatMap((d) => d.files));
              startOver();
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
