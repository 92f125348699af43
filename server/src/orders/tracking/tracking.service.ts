import { Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
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
import { jsonRowMapper } from '../../database/json-row.js';
import { poolOf } from '../../database/pool.js';
import { DownloadLinksService } from '../../storage/download-links.service.js';
import { OrderDocument } from '../entities/order-document.entity.js';
import { OrderStatusHistory } from '../entities/order-status-history.entity.js';
import { Order } from '../entities/order.entity.js';
import { toDocumentRouteAnswers, toOrderBreakdown } from '../order-response.js';
import { TranslationProgress } from './translation-progress.js';
import { TRACKING_SQL, trackingParameters } from './tracking-sql.js';
import type { TrackedOrder } from './tracking.types.js';

/**
 * Public order tracking by order number + e-mail. Reads the orders module's tables, never writes.
 * An unknown number and a known number with another e-mail run the same single indexed query and
 * end in the same 404, so the answer does not reveal which order numbers exist.
 */
@Injectable()
export class TrackingService {
  private readonly pool: Pool;
  private readonly toOrder: (row: Record<string, unknown>) => Order;
  private readonly toHistory: (row: Record<string, unknown>) => OrderStatusHistory;
  private readonly toDocument: (row: Record<string, unknown>) => OrderDocument;

  constructor(
    dataSource: DataSource,
    private readonly translations: TranslationProgress,
    private readonly links: DownloadLinksService,
  ) {
    // The public page is the product's busiest read: one prepared statement, rows mapped from the
    // entities' metadata without the query builder (docs/performance.md, API overhead).
    this.pool = poolOf(dataSource);
    this.toOrder = jsonRowMapper(dataSource, Order);
    this.toHistory = jsonRowMapper(dataSource, OrderStatusHistory);
    this.toDocument = jsonRowMapper(dataSource, OrderDocument);
  }

  async track(orderNumber: string, email: string): Promise<TrackedOrder> {
    const result = await this.pool.query<TrackingRow>({ name: 'public-tracking', text: TRACKING_SQL, values: trackingParameters(orderNumber, email) });
    const row = result.rows[0];
    if (!row) throw new NotFoundException(TRACKING_MESSAGES.notFound);
    const order = this.toOrder(row.order);
    const history = row.history.map(this.toHistory);
    const documents = row.documents.map(this.toDocument);
    const translation = order.additionalServices?.translation === true ? await this.translations.stateOf(order.id) : null;

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

interface TrackingRow {
  order: Record<string, unknown>;
  history: Record<string, unknown>[];
  documents: Record<string, unknown>[];
}

/** Additional services chosen on the order: scanning at its fixed price, translation as a quote (0). */
export function trackedServices(order: Pick<Order, 'additionalServices'>): TrackedOrder['services'] {
  const chosen = order.additionalServices ?? {};
  return ADD_ONS.filter((addOn) => chosen[addOn.key] === true).map((addOn) => ({
    details: addOn.pricing === 'quote' ? `${addOn.name} (priced by quote)` : addOn.name,
    price: centsToDollars(addOn.priceCents),
  }));
}
