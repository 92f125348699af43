/** Order response of POST /api/orders (customer spec §3); money in dollars. */
export interface OrderBreakdown {
  serviceLevelPrice: number;
  additionalDocumentPrice: number;
  stateFeesTotal: number;
  shippingPrice: number;
  deliveryPrice: number;
  additionalServicesTotal: number;
  subtotal: number;
  bulkDiscountAmount: number;
  bulkTier?: string | null;
  bundleDiscountAmount: number;
  totalSavings: number;
}

export interface OrderResponse {
  orderNumber: string;
  totalAmount: number;
  breakdown?: Partial<OrderBreakdown>;
  isNewAccount?: boolean;
}

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
