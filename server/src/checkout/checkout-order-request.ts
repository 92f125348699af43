import type { CheckoutAddressInput, CheckoutDocumentInput, Quote, ShippingRate } from '@apostille/domain';

/**
 * The order a payment intent was made for, as the server checked and priced it when the intent
 * was created, stored with the intent (payments.order_request). Whoever learns that the payment
 * succeeded places exactly this order; nothing of it comes from the browser after payment.
 */
export interface CheckoutOrderRequest {
  version: 1;
  /** The signed-in customer who asked for the intent; null for a guest. */
  customerId: number | null;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
  destinationCountry: string;
  deliveryMethod: string;
  shippingAddress: CheckoutAddressInput;
  /** File ids are staged files of the checkout that made the intent. */
  documents: CheckoutDocumentInput[];
  notes: string | null;
  additionalServices: { scanning: boolean; translation: boolean };
  /** The server's price at intent time: the amount the customer paid. */
  quote: Quote;
  shippingRate: ShippingRate | null;
}

/** A staged file the order takes over as one of its documents. */
export interface CheckoutOrderFile {
  id: string;
  fileName: string;
  originalName: string;
  mimeType: string;
  fileSize: number;
}

/**
 * The order of a paid intent cannot be placed, for a reason that appeared only after payment (a
 * staged file is gone): the payment is refunded instead. The message is for operators.
 */
export class OrderNotPlaceableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'OrderNotPlaceableError';
  }
}
