/**
 * Wholesale tiers (decided 2026-11-28, docs/decisions.md "Wholesale tiers"): staff assign one at
 * approval, guided by the applicant's stated monthly document volume. The discount applies to
 * our service fees only, never to government fees or shipping.
 */
export const WHOLESALE_TIER_IDS = ['partner', 'professional', 'enterprise'] as const;
export type WholesaleTierId = (typeof WHOLESALE_TIER_IDS)[number];

export interface WholesaleTier {
  id: WholesaleTierId;
  label: string;
  /** Discount on service fees, in whole percent. */
  discountPercent: number;
  /** Monthly documents from which staff offer this tier. */
  fromMonthlyDocuments: number;
}

export const WHOLESALE_TIERS: readonly WholesaleTier[] = [
  { id: 'partner', label: 'Partner', discountPercent: 10, fromMonthlyDocuments: 10 },
  { id: 'professional', label: 'Professional', discountPercent: 20, fromMonthlyDocuments: 50 },
  { id: 'enterprise', label: 'Enterprise', discountPercent: 30, fromMonthlyDocuments: 200 },
];

export function isWholesaleTierId(value: unknown): value is WholesaleTierId {
  return typeof value === 'string' && (WHOLESALE_TIER_IDS as readonly string[]).includes(value);
}

export function getWholesaleTier(id: string | null | undefined): WholesaleTier | undefined {
  return WHOLESALE_TIERS.find((tier) => tier.id === id);
}

/** The tier staff are offered by default for a stated monthly volume; none below the first step. */
export function suggestedWholesaleTier(monthlyDocuments: number): WholesaleTier | undefined {
  return [...WHOLESALE_TIERS].reverse().find((tier) => monthlyDocuments >= tier.fromMonthlyDocuments);
}

/** The price line of a tier's discount, e.g. "Wholesale discount (Enterprise, 30%)"; plain "Discount" for an order without a known tier. */
export function wholesaleDiscountLabel(tierId: string | null | undefined): string {
  const tier = getWholesaleTier(tierId);
  return tier ? `Wholesale discount (${tier.label}, ${tier.discountPercent}%)` : 'Discount';
}
