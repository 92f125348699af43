/**
 * Shapes of the public API's answers (requirements C3), shared by the server that builds them
 * and the browser that reads them. Money in dollars, as the API speaks.
 */

/** Answer of POST /api/orders. */
export interface OrderBreakdown {
  serviceLevelPrice: number;
  additionalDocumentPrice: number;
  stateFeesTotal: number;
  shippingPrice: number;
  deliveryPrice: number;
  additionalServicesTotal: number;
  subtotal: number;
  bulkDiscountAmount: number;
  bulkTier: string | null;
  bundleDiscountAmount: number;
  totalSavings: number;
}

export interface OrderResponse {
  orderNumber: string;
  totalAmount: number;
  breakdown: OrderBreakdown;
  isNewAccount: boolean;
}

/** Answer of GET /api/orders/track. Storage names of documents are never included. */
export interface TrackedOrder {
  orderNumber: string;
  createdAt: string;
  status: string;
  serviceLevel: string;
  documentType: string;
  destinationCountry: string;
  deliveryMethod: string;
  totalAmount: number;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
  serviceLevelPrice: number;
  deliveryPrice: number;
  /** The same itemised prices as the order confirmation, from the stored order. */
  breakdown: OrderBreakdown;
  statusHistory: { newStatus: string; changedAt: string; notes: string | null }[];
  services: { details: string; price: number }[];
  documents: { originalName: string; fileSize: number }[];
  /**
   * The translation add-on's state: quote_pending, quote_sent (payment link sent), quote_declined, then the
   * service's pending, in_progress, completed or cancelled. Absent or null without the add-on.
   */
  translation?: { status: string; estimatedCompletionDate: string | null } | null;
}
