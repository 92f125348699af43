import {
  formatLongDate,
  orderExpectedCompletion,
  shipmentAnswer,
  type DigitalCopyLink,
  originalsHaveArrived,
  PROCESSING_CENTRE_TIME_ZONE,
  statusLabel,
  getOrderStatusInfo,
  type OrderStatus,
  type OrderTimingFacts,
} from '@apostille/domain';
import type { EntityManager } from 'typeorm';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import type { NewOutboxMail } from './outbox.service.js';
import { orderTrackingUrl } from './templates/links.js';
import { statusChangeTemplate } from './templates/order-updates.js';
import { renderMail } from './templates/render-mail.js';

/** Expected dates are counted in the processing centre's days (it works on U.S. Eastern time). */
export const BUSINESS_TIME_ZONE = PROCESSING_CENTRE_TIME_ZONE;

export interface StatusChangeMailInput {
  order: {
    id?: number;
    orderNumber: string;
    customerFirstName: string;
    customerLastName: string;
    customerEmail: string;
    serviceLevel: string;
    /** Where the originals are posted from, and when they arrived (set by the change into Documents Received). */
    shippingCountry: string | null;
    originalsReceivedAt: Date | null;
    /** Each document's kept route: the expected date waits for the longest one's government legs. */
    documentRoutes?: OrderTimingFacts['documentRoutes'];
    /** The return parcel recorded with Shipped: the Shipped e-mail links the carrier's tracking page. */
    returnCarrier?: string | null;
    returnTrackingNumber?: string | null;
  };
  /**
   * Apostille Complete of an order that paid for digital copies (or whose tier includes them): signed
   * links to them, [] while none is uploaded yet; undefined for an order without them.
   */
  digitalCopies?: readonly DigitalCopyLink[];
  to: OrderStatus;
  publicUrl: string;
  /** When the change happens: before the originals arrive, "posted today" counts from this day. */
  now?: Date;
}

/** The customer's e-mail for one status change: what happened, the expected date while in progress, a tracking link. */
export function statusChangeMail(input: StatusChangeMailInput): NewOutboxMail {
  const { order, to } = input;
  const label = statusLabel(to);
  const description = getOrderStatusInfo(to)?.description ?? label;
  // The same sentence as the confirmation, tracking and dashboard (libs/domain), null once the work is done.
  const now = input.now ?? new Date();
  // A change into Documents Received records the arrival in the same transaction; counted as today either way.
  const originalsReceivedAt = order.originalsReceivedAt ?? (originalsHaveArrived(to) ? now : null);
  const expected = orderExpectedCompletion({ ...order, status: to, originalsReceivedAt }, now)?.text ?? null;

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
      shipment: to === 'shipped' ? shipmentAnswer(order.returnCarrier ?? null, order.returnTrackingNumber ?? null) : null,
      digitalCopies: input.digitalCopies ? { files: [...input.digitalCopies], expires: digitalCopiesExpire(input.digitalCopies) } : null,
    }),
  };
}

/** The day the e-mail's links stop working, for people (the links are signed together, so they expire together). */
function digitalCopiesExpire(copies: readonly DigitalCopyLink[]): string {
  return copies.length > 0 ? formatLongDate(copies[0].expiresAt.slice(0, 10)) : '';
}

/** One outbox e-mail per changed order, in the caller's transaction and one statement (a bulk change of N orders writes N). */
export async function queueStatusChangeMails(
  manager: EntityManager,
  orders: readonly StatusChangeMailInput['order'][],
  to: OrderStatus,
  publicUrl: string,
  digitalCopies: ReadonlyMap<number, readonly DigitalCopyLink[]> = new Map(),
): Promise<void> {
  if (orders.length === 0) return;
  await manager.getRepository(OutboxMessage).insert(
    orders.map((order) => ({
      ...statusChangeMail({ order, to, publicUrl, digitalCopies: order.id === undefined ? undefined : digitalCopies.get(order.id) }),
      orderId: order.id,
      status: 'pending' as const,
      attempts: 0,
    })),
  );
}
