/** What a card form reports back to the payment step. */
export interface CardFormProps {
  clientSecret: string;
  /** Formatted amount for the Pay button. */
  amountLabel: string;
  /** True while the payment is confirming or the order is being created. */
  busy: boolean;
  onProcessing: () => void;
  onSucceeded: (paymentIntentId: string) => void;
  onFailed: (message: string) => void;
}
