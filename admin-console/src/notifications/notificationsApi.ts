import { adminRequest } from '../api/request';

export const NOTIFICATION_TYPES = [
  { value: 'payment-reminder', label: 'Payment reminder' },
  { value: 'document-ready', label: 'Document ready' },
  { value: 'delivery-confirmation', label: 'Delivery confirmation' },
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number]['value'];

export interface NotificationInput {
  orderId: number;
  type: NotificationType;
  documentType: string;
  trackingNumber: string;
}

/** Each type has its own endpoint; only the fields that type uses are sent. */
export function sendNotification(input: NotificationInput): Promise<unknown> {
  const path = `/api/admin/notifications/${input.type}/${input.orderId}`;
  if (input.type === 'document-ready') return adminRequest(path, { json: { documentType: input.documentType.trim() || 'apostille' } });
  if (input.type === 'delivery-confirmation') {
    const trackingNumber = input.trackingNumber.trim();
    return adminRequest(path, { json: trackingNumber ? { trackingNumber } : {} });
  }
  return adminRequest(path, { method: 'POST' });
}
