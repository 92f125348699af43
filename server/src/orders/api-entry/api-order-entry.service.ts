import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { MAX_FILES_PER_ORDER, ORDER_MESSAGES } from '@apostille/domain';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service.js';
import type { StagedUpload } from '../../checkout/order-placement.service.js';
import { UnitOfWork } from '../../database/unit-of-work.js';
import { publishDomainEvent, publishDomainEvents } from '../../events/domain-event-publisher.js';
import { DocumentStorage, type StoredObject } from '../../storage/document-storage.js';
import { sniffUpload } from '../document-sniffer.js';
import { OrderDocument } from '../entities/order-document.entity.js';
import { OrderStatusHistory } from '../entities/order-status-history.entity.js';
import { Order } from '../entities/order.entity.js';
import { allocateOrderNumbers } from '../order-number.allocator.js';
import type { OrderDraft } from '../order-insert.js';
import type { OrderContact } from '../order-lookup.service.js';

export const API_ORDER_MESSAGES = {
  orderNotFound: 'Order not found',
  filesRequired: `Send 1 to ${MAX_FILES_PER_ORDER} files in the "documents" field.`,
  tooManyDocuments: (documentCount: number, uploaded: number) =>
    `This order is for ${documentCount} document(s) and ${uploaded} already uploaded: send at most ${Math.max(documentCount - uploaded, 0)} more.`,
} as const;

/** What an API order is placed with: the order's columns, and the Idempotency-Key with the request's hash. */
export interface ApiOrderValues {
  draft: Omit<OrderDraft, 'status' | 'source' | 'placedWithAccount' | 'paymentIntentId'>;
  customerId: number;
  idempotency: { key: string; requestHash: string } | null;
  /** A row of this wholesale CSV batch (source 'batch'; the batch holds the Idempotency-Key). */
  batchId?: number;
}

/** An order of a batch, as the batch's page lists it. */
export interface BatchOrderRow {
  id: number;
  orderNumber: string;
  status: string;
  customerReference: string | null;
  totalAmountCents: number;
}

/** The API's own facts of an order: the integration's reference and how it is paid. */
export interface ApiOrderFacts {
  customerReference: string | null;
  invoiceMonthly: boolean;
  totalAmountCents: number;
}

/** Where the account uploaded from, as the audit log records it: an API key, or the signed-in dashboard. */
export type DocumentUploadSource = 'api' | 'dashboard';

export interface UploadedApiDocument {
  documentNumber: number;
  documentType: string;
  originalName: string;
  mimeType: string;
  fileSize: number;
}

const UNIQUE_VIOLATION = '23505';

/** Orders per INSERT: an order has about 50 columns, and PostgreSQL takes at most 65,535 parameters a statement. */
const PLACE_CHUNK = 500;

function chunksOf<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += PLACE_CHUNK) chunks.push(items.slice(start, start + PLACE_CHUNK));
  return chunks;
}

function sourceOf(values: ApiOrderValues): 'api' | 'batch' {
  return values.batchId === undefined ? 'api' : 'batch';
}

/** Whether `error` is the refusal of a second order with an account's Idempotency-Key. */
export function isIdempotencyKeyTaken(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === UNIQUE_VIOLATION && driverError.constraint === 'uq_orders_api_idempotency_key';
}

/**
 * Orders a wholesale account places through the versioned API, and the documents it uploads to
 * them. The order is placed unpaid (see docs/decisions.md, "Orders through the API"); the caller
 * checks and prices it, and adds its payment link in the same transaction.
 */
@Injectable()
export class ApiOrderEntryService {
  private readonly logger = new Logger(ApiOrderEntryService.name);

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly dataSource: DataSource,
    private readonly storage: DocumentStorage,
    private readonly audit: AuditService,
  ) {}

  /** The account's order placed with this Idempotency-Key, with the hash of the request that placed it. */
  async byIdempotencyKey(customerId: number, key: string): Promise<{ orderNumber: string; requestHash: string | null } | null> {
    const order = await this.unitOfWork.manager
      .getRepository(Order)
      .findOne({ select: { orderNumber: true, apiRequestHash: true }, where: { customerId, apiIdempotencyKey: key } });
    return order ? { orderNumber: order.orderNumber, requestHash: order.apiRequestHash ?? null } : null;
  }

  /**
   * Order row, first history row, 'order.created' event and audit row, in the caller's (ambient)
   * transaction. Another order with the same key and account fails on the unique index
   * (isIdempotencyKeyTaken), whichever request commits first.
   */
  async place(values: ApiOrderValues): Promise<OrderContact> {
    const [placed] = await this.placeMany([values]);
    return placed;
  }

  /**
   * Several orders of one account at once (a CSV batch's rows), in the given order: the same rows
   * as `place` for each, written a table at a time in statements of up to PLACE_CHUNK orders, so a
   * batch of thousands costs tens of statements instead of five per order.
   */
  async placeMany(values: readonly ApiOrderValues[]): Promise<OrderContact[]> {
    if (values.length === 0) return [];
    return this.unitOfWork.run(async (manager) => {
      const numbers = await allocateOrderNumbers(manager, values.length);
      const repository = manager.getRepository(Order);
      const orders = values.map((value, index) =>
        repository.create({
          ...value.draft,
          orderNumber: numbers[index],
          customerId: value.customerId,
          status: 'pending',
          source: sourceOf(value),
          batchId: value.batchId ?? null,
          placedWithAccount: true,
          paymentIntentId: null,
          apiIdempotencyKey: value.idempotency?.key ?? null,
          apiRequestHash: value.idempotency?.requestHash ?? null,
        }),
      );
      for (const chunk of chunksOf(orders)) {
        // Ids come back from the INSERT … RETURNING into the entities.
        await repository.insert(chunk);
        await manager.getRepository(OrderStatusHistory).insert(
          chunk.map((order) => ({
            orderId: order.id,
            oldStatus: null,
            newStatus: 'pending',
            notes: order.source === 'api' ? 'Order received through the API' : 'Order received in a batch upload',
          })),
        );
        await publishDomainEvents(
          manager,
          chunk.map((order) => ({
            type: 'order.created' as const,
            payload: {
              orderId: order.id,
              orderNumber: order.orderNumber,
              customerId: order.customerId as number,
              customerEmail: order.customerEmail,
              serviceLevel: order.serviceLevel,
              documentCount: order.documentCount,
              totalAmountCents: order.totalAmountCents,
              source: order.source,
            },
          })),
        );
        await this.audit.recordMany(
          chunk.map((order) => ({
            actorType: 'customer' as const,
            actorId: order.customerId as number,
            action: 'order.created',
            orderId: order.id,
            details: {
              orderNumber: order.orderNumber,
              source: order.source,
              batchId: order.batchId ?? null,
              totalAmountCents: order.totalAmountCents,
              invoiceMonthly: order.invoiceMonthly === true,
            },
            ipAddress: null,
          })),
        );
      }
      this.logPlaced(orders);
      return orders.map((order) => ({
        id: order.id,
        orderNumber: order.orderNumber,
        customerId: order.customerId as number,
        customerEmail: order.customerEmail,
        customerFirstName: order.customerFirstName,
        customerLastName: order.customerLastName,
      }));
    });
  }

  /** One line per order, or one for a batch's orders (numbers first to last, and their sum). */
  private logPlaced(orders: readonly Order[]): void {
    const [first] = orders;
    const last = orders[orders.length - 1];
    if (orders.length === 1) {
      this.logger.log(`order ${first.orderNumber} placed (${first.source}) by customer ${first.customerId} (${first.totalAmountCents} cents)`);
      return;
    }
    const total = orders.reduce((sum, order) => sum + order.totalAmountCents, 0);
    this.logger.log(
      `${orders.length} orders ${first.orderNumber} to ${last.orderNumber} placed (${first.source}, batch ${first.batchId ?? '-'}) by customer ${first.customerId} (${total} cents)`,
    );
  }

  /** The orders of the account's batch, in the CSV's row order. */
  async batchOrders(customerId: number, batchId: number): Promise<BatchOrderRow[]> {
    const rows = await this.unitOfWork.manager.getRepository(Order).find({
      select: { id: true, orderNumber: true, status: true, customerReference: true, totalAmountCents: true },
      where: { customerId, batchId },
      order: { id: 'ASC' },
    });
    return rows.map((row) => ({
      id: row.id,
      orderNumber: row.orderNumber,
      status: row.status,
      customerReference: row.customerReference ?? null,
      totalAmountCents: row.totalAmountCents,
    }));
  }

  /** The API's facts of these orders of the account, by order number. */
  async factsOf(customerId: number, orderNumbers: readonly string[]): Promise<Map<string, ApiOrderFacts & { id: number }>> {
    if (orderNumbers.length === 0) return new Map();
    const rows = await this.unitOfWork.manager.getRepository(Order).find({
      select: { id: true, orderNumber: true, customerReference: true, invoiceMonthly: true, totalAmountCents: true },
      where: orderNumbers.map((orderNumber) => ({ customerId, orderNumber })),
    });
    return new Map(
      rows.map((row) => [
        row.orderNumber,
        { id: row.id, customerReference: row.customerReference ?? null, invoiceMonthly: row.invoiceMonthly === true, totalAmountCents: row.totalAmountCents },
      ]),
    );
  }

  /**
   * Files for an order of the account, each the order's next document: the checks of a customer
   * upload (type by content, size and count limits of the upload itself), and never more documents
   * than the order is for. Files are stored first and rows written under the order's lock, so two
   * uploads at once cannot pass the count together; any failure removes the stored files.
   */
  async addDocuments(customerId: number, orderNumber: string, files: StagedUpload[], source: DocumentUploadSource): Promise<UploadedApiDocument[]> {
    const number = orderNumber.trim().toUpperCase();
    const before = await this.documentSlots(this.dataSource.manager, customerId, number);
    if (files.length === 0 || files.length > MAX_FILES_PER_ORDER) throw new BadRequestException(API_ORDER_MESSAGES.filesRequired);
    this.checkCount(before, files.length);
    const types = files.map((file) => {
      const type = sniffUpload(file.head, file.originalName);
      if (!type) throw new BadRequestException(ORDER_MESSAGES.invalidFiles);
      return type;
    });
    const stored: string[] = [];
    try {
      const objects: StoredObject[] = [];
      for (const [index, file] of files.entries()) {
        const object = await this.storage.put(file.path, types[index].extension, file.size);
        stored.push(object.fileName);
        objects.push(object);
      }
      return await this.unitOfWork.run(async (manager) => {
        const slots = await this.documentSlots(manager, customerId, number, true);
        this.checkCount(slots, files.length);
        const rows = files.map((file, index) => {
          const documentNumber = slots.uploaded + index + 1;
          return {
            orderId: slots.orderId,
            originalName: file.originalName,
            fileName: objects[index].fileName,
            mimeType: types[index].mimeType,
            fileSize: objects[index].size,
            documentType: slots.documentTypes[documentNumber - 1] ?? slots.documentTypes[0],
            documentNumber,
            uploadedBy: 'customer' as const,
          };
        });
        const inserted = await manager.getRepository(OrderDocument).insert(rows);
        const documentIds = inserted.identifiers.map((identifier) => identifier.id as number);
        await publishDomainEvent(manager, {
          type: 'document.uploaded',
          payload: { orderId: slots.orderId, documentIds, documentType: rows[0].documentType, uploadedBy: 'customer' },
        });
        await this.audit.record({
          actorType: 'customer',
          actorId: customerId,
          action: 'document.uploaded',
          orderId: slots.orderId,
          details: { documentIds, source, files: rows.map((row) => ({ originalName: row.originalName, fileSize: row.fileSize })) },
          ipAddress: null,
        });
        return rows.map(({ documentNumber, documentType, originalName, mimeType, fileSize }) => ({
          documentNumber,
          documentType,
          originalName,
          mimeType,
          fileSize,
        }));
      });
    } catch (error) {
      await Promise.all(stored.map((fileName) => this.storage.remove(fileName).catch(() => undefined)));
      throw error;
    }
  }

  private checkCount(slots: { documentCount: number; uploaded: number }, adding: number): void {
    if (slots.uploaded + adding > slots.documentCount) {
      throw new BadRequestException(API_ORDER_MESSAGES.tooManyDocuments(slots.documentCount, slots.uploaded));
    }
  }

  /** The account's order (locked when asked), how many documents it is for, and how many the customer has uploaded. */
  private async documentSlots(
    manager: EntityManager,
    customerId: number,
    orderNumber: string,
    lock = false,
  ): Promise<{ orderId: number; documentCount: number; uploaded: number; documentTypes: string[] }> {
    const query = manager
      .getRepository(Order)
      .createQueryBuilder('o')
      .select(['o.id', 'o.documentCount', 'o.documentType', 'o.documentRoutes'])
      .where('o.order_number = :orderNumber AND o.customer_id = :customerId', { orderNumber, customerId });
    if (lock) query.setLock('pessimistic_write');
    const order = await query.getOne();
    if (!order) throw new NotFoundException(API_ORDER_MESSAGES.orderNotFound);
    const uploaded = await manager.getRepository(OrderDocument).countBy({ orderId: order.id, uploadedBy: 'customer' });
    const documentTypes = order.documentRoutes.length > 0 ? order.documentRoutes.map((route) => route.documentType) : [order.documentType];
    return { orderId: order.id, documentCount: order.documentCount, uploaded, documentTypes };
  }
}
