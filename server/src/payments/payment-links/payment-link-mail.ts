import { formatUsd } from '@apostille/domain';
import type { NewOutboxMail } from '../../notifications/outbox.service.js';
import { escapeHtml } from '../../common/escape-html.js';

export interface PaymentLinkMailInput {
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  orderNumber: string;
  description: string;
  amountCents: number;
  paymentUrl: string;
  supportEmail: string;
}

/** The e-mail that carries a payment link for an extra charge to the order's customer. */
export function paymentLinkMail(input: PaymentLinkMailInput): NewOutboxMail {
  const amount = formatUsd(input.amountCents);
  const text = [
    `Dear ${input.customerFirstName} ${input.customerLastName},`,
    '',
    `An additional payment of ${amount} is requested for your order ${input.orderNumber}:`,
    `  ${input.description}`,
    '',
    'Please pay securely online here:',
    input.paymentUrl,
    '',
    `Questions? Write to ${input.supportEmail}.`,
  ].join('\n');
  const html = [
    `<p>Dear ${escapeHtml(input.customerFirstName)} ${escapeHtml(input.customerLastName)},</p>`,
    `<p>An additional payment of <strong>${amount}</strong> is requested for your order <strong>${escapeHtml(input.orderNumber)}</strong>:</p>`,
    `<p>${escapeHtml(input.description)}</p>`,
    `<p><a href="${escapeHtml(input.paymentUrl)}">Pay ${amount} securely online</a></p>`,
    `<p>Questions? Write to ${escapeHtml(input.supportEmail)}.</p>`,
  ].join('\n');
  return {
    kind: 'payment_link',
    recipient: input.customerEmail,
    subject: `Payment request for order ${input.orderNumber}`,
    textBody: text,
    htmlBody: html,
  };
}
