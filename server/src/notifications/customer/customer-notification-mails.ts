import { formatUsd } from '@apostille/domain';
import type { NewOutboxMail } from '../outbox.service.js';
import { escapeHtml } from '../../common/escape-html.js';

export const CUSTOMER_NOTIFICATION_TYPES = ['payment-reminder', 'document-ready', 'delivery-confirmation'] as const;
export type CustomerNotificationType = (typeof CUSTOMER_NOTIFICATION_TYPES)[number];

export interface NotifiedOrder {
  orderNumber: string;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
}

export type NotificationDetails =
  | { type: 'payment-reminder'; amountCents: number; description: string; paymentUrl: string }
  | { type: 'document-ready'; documentType: string }
  | { type: 'delivery-confirmation'; trackingNumber: string | null };

function bodyOf(details: NotificationDetails, orderNumber: string): { subject: string; lines: string[]; link?: { label: string; url: string } } {
  switch (details.type) {
    case 'payment-reminder':
      return {
        subject: `Payment reminder for order ${orderNumber}`,
        lines: [`A payment of ${formatUsd(details.amountCents)} for "${details.description}" on your order ${orderNumber} is still open.`],
        link: { label: 'Pay now', url: details.paymentUrl },
      };
    case 'document-ready':
      return {
        subject: `Your ${details.documentType} is ready - order ${orderNumber}`,
        lines: [`Good news: your ${details.documentType} for order ${orderNumber} is ready.`],
      };
    case 'delivery-confirmation':
      return {
        subject: `Your documents are on their way - order ${orderNumber}`,
        lines: [
          `The documents of your order ${orderNumber} have been shipped.`,
          ...(details.trackingNumber ? [`Carrier tracking number: ${details.trackingNumber}`] : []),
        ],
      };
  }
}

/** A customer notification sent by staff: plain text and HTML, the order number in the subject, a tracking link. */
export function customerNotificationMail(order: NotifiedOrder, details: NotificationDetails, publicUrl: string): NewOutboxMail {
  const { subject, lines, link } = bodyOf(details, order.orderNumber);
  const trackUrl = `${publicUrl}/tracking?order=${encodeURIComponent(order.orderNumber)}&email=${encodeURIComponent(order.customerEmail)}`;
  const greeting = `Dear ${order.customerFirstName} ${order.customerLastName},`;
  const text = [greeting, '', ...lines, ...(link ? ['', `${link.label}: ${link.url}`] : []), '', `Track your order: ${trackUrl}`];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p><a href="${escapeHtml(trackUrl)}">Track your order</a></p>`,
  ];
  return { kind: `notification.${details.type}`, recipient: order.customerEmail, subject, textBody: text.join('\n'), htmlBody: html.join('\n') };
}
