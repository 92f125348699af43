import { centsToDollars, type CustomerCancellation } from '@apostille/domain';
import type { CancellationRequest } from './entities/cancellation-request.entity.js';

/** A request as its customer sees it: no staff names, no internal ids beyond the request's own. */
export function toCustomerCancellation(orderNumber: string, request: CancellationRequest): CustomerCancellation {
  return {
    id: request.id,
    orderNumber,
    status: request.status,
    refund: request.refundCents === null ? null : centsToDollars(request.refundCents),
    refundStatus: request.refundStatus,
    declineReason: request.status === 'declined' ? request.decisionNote : null,
    requestedAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
  };
}
