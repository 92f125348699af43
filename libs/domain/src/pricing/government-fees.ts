import { DomainValidationError } from '../errors';
import type { IssuerRef } from '../apostille/document-issuers';
import { routeForDocument, type DocumentRoute } from '../apostille/document-route';
import { STATE_GOVERNMENT_FEE_CENTS } from './state-government-fee';

/**
 * Government fees of an order, itemised. Without per-document details the spec's rule holds: one
 * $10 Florida fee per document. With them, each document pays the known fees of its own route; fees
 * that are unknown, unverified or set by an embassy are listed as pending and not charged.
 */

export { STATE_GOVERNMENT_FEE_CENTS };

export const FLORIDA_OFFICE_NAME = 'Florida Department of State';

export interface QuoteDocument {
  readonly documentType: string;
  /** "Issued in / by"; defaults from the document type. */
  readonly issuer?: IssuerRef | null;
}

export interface GovernmentFeeLine {
  readonly label: string;
  readonly office: string;
  readonly cents: number;
}

export interface PendingGovernmentFee {
  readonly label: string;
  readonly office: string;
  /** 'Embassy fee quoted after review', 'Fee confirmed after review' or 'We confirm the route after review'. */
  readonly reason: string;
  /** What an unverified source suggests, for information only; never charged. */
  readonly expectedCents: number | null;
}

export interface GovernmentFees {
  readonly lines: GovernmentFeeLine[];
  readonly pending: PendingGovernmentFee[];
  readonly routes: DocumentRoute[];
  readonly totalCents: number;
}

/** The spec's flat rule: `count` × $10, one line per document. */
export function flatGovernmentFees(count: number): GovernmentFees {
  const lines = Array.from({ length: count }, () => ({ label: 'State government fee', office: FLORIDA_OFFICE_NAME, cents: STATE_GOVERNMENT_FEE_CENTS }));
  return { lines, pending: [], routes: [], totalCents: count * STATE_GOVERNMENT_FEE_CENTS };
}

/** Fees of each document's route to `destinationCountry` on `orderDate`. */
export function governmentFeesByRoute(
  documents: readonly QuoteDocument[],
  destinationCountry: string | null | undefined,
  orderDate: Date | null | undefined,
): GovernmentFees {
  if (typeof destinationCountry !== 'string' || !destinationCountry.trim()) {
    throw new DomainValidationError('A destination country is needed to price documents by route', 'destinationCountry');
  }
  if (!(orderDate instanceof Date)) {
    throw new DomainValidationError('An order date is needed to price documents by route', 'orderDate');
  }
  const lines: GovernmentFeeLine[] = [];
  const pending: PendingGovernmentFee[] = [];
  const routes = documents.map((d, i) => {
    const route = routeForDocument({ documentType: d.documentType, issuer: d.issuer, destinationCountry, date: orderDate });
    const prefix = documents.length > 1 ? `Document ${i + 1}, ` : '';
    for (const s of route.steps) {
      if (s.fee.status === 'known' && s.fee.cents !== null)
        lines.push({ label: `${prefix}${d.documentType}: ${s.issues}`, office: s.officeName, cents: s.fee.cents });
    }
    for (const p of route.pendingFees) pending.push({ ...p, label: `${prefix}${p.label}` });
    return route;
  });
  return { lines, pending, routes, totalCents: lines.reduce((sum, l) => sum + l.cents, 0) };
}
