import { centsToDollars } from '@apostille/domain';
import { escapeHtml } from '../common/escape-html.js';
import type { NewOutboxMail } from '../notifications/outbox.service.js';

export interface RefundMailInput {
  recipient: string;
  amountCents: number;
  publicUrl: string;
  supportEmail: string;
}

/** Tells the customer that no order came of their payment, that it is refunded, and how to order again. */
export function refundMail(input: RefundMailInput): NewOutboxMail {
  const amount = `$${centsToDollars(input.amountCents).toFixed(2)}`;
  const orderUrl = `${input.publicUrl}/order`;
  const lines = [
    'We are sorry: your order could not be created after your payment, so we have refunded it in full.',
    `Refunded: ${amount}. Depending on your bank it shows on your statement within 5 to 10 business days.`,
    `To order again, please start a new order at ${orderUrl}. Your documents were not kept; please upload them again.`,
    `Questions? Write to ${input.supportEmail}.`,
  ];
  return {
    kind: 'payment_refunded',
    recipient: input.recipient,
    subject: 'Your payment has been refunded',
    textBody: lines.join('\n\n'),
    htmlBody: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
