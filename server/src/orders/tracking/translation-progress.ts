/** What the customer's tracking page shows of an order's translation. */
export interface TranslationState {
  /** quote_pending, quote_sent, quote_declined, or the service's status once paid. */
  status: string;
  estimatedCompletionDate: string | null;
}

/**
 * Where tracking reads the translation's progress from. The translations module provides it
 * (translations/translation-state.ts), so orders does not depend on translations, which depends on orders.
 */
export abstract class TranslationProgress {
  abstract stateOf(orderId: number): Promise<TranslationState>;
}
