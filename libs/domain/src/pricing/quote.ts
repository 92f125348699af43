import { DomainValidationError } from '../errors';
import { assertNonNegativeCents } from '../money';
import { MAX_DOCUMENTS_PER_ORDER, MIN_DOCUMENTS_PER_ORDER } from '../limits';
import { getServiceTier, type ServiceLevel } from '../catalog/service-tiers';
import { getDeliveryMethod, returnsByCarrier } from '../catalog/delivery-methods';
import { ADD_ONS, type AddOnKey } from '../catalog/add-ons';
import type { DocumentRoute } from '../apostille/document-route';
import {
  flatGovernmentFees,
  governmentFeesByRoute,
  STATE_GOVERNMENT_FEE_CENTS,
  type GovernmentFeeLine,
  type PendingGovernmentFee,
  type QuoteDocument,
} from './government-fees';

export { STATE_GOVERNMENT_FEE_CENTS };

export interface QuoteInput {
  /** A ServiceLevel; anything else is refused by the quote. */
  serviceLevel: string;
  documentCount: number;
  deliveryMethod?: string | null;
  /** Cost of the selected return-shipping rate, in cents. */
  shippingRateCents?: number | null;
  additionalServices?: { scanning?: boolean; translation?: boolean } | null;
  /**
   * One entry per document (as many as documentCount) to charge government fees by route. Absent:
   * the spec's flat $10 per document. Present: destinationCountry and orderDate are required.
   */
  documents?: readonly QuoteDocument[] | null;
  destinationCountry?: string | null;
  orderDate?: Date | null;
}

export interface QuoteServiceLine {
  type: AddOnKey;
  name: string;
  priceCents: number;
}

export interface Quote {
  serviceLevel: ServiceLevel;
  serviceLevelName: string;
  documentCount: number;
  /** Tier price; covers the first document. */
  serviceLevelPriceCents: number;
  additionalDocuments: number;
  /** Total for the additional documents (count × tier additional price). */
  additionalDocumentPriceCents: number;
  /** Sum of `governmentFees` (the spec's "state government fees", whatever office charges them). */
  stateGovernmentFeesCents: number;
  /** Government fees charged, one line per office and document. */
  governmentFees: GovernmentFeeLine[];
  /** Government fees the route needs but that are quoted after review: not in the total. */
  pendingGovernmentFees: PendingGovernmentFee[];
  /** Each document's route when `documents` was given; empty otherwise. */
  documentRoutes: DocumentRoute[];
  additionalServices: QuoteServiceLine[];
  additionalServicesTotalCents: number;
  deliveryPriceCents: number;
  shippingPriceCents: number;
  subtotalCents: number;
  bulkDiscountCents: number;
  bundleDiscountCents: number;
  totalCents: number;
}

/**
 * Order price in integer cents (requirements C9):
 * tier price + additional documents + delivery + return shipping + state fees + add-ons.
 * State fees are $10 per document, or each document's known route fees when `documents` is given.
 * Bulk and bundle discounts are not specified and are always 0.
 */
export function quote(input: QuoteInput): Quote {
  const tier = getServiceTier(input.serviceLevel);
  if (!tier) {
    throw new DomainValidationError(`Unknown service level: ${String(input.serviceLevel)}`, 'serviceLevel');
  }

  const count = input.documentCount;
  if (!Number.isInteger(count) || count < MIN_DOCUMENTS_PER_ORDER) {
    throw new DomainValidationError('Document count must be at least 1', 'documentCount');
  }
  if (count > MAX_DOCUMENTS_PER_ORDER) {
    throw new DomainValidationError('Maximum 10 documents per order', 'documentCount');
  }

  let deliveryPriceCents = 0;
  if (input.deliveryMethod) {
    const method = getDeliveryMethod(input.deliveryMethod);
    if (!method) {
      throw new DomainValidationError(`Unknown delivery method: ${input.deliveryMethod}`, 'deliveryMethod');
    }
    deliveryPriceCents = method.priceCents;
  }

  // Pickup sends nothing back: a rate chosen before switching to pickup is not charged.
  const shippingPriceCents = returnsByCarrier(input.deliveryMethod) ? (input.shippingRateCents ?? 0) : 0;
  assertNonNegativeCents(shippingPriceCents, 'shippingRateCents');

  const selected = input.additionalServices ?? {};
  const additionalServices: QuoteServiceLine[] = ADD_ONS.filter((a) => selected[a.key] === true).map((a) => ({
    type: a.key,
    name: a.name,
    priceCents: a.priceCents,
  }));
  const additionalServicesTotalCents = additionalServices.reduce((sum, l) => sum + l.priceCents, 0);

  const additionalDocuments = count - 1;
  const additionalDocumentPriceCents = additionalDocuments * tier.additionalPriceCents;
  if (input.documents != null && input.documents.length !== count) {
    throw new DomainValidationError(`Expected ${count} document entries, got ${input.documents.length}`, 'documents');
  }
  const fees = input.documents != null ? governmentFeesByRoute(input.documents, input.destinationCountry, input.orderDate) : flatGovernmentFees(count);
  const stateGovernmentFeesCents = fees.totalCents;

  const subtotalCents =
    tier.priceCents + additionalDocumentPriceCents + deliveryPriceCents + shippingPriceCents + stateGovernmentFeesCents + additionalServicesTotalCents;
  const bulkDiscountCents = 0;
  const bundleDiscountCents = 0;

  return {
    serviceLevel: tier.key,
    serviceLevelName: tier.name,
    documentCount: count,
    serviceLevelPriceCents: tier.priceCents,
    additionalDocuments,
    additionalDocumentPriceCents,
    stateGovernmentFeesCents,
    governmentFees: fees.lines,
    pendingGovernmentFees: fees.pending,
    documentRoutes: fees.routes,
    additionalServices,
    additionalServicesTotalCents,
    deliveryPriceCents,
    shippingPriceCents,
    subtotalCents,
    bulkDiscountCents,
    bundleDiscountCents,
    totalCents: subtotalCents - bulkDiscountCents - bundleDiscountCents,
  };
}

export interface CustomPricingInput {
  basePriceCents: number;
  stateFeesTotalCents: number;
  shippingTotalCents: number;
  additionalChargesCents: number;
  discountCents: number;
}

/**
 * Admin Custom Order total (requirements A5):
 * base price + state fees + shipping total + additional charges − discount.
 * Every input must be a non-negative integer; a discount larger than the rest is rejected.
 */
export function customOrderTotalCents(p: CustomPricingInput): number {
  assertNonNegativeCents(p.basePriceCents, 'basePriceCents');
  assertNonNegativeCents(p.stateFeesTotalCents, 'stateFeesTotalCents');
  assertNonNegativeCents(p.shippingTotalCents, 'shippingTotalCents');
  assertNonNegativeCents(p.additionalChargesCents, 'additionalChargesCents');
  assertNonNegativeCents(p.discountCents, 'discountCents');
  const total = p.basePriceCents + p.stateFeesTotalCents + p.shippingTotalCents + p.additionalChargesCents - p.discountCents;
  if (total < 0) {
    throw new DomainValidationError('Discount cannot exceed the order total', 'discountCents');
  }
  return total;
}
