import type { OrderStatus } from '../orders/order-status';
import { ISSUING_AUTHORITIES } from './issuing-authorities.data';
import type { DocumentRouteView } from './route-view';

/**
 * Staff work by office: the orders list filters by the office a document's route passes through,
 * and a batch sheet lists, for one office, what goes into its envelope.
 */

/** An office staff can filter and batch by: an ISSUING_AUTHORITIES entry (routes name these ids). */
export interface RouteOffice {
  id: string;
  name: string;
}

/** Federal offices and the embassy first (the busiest envelopes), then the states by name. */
export const ROUTE_OFFICES: readonly RouteOffice[] = [...ISSUING_AUTHORITIES]
  .sort((a, b) => Number(a.kind === 'state') - Number(b.kind === 'state') || a.name.localeCompare(b.name))
  .map(({ id, name }) => ({ id, name }));

export function isRouteOffice(id: string): boolean {
  return ROUTE_OFFICES.some((office) => office.id === id);
}

export function routeOfficeName(id: string): string | undefined {
  return ROUTE_OFFICES.find((office) => office.id === id)?.name;
}

export const OFFICE_BATCH_MESSAGES = {
  unknownOffice: 'Unknown office: use an office id from the route data, such as us-dos (U.S. Department of State) or state-FL (Florida).',
} as const;

/**
 * Orders whose documents may still go to an office: everything before "Apostille Complete". The batch
 * sheet lists only these; the orders list filter applies to every order and combines with the status filter.
 */
export const OFFICE_BATCH_OPEN_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'docs_received', 'authentication_in_progress'];

/** One document on a batch sheet: what the office does for it. */
export interface OfficeBatchDocument {
  documentNumber: number;
  documentType: string;
  issuedBy: string;
  issues: string;
  /** Cents; null when the fee is confirmed after review (then feeNote). */
  feeCents: number | null;
  feeNote: string | null;
}

export interface OfficeBatchOrder {
  orderId: number;
  orderNumber: string;
  customerName: string;
  status: string;
  destinationCountry: string;
  documents: OfficeBatchDocument[];
}

/** GET /api/admin/offices/:office/batch-sheet: one office's envelope. */
export interface OfficeBatchSheet {
  office: RouteOffice;
  generatedAt: string;
  orders: OfficeBatchOrder[];
  documentCount: number;
  /** Sum of the known fees, in cents. */
  knownFeesCents: number;
  /** Documents whose fee at this office is confirmed after review (not in knownFeesCents). */
  pendingFeeCount: number;
}

export interface OfficeBatchInput {
  orderId: number;
  orderNumber: string;
  customerName: string;
  status: string;
  destinationCountry: string;
  documentRoutes: readonly DocumentRouteView[];
}

/** The batch sheet of `office` from the orders' kept routes (orders with no step there are left out). */
export function officeBatchSheet(office: RouteOffice, orders: readonly OfficeBatchInput[], generatedAt: Date): OfficeBatchSheet {
  const lines: OfficeBatchOrder[] = [];
  for (const order of orders) {
    const documents: OfficeBatchDocument[] = [];
    for (const route of order.documentRoutes) {
      for (const step of route.steps) {
        if (step.office !== office.id) continue;
        documents.push({
          documentNumber: route.documentNumber,
          documentType: route.documentType,
          issuedBy: route.issuedBy,
          issues: step.issues,
          feeCents: step.feeCents,
          feeNote: step.feeCents === null ? (step.feeNote ?? 'Fee confirmed after review') : null,
        });
      }
    }
    if (documents.length > 0) {
      const { documentRoutes: _routes, ...rest } = order;
      lines.push({ ...rest, documents });
    }
  }
  const documents = lines.flatMap((line) => line.documents);
  return {
    office,
    generatedAt: generatedAt.toISOString(),
    orders: lines,
    documentCount: documents.length,
    knownFeesCents: documents.reduce((sum, document) => sum + (document.feeCents ?? 0), 0),
    pendingFeeCount: documents.filter((document) => document.feeCents === null).length,
  };
}

/** A typical time as staff and customers read it: "3–5 business days", "10+ business days", "Not known". */
export function formatTypicalDays(days: { min: number; max: number | null } | null): string {
  if (!days) return 'Not known';
  if (days.max === null) return `${days.min}+ business days`;
  if (days.max === days.min) return `${days.min} business day${days.min === 1 ? '' : 's'}`;
  return `${days.min}–${days.max} business days`;
}
