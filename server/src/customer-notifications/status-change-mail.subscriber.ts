import { Inject, Injectable } from '@nestjs/common';
import { CANCELLED_STATUS, DIGITAL_COPY_MAIL_LINK_DAYS, includesDigitalCopies, isOrderStatus, type DigitalCopyLink } from '@apostille/domain';
import { OnDomainEvent } from '../events/domain-event-bus.js';
import type { NewDomainEvent } from '../events/domain-event-publisher.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { OrderDocumentLookupService } from '../orders/order-document-lookup.service.js';
import { OrderLookupService } from '../orders/order-lookup.service.js';
import { DownloadLinksService } from '../storage/download-links.service.js';
import { queueStatusChangeMails } from '../notifications/status-change-mail.js';

/**
 * Every status change tells the customer: one outbox e-mail per `order.status_changed` event,
 * written in the transaction of the change (sent after commit by the relay). A change that was a
 * no-op publishes no event, so it e-mails nobody.
 */
@Injectable()
export class StatusChangeMailSubscriber {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly orders: OrderLookupService,
    private readonly documents: OrderDocumentLookupService,
    private readonly links: DownloadLinksService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  @OnDomainEvent('order.status_changed')
  async queueMails(events: readonly NewDomainEvent[]): Promise<void> {
    const recipients = await this.orders.statusMailRecipients(events.map((event) => event.payload.orderId));
    const byId = new Map(recipients.map((order) => [order.id, order]));
    const byStatus = new Map<string, typeof recipients>();
    for (const event of events) {
      const order = byId.get(event.payload.orderId);
      const to = event.payload.to;
      if (!order || typeof to !== 'string') continue;
      const group = byStatus.get(to) ?? [];
      group.push(order);
      byStatus.set(to, group);
    }
    for (const [to, orders] of byStatus) {
      // A cancelled order's customer gets the cancellation's own e-mail, which says what is refunded.
      if (!isOrderStatus(to) || to === CANCELLED_STATUS) continue;
      const copies = to === 'apostille_complete' ? await this.digitalCopyLinks(orders.filter(includesDigitalCopies).map((order) => order.id)) : new Map();
      await queueStatusChangeMails(this.unitOfWork.manager, orders, to, this.config.publicUrl, copies);
    }
  }

  /**
   * Signed links to the digital copies of the orders that paid for them (or whose tier includes
   * them): the Apostille Complete e-mail delivers them. An entitled order without uploads yet gets
   * an empty list (the e-mail then points to tracking, where they appear once uploaded).
   */
  private async digitalCopyLinks(orderIds: number[], now = Date.now()): Promise<Map<number, DigitalCopyLink[]>> {
    const files = await this.documents.digitalCopiesOf(orderIds);
    const ttlSeconds = DIGITAL_COPY_MAIL_LINK_DAYS * 24 * 60 * 60;
    return new Map(
      orderIds.map((id) => [id, (files.get(id) ?? []).map((file) => ({ name: file.originalName, ...this.links.signedLink(file.fileName, ttlSeconds, now) }))]),
    );
  }
}
