import { ORDER_MESSAGES } from '@apostille/domain';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useToast } from '../components/toast/ToastProvider';
import { useCheckout } from './checkout/checkoutContext';
import { useUploads } from './documents/uploads';
import { focusFirstInvalidField } from './focusFirstInvalid';
import type { OrderFormValues } from './model/formValues';
import { customerStepIssue, mobileStepComplete, mobileStepIssue, serviceStepIssue, submitIssue, WAIT_FOR_UPLOADS } from './model/steps';
import { PAYMENT_STEP, stepOfField } from './model/wizardSteps';
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
  ReviewSection,
  ServiceDetailsSection,
  ShippingAddressSection,
  StepPart,
} from './steps/lazySections';

// Asked only when the customer clicks Start Over, so it (and MUI's dialog code) loads then.
const StartOverDialog = lazy(() => import('./StartOverDialog').then((m) => ({ default: m.StartOverDialog })));

/** Moves keyboard focus (and the viewport) to the step heading whenever `key` changes. */
function useFocusOnChange(key: unknown) {
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

function StepHeading({ headingRef, children }: { headingRef: React.Ref<HTMLHeadingElement>; children: React.ReactNode }) {
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
function useSubmitCheck() {
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
function PaymentPlaceholder() {
  return <Box aria-busy="true" sx={{ minHeight: 240 }} />;
}

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
