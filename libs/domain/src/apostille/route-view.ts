import { routeForDocument, type DocumentRoute } from './document-route';
import type { IssuerRef } from './document-issuers';
import { routeDataAsOf } from './route-data-age';
import { routeSnapshot, type RouteSnapshot } from './route-watch';

/**
 * A document's route as the product shows and keeps it: on the order form before payment, then on the
 * order (`orders.document_routes`), the confirmation page and e-mail, the packing slip, tracking and the
 * console. Plain JSON, no sources: what was promised at the time of the order, in the customer's words.
 */
export interface RouteStepView {
  /** Authority id (ISSUING_AUTHORITIES), for filtering and batching by office. */
  office: string;
  officeName: string;
  /** What the office issues: "Apostille", "Authentication certificate", "Embassy legalization"… */
  issues: string;
  /** The fee charged for this step, in cents; null when it is confirmed after review (then `feeNote`). */
  feeCents: number | null;
  feeNote: string | null;
  /** Typical processing time in business days (max null: no upper bound known); null when unknown. */
  typicalDays: { min: number; max: number | null } | null;
}

export interface DocumentRouteView {
  /** 1-based position of the document on the order. */
  documentNumber: number;
  documentType: string;
  /** The issuer as chosen or defaulted (null when the route could not be settled from it). */
  issuer: IssuerRef | null;
  /** "Issued by": e.g. "Florida", "a U.S. federal agency". */
  issuedBy: string;
  kind: DocumentRoute['kind'];
  status: DocumentRoute['status'];
  summary: string;
  reviewReason: string | null;
  steps: RouteStepView[];
  /** Known reasons such a document is refused, as a short checklist. */
  risks: string[];
  /** Government fees charged for this document, in cents (the sum of the known step fees). */
  knownFeesCents: number;
  /** Fees this route needs but that are not charged before review, each with its reason. */
  pendingFees: string[];
  typicalDays: { min: number; max: number | null } | null;
  /** The day the route data was last checked. */
  asOf: string;
  /** What the route-change watch compares with later. */
  snapshot: RouteSnapshot;
}

export interface RouteViewInput {
  documents: readonly { documentType: string; issuer?: IssuerRef | null }[];
  destinationCountry: string;
  date: Date;
}

function issuerRefOf(route: DocumentRoute): IssuerRef | null {
  const issuer = route.issuer;
  switch (issuer.kind) {
    case 'us-state':
      return { kind: 'us-state', state: issuer.state };
    case 'federal-agency':
      return issuer.agency ? { kind: 'federal-agency', agency: issuer.agency } : { kind: 'federal-agency' };
    case 'federal-court':
      return issuer.court ? { kind: 'federal-court', court: issuer.court } : { kind: 'federal-court' };
    case 'foreign-country':
      return issuer.iso2 ? { kind: 'foreign-country', country: issuer.iso2 } : null;
  }
}

/** The view of one computed route (document `index` is 0-based). */
export function documentRouteView(route: DocumentRoute, index: number): DocumentRouteView {
  return {
    documentNumber: index + 1,
    documentType: route.documentType,
    issuer: issuerRefOf(route),
    issuedBy: route.issuer.label,
    kind: route.kind,
    status: route.status,
    summary: route.summary,
    reviewReason: route.reviewReason ?? null,
    steps: route.steps.map((step) => ({
      office: step.office,
      officeName: step.officeName,
      issues: step.issues,
      feeCents: step.fee.status === 'known' ? step.fee.cents : null,
      feeNote: step.fee.status === 'known' ? null : (route.pendingFees.find((fee) => fee.office === step.officeName)?.reason ?? 'Fee confirmed after review'),
      typicalDays: step.time ? { min: step.time.minBusinessDays, max: step.time.maxBusinessDays } : null,
    })),
    risks: route.risks.map((risk) => risk.message),
    knownFeesCents: route.knownFeesCents,
    pendingFees: route.pendingFees.map((fee) => `${fee.label}: ${fee.reason}`),
    typicalDays: route.typicalTime ? { min: route.typicalTime.minBusinessDays, max: route.typicalTime.maxBusinessDays } : null,
    asOf: routeDataAsOf(),
    snapshot: routeSnapshot(route),
  };
}

/**
 * Routes of every document of an order on `date`. Throws DomainValidationError (field `issuer`,
 * `documentType`, `destinationCountry` or `date`) for input no route can be given for.
 */
export function documentRouteViews(input: RouteViewInput): DocumentRouteView[] {
  return input.documents.map((document, index) =>
    documentRouteView(
      routeForDocument({
        documentType: document.documentType,
        issuer: document.issuer ?? null,
        destinationCountry: input.destinationCountry,
        date: input.date,
      }),
      index,
    ),
  );
}
