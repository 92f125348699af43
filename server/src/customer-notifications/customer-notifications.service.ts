import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { OrderLookupService } from '../orders/order-lookup.service.js';
import { ExtraChargesService } from '../payments/extra-charges.service.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { customerNotificationMail, type CustomerNotificationType, type NotificationDetails } from './customer-notification-mails.js';
import { UnitOfWork } from '../database/unit-of-work.js';

export const CUSTOMER_NOTIFICATION_MESSAGES = {
  orderNotFound: 'Order not found',
  noUnpaidPaymentLink: 'This order has no unpaid payment link to remind the customer of.',
} as const;

export type NotificationRequest =
  { type: 'payment-reminder' } | { type: 'document-ready'; documentType: string } | { type: 'delivery-confirmation'; trackingNumber: string | null };

export interface NotificationSent {
  success: true;
  type: CustomerNotificationType;
  recipient: string;
}

/**
 * Customer e-mails staff send by hand. The outbox row and the audit row saying what went to whom
 * commit together; a deleted or unknown order, or a reminder with nothing to pay, stores and sends nothing.
 */
@Injectable()
export class CustomerNotificationsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly orders: OrderLookupService,
    private readonly charges: ExtraChargesService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  /** `actor.ruleId` marks an automation rule sending it (audited with actor type system and the rule's id). */
  async send(
    orderId: number,
    request: NotificationRequest,
    actor: { adminId: number | null; ipAddress: string | null; ruleId?: number },
  ): Promise<NotificationSent> {
    return this.unitOfWork.run(async () => {
      const order = await this.orders.contactOf(orderId);
      if (!order) throw new NotFoundException(CUSTOMER_NOTIFICATION_MESSAGES.orderNotFound);
      const details = await this.detailsFor(order.id, request);
      const message = await this.outbox.add({ ...customerNotificationMail(order, details, this.config.publicUrl), orderId: order.id });
      await this.audit.record({
        actorType: actor.ruleId === undefined ? 'admin' : 'system',
        actorId: actor.ruleId ?? actor.adminId,
        action: 'notification.sent',
        orderId: order.id,
        details: {
          type: request.type,
          recipient: order.customerEmail,
          outboxMessageId: message.id,
          ...detailsForAudit(details),
          ...(actor.ruleId === undefined ? {} : { ruleId: actor.ruleId }),
        },
        ipAddress: actor.ipAddress,
      });
      return { success: true, type: request.type, recipient: order.customerEmail };
    });
  }

  private async detailsFor(orderId: number, request: NotificationRequest): Promise<NotificationDetails> {
    if (request.type !== 'payment-reminder') return request;
    const charge = await this.charges.newestPendingCharge(orderId);
    if (!charge) throw new ConflictException(CUSTOMER_NOTIFICATION_MESSAGES.noUnpaidPaymentLink);
    return { type: 'payment-reminder', amountCents: charge.amountCents, description: charge.description, paymentUrl: charge.paymentUrl };
  }
}

function detailsForAudit(details: NotificationDetails): Record<string, unknown> {
  switch (details.type) {
    case 'payment-reminder':
      return { amountCents: details.amountCents };
    case 'document-ready':
      return { documentType: details.documentType };
    case 'delivery-confirmation':
      return { trackingNumber: details.trackingNumber };
  }
}
