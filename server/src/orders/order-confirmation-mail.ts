import {
  ADD_ONS,
  formatUsd,
  groupFilesByDocument,
  orderExpectedCompletion,
  packingSlipPath,
  processingCentreAddressLines,
  wholesaleDiscountLabel,
  type DocumentRouteView,
  type RouteStepView,
} from '@apostille/domain';
import type { NewOutboxMail } from '../notifications/outbox.service.js';
import type { Order } from './entities/order.entity.js';
import { renderMail } from '../notifications/templates/render-mail.js';
import { orderConfirmationTemplate } from '../notifications/templates/order-confirmation.js';
import { orderTrackingUrl } from '../notifications/templates/links.js';

export interface ConfirmationMailInput {
  order: Pick<
    Order,
    | 'orderNumber'
    | 'customerFirstName'
    | 'customerLastName'
    | 'customerEmail'
    | 'destinationCountry'
    | 'documentCount'
    | 'selectedShippingRate'
    | 'serviceLevelPriceCents'
    | 'additionalDocumentPriceCents'
    | 'stateFeesCents'
    | 'shippingPriceCents'
    | 'deliveryPriceCents'
    | 'discountCents'
    | 'totalAmountCents'
    | 'serviceLevel'
    | 'shippingCountry'
  > &
    Partial<Pick<Order, 'documentRoutes' | 'bulkTier'>>;
  serviceLevelName: string;
  /** The customer's files, each with the number of its document (a document may have several files). */
  documents: { originalName: string; documentType: string; documentNumber?: number | null }[];
  additionalServiceLines: { type?: string; name: string; priceCents: number }[];
  supportEmail: string;
  publicUrl: string;
  /** When the e-mail is written: "posted today" counts from this day. */
  now: Date;
}

/** The order confirmation: order number, what to mail where, the packing slip and the price breakdown. */
export function orderConfirmationMail(input: ConfirmationMailInput): NewOutboxMail {
  const { order } = input;
  const routes = order.documentRoutes ?? [];
  const priceLines: [string, number | string][] = [
    [`${input.serviceLevelName} (first document)`, order.serviceLevelPriceCents],
    [`Additional documents (${order.documentCount - 1})`, order.additionalDocumentPriceCents],
    // Priced by route: each office's fee per document; the spec's flat orders keep their one line.
    ...(routes.length > 0 ? governmentFeeLines(routes) : [[`State government fees (${order.documentCount} x $10)`, order.stateFeesCents] as [string, number]]),
    // Translation is priced by quote after the order: "quote to follow", never a misleading $0.00.
    ...input.additionalServiceLines.map((line): [string, number | string] => [line.name, isQuotedAddOn(line.type) ? 'quote to follow' : line.priceCents]),
    [`Return shipping${order.selectedShippingRate ? `: ${order.selectedShippingRate.serviceDescription}` : ''}`, order.shippingPriceCents],
    ['Delivery', order.deliveryPriceCents],
  ];
  // The tier the order was priced with names the line, as the order form did before payment.
  if (order.discountCents > 0) priceLines.push([wholesaleDiscountLabel(order.bulkTier), -order.discountCents]);
  const slipUrl = `${input.publicUrl}${packingSlipPath(order.orderNumber, order.customerEmail)}`;
  const trackUrl = orderTrackingUrl(input.publicUrl, order.orderNumber, order.customerEmail);

  return {
    kind: 'order_confirmation',
    recipient: order.customerEmail,
    ...renderMail(
      orderConfirmationTemplate,
      {
        firstName: order.customerFirstName,
        lastName: order.customerLastName,
        orderNumber: order.orderNumber,
        // One entry per document, its files together: what goes in the envelope, as the packing slip boxes it.
        documents: groupFilesByDocument(input.documents).map((d) => ({ ...d, files: d.files.join(', ') })),
        address: processingCentreAddressLines(),
        slipUrl,
        priceLines: priceLines.map(([label, amount]) => ({ label, amount: typeof amount === 'string' ? amount : formatUsd(amount) })),
        total: formatUsd(order.totalAmountCents),
        destinationCountry: order.destinationCountry,
        trackUrl,
        routes: routes.map(routeLines),
        notCharged: routes.flatMap(notChargedLines),
        routesAsOf: routes.length > 0 ? dayForPeople(routes[0].asOf) : '',
        expected: orderExpectedCompletion({ ...order, status: 'pending', originalsReceivedAt: null }, input.now)?.text ?? null,
      },
      { supportEmail: input.supportEmail },
    ),
  };
}

function isQuotedAddOn(type: string | undefined): boolean {
  return ADD_ONS.some((addOn) => addOn.key === type && addOn.pricing === 'quote');
}

/** Made once: "November 26, 2026" for a route's as-of day. */
const LONG_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

function dayForPeople(isoDay: string): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? isoDay : LONG_DAY.format(day);
}

const prefixOf = (routes: readonly DocumentRouteView[], route: DocumentRouteView) => (routes.length > 1 ? `Document ${route.documentNumber}, ` : '');

/** The charged government fees, labelled as the quote labelled them. */
function governmentFeeLines(routes: readonly DocumentRouteView[]): [string, number][] {
  return routes.flatMap((route) =>
    route.steps.flatMap((step): [string, number][] =>
      step.feeCents === null ? [] : [[`${prefixOf(routes, route)}${route.documentType}: ${step.issues} (${step.officeName})`, step.feeCents]],
    ),
  );
}

/** Fees the route needs that were not charged, each with why. */
function notChargedLines(route: DocumentRouteView): string[] {
  if (route.steps.length === 0) return [`Document ${route.documentNumber}, ${route.documentType}: government fees: we confirm the route after review`];
  return route.steps
    .filter((step) => step.feeCents === null)
    .map((step) => `Document ${route.documentNumber}, ${route.documentType}: ${step.issues}: ${(step.feeNote ?? 'Fee confirmed after review').toLowerCase()}`);
}

function typicalTime(days: RouteStepView['typicalDays']): string {
  if (!days) return 'time confirmed after review';
  if (days.max === null) return `at least ${days.min} business days`;
  return days.min === days.max ? `about ${days.min} business days` : `typically ${days.min}-${days.max} business days`;
}

/** The route in a few words; its steps follow. */
function routeSummary(route: DocumentRouteView): string {
  if (route.kind === 'apostille') return 'one apostille';
  if (route.kind === 'legalization') return `no apostille for this destination, legalization in ${route.steps.length} steps`;
  return `we confirm the route after review${route.reviewReason ? `: ${route.reviewReason}` : '.'}`;
}

/** One document's route for the e-mail: its steps (office, what it issues, fee, time) and its risks. */
function routeLines(route: DocumentRouteView) {
  return {
    number: route.documentNumber,
    documentType: route.documentType,
    issuedBy: route.issuedBy,
    summary: routeSummary(route),
    steps: route.steps.map((step) => ({
      officeName: step.officeName,
      issues: step.issues,
      fee: step.feeCents === null ? (step.feeNote ?? 'Fee confirmed after review').toLowerCase() : formatUsd(step.feeCents),
      time: typicalTime(step.typicalDays),
    })),
    risks: route.risks,
  };
}
