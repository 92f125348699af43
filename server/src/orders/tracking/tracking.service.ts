import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ADD_ONS,
  centsToDollars,
  customerHistoryNote,
  DIGITAL_COPY_PAGE_LINK_MINUTES,
  includesDigitalCopies,
  isDigitalCopy,
  orderExpectedCompletion,
  shipmentAnswer,
  TRACKING_MESSAGES,
  type DigitalCopyLink,
} from '@apostille/domain';
import { DownloadLinksService } from '../../storage/download-links.service.js';
import { OrderDocument } from '../entities/order-document.entity.js';
import { OrderStatusHistory } from '../entities/order-status-history.entity.js';
import { Order } from '../entities/order.entity.js';
import { toDocumentRouteAnswers, toOrderBreakdown } from '../order-response.js';
import { TranslationProgress } from './translation-progress.js';
import type { TrackedOrder } from './tracking.types.js';

/**
 * Public order tracking by order number + e-mail. Reads the orders module's tables, never writes.
 * An unknown number and a known number with another e-mail run the same single indexed query and
 * end in the same 404, so the answer does not reveal which order numbers exist.
 */
@Injectable()
export class TrackingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly translations: TranslationProgress,
    private readonly links: DownloadLinksService,
  ) {}

  async track(orderNumber: string, email: string): Promise<TrackedOrder> {
    const order = await this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .where('o.orderNumber = :orderNumber', { orderNumber: orderNumber.trim().toUpperCase() })
      .andWhere('lower(o.customer_email) = lower(:email)', { email: email.trim() })
      .getOne(); // soft-deleted orders are excluded by the query builder
    if (!order) throw new NotFoundException(TRACKING_MESSAGES.notFound);

    const [history, documents, translation] = await Promise.all([
      this.dataSource.getRepository(OrderStatusHistory).find({
        where: { orderId: order.id },
        order: { changedAt: 'ASC', id: 'ASC' },
      }),
      this.dataSource.getRepository(OrderDocument).find({
        where: { orderId: order.id },
        select: {
          id: true,
          originalName: true,
          fileSize: true,
          fileName: true,
          documentType: true,
          uploadedBy: true,
          isApostilleComplete: true,
          purgedAt: true,
        },
        order: { uploadedAt: 'ASC', id: 'ASC' },
      }),
      order.additionalServices?.translation === true ? this.translations.stateOf(order.id) : null,
    ]);

    return {
      orderNumber: order.orderNumber,
      createdAt: order.createdAt.toISOString(),
      status: order.status,
      serviceLevel: order.serviceLevel,
      documentType: order.documentType,
      destinationCountry: order.destinationCountry,
      deliveryMethod: order.deliveryMethod,
      totalAmount: centsToDollars(order.totalAmountCents),
      customerFirstName: order.customerFirstName,
      customerLastName: order.customerLastName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      serviceLevelPrice: centsToDollars(order.serviceLevelPriceCents),
      deliveryPrice: centsToDollars(order.deliveryPriceCents),
      breakdown: toOrderBreakdown(order),
      statusHistory: history.map((entry) => ({
        newStatus: entry.newStatus,
        changedAt: entry.changedAt.toISOString(),
        // Staff's words, and the placement's own note; a rule's or the system's notes speak to staff.
        notes: customerHistoryNote(entry.newStatus, entry.notes, entry.changedByAdminId !== null || entry.oldStatus === null),
      })),
      services: trackedServices(order),
      documents: documents.map((document) => ({ originalName: document.originalName, fileSize: document.fileSize })),
      shipment: shipmentAnswer(order.returnCarrier, order.returnTrackingNumber),
      digitalCopies: includesDigitalCopies(order) ? this.digitalCopyLinks(documents.filter(isDigitalCopy)) : null,
      documentRoutes: toDocumentRouteAnswers(order.documentRoutes),
      translation,
      expectedCompletion: orderExpectedCompletion(order, new Date()),
    };
  }

  /** Fresh short-lived links on each visit: the page is the place a lost e-mail's links are found again. */
  private digitalCopyLinks(files: readonly Pick<OrderDocument, 'originalName' | 'fileName'>[], now = Date.now()): DigitalCopyLink[] {
    return files.map((file) => ({ name: file.originalName, ...this.links.signedLink(file.fileName, DIGITAL_COPY_PAGE_LINK_MINUTES * 60, now) }));
  }
}

/** Additional services chosen on the order: scanning at its fixed price, translation as a quote (0). */
export function trackedServices(order: Pick<Order, 'additionalServices'>): TrackedOrder['services'] {
  const chosen = order.additionalServices ?? {};
  return ADD_ONS.filter((addOn) => chosen[addOn.key] === true).map((addOn) => ({
    details: addOn.pricing === 'quote' ? `${addOn.name} (priced by quote)` : addOn.name,
    price: centsToDollars(addOn.priceCents),
  }));
}
