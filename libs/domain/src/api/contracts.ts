/**
 * Shapes of the public API's answers (requirements C3), shared by the server that builds them
 * and the browser that reads them. Money in dollars, as the API speaks.
 */
import type { DocumentRouteView, RouteStepView } from '../apostille/route-view';
import type { ExpectedCompletionAnswer } from '../calendar/expected-completion';
import type { DigitalCopyLink } from '../orders/digital-copies';
import type { ShipmentAnswer } from '../shipping/carrier-tracking';

/** One step of a document's route as the API answers it: the fee in dollars, null when quoted after review. */
export interface RouteStepAnswer extends Omit<RouteStepView, 'feeCents'> {
  fee: number | null;
}

/**
 * A document's route as priced and kept on the order (DocumentRouteView), in the API's dollars:
 * `knownFees` is what was charged for it; the route watch's snapshot is left out.
 */
export interface DocumentRouteAnswer extends Omit<DocumentRouteView, 'steps' | 'knownFeesCents' | 'snapshot'> {
  steps: RouteStepAnswer[];
  knownFees: number;
}

/** A government fee charged, one line per office and document (the quote's `governmentFees`). */
export interface GovernmentFeeAnswer {
  label: string;
  office: string;
  amount: number;
}

/** A government fee the route needs but that was not charged: quoted or confirmed after review. */
export interface PendingGovernmentFeeAnswer {
  label: string;
  office: string;
  reason: string;
}

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
  /** Itemised government fees charged; their sum is `stateFeesTotal`. */
  governmentFees?: GovernmentFeeAnswer[];
  /** Government fees not charged, with why (embassy fee quoted after review, …). */
  pendingGovernmentFees?: PendingGovernmentFeeAnswer[];
}

export interface OrderResponse {
  orderNumber: string;
  totalAmount: number;
  breakdown: OrderBreakdown;
  isNewAccount: boolean;
  /** Each document's route as priced (empty for orders priced the spec's flat way). */
  documentRoutes?: DocumentRouteAnswer[];
  /** When it will be ready: counted from the arrival of the originals (null once the work is done). */
  expectedCompletion?: ExpectedCompletionAnswer | null;
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
  /** Each document's route as priced, the same as on the confirmation. */
  documentRoutes?: DocumentRouteAnswer[];
  /**
   * The translation add-on's state: quote_pending, quote_sent (payment link sent), quote_declined, then the
   * service's pending, in_progress, completed or cancelled. Absent or null without the add-on.
   */
  translation?: { status: string; estimatedCompletionDate: string | null } | null;
  /** The return parcel once shipped, with the carrier's tracking page; null before or without one. */
  shipment?: ShipmentAnswer | null;
  /** Links to the digital copies (fresh, short-lived) when the order includes them ([] until uploaded); null without. */
  digitalCopies?: DigitalCopyLink[] | null;
  /** When it will be ready: counted from the arrival of the originals (null once the work is done). */
  expectedCompletion?: ExpectedCompletionAnswer | null;
}
