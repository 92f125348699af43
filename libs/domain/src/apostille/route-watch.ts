import { DomainValidationError } from '../errors';
import { formatUsd } from '../money';
import { routeForDocument, type DocumentRoute } from './document-route';
import type { IssuerRef } from './document-issuers';
import { utcDateString } from './route';

/**
 * Rule-change watch for open orders (the pure part): given an order's documents, destination and
 * order date, and a later day, says whether a document's route changes and what that costs. Routes
 * change when an in-force date (or an objection's date) is reached between the two days, or when the
 * data itself changed since the order was quoted (pass the routes as quoted to detect that).
 */

/** The parts of a route that decide what the order needs and costs. */
export interface RouteSnapshot {
  readonly kind: DocumentRoute['kind'];
  readonly offices: readonly string[];
  readonly knownFeesCents: number;
  readonly pendingFees: readonly string[];
}

export function routeSnapshot(route: DocumentRoute): RouteSnapshot {
  return {
    kind: route.kind,
    offices: route.steps.map((s) => s.office),
    knownFeesCents: route.knownFeesCents,
    pendingFees: route.pendingFees.map((p) => p.label),
  };
}

function sameSnapshot(a: RouteSnapshot, b: RouteSnapshot): boolean {
  return (
    a.kind === b.kind &&
    a.knownFeesCents === b.knownFeesCents &&
    a.offices.join('>') === b.offices.join('>') &&
    a.pendingFees.join('|') === b.pendingFees.join('|')
  );
}

export interface OpenOrderRoutes {
  readonly documents: readonly { readonly documentType: string; readonly issuer?: IssuerRef | null }[];
  readonly destinationCountry: string;
  readonly orderDate: Date;
  /** Routes as quoted when the order was placed, one per document; detects data changes since. */
  readonly quotedRoutes?: readonly RouteSnapshot[] | null;
}

export type RouteChangeCause = 'in-force-date-reached' | 'objection-date-reached' | 'data-changed' | 'confirmed-after-review';

export interface RouteChange {
  readonly documentIndex: number;
  readonly documentType: string;
  readonly cause: RouteChangeCause;
  readonly before: RouteSnapshot;
  readonly after: RouteSnapshot;
  /** Change in the government fees charged (after − before), in cents. */
  readonly feeDeltaCents: number;
  readonly pendingFeesAdded: readonly string[];
  readonly pendingFeesRemoved: readonly string[];
  readonly message: string;
}

export interface RouteWatchResult {
  readonly changed: boolean;
  readonly changes: readonly RouteChange[];
  readonly feeDeltaCents: number;
  /** The current routes on the later day, for the order page. */
  readonly routes: readonly DocumentRoute[];
}

function describeKind(s: RouteSnapshot): string {
  if (s.kind === 'apostille') return 'an apostille';
  if (s.kind === 'legalization') return 'legalization (state certificate, U.S. Department of State, embassy)';
  return 'a route confirmed after review';
}

function causeOf(orderRoute: DocumentRoute, laterRoute: DocumentRoute, dataChanged: boolean): RouteChangeCause {
  if (dataChanged) return 'data-changed';
  const inForce = laterRoute.destinationInForceFrom;
  if (inForce !== null && orderRoute.date < inForce && inForce <= laterRoute.date) return 'in-force-date-reached';
  if ((orderRoute.objection === null) !== (laterRoute.objection === null)) return 'objection-date-reached';
  if (laterRoute.status === 'review') return 'confirmed-after-review';
  return 'data-changed';
}

function messageOf(cause: RouteChangeCause, route: DocumentRoute, before: RouteSnapshot, after: RouteSnapshot, delta: number): string {
  const why: Record<RouteChangeCause, string> = {
    'in-force-date-reached': `The Apostille Convention is in force for ${route.destination.name} from ${route.destinationInForceFrom ?? ''}.`,
    'objection-date-reached': `An objection between the United States and ${route.destination.name} took or lost effect.`,
    'data-changed': 'Our route data changed since the order was quoted.',
    'confirmed-after-review': route.summary,
  };
  const fees = delta === 0 ? 'Government fees charged are unchanged' : `Government fees charged change by ${delta > 0 ? '+' : ''}${formatUsd(delta)}`;
  const embassyGone = before.pendingFees.length > after.pendingFees.length ? '; fees pending review are no longer needed' : '';
  const pendingNew = after.pendingFees.length > before.pendingFees.length ? '; some fees are now confirmed after review' : '';
  return `${why[cause]} ${route.documentType} now needs ${describeKind(after)} instead of ${describeKind(before)}. ${fees}${embassyGone}${pendingNew}.`;
}

/** What changes for an open order's documents between its order date and `at`. */
export function routeChangesFor(order: OpenOrderRoutes, at: Date): RouteWatchResult {
  const orderDay = utcDateString(order.orderDate);
  if (utcDateString(at) < orderDay) throw new DomainValidationError('The day to check must not be before the order date', 'at');
  if (order.quotedRoutes != null && order.quotedRoutes.length !== order.documents.length) {
    throw new DomainValidationError('One quoted route is needed per document', 'quotedRoutes');
  }
  const changes: RouteChange[] = [];
  const routes = order.documents.map((d, i) => {
    const input = { documentType: d.documentType, issuer: d.issuer, destinationCountry: order.destinationCountry };
    const atOrder = routeForDocument({ ...input, date: order.orderDate });
    const later = routeForDocument({ ...input, date: at });
    const quoted = order.quotedRoutes?.[i];
    const dataChanged = quoted !== undefined && !sameSnapshot(quoted, routeSnapshot(atOrder));
    const before = quoted ?? routeSnapshot(atOrder);
    const after = routeSnapshot(later);
    if (!sameSnapshot(before, after)) {
      const cause = causeOf(atOrder, later, dataChanged);
      const feeDeltaCents = after.knownFeesCents - before.knownFeesCents;
      changes.push({
        documentIndex: i,
        documentType: d.documentType,
        cause,
        before,
        after,
        feeDeltaCents,
        pendingFeesAdded: after.pendingFees.filter((p) => !before.pendingFees.includes(p)),
        pendingFeesRemoved: before.pendingFees.filter((p) => !after.pendingFees.includes(p)),
        message: messageOf(cause, later, before, after, feeDeltaCents),
      });
    }
    return later;
  });
  return { changed: changes.length > 0, changes, feeDeltaCents: changes.reduce((sum, c) => sum + c.feeDeltaCents, 0), routes };
}
