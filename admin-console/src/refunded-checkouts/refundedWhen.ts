import type { RefundedCheckout } from '../dataProvider/types';
import { formatOrderDate } from '../format/date';

export const REFUND_PENDING = 'Refund pending';

/**
 * When the money went back: the date the provider confirmed the refund, or that it is still on its
 * way ('pending' rows have no date yet). A refunded row always has its date; 'Refunded' only
 * guards against one that does not.
 */
export function refundedWhen({ status, refundedAt }: Pick<RefundedCheckout, 'status' | 'refundedAt'>): string {
  if (refundedAt) return formatOrderDate(refundedAt);
  return status === 'pending' ? REFUND_PENDING : 'Refunded';
}
