import { formatUsd } from '@apostille/domain';
import type { NewOutboxMail } from '../notifications/outbox.service.js';
import { orderTrackingUrl } from '../notifications/templates/links.js';
import { deliveryConfirmationTemplate, documentReadyTemplate, paymentReminderTemplate } from '../notifications/templates/order-updates.js';
import { renderMail, type RenderedMail } from '../notifications/templates/render-mail.js';

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

/** A customer notification sent by staff: plain text and HTML, the order number in the subject, a tracking link. */
export function customerNotificationMail(order: NotifiedOrder, details: NotificationDetails, publicUrl: string): NewOutboxMail {
  const common = {
    firstName: order.customerFirstName,
    lastName: order.customerLastName,
    orderNumber: order.orderNumber,
    trackUrl: orderTrackingUrl(publicUrl, order.orderNumber, order.customerEmail),
  };
  return { kind: `notification.${details.type}`, recipient: order.customerEmail, ...rendered(details, common) };
}

function rendered(details: NotificationDetails, common: { firstName: string; lastName: string; orderNumber: string; trackUrl: string }): RenderedMail {
  switch (details.type) {
    case 'payment-reminder':
      return renderMail(paymentReminderTemplate, {
        ...common,
        amount: formatUsd(details.amountCents),
        description: details.description,
        paymentUrl: details.paymentUrl,
      });
    case 'document-ready':
      return renderMail(documentReadyTemplate, { ...common, documentType: details.documentType });
    case 'delivery-confirmation':
      return renderMail(deliveryConfirmationTemplate, { ...common, trackingNumber: details.trackingNumber });
  }
}
