import {
  centsToDollars,
  FLORIDA_OFFICE_NAME,
  STATE_GOVERNMENT_FEE_CENTS,
  orderExpectedCompletion,
  type DocumentRouteAnswer,
  type DocumentRouteView,
  type GovernmentFeeAnswer,
  type OrderBreakdown,
  type OrderResponse,
  type OrderTimingFacts,
  type PendingGovernmentFeeAnswer,
} from '@apostille/domain';
import type { Order } from './entities/order.entity.js';
import type { OrderPriceColumns } from './order-prices.js';

export type { OrderResponse };

/** What the itemised government fees are made of: the routes kept on the order, or its flat fee. */
export type OrderRouteColumns = Pick<Order, 'documentRoutes' | 'documentCount'>;

/**
 * Built from the stored order only, so a replayed submit answers what the first one did (the
 * expected date aside: "posted today" counts from the day it is asked). A new order is pending with
 * its originals still to come.
 */
export function toOrderResponse(
  order: Pick<Order, 'orderNumber'> &
    OrderPriceColumns &
    OrderRouteColumns &
    Pick<OrderTimingFacts, 'serviceLevel' | 'shippingCountry'> &
    Partial<OrderTimingFacts>,
  isNewAccount: boolean,
  now: Date,
): OrderResponse {
  return {
    orderNumber: order.orderNumber,
    totalAmount: centsToDollars(order.totalAmountCents),
    breakdown: toOrderBreakdown(order),
    isNewAccount,
    documentRoutes: toDocumentRouteAnswers(order.documentRoutes),
    expectedCompletion: orderExpectedCompletion({ status: 'pending', originalsReceivedAt: null, ...order }, now),
  };
}

/** The itemised prices of a stored order, in dollars (confirmation and tracking show the same lines). */
export function toOrderBreakdown(order: OrderPriceColumns & OrderRouteColumns): OrderBreakdown {
  const fees = governmentFeesOf(order);
  return {
    serviceLevelPrice: centsToDollars(order.serviceLevelPriceCents),
    additionalDocumentPrice: centsToDollars(order.additionalDocumentPriceCents),
    stateFeesTotal: centsToDollars(order.stateFeesCents),
    shippingPrice: centsToDollars(order.shippingPriceCents),
    deliveryPrice: centsToDollars(order.deliveryPriceCents),
    additionalServicesTotal: centsToDollars(order.additionalServicesCents),
    subtotal: centsToDollars(order.totalAmountCents + order.discountCents),
    // A wholesale order's whole discount is its tier's; a staff order's discount is none of these.
    bulkDiscountAmount: order.bulkTier ? centsToDollars(order.discountCents) : 0,
    bulkTier: order.bulkTier ?? null,
    bundleDiscountAmount: 0,
    totalSavings: centsToDollars(order.discountCents),
    governmentFees: fees.charged,
    pendingGovernmentFees: fees.pending,
  };
}

/** The routes kept on the order in the API's dollars (the route watch's snapshot stays on the server). */
export function toDocumentRouteAnswers(routes: readonly DocumentRouteView[] | null | undefined): DocumentRouteAnswer[] {
  return (routes ?? []).map(({ steps, knownFeesCents, snapshot: _snapshot, ...route }) => ({
    ...route,
    steps: steps.map(({ feeCents, ...step }) => ({ ...step, fee: feeCents === null ? null : centsToDollars(feeCents) })),
    knownFees: centsToDollars(knownFeesCents),
  }));
}

/**
 * The government fees of a stored order, labelled as the quote labelled them. An order priced by
 * route has one line per office and document with a known fee, and a pending line for each fee
 * quoted after review; an order priced the spec's flat way has its $10 lines (or, for a staff
 * order with other state fees, their sum in one line).
 */
export function governmentFeesOf(order: Pick<Order, 'stateFeesCents'> & OrderRouteColumns): {
  charged: GovernmentFeeAnswer[];
  pending: PendingGovernmentFeeAnswer[];
} {
  const routes = order.documentRoutes ?? [];
  if (routes.length === 0) {
    if (order.stateFeesCents === 0) return { charged: [], pending: [] };
    const flat = order.stateFeesCents === order.documentCount * STATE_GOVERNMENT_FEE_CENTS;
    const charged = flat
      ? Array.from({ length: order.documentCount }, () => ({
          label: 'State government fee',
          office: FLORIDA_OFFICE_NAME,
          amount: centsToDollars(STATE_GOVERNMENT_FEE_CENTS),
        }))
      : [{ label: 'State government fees', office: FLORIDA_OFFICE_NAME, amount: centsToDollars(order.stateFeesCents) }];
    return { charged, pending: [] };
  }
  const charged: GovernmentFeeAnswer[] = [];
  const pending: PendingGovernmentFeeAnswer[] = [];
  for (const route of routes) {
    const prefix = routes.length > 1 ? `Document ${route.documentNumber}, ` : '';
    for (const step of route.steps) {
      const label = `${prefix}${route.documentType}: ${step.issues}`;
      if (step.feeCents !== null) charged.push({ label, office: step.officeName, amount: centsToDollars(step.feeCents) });
      else pending.push({ label, office: step.officeName, reason: step.feeNote ?? 'Fee confirmed after review' });
    }
    if (route.steps.length === 0) {
      pending.push({ label: `${prefix}${route.documentType}: government fees`, office: 'To be confirmed', reason: 'We confirm the route after review' });
    }
  }
  return { charged, pending };
}
