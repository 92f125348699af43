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
  /** What goes in the envelope: each document once, with its files (absent on confirmations kept from before). */
  documents?: { documentType: string; files: string[] }[];
  /** How the documents come back: pickup shows where and when to collect them, and no return shipping. */
  deliveryMethod?: string;
}
