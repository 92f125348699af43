import type { OrderResponse } from '@apostille/domain';

export type { OrderBreakdown, OrderResponse } from '@apostille/domain';

/** What the confirmation page shows: the server's answer plus facts the customer entered. */
export interface OrderConfirmation {
  order: OrderResponse;
  customerEmail: string;
  customerName: string;
  serviceLevelName: string;
  documentCount: number;
  destinationCountry: string;
  createdAt: string;
}
