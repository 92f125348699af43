import { formatUsd, type RouteChange as DomainRouteChange, type RouteSnapshot } from '@apostille/domain';
import type { NewOutboxMail } from '../notifications/outbox.service.js';
import { orderTrackingUrl } from '../notifications/templates/links.js';
import { renderMail } from '../notifications/templates/render-mail.js';
import { routeChangeTemplate } from '../notifications/templates/route-changes.js';
import type { OrderContact } from '../orders/order-lookup.service.js';

const KIND_NAMES: Record<RouteSnapshot['kind'], string> = {
  apostille: 'an apostille',
  legalization: 'legalization (state certificate, U.S. Department of State, embassy)',
  review: 'a route we confirm after review',
};

/** A route in the customer's words: what the document needs and the government fees charged for it. */
export function describeRoute(snapshot: RouteSnapshot): string {
  const pending = snapshot.pendingFees.length > 0 ? ', more fees confirmed after review' : '';
  return `${KIND_NAMES[snapshot.kind]}, government fees ${formatUsd(snapshot.knownFeesCents)}${pending}`;
}

function describeFeeDelta(cents: number): string {
  if (cents === 0) return 'no change';
  return cents < 0 ? `${formatUsd(-cents)} less` : `${formatUsd(cents)} more`;
}

/** The customer's e-mail about an open order's route change: per document what changes, and what it costs. */
export function routeChangeMail(
  order: Pick<OrderContact, 'id' | 'orderNumber' | 'customerEmail' | 'customerFirstName' | 'customerLastName'>,
  changes: readonly DomainRouteChange[],
  publicUrl: string,
): NewOutboxMail {
  const feeDeltaCents = changes.reduce((sum, change) => sum + change.feeDeltaCents, 0);
  const mail = renderMail(routeChangeTemplate, {
    firstName: order.customerFirstName,
    lastName: order.customerLastName,
    orderNumber: order.orderNumber,
    trackUrl: orderTrackingUrl(publicUrl, order.orderNumber, order.customerEmail),
    documents: changes.map((change) => ({
      heading: `Document ${change.documentIndex + 1}: ${change.documentType}`,
      before: describeRoute(change.before),
      after: describeRoute(change.after),
      message: change.message,
    })),
    feeDifference: describeFeeDelta(feeDeltaCents),
  });
  return { kind: 'order_route_changed', recipient: order.customerEmail, orderId: order.id, ...mail };
}
