import { getServiceTier } from '@apostille/domain';
import type { OrderFormValues } from '../model/formValues';
import type { OrderConfirmation } from '../model/types';

/** What the confirmation shows besides the server's order: what the customer entered. */
export type OrderFacts = Omit<OrderConfirmation, 'order' | 'createdAt'>;

const STORAGE_KEY = 'apostille.checkoutOrderFacts';

export function factsOf(v: OrderFormValues): OrderFacts {
  return {
    customerEmail: v.customerEmail.trim(),
    customerName: `${v.customerFirstName.trim()} ${v.customerLastName.trim()}`.trim(),
    serviceLevelName: getServiceTier(v.serviceLevel)?.name ?? v.serviceLevel,
    documentCount: v.documents.length,
    destinationCountry: v.destinationCountry,
    documents: v.documents.map((d) => ({ documentType: d.documentType, files: d.files.map((f) => f.name) })),
    deliveryMethod: v.deliveryMethod,
  };
}

/**
 * Kept when the customer pays: an order the server finishes later (after a reload, in a tab opened
 * again) comes back without the form (GET /api/checkout answers `ordered` with no draft), and its
 * confirmation still names the customer and the tracking e-mail.
 */
export function rememberOrderFacts(v: OrderFormValues): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(factsOf(v)));
  } catch {
    // Storage refused: the confirmation then shows the order without these.
  }
}

export function recalledOrderFacts(): OrderFacts | null {
  try {
    const facts = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as OrderFacts | null;
    return facts && typeof facts.customerEmail === 'string' ? facts : null;
  } catch {
    return null;
  }
}

export function forgetOrderFacts(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
