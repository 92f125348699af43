import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ADMIN_EDITABLE_ORDER_FIELDS,
  type AdminEditableOrderField,
  ADMIN_BULK_STATUS_MAX_ORDERS,
  ADMIN_MESSAGES,
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDERS_DEFAULT_PER_PAGE,
  ADMIN_ORDERS_MAX_PER_PAGE,
  ADMIN_ORDERS_REST_LIMIT,
  ALL_STATUSES_FILTER,
  type AdminOrderSortField,
  centsToDollars,
  COMPLETED_STATUS_GROUP,
  dollarsToCents,
  escapeLikePattern,
  isAdminOrderSortField,
  normalizeOrderStatus,
  type OrderStatus,
  PROCESSING_STATUS_GROUP,
} from '@apostille/domain';
import type { Writable } from 'node:stream';
import { DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { OrderDocument } from '../orders/entities/order-document.entity.js';
import { OrderStatusHistory } from '../orders/entities/order-status-history.entity.js';
import { Order, orderSearchExpression } from '../orders/entities/order.entity.js';
import { EXPORT_SELECT, streamCsvExport } from './admin-orders-export.js';
import type { UpdateOrderInput } from './admin-orders.types.js';
import { selectiveSearchPart } from './search-probe.js';

/** Who acts, for the status history and the audit log. */
export interface AdminActor {
  adminId: number;
  ipAddress: string | null;
}

export interface AdminOrderListFilter {
  status?: string | null;
  search?: string | null;
  ids?: readonly number[] | null;
}

export interface AdminOrderListSort {
  field?: AdminOrderSortField | string;
  order?: 'ASC' | 'DESC';
}

export interface AdminOrderListPage {
  page?: number;
  perPage?: number;
}

export interface AdminOrderStats {
  totalOrders: number;
  processingOrders: number;
  completedOrders: number;
  /** Dollars. */
  totalRevenue: number;
}

/** The validated form of a filter: what the SQL is built from. */
export interface ExportPlan {
  readonly filter: { status: OrderStatus | null; search: string | null };
  readonly sql: string;
  readonly parameters: unknown[];
}

const SORT_COLUMNS: Record<AdminOrderSortField, string> = {
  createdAt: 'o.createdAt',
  orderNumber: 'o.orderNumber',
  status: 'o.status',
  totalAmount: 'o.totalAmountCents',
  customerLastName: 'o.customerLastName',
  customerEmail: 'o.customerEmail',
};

/** Text and number columns an admin may edit (admin spec §3); totalAmount is handled apart (dollars → cents). */
const EDITABLE_FIELDS = ADMIN_EDITABLE_ORDER_FIELDS.filter(
  (field): field is Exclude<AdminEditableOrderField, 'totalAmount'> => field !== 'totalAmount',
) satisfies readonly (keyof UpdateOrderInput & keyof Order)[];

/**
 * Below this many rows an exact count(*) costs a few milliseconds. Above it, the list without a
 * filter or with only a status filter answers the planner's row estimate instead of counting a
 * million rows on every page: it comes from the table statistics (row count, status frequencies)
 * that autovacuum's ANALYZE keeps fresh, so it is close, and react-admin only needs it to size the
 * pagination. Searches and ids lists are always counted exactly (their estimates are guesses):
 * through the trigram index, or the primary key.
 */
const EXACT_COUNT_BELOW = 100_000;
const ESTIMATE_TTL_MS = 10_000;
/** Search totals are exact up to this many matches (see cappedCount). */
const SEARCH_COUNT_CAP = 10_000;
/** pg_trgm indexes three-character sequences: a shorter term has none to look up. */
const TRIGRAM = 3;

/**
 * Staff order management: list, search, edit, status changes, soft delete, stats and the CSV export.
 * The REST controller and the GraphQL resolver both call these methods; every change writes its
 * audit row in the same transaction.
 */
@Injectable()
export class AdminOrdersService {
  private readonly estimates = new Map<string, { total: number; expiresAt: number }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** One page of orders and the total for react-admin's pagination. */
  async list(filter: AdminOrderListFilter = {}, sort: AdminOrderListSort = {}, page: AdminOrderListPage = {}): Promise<{ items: Order[]; total: number }> {
    const query = this.filteredQuery(filter);
    const field = sort.field ?? 'createdAt';
    if (!isAdminOrderSortField(field)) throw new BadRequestException(ADMIN_ORDER_MESSAGES.unknownSortField);
    const direction = sort.order === 'ASC' ? 'ASC' : 'DESC';
    const pageNumber = page.page ?? 1;
    const perPage = page.perPage ?? ADMIN_ORDERS_DEFAULT_PER_PAGE;
    if (!Number.isInteger(pageNumber) || pageNumber < 1) throw new BadRequestException(ADMIN_ORDER_MESSAGES.pageMin);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > ADMIN_ORDERS_MAX_PER_PAGE) {
      throw new BadRequestException(ADMIN_ORDER_MESSAGES.perPageRange);
    }

    const pageQuery = query
      .clone()
      .orderBy(SORT_COLUMNS[field], direction)
      .addOrderBy('o.id', direction)
      .offset((pageNumber - 1) * perPage)
      .limit(perPage);
    // "All" or one status may answer the estimate; a search or an ids list is counted, up to a cap.
    const estimable = !searchTerm(filter.search) && !filter.ids;
    const [items, total] = await Promise.all([pageQuery.getMany(), estimable ? this.estimatedOrExactCount(query) : this.cappedCount(query)]);
    return { items, total };
  }

  /** GET /api/admin/orders: the newest ADMIN_ORDERS_REST_LIMIT matches (the console pages through GraphQL). */
  async listForRest(filter: AdminOrderListFilter): Promise<Order[]> {
    return this.filteredQuery(filter).orderBy('o.createdAt', 'DESC').addOrderBy('o.id', 'DESC').limit(ADMIN_ORDERS_REST_LIMIT).getMany();
  }

  async findOne(id: number): Promise<Order | null> {
    return this.dataSource.getRepository(Order).findOne({ where: { id } });
  }

  /** Documents of several orders in one query, grouped by order. */
  async documentsFor(orderIds: readonly number[]): Promise<Map<number, OrderDocument[]>> {
    const grouped = new Map<number, OrderDocument[]>(orderIds.map((id) => [id, []]));
    if (orderIds.length === 0) return grouped;
    const documents = await this.dataSource.getRepository(OrderDocument).find({
      where: { orderId: In([...orderIds]) },
      order: { uploadedAt: 'ASC', id: 'ASC' },
    });
    for (const document of documents) grouped.get(document.orderId)?.push(document);
    return grouped;
  }

  /** Edits any §3 field; the audit row lists each changed field as { from, to }. */
  async update(id: number, input: UpdateOrderInput, actor: AdminActor): Promise<Order> {
    return this.dataSource.transaction(async (manager) => {
      const order = await this.lockOrder(manager, id);
      const patch: Partial<Record<keyof Order, unknown>> = {};
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const field of EDITABLE_FIELDS) {
        const value = input[field];
        if (value === undefined || value === order[field]) continue;
        patch[field] = value;
        changes[field] = { from: order[field], to: value };
      }
      if (input.totalAmount !== undefined && input.totalAmount !== null) {
        const cents = dollarsToCents(input.totalAmount);
        if (cents !== order.totalAmountCents) {
          patch.totalAmountCents = cents;
          changes.totalAmount = { from: centsToDollars(order.totalAmountCents), to: centsToDollars(cents) };
        }
      }
      if (Object.keys(patch).length > 0) {
        await manager.getRepository(Order).update({ id }, patch as Partial<Order>);
        await this.audit.record(
          { actorType: 'admin', actorId: actor.adminId, action: 'order.updated', orderId: id, details: { orderNumber: order.orderNumber, changes }, ipAddress: actor.ipAddress },
          manager,
        );
      }
      return manager.getRepository(Order).findOneOrFail({ where: { id } });
    });
  }

  /** Sets any known status (no transition rules, admin spec §4) with a history row naming the admin. */
  async updateStatus(id: number, rawStatus: string, notes: string | null | undefined, actor: AdminActor): Promise<Order> {
    const status = this.requireStatus(rawStatus);
    const [order] = await this.changeStatus([id], status, notes, actor);
    return order;
  }

  /** One transaction for every order: all change or none; one history row and one audit row each. */
  async bulkUpdateStatus(ids: readonly number[], rawStatus: string, notes: string | null | undefined, actor: AdminActor): Promise<Order[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw new BadRequestException(ADMIN_MESSAGES.noOrdersSelected);
    if (unique.length > ADMIN_BULK_STATUS_MAX_ORDERS) throw new BadRequestException(ADMIN_ORDER_MESSAGES.tooManyOrders);
    const status = this.requireStatus(rawStatus);
    return this.changeStatus(unique, status, notes, actor);
  }

  /** Soft delete: the row stays for the audit trail but leaves every list, search, export and stat. */
  async delete(id: number, actor: AdminActor): Promise<Order> {
    return this.dataSource.transaction(async (manager) => {
      const order = await this.lockOrder(manager, id);
      await manager.getRepository(Order).softDelete({ id });
      await this.audit.record(
        { actorType: 'admin', actorId: actor.adminId, action: 'order.deleted', orderId: id, details: { orderNumber: order.orderNumber, status: order.status }, ipAddress: actor.ipAddress },
        manager,
      );
      return order;
    });
  }

  /**
   * Overview cards, one scan. Groups come from libs/domain (PROCESSING_STATUS_GROUP,
   * COMPLETED_STATUS_GROUP). Revenue is the sum of the totals of all non-deleted orders: a
   * customer order only exists once its payment succeeded, and a staff-created order is booked at
   * the total the staff agreed; extra charges (payment links) are not part of it.
   */
  async stats(): Promise<AdminOrderStats> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = ANY($1::text[]))::int AS processing,
              count(*) FILTER (WHERE status = ANY($2::text[]))::int AS completed,
              coalesce(sum(total_amount_cents), 0)::text AS revenue_cents
         FROM orders
        WHERE deleted_at IS NULL`,
      [PROCESSING_STATUS_GROUP, COMPLETED_STATUS_GROUP],
    )) as { total: number; processing: number; completed: number; revenue_cents: string }[];
    return {
      totalOrders: row.total,
      processingOrders: row.processing,
      completedOrders: row.completed,
      totalRevenue: centsToDollars(Number(row.revenue_cents)),
    };
  }

  /** Validates the export filters (before any byte is sent) and builds its query. */
  planExport(filter: AdminOrderListFilter): ExportPlan {
    const status = this.statusOf(filter.status);
    const search = searchTerm(filter.search);
    const query = this.filteredQuery(filter).select([]);
    for (const [alias, expression] of EXPORT_SELECT) query.addSelect(expression, alias);
    const [sql, parameters] = query.orderBy('o.created_at', 'DESC').addOrderBy('o.id', 'DESC').getQueryAndParameters();
    return { filter: { status, search }, sql, parameters };
  }

  /**
   * Streams the CSV into `out` (which the caller ends) and audits the export with its filters and
   * row count. Answers the number of data rows written.
   */
  async streamExport(plan: ExportPlan, out: Writable, actor: AdminActor): Promise<number> {
    const result = await streamCsvExport(this.dataSource, plan.sql, plan.parameters, out);
    await this.audit.record({
      actorType: 'admin',
      actorId: actor.adminId,
      action: 'order.exported',
      details: { filters: plan.filter, rowCount: result.rows, completed: result.completed },
      ipAddress: actor.ipAddress,
    });
    return result.rows;
  }

  /**
   * The filtered, non-deleted orders. The search repeats orderSearchExpression() exactly, so the
   * trigram index ix_orders_search_trgm serves it (for the term's selective part, see
   * selectiveSearchPart); LIKE wildcards in the term are escaped.
   */
  filteredQuery(filter: AdminOrderListFilter): SelectQueryBuilder<Order> {
    const query = this.dataSource.getRepository(Order).createQueryBuilder('o');
    const status = this.statusOf(filter.status);
    if (status) query.andWhere('o.status = :status', { status });
    const search = searchTerm(filter.search);
    if (search && search.length < TRIGRAM) {
      // Too short for a trigram: a one- or two-letter term matches a whole first or last name ("Li", "Wu"),
      // found through the index by the name's space-bounded trigrams instead of reading the whole table.
      query.andWhere(`${orderSearchExpression('o')} LIKE '% ' || lower(:word) || ' %'`, { word: escapeLikePattern(search) });
    } else if (search) {
      const probe = selectiveSearchPart(search);
      query.andWhere(`${orderSearchExpression('o')} LIKE '%' || lower(:probe) || '%'`, { probe: escapeLikePattern(probe) });
      // The whole term, checked on the rows the index found; `|| ''` keeps the planner from also sending it to the index.
      if (probe !== search) {
        query.andWhere(`(${orderSearchExpression('o')} || '') LIKE '%' || lower(:search) || '%'`, { search: escapeLikePattern(search) });
      }
    }
    if (filter.ids) query.andWhere('o.id = ANY(:ids)', { ids: [...filter.ids] });
    return query;
  }

  // ------------------------------------------------------------------ internals

  /** null for "every status"; 400 for a value that is not a known status. */
  private statusOf(raw: string | null | undefined): OrderStatus | null {
    const value = raw?.trim();
    if (!value || value === ALL_STATUSES_FILTER) return null;
    return this.requireStatus(value);
  }

  private requireStatus(raw: string): OrderStatus {
    const status = normalizeOrderStatus(raw?.trim());
    if (!status) throw new BadRequestException(ADMIN_ORDER_MESSAGES.unknownStatus);
    return status;
  }

  /**
   * Exact up to SEARCH_COUNT_CAP matches, then the cap: a search as broad as "an" would otherwise
   * read a tenth of the table on every page just to size the pager, and nobody pages that far.
   */
  private async cappedCount(query: SelectQueryBuilder<Order>): Promise<number> {
    const [sql, parameters] = query.clone().select('1').orderBy().limit(SEARCH_COUNT_CAP).getQueryAndParameters();
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM (${sql}) AS matches`, parameters)) as { total: number }[];
    return row?.total ?? 0;
  }

  private async count(query: SelectQueryBuilder<Order>): Promise<number> {
    const row = await query.clone().select('count(*)::int', 'total').orderBy().getRawOne<{ total: number }>();
    return row?.total ?? 0;
  }

  /**
   * The planner's row estimate when it is large (see EXACT_COUNT_BELOW), else an exact count.
   * A large estimate is reused for ESTIMATE_TTL_MS: paging through a big list then costs one query
   * a page, and an estimate a few seconds old is as good as a fresh one.
   */
  private async estimatedOrExactCount(query: SelectQueryBuilder<Order>): Promise<number> {
    const [sql, parameters] = query.clone().select('1').orderBy().getQueryAndParameters();
    const key = `${sql}\u0000${JSON.stringify(parameters)}`;
    const cached = this.estimates.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.total;
    const [explained] = (await this.dataSource.query(`EXPLAIN (FORMAT JSON) ${sql}`, parameters)) as {
      'QUERY PLAN': { Plan: { 'Plan Rows': number } }[];
    }[];
    const estimate = Math.round(explained['QUERY PLAN'][0].Plan['Plan Rows']);
    if (estimate < EXACT_COUNT_BELOW) return this.count(query);
    if (this.estimates.size >= 100) this.estimates.clear(); // a handful of filters in practice; never unbounded
    this.estimates.set(key, { total: estimate, expiresAt: Date.now() + ESTIMATE_TTL_MS });
    return estimate;
  }

  private async lockOrder(manager: EntityManager, id: number): Promise<Order> {
    const order = await manager.getRepository(Order).createQueryBuilder('o').setLock('pessimistic_write').where('o.id = :id', { id }).getOne();
    if (!order) throw new NotFoundException(ADMIN_ORDER_MESSAGES.orderNotFound);
    return order;
  }

  private async changeStatus(ids: number[], status: OrderStatus, notes: string | null | undefined, actor: AdminActor): Promise<Order[]> {
    const note = notes?.trim() || null;
    return this.dataSource.transaction(async (manager) => {
      // Locked in id order so two overlapping bulk updates cannot deadlock.
      const orders = await manager
        .getRepository(Order)
        .createQueryBuilder('o')
        .setLock('pessimistic_write')
        .where('o.id = ANY(:ids)', { ids })
        .orderBy('o.id', 'ASC')
        .getMany();
      if (orders.length !== ids.length) throw new NotFoundException(ADMIN_ORDER_MESSAGES.orderNotFound);

      await manager.getRepository(Order).update({ id: In(ids) }, { status });
      await manager.getRepository(OrderStatusHistory).insert(
        orders.map((order) => ({ orderId: order.id, oldStatus: order.status, newStatus: status, notes: note, changedByAdminId: actor.adminId })),
      );
      await this.audit.recordMany(
        orders.map((order) => ({
          actorType: 'admin' as const,
          actorId: actor.adminId,
          action: 'order.status_changed',
          orderId: order.id,
          details: { orderNumber: order.orderNumber, from: order.status, to: status, notes: note },
          ipAddress: actor.ipAddress,
        })),
        manager,
      );
      const updated = await manager.getRepository(Order).find({ where: { id: In(ids) } });
      const byId = new Map(updated.map((order) => [order.id, order]));
      return ids.map((id) => byId.get(id) as Order);
    });
  }
}

function searchTerm(raw: string | null | undefined): string | null {
  const term = raw?.trim();
  return term ? term : null;
}
