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
import { getWholesaleTier, type WholesaleTier, type WholesaleTierId } from './wholesale-tiers';

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
  /**
   * The signed-in customer's wholesale tier as staff set it (server: from the customers module,
   * never from the request). Absent, null or not a tier id: retail prices.
   */
  wholesaleTier?: string | null;
}

/** No order ever saves more than this share of its service fees, whatever discounts meet. */
export const MAX_SERVICE_FEE_DISCOUNT_PERCENT = 30;

/** `percent` of `cents`, rounded down to the cent (exact integer arithmetic, the same in browser and server). */
export function percentOfCents(cents: number, percent: number): number {
  return Math.floor((cents * percent) / 100);
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
  /**
   * Our service fees, the only lines a discount applies to: tier price, additional documents,
   * add-ons and the delivery method's fee; never government fees or return shipping.
   */
  serviceFeesCents: number;
  /** The wholesale tier's discount on the service fees (the spec's bulk discount: tiered wholesale prices). */
  bulkDiscountCents: number;
  /** The wholesale tier the bulk discount is of; null for retail. */
  bulkTier: WholesaleTierId | null;
  /** Always 0: no bundle discount is offered (docs/decisions.md "Wholesale prices in the quote"). */
  bundleDiscountCents: number;
  /** All discounts together. */
  totalSavingsCents: number;
  totalCents: number;
}

/**
 * Order price in integer cents (requirements C9):
 * tier price + additional documents + delivery + return shipping + state fees + add-ons.
 * State fees are $10 per document, or each document's known route fees when `documents` is given.
 * A wholesale customer's tier takes its percentage off the service fees (the bulk discount); there
 * is no bundle discount; no order saves more than 30 % of its service fees.
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
  const serviceFeesCents = tier.priceCents + additionalDocumentPriceCents + deliveryPriceCents + additionalServicesTotalCents;
  const wholesale: WholesaleTier | undefined = getWholesaleTier(input.wholesaleTier);
  const bundleDiscountCents = 0;
  // The cap keeps any later discount from stacking past the highest tier's promise.
  const cap = percentOfCents(serviceFeesCents, MAX_SERVICE_FEE_DISCOUNT_PERCENT);
  const bulkDiscountCents = Math.min(wholesale ? percentOfCents(serviceFeesCents, wholesale.discountPercent) : 0, cap - bundleDiscountCents);
  const totalSavingsCents = bulkDiscountCents + bundleDiscountCents;

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
    serviceFeesCents,
    bulkDiscountCents,
    bulkTier: wholesale && bulkDiscountCents > 0 ? wholesale.id : null,
    bundleDiscountCents,
    totalSavingsCents,
    totalCents: subtotalCents - totalSavingsCents,
  };
}

/** What the best wholesale tier would save on this quote: shown to retail customers before they pay. */
export function wholesaleSavingsCents(q: Pick<Quote, 'serviceFeesCents'>): number {
  return percentOfCents(q.serviceFeesCents, MAX_SERVICE_FEE_DISCOUNT_PERCENT);
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
