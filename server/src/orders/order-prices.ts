import type { Quote } from '@apostille/domain';
import type { Order } from './entities/order.entity.js';

/** The price columns of an order, in cents. */
export type OrderPriceColumns = Pick<
  Order,
  | 'serviceLevelPriceCents'
  | 'additionalDocumentPriceCents'
  | 'stateFeesCents'
  | 'shippingPriceCents'
  | 'deliveryPriceCents'
  | 'additionalServicesCents'
  | 'discountCents'
  | 'bulkTier'
  | 'totalAmountCents'
>;

/** The order's price columns from a libs/domain quote: one mapping for customer and staff orders. */
export function priceColumnsOf(quote: Quote): OrderPriceColumns {
  return {
    serviceLevelPriceCents: quote.serviceLevelPriceCents,
    additionalDocumentPriceCents: quote.additionalDocumentPriceCents,
    stateFeesCents: quote.stateGovernmentFeesCents,
    shippingPriceCents: quote.shippingPriceCents,
    deliveryPriceCents: quote.deliveryPriceCents,
    additionalServicesCents: quote.additionalServicesTotalCents,
    discountCents: quote.totalSavingsCents ?? quote.bulkDiscountCents + quote.bundleDiscountCents,
    // A quote stored with a checkout before wholesale prices has no tier: it was retail.
    bulkTier: quote.bulkTier ?? null,
    totalAmountCents: quote.totalCents,
  };
}
