import { formatUsd } from '@apostille/domain';
import type { NewOutboxMail } from '../notifications/outbox.service.js';
import { refundTemplate } from '../notifications/templates/payments.js';
import { renderMail } from '../notifications/templates/render-mail.js';

export interface RefundMailInput {
  recipient: string;
  amountCents: number;
  publicUrl: string;
  supportEmail: string;
}

/** Tells the customer that no order came of their payment, that it is refunded, and how to order again. */
export function refundMail(input: RefundMailInput): NewOutboxMail {
  return {
    kind: 'payment_refunded',
    recipient: input.recipient,
    ...renderMail(refundTemplate, { amount: formatUsd(input.amountCents), orderUrl: `${input.publicUrl}/order` }, { supportEmail: input.supportEmail }),
  };
}
