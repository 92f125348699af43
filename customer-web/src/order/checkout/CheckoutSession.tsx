import { ORDER_MESSAGES, type FieldIssue, type OrderResponse } from '@apostille/domain';
import { useFormikContext } from 'formik';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { useToast } from '../../components/toast/ToastProvider';
import { UploadsProvider } from '../documents/uploads';
import { focusFirstInvalidField } from '../focusFirstInvalid';
import type { OrderFormValues } from '../model/formValues';
import { touchFields } from '../model/touch';
import { toServerIssues, type ServerIssue } from '../model/validation';
import { convertStep, furthestStep, PAYMENT_STEP, stepOfField, type Presentation } from '../model/wizardSteps';
import { hasStepParam, useStepParam } from '../useStepParam';
import { CheckoutContext, type CheckoutControls } from './checkoutContext';
import { fetchCheckout, type CheckoutSnapshot } from './checkoutApi';
import { endCheckout, storedCheckoutKey } from './checkoutKey';
import { contentOf, isCheckoutDraft, restoreValues } from './draft';
import { useFinishOrder } from './finishOrder';
import { factsOf, forgetOrderFacts, recalledOrderFacts } from './orderFacts';
import { useCheckoutAutosave } from './useCheckoutAutosave';
import { useLeaveGuard } from './useLeaveGuard';
import { useProfilePrefill } from './useProfilePrefill';

// Shown only after a payment whose order is late or refused: loaded then.
const CheckoutStatus = lazy(() => import('./CheckoutStatus'));

export const PAID_POLL_MS = 2000;

/** Not worded by the spec: a refund without the server's own words. */
const REFUNDED_FALLBACK = 'Your order could not be created and your payment has been refunded. Please start a new order.';

type Phase = { name: 'restoring' } | { name: 'open' } | { name: 'paid' } | { name: 'refunded'; message: string };

interface CheckoutSessionProps {
  presentation: Presentation;
  /** Fresh values of this checkout (what "nothing entered" looks like). */
  blank: OrderFormValues;
  /** The server's refusals, read by the form's validate (OrderPage). */
  serverIssues: MutableRefObject<ServerIssue[]>;
  /** Forgets this checkout's form and starts another (new key, fresh values). */
  onNewCheckout: () => void;
  children: ReactNode;
}

/**
 * The checkout behind the form: restores it from the server when the page opens (same step, the
 * staged files still there), saves it as the customer goes, asks before leaving it, and after the
 * payment shows what became of it: the confirmation, a wait for the order, or the refund.
 */
export function CheckoutSession({ presentation, blank, serverIssues, onNewCheckout, children }: CheckoutSessionProps) {
  const f = useFormikContext<OrderFormValues>();
  const { resetForm, setTouched, validateForm } = f;
  const toast = useToast();
  const finishOrder = useFinishOrder();
  const [step, goTo] = useStepParam(PAYMENT_STEP[presentation] + 1);
  const [phase, setPhase] = useState<Phase>({ name: 'restoring' });
  const [restored, setRestored] = useState(false);
  const latest = useRef({ values: f.values, presentation, step });
  latest.current = { values: f.values, presentation, step };

  const ready = phase.name === 'open';
  // What "nothing entered" looks like: the blank form, or the signed-in customer's prefilled one.
  const [baseline, setBaseline] = useState(blank);
  useEffect(() => setBaseline(blank), [blank]);
  useProfilePrefill(ready && !restored, blank, setBaseline);
  // Something entered (or restored): a form nobody has touched is not saved, and leaving it asks nothing.
  const worthKeeping = restored || contentOf(f.values) !== contentOf(baseline);
  const stopSaving = useCheckoutAutosave({ active: ready && worthKeeping, step, values: f.values, presentation });
  useLeaveGuard(ready && worthKeeping);

  const finish = useCallback(
    (order: OrderResponse, values: OrderFormValues | null) => {
      stopSaving();
      // The server's `ordered` answer carries no draft: the facts kept at payment name the customer then.
      finishOrder(order, values ? factsOf(values) : (recalledOrderFacts() ?? factsOf(latest.current.values)));
    },
    [finishOrder, stopSaving],
  );

  /** Shows the checkout as the server has it. */
  const apply = useCallback(
    (snapshot: CheckoutSnapshot, opening: boolean) => {
      const draftValues = restoreValues(snapshot.draft, snapshot.files, blank);
      if (snapshot.state === 'ordered' && snapshot.order) {
        finish(snapshot.order, draftValues);
      } else if (snapshot.state === 'paid') {
        setPhase({ name: 'paid' });
      } else if (snapshot.state === 'refunded') {
        setPhase({ name: 'refunded', message: snapshot.refund?.message || REFUNDED_FALLBACK });
      } else if (opening) {
        if (draftValues && isCheckoutDraft(snapshot.draft)) {
          resetForm({ values: draftValues });
          setRestored(true);
          if (!hasStepParam(window.location.search)) {
            goTo(convertStep(snapshot.step, snapshot.draft.presentation, latest.current.presentation), { replace: true });
          }
        }
        setPhase({ name: 'open' });
      }
    },
    [blank, finish, goTo, resetForm],
  );

  // Opening the page: the checkout this browser has under way, if any.
  useEffect(() => {
    const key = storedCheckoutKey();
    if (!key) {
      setPhase({ name: 'open' });
      return;
    }
    const controller = new AbortController();
    fetchCheckout(key, controller.signal)
      .then((snapshot) => apply(snapshot, true))
      .catch(() => {
        if (!controller.signal.aborted) setPhase({ name: 'open' }); // the form works without its saved copy
      });
    return () => controller.abort();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once per checkout

  // Paid: the server creates the order from the payment by itself; ask until it is there (or refunded).
  useEffect(() => {
    const key = storedCheckoutKey();
    if (phase.name !== 'paid' || !key) return;
    let timer: ReturnType<typeof setTimeout>;
    const controller = new AbortController();
    const poll = () => {
      timer = setTimeout(() => {
        fetchCheckout(key, controller.signal)
          .then((snapshot) => (snapshot.state === 'ordered' || snapshot.state === 'refunded' ? apply(snapshot, false) : poll()))
          .catch(() => !controller.signal.aborted && poll());
      }, PAID_POLL_MS);
    };
    poll();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [phase.name, apply]);

  // A step in the address (Forward, a bookmark) after one the values do not allow leaving shows that one.
  useEffect(() => {
    if (!ready) return;
    const furthest = furthestStep(latest.current.values, presentation);
    if (step > furthest) goTo(furthest, { replace: true });
  }, [ready, step, presentation, goTo]);

  const newCheckout = useCallback(() => {
    stopSaving();
    endCheckout();
    forgetOrderFacts();
    goTo(0, { replace: true });
    onNewCheckout();
  }, [goTo, onNewCheckout, stopSaving]);

  const refused = useCallback(
    (issues: readonly FieldIssue[], message: string) => {
      const values = latest.current.values;
      serverIssues.current = toServerIssues(issues, values);
      toast({ title: ORDER_MESSAGES.formValidationErrorTitle, description: issues[0]?.message ?? message, variant: 'destructive' });
      void setTouched(
        touchFields(
          f.touched,
          issues.map((i) => i.field),
        ),
        false,
      )
        .then(() => validateForm())
        .then(() => focusFirstInvalidField());
      if (issues.length > 0) goTo(stepOfField(issues[0].field, latest.current.presentation));
    },
    [f.touched, goTo, serverIssues, setTouched, toast, validateForm],
  );

  const controls = useMemo<CheckoutControls>(
    () => ({
      presentation,
      step,
      goTo,
      ready,
      refused,
      orderPlaced: (order) => finish(order, latest.current.values),
      paymentPending: () => {
        stopSaving();
        setPhase({ name: 'paid' });
      },
      refunded: (message) => {
        stopSaving();
        setPhase({ name: 'refunded', message: message || REFUNDED_FALLBACK });
      },
      startOver: () => {
        // The staged files go with the form; their deletion is the uploads' (see DesktopOrderFlow).
        newCheckout();
      },
    }),
    [presentation, step, goTo, ready, refused, finish, stopSaving, newCheckout],
  );

  return (
    <CheckoutContext.Provider value={controls}>
      <UploadsProvider>
        {phase.name === 'paid' || phase.name === 'refunded' ? (
          <Suspense fallback={null}>
            {phase.name === 'paid' ? <CheckoutStatus state="paid" /> : <CheckoutStatus state="refunded" message={phase.message} onNewCheckout={newCheckout} />}
          </Suspense>
        ) : (
          children
        )}
      </UploadsProvider>
    </CheckoutContext.Provider>
  );
}
