import { ADMIN_EDITABLE_ORDER_FIELDS } from '@apostille/domain';
import type { AdminOrderFieldsFragment, AdminOrderQuery, AdminStatsQuery, RefundedCheckoutsQuery, UpdateOrderInput } from '../graphql/generated';

/**
 * Order and document shapes of the staff GraphQL API (contract: AdminOrder, AdminOrderDocument),
 * taken from the types generated from the server's schema and the console's operations
 * (operations.ts), so a change on either side shows up here at compile time.
 */
export type AdminOrderDocument = NonNullable<AdminOrderQuery['order']>['documents'][number];

/** totalAmount is in dollars. `documents` only when the order was read on its own (lists never ask for them). */
export type AdminOrder = AdminOrderFieldsFragment & { documents?: AdminOrderDocument[] };

/** The stat cards' figures (totalRevenue in dollars), with the fixed id react-admin's getOne needs. */
export type AdminStats = AdminStatsQuery['stats'] & { id: 'current' };

/**
 * A card payment that could not become an order and was refunded (amount in dollars; dates ISO).
 * `id` is its payment intent id, unique per payment, which react-admin needs to key the rows.
 */
export type RefundedCheckout = RefundedCheckoutsQuery['refundedCheckouts']['items'][number] & { id: string };

/** Fields of UpdateOrderInput: everything an admin may edit (status has its own mutation). */
export const EDITABLE_ORDER_FIELDS = ADMIN_EDITABLE_ORDER_FIELDS satisfies readonly (keyof AdminOrder & keyof UpdateOrderInput)[];

export type EditableOrderField = (typeof EDITABLE_ORDER_FIELDS)[number];

/** Sort fields the server accepts (AdminOrderSort.field). */
export const SORTABLE_ORDER_FIELDS = [
  'createdAt',
  'orderNumber',
  'status',
  'totalAmount',
  'customerLastName',
  'customerEmail',
] as const satisfies readonly (keyof AdminOrder)[];
