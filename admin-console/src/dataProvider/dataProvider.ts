import type { ApolloClient } from '@apollo/client';
import { HttpError, type DataProvider, type Identifier } from 'react-admin';
import { createApolloClient } from '../api/apollo';
import { graphqlRunner } from '../api/graphql';
import { toHttpError } from '../api/graphqlErrors';

export { toHttpError };
import { createCustomOrder, createOrder, type CreateOrderPayload, type CustomOrderPayload } from '../api/ordersApi';
import type { AdminOrdersQueryVariables } from '../graphql/generated';
import {
  BULK_UPDATE_ORDER_STATUS_MUTATION,
  DELETE_ORDER_MUTATION,
  ORDER_QUERY,
  ORDERS_QUERY,
  MARK_ROUTE_CHANGE_REVIEWED_MUTATION,
  REFUNDED_CHECKOUTS_QUERY,
  ROUTE_CHANGES_QUERY,
  STATS_QUERY,
  UPDATE_ORDER_MUTATION,
  UPDATE_ORDER_STATUS_MUTATION,
} from './operations';
import { REFUNDED_CHECKOUTS, refundedCheckoutsResult, refundedCheckoutsVariables } from './refundedCheckouts';
import { ROUTE_CHANGES, routeChangesResult, routeChangesVariables } from './routeChanges';
import { CANCELLATION_REQUESTS, cancellationRequestsList, decideCancellationRequest } from './cancellationRequests';
import { WHOLESALE_APPLICATIONS, decideWholesaleApplication, wholesaleApplicationsList } from './wholesaleApplications';
import { DELETION_REQUESTS, OPT_OUT_REQUESTS, decideOptOutRequest, deletionRequestsList, optOutRequestsList, recordDeletionRequest } from './privacyRequests';
import { OPEN_REQUEST_COUNTS_QUERY } from './privacyOperations';
import { CONVERSATIONS, conversationsList, openConversation, replyToConversation, updateConversation, type ConversationMessage } from './conversations';
import { UNREAD_CONVERSATION_COUNT_QUERY } from './conversationOperations';
import {
  TRANSLATION_QUOTES,
  TRANSLATION_SERVICES,
  priceTranslationQuote,
  translationQuotesList,
  translationServicesList,
  updateTranslationService,
} from './translations';
import { AUTOMATION_RULES, automationRulesList, setAutomationRuleActive } from './automationRules';
import { STAFF, STAFF_SETTINGS, createStaffMember, staffList, staffSettings, updateStaffMember, updateStaffSettings } from './staff';
import { EDITABLE_ORDER_FIELDS, SORTABLE_ORDER_FIELDS, type AdminOrder, type AdminStats, type EditableOrderField } from './types';

/** The server caps a page at 100 rows (PageInput.perPage 1..100). */
export const MAX_PER_PAGE = 100;

/** Requests from the public forms waiting for staff; a count the role may not read is undefined. */
export interface OpenRequestCounts {
  wholesaleApplications?: number;
  optOutRequests?: number;
  deletionRequests?: number;
}

/** The react-admin calls the console makes beyond the standard ones. */
export interface AdminDataProvider extends DataProvider {
  stats(): Promise<AdminStats>;
  openRequestCounts(include: { wholesale: boolean; privacy: boolean }): Promise<OpenRequestCounts>;
  /** Conversations with a customer message nobody has opened (the Messages badge). */
  unreadConversationCount(): Promise<number>;
  /** A staff reply on a conversation: a message added to the thread, e-mailed to the customer. */
  replyToConversation(id: number, content: string): Promise<ConversationMessage>;
}

/** Only the fields UpdateOrderInput knows, and only those that changed. */
export function changedEditableFields(data: Partial<AdminOrder>, previous: Partial<AdminOrder> | undefined): Partial<Pick<AdminOrder, EditableOrderField>> {
  const changes: Partial<Record<EditableOrderField, unknown>> = {};
  for (const field of EDITABLE_ORDER_FIELDS) {
    if (!(field in data)) continue;
    const value = data[field];
    if (previous && previous[field] === value) continue;
    changes[field] = value === undefined ? null : value;
  }
  return changes as Partial<Pick<AdminOrder, EditableOrderField>>;
}

function toSortField(field: string | undefined): string {
  return field && (SORTABLE_ORDER_FIELDS as readonly string[]).includes(field) ? field : 'createdAt';
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function ids(list: readonly Identifier[]): number[] {
  return list.map((id) => Number(id));
}

function assertOrders(resource: string): void {
  if (resource !== 'orders') throw new HttpError(`Unknown resource: ${resource}`, 404);
}

/**
 * react-admin's dataProvider over the staff GraphQL API (contract), hand-written so each call maps
 * to exactly one documented operation. `create` uses the REST creation routes (the GraphQL schema
 * has no create mutation); `getOne('stats')` serves the stat cards so they refresh with the rest;
 * `getList('refunded-checkouts')` pages through refundedCheckouts.
 */
export function createDataProvider(client: ApolloClient = createApolloClient()): AdminDataProvider {
  // Data and variables types come with each document (operations.ts: the generated types of that
  // operation), so every call below is checked against the server's schema.
  const { query, mutate } = graphqlRunner(client);

  async function stats(): Promise<AdminStats> {
    const data = await query(STATS_QUERY, {});
    return { id: 'current', ...data.stats };
  }

  async function openRequestCounts(include: { wholesale: boolean; privacy: boolean }): Promise<OpenRequestCounts> {
    if (!include.wholesale && !include.privacy) return {};
    const data = await query(OPEN_REQUEST_COUNTS_QUERY, include);
    return {
      wholesaleApplications: data.openWholesaleApplications ?? undefined,
      optOutRequests: data.openOptOutRequests ?? undefined,
      deletionRequests: data.openDeletionRequests ?? undefined,
    };
  }

  const provider: AdminDataProvider = {
    async getList(resource, params) {
      // Read-only: the list is the only call this resource answers.
      if (resource === REFUNDED_CHECKOUTS) {
        return refundedCheckoutsResult(await query(REFUNDED_CHECKOUTS_QUERY, refundedCheckoutsVariables(params.pagination))) as never;
      }
      if (resource === ROUTE_CHANGES) {
        return routeChangesResult(await query(ROUTE_CHANGES_QUERY, routeChangesVariables(params.pagination))) as never;
      }
      if (resource === CANCELLATION_REQUESTS) return (await cancellationRequestsList(query, params)) as never;
      if (resource === WHOLESALE_APPLICATIONS) return (await wholesaleApplicationsList(query, params)) as never;
      if (resource === OPT_OUT_REQUESTS) return (await optOutRequestsList(query, params)) as never;
      if (resource === DELETION_REQUESTS) return (await deletionRequestsList(query, params)) as never;
      if (resource === CONVERSATIONS) return (await conversationsList(query, params)) as never;
      if (resource === TRANSLATION_SERVICES) return (await translationServicesList(query, params)) as never;
      if (resource === TRANSLATION_QUOTES) return (await translationQuotesList(query, params)) as never;
      if (resource === AUTOMATION_RULES) return (await automationRulesList(query, params)) as never;
      if (resource === STAFF) return (await staffList(query, params)) as never;
      assertOrders(resource);
      const filter = (params.filter ?? {}) as Record<string, unknown>;
      const status = nonEmpty(filter.status);
      const variables: AdminOrdersQueryVariables = {
        filter: {
          status: status && status !== 'all' ? status : undefined,
          statusGroup: nonEmpty(filter.statusGroup),
          search: nonEmpty(filter.q) ?? nonEmpty(filter.search),
          office: nonEmpty(filter.office),
        },
        sort: { field: toSortField(params.sort?.field), order: params.sort?.order === 'ASC' ? 'ASC' : 'DESC' },
        page: {
          page: Math.max(1, params.pagination?.page ?? 1),
          perPage: Math.min(MAX_PER_PAGE, Math.max(1, params.pagination?.perPage ?? 25)),
        },
      };
      const data = await query(ORDERS_QUERY, variables);
      return { data: data.orders.items as never[], total: data.orders.total, meta: { totalCapped: data.orders.totalCapped } };
    },

    async getOne(resource, params) {
      if (resource === 'stats') return { data: (await stats()) as never };
      // Reading a thread opens it (its customer messages become read), as staff reading it in Messages do.
      if (resource === CONVERSATIONS) return { data: (await openConversation(mutate, params.id)) as never };
      if (resource === STAFF_SETTINGS) return { data: (await staffSettings(query)) as never };
      assertOrders(resource);
      const data = await query(ORDER_QUERY, { id: Number(params.id) });
      if (!data.order) throw new HttpError('Order not found', 404);
      return { data: data.order as never };
    },

    async getMany(resource, params) {
      assertOrders(resource);
      const wanted = ids(params.ids);
      if (wanted.length === 0) return { data: [] };
      const found: AdminOrder[] = [];
      for (let start = 0; start < wanted.length; start += MAX_PER_PAGE) {
        const chunk = wanted.slice(start, start + MAX_PER_PAGE);
        const data = await query(ORDERS_QUERY, {
          filter: { ids: chunk },
          page: { page: 1, perPage: chunk.length },
        });
        found.push(...data.orders.items);
      }
      return { data: found as never[] };
    },

    async getManyReference(resource) {
      throw new HttpError(`${resource} has no references`, 400);
    },

    async create(resource, params) {
      if (resource === 'orders') return { data: (await createOrder(params.data as CreateOrderPayload)) as never };
      if (resource === 'custom-orders') return { data: (await createCustomOrder(params.data as CustomOrderPayload)) as never };
      if (resource === DELETION_REQUESTS) return { data: (await recordDeletionRequest(mutate, params)) as never };
      if (resource === STAFF) return { data: (await createStaffMember(mutate, params)) as never };
      throw new HttpError(`Unknown resource: ${resource}`, 404);
    },

    async update(resource, params) {
      if (resource === CANCELLATION_REQUESTS) return { data: (await decideCancellationRequest(mutate, params)) as never };
      if (resource === WHOLESALE_APPLICATIONS) return { data: (await decideWholesaleApplication(mutate, params)) as never };
      if (resource === OPT_OUT_REQUESTS) return { data: (await decideOptOutRequest(mutate, params)) as never };
      if (resource === CONVERSATIONS) return { data: (await updateConversation(mutate, params)) as never };
      if (resource === TRANSLATION_SERVICES) return { data: (await updateTranslationService(mutate, params)) as never };
      if (resource === TRANSLATION_QUOTES) return { data: (await priceTranslationQuote(mutate, params)) as never };
      if (resource === AUTOMATION_RULES) return { data: (await setAutomationRuleActive(mutate, params)) as never };
      if (resource === STAFF) return { data: (await updateStaffMember(mutate, params)) as never };
      if (resource === STAFF_SETTINGS) return { data: (await updateStaffSettings(mutate, params)) as never };
      // A route change's only update: staff mark it reviewed.
      if (resource === ROUTE_CHANGES) {
        await mutate(MARK_ROUTE_CHANGE_REVIEWED_MUTATION, { id: Number(params.id) });
        const previous = params.previousData as Record<string, unknown>;
        return { data: { ...previous, id: params.id as Identifier, reviewedAt: new Date().toISOString() } as never };
      }
      assertOrders(resource);
      const id = Number(params.id);
      const data = params.data as Partial<AdminOrder>;
      const previous = params.previousData as Partial<AdminOrder> | undefined;
      const meta = params.meta as { statusNotes?: unknown; shipment?: { carrier?: unknown; trackingNumber?: unknown } } | undefined;
      const statusNotes = nonEmpty(meta?.statusNotes);
      const carrier = nonEmpty(meta?.shipment?.carrier);
      const trackingNumber = nonEmpty(meta?.shipment?.trackingNumber);
      const status = typeof data.status === 'string' ? data.status : undefined;
      const changes = changedEditableFields(data, previous);
      let order: AdminOrder | undefined;
      // A new status, or a note on the current one: updateOrderStatus records either in the history.
      if (status !== undefined && (status !== previous?.status || statusNotes)) {
        const result = await mutate(UPDATE_ORDER_STATUS_MUTATION, { id, status, notes: statusNotes, carrier, trackingNumber });
        order = result.updateOrderStatus;
      }
      if (Object.keys(changes).length > 0) {
        const result = await mutate(UPDATE_ORDER_MUTATION, { id, input: changes });
        order = result.updateOrder;
      }
      return { data: (order ?? { ...(previous as AdminOrder), id }) as never };
    },

    async updateMany(resource, params) {
      assertOrders(resource);
      const status = (params.data as { status?: unknown }).status;
      if (typeof status !== 'string' || !status) throw new HttpError('Only the status can be changed in bulk', 400);
      const data = await mutate(BULK_UPDATE_ORDER_STATUS_MUTATION, {
        ids: ids(params.ids),
        status,
        notes: nonEmpty((params.meta as { notes?: unknown } | undefined)?.notes),
      });
      return { data: data.bulkUpdateOrderStatus.map((order) => order.id) };
    },

    async delete(resource, params) {
      assertOrders(resource);
      const data = await mutate(DELETE_ORDER_MUTATION, { id: Number(params.id) });
      return { data: data.deleteOrder as never };
    },

    async deleteMany(resource, params) {
      assertOrders(resource);
      const deleted: Identifier[] = [];
      // One deleteOrder per id (the schema has no bulk delete); sequential keeps the audit order.
      for (const id of ids(params.ids)) {
        await mutate(DELETE_ORDER_MUTATION, { id });
        deleted.push(id);
      }
      return { data: deleted };
    },

    stats,
    openRequestCounts,
    unreadConversationCount: async () => (await query(UNREAD_CONVERSATION_COUNT_QUERY, {})).unreadConversationCount,
    replyToConversation: (id, content) => replyToConversation(mutate, id, content),
  };
  return provider;
}

export const dataProvider = createDataProvider();
