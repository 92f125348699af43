/**
 * Order statuses: the lifecycle (requirements A4) in forward order, then Cancelled, which is off the
 * path: an order reaches it only by an approved cancellation request and never leaves it.
 */
export type OrderStatus =
  'pending' | 'processing' | 'docs_received' | 'authentication_in_progress' | 'apostille_complete' | 'shipped' | 'delivered' | 'cancelled';

export const CANCELLED_STATUS = 'cancelled' satisfies OrderStatus;

export type StatusColour = 'yellow' | 'blue' | 'grey' | 'purple' | 'green';

export interface OrderStatusInfo {
  readonly key: OrderStatus;
  readonly label: string;
  readonly description: string;
  readonly colour: StatusColour;
}

/** The forward lifecycle a customer's timeline shows and staff set by hand. */
export const ORDER_LIFECYCLE: readonly OrderStatusInfo[] = [
  { key: 'pending', label: 'Pending', description: 'Order received, awaiting processing', colour: 'yellow' },
  { key: 'processing', label: 'Processing', description: 'Order is being processed', colour: 'blue' },
  { key: 'docs_received', label: 'Documents Received', description: 'Original documents received at the processing centre', colour: 'grey' },
  { key: 'authentication_in_progress', label: 'Authentication in Progress', description: 'Documents are being authenticated', colour: 'grey' },
  { key: 'apostille_complete', label: 'Apostille Complete', description: 'Apostille or authentication is complete', colour: 'purple' },
  { key: 'shipped', label: 'Shipped', description: 'Documents have been shipped', colour: 'purple' },
  { key: 'delivered', label: 'Delivered', description: 'Documents have been delivered', colour: 'green' },
];

/** Every status an order can have: the lifecycle and Cancelled (for labels, filters and checks). */
export const ORDER_STATUSES: readonly OrderStatusInfo[] = [
  ...ORDER_LIFECYCLE,
  { key: 'cancelled', label: 'Cancelled', description: "Order cancelled at the customer's request", colour: 'grey' },
];

/** Legacy spellings seen in some views, mapped to the canonical key. */
const STATUS_ALIASES: Readonly<Record<string, OrderStatus>> = {
  documents_received: 'docs_received',
};

/** Generic value some views treat as done; not part of the lifecycle. */
export const GENERIC_COMPLETED_STATUS = 'completed';

export function isOrderStatus(x: unknown): x is OrderStatus {
  return typeof x === 'string' && ORDER_STATUSES.some((s) => s.key === x);
}

/** Canonical status for a raw value ('documents_received' → 'docs_received'); undefined if unknown. */
export function normalizeOrderStatus(raw: string | null | undefined): OrderStatus | undefined {
  if (typeof raw !== 'string') return undefined;
  if (isOrderStatus(raw)) return raw;
  return STATUS_ALIASES[raw];
}

export function getOrderStatusInfo(raw: string | null | undefined): OrderStatusInfo | undefined {
  const key = normalizeOrderStatus(raw);
  return key ? ORDER_STATUSES.find((s) => s.key === key) : undefined;
}

/** Display name, else the raw string. */
export function statusLabel(raw: string): string {
  return getOrderStatusInfo(raw)?.label ?? raw;
}

/** Badge colour; 'completed' is green, unknown values grey. */
export function statusColour(raw: string | null | undefined): StatusColour {
  if (raw === GENERIC_COMPLETED_STATUS) return 'green';
  return getOrderStatusInfo(raw)?.colour ?? 'grey';
}

/** Position in the forward order (0-based); -1 when unknown or off the path (Cancelled). */
export function statusIndex(raw: string | null | undefined): number {
  const key = normalizeOrderStatus(raw);
  return key ? ORDER_LIFECYCLE.findIndex((s) => s.key === key) : -1;
}

/** Statuses that say the originals are at the centre (or done and gone): turnaround has started. */
export function originalsHaveArrived(status: OrderStatus): boolean {
  return statusIndex(status) >= statusIndex('docs_received');
}

/** Statuses during which the work is still to be done, so the customer is given a date. */
export function workStillToDo(status: OrderStatus): boolean {
  return status !== CANCELLED_STATUS && statusIndex(status) < statusIndex('apostille_complete');
}

/** What the customer's history says of a change when staff wrote nothing for them. */
const CUSTOMER_HISTORY_NOTES: Partial<Record<OrderStatus, string>> = {
  docs_received: 'Received at our centre',
};

/**
 * The note a customer sees on a history entry: staff's own words when a staff member made the change;
 * never an automation rule's name or a system's note (they speak to staff), but the status's customer
 * wording where it has one.
 */
export function customerHistoryNote(status: string, notes: string | null, byStaff: boolean): string | null {
  if (byStaff && notes) return notes;
  const key = normalizeOrderStatus(status);
  return (key && CUSTOMER_HISTORY_NOTES[key]) ?? null;
}
