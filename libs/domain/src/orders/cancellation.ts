import { formatUsd } from '../money';
import { normalizeOrderStatus } from './order-status';

/**
 * Cancelling an order at the customer's request (Terms, "Cancellations and refunds"): allowed until
 * the documents are submitted to an authority, which is when Authentication in Progress begins.
 * Staff approve each request; the refund is the amount paid less what was already incurred.
 */
export const CANCELLABLE_STATUSES: readonly string[] = ['pending', 'processing', 'docs_received'];

export function cancellationAllowed(status: string): boolean {
  const key = normalizeOrderStatus(status);
  return key !== undefined && CANCELLABLE_STATUSES.includes(key);
}

/** The customer's reason is optional; this long at most. */
export const CANCELLATION_REASON_MAX = 1000;
/** Staff's note on a decision (the decline reason the customer reads). */
export const CANCELLATION_NOTE_MAX = 1000;

export type CancellationRequestStatus = 'open' | 'approved' | 'declined';
export type CancellationRefundStatus = 'none' | 'pending' | 'refunded';

/** One card payment the order was paid with (the checkout's, or a later extra charge's). */
/** A cancellation request as its customer sees it (GET /api/customers/cancellations). */
export interface CustomerCancellation {
  id: number;
  orderNumber: string;
  status: CancellationRequestStatus;
  /** Dollars, once approved. */
  refund: number | null;
  refundStatus: CancellationRefundStatus;
  /** Staff's reason when declined. */
  declineReason: string | null;
  requestedAt: string;
  decidedAt: string | null;
}

/** GET /api/customers/orders/:orderNumber/cancellation: what cancelling would give back. */
export interface CancellationPreviewAnswer {
  orderNumber: string;
  allowed: boolean;
  /** Dollars. */
  refund: number;
  refundText: string;
  request: CustomerCancellation | null;
}

/** One card payment the order was paid with (the checkout's, or a later extra charge's). */
export interface PaidPayment {
  paymentId: number;
  amountCents: number;
  /** The order's own checkout payment: what is kept back comes off this one first. */
  checkout: boolean;
}

export interface CancellationCosts {
  payments: readonly PaidPayment[];
  /** Have the originals reached the centre? Then they go back, and that shipping is incurred. */
  originalsArrived: boolean;
  /** What the customer paid for return shipping (the rate and the delivery method's price). */
  returnShippingCents: number;
}

export interface CancellationDeduction {
  label: string;
  amountCents: number;
}

export interface CancellationRefund {
  paidCents: number;
  deductions: CancellationDeduction[];
  refundCents: number;
  /** How much of each payment goes back; payments with nothing to give back are left out. */
  perPayment: { paymentId: number; amountCents: number }[];
}

export const RETURN_SHIPPING_DEDUCTION = 'Return shipping of your original documents';

/**
 * The refund per the Terms: "the amount paid, less any government fees or shipping costs already
 * incurred". Government fees are paid to an authority only when the documents are submitted, which
 * a cancellable order has not reached, so they are never kept back. Return shipping is incurred
 * once the originals are at the centre, because they are sent back with the service the customer
 * chose. What is kept back comes off the checkout payment first, then the extra charges.
 */
export function cancellationRefund(costs: CancellationCosts): CancellationRefund {
  const paidCents = costs.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const deductions: CancellationDeduction[] = [];
  if (costs.originalsArrived && costs.returnShippingCents > 0) {
    deductions.push({ label: RETURN_SHIPPING_DEDUCTION, amountCents: Math.min(costs.returnShippingCents, paidCents) });
  }
  const refundCents = paidCents - deductions.reduce((sum, deduction) => sum + deduction.amountCents, 0);
  return { paidCents, deductions, refundCents, perPayment: refundParts(costs.payments, refundCents) };
}

/**
 * How a refund is split over the payments: what is kept back comes off the checkout payment first,
 * then the extra charges. The same payments and amount always give the same parts, so a retried
 * refund repeats exactly the parts of the first attempt.
 */
export function refundParts(payments: readonly PaidPayment[], refundCents: number): CancellationRefund['perPayment'] {
  let toKeep = payments.reduce((sum, payment) => sum + payment.amountCents, 0) - refundCents;
  const ordered = [...payments].sort((a, b) => Number(b.checkout) - Number(a.checkout) || a.paymentId - b.paymentId);
  const parts: CancellationRefund['perPayment'] = [];
  for (const payment of ordered) {
    const kept = Math.min(Math.max(toKeep, 0), payment.amountCents);
    toKeep -= kept;
    if (payment.amountCents - kept > 0) parts.push({ paymentId: payment.paymentId, amountCents: payment.amountCents - kept });
  }
  return parts;
}

/** The sentence the customer and staff read before anything is decided. */
export function cancellationRefundText(refund: Pick<CancellationRefund, 'paidCents' | 'deductions' | 'refundCents'>): string {
  if (refund.paidCents === 0) return 'Nothing was paid by card for this order, so there is nothing to refund.';
  if (refund.deductions.length === 0) return `You will be refunded ${formatUsd(refund.refundCents)}, the full amount paid.`;
  const kept = refund.deductions.map((deduction) => `${deduction.label.toLowerCase()} (${formatUsd(deduction.amountCents)})`).join(' and ');
  return `You will be refunded ${formatUsd(refund.refundCents)} of the ${formatUsd(refund.paidCents)} paid, less ${kept}.`;
}

export const CANCELLATION_MESSAGES = {
  notAllowed: 'This order can no longer be cancelled: your documents have been submitted to the authority. Please contact us if you need help.',
  alreadyRequested: 'A cancellation request for this order is already waiting for our team.',
  alreadyCancelled: 'This order has already been cancelled.',
  reasonTooLong: `Reason must be ${CANCELLATION_REASON_MAX} characters or fewer`,
  reasonNotText: 'Reason must be text',
  requested: 'Cancellation requested. We will e-mail you once our team has reviewed it, normally within one business day.',
  requestNotFound: 'Cancellation request not found',
  orderNotFound: 'Order not found',
  tooManyRequests: 'This order has had several cancellation requests already. Please contact us and we will help.',
  noteNotText: 'Note must be text',
  requestDecided: 'This cancellation request has already been decided.',
  noteTooLong: `Note must be ${CANCELLATION_NOTE_MAX} characters or fewer`,
  declineNeedsNote: 'Please write the reason for declining; the customer reads it.',
  tooLateToApprove: 'The order has moved past Documents Received, so it can no longer be cancelled per the Terms. Decline the request with a reason.',
  statusReserved: 'An order is cancelled by approving its cancellation request.',
  cancelledIsFinal: 'This order was cancelled; its status can no longer change.',
} as const;
