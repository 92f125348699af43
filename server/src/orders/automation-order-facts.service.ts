import { Injectable } from '@nestjs/common';
import type { RouteDuration } from '@apostille/domain';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Order } from './entities/order.entity.js';
import { UnitOfWork } from '../database/unit-of-work.js';

/** What a rule's conditions read of an order besides payment (which the payments module answers). */
export interface OrderRuleFacts {
  status: string;
  /** At least one document, and every one of them apostille complete. */
  allDocumentsApostilled: boolean;
}

/** A live order the overdue check looks at; whether it is past its expected day is decided by the caller. */
export interface UnfinishedOrder {
  id: number;
  serviceLevel: string;
  /** When the originals arrived: turnaround (and so lateness) counts from that day. */
  originalsReceivedAt: Date;
  /** The typical time of each document's kept route (the expected date waits for the longest). */
  documentRoutes: RouteDuration[];
}

/** An order staff named by id or number; `deleted` when it was soft-deleted. */
export interface NamedOrder {
  id: number;
  orderNumber: string;
  deleted: boolean;
}

export interface UnfinishedOrdersPage {
  serviceLevels: readonly string[];
  statuses: readonly string[];
  /** Only orders whose originals arrived before this instant (nothing is late while they are in the post). */
  receivedBefore: Date;
  /** Keyset cursor: only orders with a greater id (0 for the first page). */
  afterId: number;
  limit: number;
}

/**
 * The orders the automation rules act on, read for them: existence, the facts their conditions test,
 * counts for their metrics, and the candidates of the overdue check. Reads only; a rule's status
 * change goes through OrderStateService like staff's.
 */
@Injectable()
export class AutomationOrderFactsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Null when the order is unknown or deleted. Locked (FOR UPDATE) until the caller's transaction
   * ends when `lock` is set: a rule's conditions are then read on the facts its actions will change,
   * and a second event for the same order waits for them.
   */
  async ruleFacts(orderId: number, lock = false): Promise<OrderRuleFacts | null> {
    const manager = this.unitOfWork.manager;
    if (lock) await manager.query(`SELECT id FROM orders WHERE id = $1 FOR UPDATE`, [orderId]);
    const [row]: OrderRuleFacts[] = await manager.query(
      `SELECT o.status,
              (EXISTS (SELECT 1 FROM order_documents d WHERE d.order_id = o.id)
               AND NOT EXISTS (SELECT 1 FROM order_documents d WHERE d.order_id = o.id AND NOT d.is_apostille_complete)) AS "allDocumentsApostilled"
         FROM orders o WHERE o.id = $1 AND o.deleted_at IS NULL`,
      [orderId],
    );
    return row ?? null;
  }

  /**
   * ruleFacts for many orders in one statement, each locked (FOR UPDATE, in id order so two callers
   * cannot deadlock) until the caller's transaction ends: the automation engine's batch of events.
   * Unknown and deleted orders are absent from the map.
   */
  async lockRuleFactsOf(orderIds: readonly number[]): Promise<Map<number, OrderRuleFacts>> {
    if (orderIds.length === 0) return new Map();
    const rows: Array<OrderRuleFacts & { id: number }> = await this.unitOfWork.manager.query(
      `SELECT o.id, o.status,
              (EXISTS (SELECT 1 FROM order_documents d WHERE d.order_id = o.id)
               AND NOT EXISTS (SELECT 1 FROM order_documents d WHERE d.order_id = o.id AND NOT d.is_apostille_complete)) AS "allDocumentsApostilled"
         FROM orders o WHERE o.id = ANY($1::int[]) AND o.deleted_at IS NULL ORDER BY o.id FOR UPDATE OF o`,
      [[...orderIds]],
    );
    return new Map(rows.map(({ id, status, allDocumentsApostilled }) => [id, { status, allDocumentsApostilled }]));
  }

  /** The live order, read in the caller's transaction; throws TypeORM's not-found error when there is none. */
  async findLiveOrFail(orderId: number): Promise<Order> {
    const manager = this.unitOfWork.manager;
    return manager.getRepository(Order).findOneByOrFail({ id: orderId });
  }

  /**
   * The live order's number, share-locked until the caller's transaction ends so it cannot be
   * deleted while a request about it is recorded; null when the order is unknown or deleted.
   */
  async lockLiveOrderNumber(orderId: number): Promise<string | null> {
    const manager = this.unitOfWork.manager;
    const [order]: { order_number: string }[] = await manager.query(`SELECT order_number FROM orders WHERE id = $1 AND deleted_at IS NULL FOR SHARE`, [
      orderId,
    ]);
    return order?.order_number ?? null;
  }

  /**
   * The orders named by these ids or order numbers, deleted ones included (flagged) so a caller can
   * say why an entry was left out. Index lookups only: the primary key and the order number's unique index.
   */
  async findNamedOrders(ids: readonly number[], orderNumbers: readonly string[]): Promise<NamedOrder[]> {
    if (ids.length === 0 && orderNumbers.length === 0) return [];
    return this.unitOfWork.manager.query(
      `SELECT id, order_number AS "orderNumber", deleted_at IS NOT NULL AS deleted
         FROM orders WHERE id = ANY($1::int[]) OR order_number = ANY($2::text[])`,
      [[...ids], [...orderNumbers]],
    );
  }

  /** Those of `orderIds` that name a live order, ascending (a primary-key lookup per id). */
  async liveOrderIds(orderIds: readonly number[]): Promise<number[]> {
    const manager = this.unitOfWork.manager;
    if (orderIds.length === 0) return [];
    const found: { id: number }[] = await manager.query(`SELECT id FROM orders WHERE id = ANY($1::int[]) AND deleted_at IS NULL ORDER BY id`, [[...orderIds]]);
    return found.map((row) => row.id);
  }

  async countLiveOrders(): Promise<number> {
    const [row]: { total: number }[] = await this.dataSource.query(`SELECT count(*)::int AS total FROM orders WHERE deleted_at IS NULL`);
    return row.total;
  }

  /** One page, by ascending id, of live orders of these tiers still in these statuses and created before the date. */
  async unfinishedOrders(page: UnfinishedOrdersPage): Promise<UnfinishedOrder[]> {
    return this.dataSource.query(
      `SELECT o.id, o.service_level AS "serviceLevel", o.originals_received_at AS "originalsReceivedAt",
              o.document_routes AS "documentRoutes"
         FROM orders o
        WHERE o.service_level = ANY($1::text[]) AND o.status = ANY($2::text[]) AND o.deleted_at IS NULL
          AND o.originals_received_at < $3 AND o.id > $4
        ORDER BY o.id LIMIT $5`,
      [page.serviceLevels, page.statuses, page.receivedBefore, page.afterId, page.limit],
    );
  }
}
