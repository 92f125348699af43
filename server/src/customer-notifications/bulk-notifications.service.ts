import { BadRequestException, HttpException, Injectable, Logger } from '@nestjs/common';
import { ADMIN_BULK_STATUS_MAX_ORDERS } from '@apostille/domain';
import type { IgnoredEntry } from '../orders/selection/order-entry-sorting.js';
import { OrderSelectionService, type OrderSelection } from '../orders/selection/order-selection.service.js';
import { CustomerNotificationsService, type NotificationRequest } from './customer-notifications.service.js';

export const BULK_NOTIFICATION_MESSAGES = {
  tooMany: `At most ${ADMIN_BULK_STATUS_MAX_ORDERS} customers can be notified at once: narrow the list, then try again`,
} as const;

export interface BulkNotificationResult {
  /** E-mails queued, one per order. */
  sent: number;
  /** Entries naming no live order, with why. */
  ignored: IgnoredEntry[];
  /** Orders whose e-mail could not be sent, with the reason (e.g. no unpaid payment link to remind of). */
  notSent: { orderNumber: string; reason: string }[];
}

/**
 * A notification to the customer of every order staff chose on the list (rows or all matching).
 * Each order is its own send, as from the order's page: one that cannot be sent is named with the
 * reason and never stops the others.
 */
@Injectable()
export class BulkNotificationsService {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly selection: OrderSelectionService,
    private readonly notifications: CustomerNotificationsService,
  ) {}

  async send(selection: OrderSelection, request: NotificationRequest, actor: { adminId: number; ipAddress: string | null }): Promise<BulkNotificationResult> {
    if ('entries' in selection && selection.entries.length > ADMIN_BULK_STATUS_MAX_ORDERS) throw new BadRequestException(BULK_NOTIFICATION_MESSAGES.tooMany);
    const { orders, ignored } = await this.selection.resolve(selection);
    let sent = 0;
    const notSent: BulkNotificationResult['notSent'] = [];
    for (const order of orders) {
      try {
        await this.notifications.send(order.id, request, actor);
        sent += 1;
      } catch (error) {
        // A refusal in words (no link to pay, the order deleted meanwhile) is the staff's answer; anything else is ours.
        if (!(error instanceof HttpException) || error.getStatus() >= 500) throw error;
        notSent.push({ orderNumber: order.orderNumber, reason: error.message });
      }
    }
    this.logger.log(`${request.type}: ${sent} sent by staff ${actor.adminId}, ${notSent.length} not sent, ${ignored.length} entries ignored`);
    return { sent, ignored, notSent };
  }
}
