import {
  calendarDateIn,
  expectedCompletionDate,
  isServiceLevel,
  statusLabel,
  getOrderStatusInfo,
  type OrderStatus,
  type RouteDuration,
} from '@apostille/domain';
import type { EntityManager } from 'typeorm';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import type { NewOutboxMail } from './outbox.service.js';
import { orderTrackingUrl } from './templates/links.js';
import { statusChangeTemplate } from './templates/order-updates.js';
import { renderMail } from './templates/render-mail.js';

/** Expected dates are counted in the processing centre's days (it works on U.S. Eastern time). */
export const BUSINESS_TIME_ZONE = 'America/New_York';

/** Statuses during which the work is still under way, so the e-mail promises a completion date. */
const IN_PROGRESS: ReadonlySet<OrderStatus> = new Set(['pending', 'processing', 'docs_received', 'authentication_in_progress']);

export interface StatusChangeMailInput {
  order: {
    id?: number;
    orderNumber: string;
    customerFirstName: string;
    customerLastName: string;
    customerEmail: string;
    serviceLevel: string;
    createdAt: Date;
    /** Each document's kept route: the expected date waits for the longest one's government legs. */
    documentRoutes?: readonly RouteDuration[];
  };
  to: OrderStatus;
  publicUrl: string;
  /** When the change happens; the expected date counts from the order's placement day. */
  now?: Date;
}

/** Made once: building an Intl.DateTimeFormat costs about 150 µs, a bulk status change e-mails hundreds. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return LONG_DATE.format(new Date(Date.UTC(year, month - 1, day)));
}

/** The customer's e-mail for one status change: what happened, the expected date while in progress, a tracking link. */
export function statusChangeMail(input: StatusChangeMailInput): NewOutboxMail {
  const { order, to } = input;
  const label = statusLabel(to);
  const description = getOrderStatusInfo(to)?.description ?? label;
  const expected =
    IN_PROGRESS.has(to) && isServiceLevel(order.serviceLevel)
      ? formatDate(expectedCompletionDate(calendarDateIn(order.createdAt, BUSINESS_TIME_ZONE), order.serviceLevel, order.documentRoutes ?? []))
      : null;

  return {
    kind: 'order_status_changed',
    recipient: order.customerEmail,
    ...renderMail(statusChangeTemplate, {
      firstName: order.customerFirstName,
      lastName: order.customerLastName,
      orderNumber: order.orderNumber,
      label,
      description,
      expected,
      trackUrl: orderTrackingUrl(input.publicUrl, order.orderNumber, order.customerEmail),
    }),
  };
}

/** One outbox e-mail per changed order, in the caller's transaction and one statement (a bulk change of N orders writes N). */
export async function queueStatusChangeMails(
  manager: EntityManager,
  orders: readonly StatusChangeMailInput['order'][],
  to: OrderStatus,
  publicUrl: string,
): Promise<void> {
  if (orders.length === 0) return;
  await manager
    .getRepository(OutboxMessage)
    .insert(orders.map((order) => ({ ...statusChangeMail({ order, to, publicUrl }), orderId: order.id, status: 'pending' as const, attempts: 0 })));
}
