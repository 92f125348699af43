/**
 * Staff order management (requirements A3, A4, A9): status groups of the Overview stats, the sort
 * fields and page limits of the orders list, the search term escaping, and the CSV export format.
 */
import { ADMIN_CUSTOM_DELIVERY_METHODS, DELIVERY_METHODS } from './catalog/delivery-methods';

/**
 * "Processing" card of the Overview: every order that is being worked on, i.e. past intake and
 * not yet done. documents_received is the alias some views write for docs_received.
 */
export const PROCESSING_STATUS_GROUP: readonly string[] = ['processing', 'docs_received', 'documents_received', 'authentication_in_progress'];

/**
 * "Completed" card of the Overview: the apostille is done, whether or not the documents have
 * gone back yet. completed is the generic value the mobile card treats as done.
 */
export const COMPLETED_STATUS_GROUP: readonly string[] = ['apostille_complete', 'shipped', 'delivered', 'completed'];

export function isProcessingStatus(status: string): boolean {
  return PROCESSING_STATUS_GROUP.includes(status);
}

export function isCompletedStatus(status: string): boolean {
  return COMPLETED_STATUS_GROUP.includes(status);
}

/**
 * Status groups a staff filter may ask for (`statusGroup`), the same groups as the Overview's
 * Processing and Completed cards, so a tab's count and its list always agree.
 */
export const ORDER_STATUS_GROUPS = { processing: PROCESSING_STATUS_GROUP, complete: COMPLETED_STATUS_GROUP } as const;
export type OrderStatusGroup = keyof typeof ORDER_STATUS_GROUPS;
export const ORDER_STATUS_GROUP_IDS = Object.keys(ORDER_STATUS_GROUPS) as OrderStatusGroup[];

export function isOrderStatusGroup(value: string): value is OrderStatusGroup {
  return (ORDER_STATUS_GROUP_IDS as string[]).includes(value);
}

export interface OrderStatusTab {
  id: 'all' | 'pending' | OrderStatusGroup;
  label: string;
  filter: { status?: string; statusGroup?: OrderStatusGroup };
}

/** The mobile view's status tabs (spec: All / Pending / Processing / Complete). */
export const MOBILE_ORDER_STATUS_TABS: readonly OrderStatusTab[] = [
  { id: 'all', label: 'All', filter: {} },
  { id: 'pending', label: 'Pending', filter: { status: 'pending' } },
  { id: 'processing', label: 'Processing', filter: { statusGroup: 'processing' } },
  { id: 'complete', label: 'Complete', filter: { statusGroup: 'complete' } },
];

/** Digits a chat number needs at least (a country code and a subscriber number). */
const MIN_CHAT_DIGITS = 8;
/** A ten-digit number without a country code is North American: our customers are mostly in the US. */
const NORTH_AMERICAN_DIGITS = 10;

/**
 * The mobile card's Contact: a WhatsApp chat with the customer's phone and a prefilled message
 * about the order. null when the phone cannot be a chat number (the card then offers e-mail).
 */
export function orderHelpChatLink(order: { customerPhone: string | null; customerFirstName: string; orderNumber: string }): string | null {
  const phone = order.customerPhone?.trim() ?? '';
  let digits = phone.replace(/\D/g, '');
  if (!phone.startsWith('+') && digits.length === NORTH_AMERICAN_DIGITS) digits = `1${digits}`;
  if (digits.length < MIN_CHAT_DIGITS) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(orderHelpMessage(order))}`;
}

export function orderHelpMessage(order: { customerFirstName: string; orderNumber: string }): string {
  return `Hi ${order.customerFirstName}, this is the apostille team about your order ${order.orderNumber}. How can we help?`;
}

/** The e-mail alternative to the chat link: a mailto with the order in the subject. */
export function orderHelpMailLink(order: { customerEmail: string; customerFirstName: string; orderNumber: string }): string {
  const subject = encodeURIComponent(`Your order ${order.orderNumber}`);
  return `mailto:${order.customerEmail}?subject=${subject}&body=${encodeURIComponent(orderHelpMessage(order))}`;
}

/** Fields the staff orders list can be sorted by (GraphQL AdminOrderSort.field). */
export const ADMIN_ORDER_SORT_FIELDS = ['createdAt', 'orderNumber', 'status', 'totalAmount', 'customerLastName', 'customerEmail'] as const;
export type AdminOrderSortField = (typeof ADMIN_ORDER_SORT_FIELDS)[number];

export function isAdminOrderSortField(value: unknown): value is AdminOrderSortField {
  return typeof value === 'string' && (ADMIN_ORDER_SORT_FIELDS as readonly string[]).includes(value);
}

export const ADMIN_ORDERS_DEFAULT_PER_PAGE = 25;
export const ADMIN_ORDERS_MAX_PER_PAGE = 100;
/** The REST list answers the newest orders up to this many; the console pages through GraphQL. */
export const ADMIN_ORDERS_REST_LIMIT = 500;
/** Most orders one bulk status update may change (the console selects within a page). */
export const ADMIN_BULK_STATUS_MAX_ORDERS = 1000;

/** Status filter value meaning "every status". */
export const ALL_STATUSES_FILTER = 'all';

/** Every delivery method an order may carry: the customer methods plus the staff custom-order methods. */
export const ADMIN_ORDER_DELIVERY_METHODS: readonly string[] = [
  ...new Set([...DELIVERY_METHODS.map((m) => m.key), ...ADMIN_CUSTOM_DELIVERY_METHODS.map((m) => m.key)]),
];

/** Messages of staff order management that the spec names without wording. */
export const ADMIN_ORDER_MESSAGES = {
  /** (not quoted in spec) */
  orderNotFound: 'Order not found',
  /** (not quoted in spec) */
  exportLinkInvalid: 'This export link has expired or is not valid. Press Export again.',
  /** (not quoted in spec) */
  exportStartedTitle: 'Export Started',
  /** (not quoted in spec) */
  exportStarted: 'Your CSV file is downloading.',
  /** (not quoted in spec) */
  exportFailedTitle: 'Export Failed',
  /** (not quoted in spec) */
  unknownStatus: 'Unknown order status',
  /** (not quoted in spec) A status change to the status the order already has changes nothing and tells nobody. */
  alreadyInStatus: 'The order is already in that status',
  unknownStatusGroup: 'Unknown status group: use processing or complete',
  /** (not quoted in spec) */
  unknownSortField: 'Unknown sort field',
  /** (not quoted in spec) */
  perPageRange: `Orders per page must be between 1 and ${ADMIN_ORDERS_MAX_PER_PAGE}`,
  /** (not quoted in spec) */
  pageMin: 'Page must be at least 1',
  /** (not quoted in spec) */
  totalAmountMin: 'Total amount must be at least 0',
  /** (not quoted in spec) */
  tooManyOrders: `At most ${ADMIN_BULK_STATUS_MAX_ORDERS} orders can be updated at once`,
  /** (not quoted in spec) "Select all matching" with more matches than one change may hold. */
  tooManyMatching: `More than ${ADMIN_BULK_STATUS_MAX_ORDERS} orders match: narrow the search or choose a status, then try again`,
} as const;

/**
 * Escapes LIKE wildcards (% and _) and the escape character itself, so a search for "50%" or
 * "a_b" matches those characters literally (PostgreSQL's default LIKE escape is the backslash).
 */
export function escapeLikePattern(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One CSV column of the orders export: its header and the order field it shows. */
export interface AdminOrderCsvColumn {
  readonly header: string;
  readonly field: string;
}

/** Columns of GET /api/admin/orders/export, in order. Amounts in dollars with 2 decimals, dates ISO 8601 (UTC). */
export const ADMIN_ORDER_CSV_COLUMNS: readonly AdminOrderCsvColumn[] = [
  { header: 'Order Number', field: 'orderNumber' },
  { header: 'Status', field: 'status' },
  { header: 'Created At', field: 'createdAt' },
  { header: 'First Name', field: 'customerFirstName' },
  { header: 'Last Name', field: 'customerLastName' },
  { header: 'Email', field: 'customerEmail' },
  { header: 'Phone', field: 'customerPhone' },
  { header: 'Service Level', field: 'serviceLevel' },
  { header: 'Document Type', field: 'documentType' },
  { header: 'Document Count', field: 'documentCount' },
  { header: 'Destination Country', field: 'destinationCountry' },
  { header: 'Delivery Method', field: 'deliveryMethod' },
  { header: 'Shipping Street', field: 'shippingStreet' },
  { header: 'Shipping City', field: 'shippingCity' },
  { header: 'Shipping State', field: 'shippingState' },
  { header: 'Shipping ZIP Code', field: 'shippingZipCode' },
  { header: 'Shipping Country', field: 'shippingCountry' },
  { header: 'Shipping Notes', field: 'shippingNotes' },
  { header: 'Total Amount', field: 'totalAmount' },
  { header: 'Notes', field: 'notes' },
];

/** UTF-8 byte order mark: spreadsheet programs read the file as UTF-8 only with it. */
export const CSV_BOM = '\uFEFF';

/**
 * Characters that make a spreadsheet run a cell as a formula when the cell starts with one (CSV
 * injection). The one list both CSV writers use: csvCell here, and the export's SQL in the server.
 */
export const CSV_FORMULA_START_CHARACTERS: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];

const startsFormula = (text: string) => text !== '' && CSV_FORMULA_START_CHARACTERS.includes(text[0]);
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled.
 * A text starting with = + - @ (or a tab / carriage return) is prefixed with a single quote so a
 * spreadsheet shows it instead of running it as a formula (CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && startsFormula(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line with its CRLF terminator. */
export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** 'orders-export-YYYY-MM-DD.csv' for the given day (UTC). */
export function ordersExportFileName(date: Date): string {
  return `orders-export-${date.toISOString().slice(0, 10)}.csv`;
}

/** Every order field staff may edit (requirements A3); the status has its own operation. totalAmount is in dollars. */
export const ADMIN_EDITABLE_ORDER_FIELDS = [
  'customerFirstName',
  'customerLastName',
  'customerEmail',
  'customerPhone',
  'serviceLevel',
  'documentType',
  'documentCount',
  'destinationCountry',
  'deliveryMethod',
  'shippingStreet',
  'shippingCity',
  'shippingState',
  'shippingZipCode',
  'shippingCountry',
  'shippingNotes',
  'totalAmount',
  'notes',
] as const;
export type AdminEditableOrderField = (typeof ADMIN_EDITABLE_ORDER_FIELDS)[number];
