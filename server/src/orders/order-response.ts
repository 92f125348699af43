import { centsToDollars, type OrderBreakdown, type OrderResponse } from '@apostille/domain';
import type { Order } from './entities/order.entity.js';
import type { OrderPriceColumns } from './order-prices.js';

export type { OrderResponse };

/** Built from the stored order only, so a replayed submit answers exactly what the first one did. */
export function toOrderResponse(order: Pick<Order, 'orderNumber'> & OrderPriceColumns, isNewAccount: boolean): OrderResponse {
  return {
    orderNumber: order.orderNumber,
    totalAmount: centsToDollars(order.totalAmountCents),
    breakdown: toOrderBreakdown(order),
    isNewAccount,
  };
}

/** The itemised prices of a stored order, in dollars (confirmation and tracking show the same lines). */
export function toOrderBreakdown(order: OrderPriceColumns): OrderBreakdown {
  return {
    serviceLevelPrice: centsToDollars(order.serviceLevelPriceCents),
    additionalDocumentPrice: centsToDollars(order.additionalDocumentPriceCents),
    stateFeesTotal: centsToDollars(order.stateFeesCents),
    shippingPrice: centsToDollars(order.shippingPriceCents),
    deliveryPrice: centsToDollars(order.deliveryPriceCents),
    additionalServicesTotal: centsToDollars(order.additionalServicesCents),
    subtotal: centsToDollars(order.totalAmountCents + order.discountCents),
    bulkDiscountAmount: 0,
    bulkTier: null,
    bundleDiscountAmount: 0,
    totalSavings: centsToDollars(order.discountCents),
  };
}
