import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { routeChangesFor, utcDateString, type RouteWatchResult } from '@apostille/domain';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { OrderLookupService, type OrderRoutesToWatch } from '../orders/order-lookup.service.js';
import { RouteChange, type RecordedDocumentChange } from './entities/route-change.entity.js';
import { describeRoute, routeChangeMail } from './route-change-mail.js';

export interface RouteWatchRun {
  /** Open orders with kept routes that were checked. */
  checked: number;
  /** Changes recorded (and e-mailed) by this run; a change recorded before is not counted again. */
  recorded: number;
}

export interface RouteChangeRow {
  id: number;
  orderId: number;
  orderNumber: string | null;
  detectedAt: Date;
  detectedForDay: string;
  changes: RecordedDocumentChange[];
  feeDeltaCents: number;
  customerMailed: boolean;
  reviewedAt: Date | null;
  reviewedBy: number | null;
}

/** The new routes of the order: equal hashes mean the same change, found again. */
function routesHash(result: RouteWatchResult): string {
  const key = result.changes.map((change) => [change.documentIndex, change.after]);
  return createHash('sha256').update(JSON.stringify(key)).digest('hex');
}

/**
 * The rule-change watch: finds open orders whose document routes changed since they were quoted (an
 * in-force date reached, the data changed), records each change once, and e-mails the customer what
 * changes and what it would cost. The order's price is never changed here: staff contact the customer.
 */
@Injectable()
export class RouteWatchService {
  private readonly logger = new Logger('RouteWatch');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly orders: OrderLookupService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  /** Checks every open order's routes for the day of `at`. */
  async check(at: Date): Promise<RouteWatchRun> {
    const orders = await this.orders.openOrdersWithRoutes();
    let recorded = 0;
    for (const order of orders) {
      const result = this.changesOf(order, at);
      if (result?.changed && (await this.record(order, result, at))) recorded += 1;
    }
    if (recorded > 0) this.logger.log(`route watch for ${utcDateString(at)}: ${orders.length} open orders checked, ${recorded} changes recorded`);
    return { checked: orders.length, recorded };
  }

  private changesOf(order: OrderRoutesToWatch, at: Date): RouteWatchResult | null {
    if (utcDateString(at) < utcDateString(order.createdAt)) return null;
    return routeChangesFor(
      {
        documents: order.documentRoutes.map((view) => ({ documentType: view.documentType, issuer: view.issuer })),
        destinationCountry: order.destinationCountry,
        orderDate: order.createdAt,
        quotedRoutes: order.documentRoutes.map((view) => view.snapshot),
      },
      at,
    );
  }

  /** Records the change, e-mails the customer and audits it, in one transaction; false when it was recorded before. */
  private record(order: OrderRoutesToWatch, result: RouteWatchResult, at: Date): Promise<boolean> {
    const changes: RecordedDocumentChange[] = result.changes.map((change) => ({
      documentNumber: change.documentIndex + 1,
      documentType: change.documentType,
      cause: change.cause,
      before: describeRoute(change.before),
      after: describeRoute(change.after),
      feeDeltaCents: change.feeDeltaCents,
      message: change.message,
    }));
    return this.unitOfWork.run(async (manager) => {
      // The unique key (order, new routes) decides: a second run, or a second worker at once, inserts nothing.
      const inserted: { id: number }[] = await manager.query(
        `INSERT INTO route_changes (order_id, detected_for_day, changes, fee_delta_cents, routes_hash)
         VALUES ($1, $2, $3::jsonb, $4, $5)
         ON CONFLICT (order_id, routes_hash) DO NOTHING
         RETURNING id`,
        [order.id, utcDateString(at), JSON.stringify(changes), result.feeDeltaCents, routesHash(result)],
      );
      if (inserted.length === 0) return false;
      const mail = await this.outbox.add(routeChangeMail(order, result.changes, this.config.publicUrl));
      await manager.getRepository(RouteChange).update(inserted[0].id, { customerMailId: mail.id });
      await this.audit.record({
        actorType: 'system',
        actorId: null,
        action: 'order.route_changed',
        orderId: order.id,
        details: { routeChangeId: inserted[0].id, feeDeltaCents: result.feeDeltaCents, causes: result.changes.map((change) => change.cause) },
      });
      return true;
    });
  }

  /** The staff list, newest first; unreviewed only when asked. */
  async list(take: number, skip: number, unreviewedOnly: boolean): Promise<{ rows: RouteChangeRow[]; total: number }> {
    const [entities, total] = await this.unitOfWork.manager.getRepository(RouteChange).findAndCount({
      where: unreviewedOnly ? { reviewedAt: IsNull() } : {},
      order: { detectedAt: 'DESC', id: 'DESC' },
      take,
      skip,
    });
    const numbers = await this.orders.orderNumbersByIds(
      entities.map((row) => row.orderId),
      { includeDeleted: true },
    );
    const rows = entities.map((row) => ({
      id: row.id,
      orderId: row.orderId,
      orderNumber: numbers.get(row.orderId) ?? null,
      detectedAt: row.detectedAt,
      detectedForDay: row.detectedForDay,
      changes: row.changes,
      feeDeltaCents: row.feeDeltaCents,
      customerMailed: row.customerMailId !== null,
      reviewedAt: row.reviewedAt,
      reviewedBy: row.reviewedBy,
    }));
    return { rows, total };
  }

  /** A staff member has looked at the change (and contacted the customer); the first review stays. */
  async markReviewed(id: number, adminId: number): Promise<RouteChange> {
    return this.unitOfWork.run(async (manager) => {
      const repository = manager.getRepository(RouteChange);
      const row = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new NotFoundException('No such route change');
      if (row.reviewedAt === null) {
        row.reviewedAt = new Date();
        row.reviewedBy = adminId;
        await repository.save(row);
        await this.audit.record({
          actorType: 'admin',
          actorId: adminId,
          action: 'order.route_change_reviewed',
          orderId: row.orderId,
          details: { routeChangeId: id },
        });
      }
      return row;
    });
  }
}
