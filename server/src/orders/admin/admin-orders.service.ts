import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ADMIN_EDITABLE_ORDER_FIELDS,
  type AdminEditableOrderField,
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDERS_DEFAULT_PER_PAGE,
  ADMIN_ORDERS_MAX_PER_PAGE,
  ADMIN_ORDERS_REST_LIMIT,
  ALL_STATUSES_FILTER,
  type AdminOrderSortField,
  centsToDollars,
  COMPLETED_STATUS_GROUP,
  dollarsToCents,
  isAdminOrderSortField,
  isOrderStatusGroup,
  normalizeOrderStatus,
  type OrderStatus,
  type OrderStatusGroup,
  PROCESSING_STATUS_GROUP,
} from '@apostille/domain';
import type { Writable } from 'node:stream';
import { escapeLiteral, type Pool } from 'pg';
import { DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { AuditService } from '../../audit/audit.service.js';
import { OrderDocument } from '../entities/order-document.entity.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { ResolvedConfig } from '../../config/secrets.js';
import { Order } from '../entities/order.entity.js';
import { poolOf } from '../../database/pool.js';
import { ADMIN_ORDER_ROW_SELECT, type AdminOrderRow } from './admin-order.view.js';
import { exportQuery, streamCsvExport } from './admin-orders-export.js';
import { orderFilterConditions, searchOnlyMatchesSql, type SqlValue } from './order-filter-sql.js';
import { officeFilterConditions, officeOf } from './office-filter-sql.js';
import { searchableTerm } from './search-probe.js';
import type { UpdateOrderInput } from './admin-orders.types.js';
import type { OrderChangeActor } from '../../common/staff-actor.js';
import { UnitOfWork } from '../../database/unit-of-work.js';

export interface AdminOrderListFilter {
  status?: string | null;
  /** processing or complete: the statuses of that Overview card (libs/domain ORDER_STATUS_GROUPS). */
  statusGroup?: string | null;
  search?: string | null;
  ids?: readonly number[] | null;
  /** An office id (ROUTE_OFFICES): orders with a document whose route has a step there. */
  office?: string | null;
}

export interface AdminOrderListSort {
  /** An AdminOrderSortField; checked by isAdminOrderSortField before use. */
  field?: string;
  order?: 'ASC' | 'DESC';
}

export interface AdminOrderListPage {
  page?: number;
  perPage?: number;
}

export interface AdminOrderStats {
  totalOrders: number;
  pendingOrders: number;
  processingOrders: number;
  completedOrders: number;
  /** Dollars. */
  totalRevenue: number;
}

/** Orders per status tab of the list (libs/domain MOBILE_ORDER_STATUS_TABS ids). */
export interface AdminOrderTabCounts {
  all: number;
  pending: number;
  processing: number;
  complete: number;
}

/** The validated form of a filter: what the SQL is built from. */
export interface ExportPlan {
  readonly filter: { status: OrderStatus | null; statusGroup: OrderStatusGroup | null; search: string | null };
  /** The SELECT of the CSV rows, filter values inlined as literals. */
  readonly sql: string;
}

const SORT_SQL: Record<AdminOrderSortField, string> = {
  createdAt: 'o.created_at',
  orderNumber: 'o.order_number',
  status: 'o.status',
  totalAmount: 'o.total_amount_cents',
  customerLastName: 'o.customer_last_name',
  customerEmail: 'o.customer_email',
};

/** Where a page sits in the sorted matches; every part is validated or from SORT_SQL, never user text. */
interface PageWindow {
  sortColumn: string;
  direction: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

/**
 * The page and the capped count of a search in one statement that reads the matching rows once:
 * their ids and sort keys are kept (at most SEARCH_COUNT_CAP + 1), counted, and the page's rows are
 * then fetched by primary key. With no match it still answers one row, carrying total 0.
 * `matchesSql` selects the matches' `id` and `sort_key`.
 */
function matchedPageSql(matchesSql: string, { direction, limit, offset }: PageWindow): string {
  return `WITH matches AS MATERIALIZED (
            ${matchesSql} LIMIT ${SEARCH_COUNT_CAP + 1}
          ), page AS (
            SELECT id, sort_key FROM matches ORDER BY sort_key ${direction}, id ${direction} LIMIT ${limit} OFFSET ${offset}
          )
          SELECT c.total, rows.* FROM (SELECT count(*)::int AS total FROM matches) c
          LEFT JOIN LATERAL (
            SELECT ${ADMIN_ORDER_ROW_SELECT}, p.sort_key AS page_sort_key FROM page p JOIN orders o ON o.id = p.id
          ) rows ON true
          ORDER BY rows.page_sort_key ${direction}, rows.id ${direction}`;
}

/** Text and number columns an admin may edit (requirements A3); totalAmount is handled apart (dollars → cents). */
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
/** One page of the staff list; `totalCapped` says the search matched more than `total` (= SEARCH_COUNT_CAP) orders. */
export interface AdminOrderListResult {
  items: AdminOrderRow[];
  total: number;
  totalCapped: boolean;
}

/**
 * Search totals are exact up to this many matches, then reported as "more than" this many
 * (`totalCapped`): a term as broad as "an" would otherwise read a tenth of the table on every page.
 */
const SEARCH_COUNT_CAP = 10_000;

/**
 * Staff order management: list, search, edit, status changes, soft delete, stats and the CSV export.
 * The REST controller and the GraphQL resolver both call these methods; every change writes its
 * audit row in the same transaction.
 */
@Injectable()
export class AdminOrdersService {
  private readonly estimates = new Map<string, { total: number; expiresAt: number }>();
  private readonly pool: Pool;

  constructor(
    private readonly unitOfWork: UnitOfWork,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {
    this.pool = poolOf(dataSource);
  }

  /**
   * One page of orders (the staff view's columns only) and the total for react-admin's pagination.
   * Plain SQL on the pool: this is the console's hottest call, and entity hydration cost more than
   * the query.
   */
  async list(filter: AdminOrderListFilter = {}, sort: AdminOrderListSort = {}, page: AdminOrderListPage = {}): Promise<AdminOrderListResult> {
    const field = sort.field ?? 'createdAt';
    if (!isAdminOrderSortField(field)) throw new BadRequestException(ADMIN_ORDER_MESSAGES.unknownSortField);
    const direction = sort.order === 'ASC' ? 'ASC' : 'DESC';
    const pageNumber = page.page ?? 1;
    const perPage = page.perPage ?? ADMIN_ORDERS_DEFAULT_PER_PAGE;
    if (!Number.isInteger(pageNumber) || pageNumber < 1) throw new BadRequestException(ADMIN_ORDER_MESSAGES.pageMin);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > ADMIN_ORDERS_MAX_PER_PAGE) {
      throw new BadRequestException(ADMIN_ORDER_MESSAGES.perPageRange);
    }
    const values = {
      status: this.statusOf(filter.status),
      statusGroup: statusGroupOf(filter.statusGroup),
      search: searchTerm(filter.search),
      ids: filter.ids ?? null,
    };
    const office = officeOf(filter.office);
    const parameters: unknown[] = [];
    const bind: SqlValue = (value) => `$${parameters.push(value)}`;
    const where = ['o.deleted_at IS NULL', ...orderFilterConditions(values, bind), ...officeFilterConditions(office, bind)].join(' AND ');
    const window: PageWindow = { sortColumn: SORT_SQL[field], direction, limit: perPage, offset: (pageNumber - 1) * perPage };

    if (!values.search && !values.ids && !office) {
      // "All" or one status: the page through the sort index, the total from the estimate (see EXACT_COUNT_BELOW).
      const [items, total] = await Promise.all([this.pageRows(where, parameters, window), this.estimatedOrExactCount(where, parameters)]);
      return { items, total, totalCapped: false };
    }
    // A search, an ids list or an office: the matches are read once for both the count (capped) and the page;
    // a search alone, newest first, from order_search only (its own bound parameters).
    const searchParameters: unknown[] = [];
    const searchOnly = office ? null : searchOnlyMatchesSql(values, field, (value) => `$${searchParameters.push(value)}`);
    const rows = await this.pool.query<AdminOrderRow & { total: number; page_sort_key: unknown }>(
      matchedPageSql(searchOnly ?? `SELECT o.id, ${window.sortColumn} AS sort_key FROM orders o WHERE ${where}`, window),
      searchOnly ? searchParameters : parameters,
    );
    const total = rows.rows[0]?.total ?? 0;
    if (total > SEARCH_COUNT_CAP) {
      // Broader than the cap: the first matches are not the first page, so the page is asked for itself.
      return { items: await this.pageRows(where, parameters, window), total: SEARCH_COUNT_CAP, totalCapped: true };
    }
    return { items: rows.rows.filter((row) => row.id !== null).map(({ total: _total, page_sort_key: _sortKey, ...row }) => row), total, totalCapped: false };
  }

  /**
   * The ids of the live orders the list's filter matches (search, status or Overview card, office),
   * ascending, at most `limit`: "select all matching" acts on these rather than on ids a browser sends.
   */
  async matchingIds(filter: Omit<AdminOrderListFilter, 'ids'>, limit: number): Promise<number[]> {
    const values = { status: this.statusOf(filter.status), statusGroup: statusGroupOf(filter.statusGroup), search: searchTerm(filter.search), ids: null };
    const office = officeOf(filter.office);
    const parameters: unknown[] = [];
    const bind: SqlValue = (value) => `$${parameters.push(value)}`;
    const where = ['o.deleted_at IS NULL', ...orderFilterConditions(values, bind), ...officeFilterConditions(office, bind)].join(' AND ');
    const rows = await this.pool.query<{ id: number }>(`SELECT o.id FROM orders o WHERE ${where} ORDER BY o.id LIMIT ${Math.trunc(limit)}`, parameters);
    return rows.rows.map((row) => row.id);
  }

  /**
   * The status tabs' counts for the list's search and office, whatever the status or tab chosen: one
   * statement counting the matches per status (GROUP BY), summed into the tabs by libs/domain's groups.
   */
  async tabCounts(filter: Pick<AdminOrderListFilter, 'search' | 'office'>): Promise<AdminOrderTabCounts> {
    const values = { status: null, statusGroup: null, search: searchTerm(filter.search), ids: null };
    const parameters: unknown[] = [];
    const bind: SqlValue = (value) => `$${parameters.push(value)}`;
    const where = ['o.deleted_at IS NULL', ...orderFilterConditions(values, bind), ...officeFilterConditions(officeOf(filter.office), bind)].join(' AND ');
    const rows = await this.pool.query<{ status: string; count: number }>(
      `SELECT o.status, count(*)::int AS count FROM orders o WHERE ${where} GROUP BY o.status`,
      parameters,
    );
    const byStatus = new Map(rows.rows.map((row) => [row.status, row.count]));
    const sum = (statuses: readonly string[]) => statuses.reduce((total, status) => total + (byStatus.get(status) ?? 0), 0);
    return {
      all: rows.rows.reduce((total, row) => total + row.count, 0),
      pending: byStatus.get('pending') ?? 0,
      processing: sum(PROCESSING_STATUS_GROUP),
      complete: sum(COMPLETED_STATUS_GROUP),
    };
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

  /** Edits any A3 field; the audit row lists each changed field as { from, to }. */
  async update(id: number, input: UpdateOrderInput, actor: OrderChangeActor): Promise<Order> {
    return this.unitOfWork.run(async (manager) => {
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
        await this.audit.record({
          actorType: 'admin',
          actorId: actor.adminId,
          action: 'order.updated',
          orderId: id,
          details: { orderNumber: order.orderNumber, changes },
          ipAddress: actor.ipAddress,
        });
      }
      return manager.getRepository(Order).findOneOrFail({ where: { id } });
    });
  }

  /** Soft delete: the row stays for the audit trail but leaves every list, search, export and stat. */
  async delete(id: number, actor: OrderChangeActor): Promise<Order> {
    return this.unitOfWork.run(async (manager) => {
      const order = await this.lockOrder(manager, id);
      await manager.getRepository(Order).softDelete({ id });
      await this.audit.record({
        actorType: 'admin',
        actorId: actor.adminId,
        action: 'order.deleted',
        orderId: id,
        details: { orderNumber: order.orderNumber, status: order.status },
        ipAddress: actor.ipAddress,
      });
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
    const [row] = await this.dataSource.query<{ total: number; pending: number; processing: number; completed: number; revenue_cents: string }[]>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = ANY($1::text[]))::int AS processing,
              count(*) FILTER (WHERE status = ANY($2::text[]))::int AS completed,
              coalesce(sum(total_amount_cents), 0)::text AS revenue_cents
         FROM orders
        WHERE deleted_at IS NULL`,
      [PROCESSING_STATUS_GROUP, COMPLETED_STATUS_GROUP],
    );
    return {
      totalOrders: row.total,
      pendingOrders: row.pending,
      processingOrders: row.processing,
      completedOrders: row.completed,
      totalRevenue: centsToDollars(Number(row.revenue_cents)),
    };
  }

  /**
   * Validates the export filters (before any byte is sent) and builds its query. COPY takes no bound
   * parameters, so the filter values are written as escaped literals (pg's escapeLiteral).
   */
  planExport(filter: AdminOrderListFilter): ExportPlan {
    const values = { status: this.statusOf(filter.status), statusGroup: statusGroupOf(filter.statusGroup), search: searchTerm(filter.search) };
    return { filter: values, sql: exportQuery(orderFilterConditions(values, sqlLiteral)) };
  }

  /**
   * Streams the CSV into `out` (which the caller ends) and audits the export with its filters and
   * row count. Answers the number of data rows written.
   */
  async streamExport(plan: ExportPlan, out: Writable, actor: OrderChangeActor): Promise<number> {
    const result = await streamCsvExport(this.dataSource, plan.sql, out);
    await this.audit.record({
      actorType: 'admin',
      actorId: actor.adminId,
      action: 'order.exported',
      details: { filters: plan.filter, rowCount: result.rows, completed: result.completed },
      ipAddress: actor.ipAddress,
    });
    return result.rows;
  }

  /** The filtered, non-deleted orders (conditions in orderFilterConditions), with bound parameters. */
  filteredQuery(filter: AdminOrderListFilter): SelectQueryBuilder<Order> {
    const query = this.dataSource.getRepository(Order).createQueryBuilder('o');
    const parameters: Record<string, unknown> = {};
    const bind: SqlValue = (value) => {
      const name = `p${Object.keys(parameters).length}`;
      parameters[name] = value;
      return `:${name}`;
    };
    const conditions = orderFilterConditions(
      { status: this.statusOf(filter.status), statusGroup: statusGroupOf(filter.statusGroup), search: searchTerm(filter.search), ids: filter.ids },
      bind,
    );
    for (const condition of [...conditions, ...officeFilterConditions(officeOf(filter.office), bind)]) query.andWhere(condition);
    return query.setParameters(parameters);
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

  private async pageRows(where: string, parameters: unknown[], window: PageWindow): Promise<AdminOrderRow[]> {
    const { sortColumn, direction, limit, offset } = window;
    const sql = `SELECT ${ADMIN_ORDER_ROW_SELECT} FROM orders o WHERE ${where}
                  ORDER BY ${sortColumn} ${direction}, o.id ${direction} LIMIT ${limit} OFFSET ${offset}`;
    return (await this.pool.query<AdminOrderRow>(sql, parameters)).rows;
  }

  /**
   * The planner's row estimate when it is large (see EXACT_COUNT_BELOW), else an exact count.
   * A large estimate is reused for ESTIMATE_TTL_MS: paging through a big list then costs one query
   * a page, and an estimate a few seconds old is as good as a fresh one.
   */
  private async estimatedOrExactCount(where: string, parameters: unknown[]): Promise<number> {
    const key = `${where}\u0000${JSON.stringify(parameters)}`;
    const cached = this.estimates.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.total;
    const explained = await this.pool.query<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM orders o WHERE ${where}`,
      parameters,
    );
    const estimate = Math.round(explained.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
    if (estimate < EXACT_COUNT_BELOW) {
      return (await this.pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders o WHERE ${where}`, parameters)).rows[0].total;
    }
    if (this.estimates.size >= 100) this.estimates.clear(); // a handful of filters in practice; never unbounded
    this.estimates.set(key, { total: estimate, expiresAt: Date.now() + ESTIMATE_TTL_MS });
    return estimate;
  }

  private async lockOrder(manager: EntityManager, id: number): Promise<Order> {
    const order = await manager.getRepository(Order).createQueryBuilder('o').setLock('pessimistic_write').where('o.id = :id', { id }).getOne();
    if (!order) throw new NotFoundException(ADMIN_ORDER_MESSAGES.orderNotFound);
    return order;
  }
}

/** null for no group; 400 for a name that is not one of libs/domain's ORDER_STATUS_GROUPS. */
function statusGroupOf(raw: string | null | undefined): OrderStatusGroup | null {
  const value = raw?.trim();
  if (!value) return null;
  if (!isOrderStatusGroup(value)) throw new BadRequestException(ADMIN_ORDER_MESSAGES.unknownStatusGroup);
  return value;
}

/** COPY takes no bound parameters: a filter value as an escaped literal, a list as an array literal. */
function sqlLiteral(value: string | readonly number[] | readonly string[]): string {
  if (typeof value === 'string') return escapeLiteral(value);
  const numbers = value.every((item) => typeof item === 'number');
  return `ARRAY[${value.map((item) => (numbers ? String(Number(item)) : escapeLiteral(String(item)))).join(', ')}]::${numbers ? 'int' : 'text'}[]`;
}

function searchTerm(raw: string | null | undefined): string | null {
  const term = raw?.trim();
  return term ? searchableTerm(term) : null;
}
