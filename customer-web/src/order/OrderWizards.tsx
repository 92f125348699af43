import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useToast } from '../components/toast/ToastProvider';
import { useCheckout } from './checkout/checkoutContext';
import { useUploads } from './documents/uploads';
import { focusFirstInvalidField } from './focusFirstInvalid';
import type { OrderFormValues } from './model/formValues';
import { mobileStepComplete, mobileStepIssue, submitIssue, WAIT_FOR_UPLOADS } from './model/steps';
import { stepOfField } from './model/wizardSteps';
import { touchedFor } from './model/touch';
import { orderFieldProblems } from './model/validation';
import { RunningTotal } from './RunningTotal';
import { GetCustomHelp } from './steps/GetCustomHelp';
import {
  CustomerInfoSection,
  DocumentsSection,
  OrderNotesField,
  PaymentStep,
  prefetchOrderForm,
  ServiceDetailsSection,
  ShippingAddressSection,
  StepPart,
} from './steps/lazySections';

/** Moves keyboard focus (and the viewport) to the step heading whenever `key` changes. */
export function useFocusOnChange(key: unknown) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [key]);
  return ref;
}

export function StepHeading({ headingRef, children }: { headingRef: React.Ref<HTMLHeadingElement>; children: React.ReactNode }) {
  return (
    <Typography ref={headingRef} tabIndex={-1} variant="subtitle1" component="p" color="text.secondary" sx={{ outline: 'none', mb: 2 }} aria-live="polite">
      {children}
    </Typography>
  );
}

/**
 * Hook for the "Submit" checks before payment; resolves to true when the order may go to payment.
 * Otherwise the customer is taken to the step of the field at fault, to the field, with its message there.
 */
export function useSubmitCheck() {
  const f = useFormikContext<OrderFormValues>();
  const toast = useToast();
  const { presentation, step, goTo } = useCheckout();
  return async () => {
    const issue = submitIssue(f.values, await orderFieldProblems(f.values));
    if (issue) {
      const target = stepOfField(issue.field, presentation);
      if (target !== step) goTo(target);
      void f.setTouched(touchedFor('all', f.values)).then(() => focusFirstInvalidField());
      toast({ title: issue.title, description: issue.description, variant: 'destructive' });
      return false;
    }
    return true;
  };
}

/**
 * The payment step's place until the saved checkout has been looked up: it may be paid already, and
 * a payment form (with a new payment intent) must not appear for a checkout that has its order.
 */
export function PaymentPlaceholder() {
  return <Box aria-busy="true" sx={{ minHeight: 240 }} />;
}

export const MOBILE_STEPS = ['Customer Info', 'Shipping Address', 'Service Details', 'Document Upload', 'Payment'] as const;

/**
 * Phone (< 768 px): five steps, Next enabled by the step's completeness; while it is not, the line under
 * it says what is missing. The return rates follow the delivery method on Service Details (the step
 * that chooses it), so no step shows a choice a later step decides. The running total stays in view.
 */
export function MobileOrderWizard() {
  const f = useFormikContext<OrderFormValues>();
  const submitCheck = useSubmitCheck();
  const { step, goTo, ready } = useCheckout();
  const uploads = useUploads();
  const headingRef = useFocusOnChange(step);
  const v = f.values;
  const complete = [
    mobileStepComplete.customer(v),
    mobileStepComplete.shipping(v),
    mobileStepComplete.service(v),
    mobileStepComplete.documents(v) && !uploads.busy,
  ];
  const last = MOBILE_STEPS.length - 1;

  const next = async () => {
    if (step === last - 1 && !(await submitCheck())) return;
    goTo(step + 1);
  };

  return (
    <Box onFocusCapture={prefetchOrderForm} onPointerDownCapture={prefetchOrderForm}>
      <StepHeading headingRef={headingRef}>
        Step {step + 1} of {MOBILE_STEPS.length}: {MOBILE_STEPS[step]}
      </StepHeading>
      <LinearProgress
        variant="determinate"
        value={((step + 1) / MOBILE_STEPS.length) * 100}
        aria-label={`Step ${step + 1} of ${MOBILE_STEPS.length}`}
        sx={{ mb: 2, height: 6, borderRadius: 3 }}
      />
      {step === last ? (
        <StepPart>{ready ? <PaymentStep values={v} onBack={() => goTo(last - 1)} /> : <PaymentPlaceholder />}</StepPart>
      ) : (
        <>
          <StepPart>
            {step === 0 && <CustomerInfoSection />}
            {step === 1 && <ShippingAddressSection showRates={false} />}
            {step === 2 && (
              <Stack spacing={3}>
                <ServiceDetailsSection showRates />
                <GetCustomHelp />
              </Stack>
            )}
            {step === 3 && (
              <Stack spacing={3}>
                <DocumentsSection />
                <OrderNotesField />
              </Stack>
            )}
          </StepPart>
          <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
            <Button variant="outlined" startIcon={<ArrowBack />} disabled={step === 0} onClick={() => goTo(step - 1)} sx={{ flex: 1 }}>
              Back
            </Button>
            <Button
              variant="contained"
              endIcon={<ArrowForward />}
              disabled={!complete[step]}
              aria-describedby={!complete[step] ? 'order-step-missing' : undefined}
              onClick={() => void next()}
              sx={{ flex: 1 }}
            >
              {step === last - 1 ? 'Continue to Payment' : 'Next'}
            </Button>
          </Stack>
          {!complete[step] && (
            <Typography id="order-step-missing" variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
              {step === 3 && uploads.busy ? WAIT_FOR_UPLOADS : `To continue, ${mobileStepIssue(step, v)}`}
            </Typography>
          )}
        </>
      )}
      {step !== last && <RunningTotal sticky />}
    </Box>
  );
}
