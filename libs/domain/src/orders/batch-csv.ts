import { DomainValidationError } from '../errors';
import { DOCUMENT_TYPES } from '../catalog/document-types';
import { findDestinationCountry, US_STATES } from '../catalog/countries';
import { DELIVERY_METHODS, type DeliveryMethodKey } from '../catalog/delivery-methods';
import { deliveryMethodProblem } from '../catalog/delivery-rules';
import { SERVICE_TIERS, type ServiceLevel } from '../catalog/service-tiers';
import { routeForDocument } from '../apostille/document-route';
import type { IssuerRef } from '../apostille/document-issuers';
import { addressIssues, ORDER_TEXT_LIMITS } from './checkout-rules';

/**
 * A wholesale batch as a CSV file (issue #36, docs/decisions.md "Batch orders: the CSV"): one row
 * per document, each row checked on its own before anything is charged, each valid row later one
 * order. The header names the columns; the order of the columns is free.
 */

/** Most data rows of one file (the header not counted). */
export const BATCH_MAX_ROWS = 10_000;
/** Largest file accepted, checked before a byte is parsed. */
export const BATCH_MAX_FILE_BYTES = 2 * 1024 * 1024;
/** Most characters of the customer's own reference of a row. */
export const BATCH_REFERENCE_MAX = 100;

export const BATCH_COLUMNS = [
  'document_type',
  'issued_in',
  'destination',
  'customer_reference',
  'service_level',
  'delivery',
  'return_street',
  'return_city',
  'return_state',
  'return_postal_code',
  'return_country',
] as const;
export type BatchColumn = (typeof BATCH_COLUMNS)[number];

/** Columns the header must have; the others may be left out (blank cells take their defaults). */
export const BATCH_REQUIRED_COLUMNS: readonly BatchColumn[] = ['document_type', 'issued_in', 'destination'];

/** What a blank service level or delivery cell stands for. */
export const BATCH_DEFAULT_SERVICE_LEVEL: ServiceLevel = 'rush';
export const BATCH_DEFAULT_DELIVERY: DeliveryMethodKey = 'mail';

/** Typed into return_street (other return cells blank): the documents go back to the account's address, as blank cells do. */
export const SAME_AS_ACCOUNT = 'same as account';

export const BATCH_MESSAGES = {
  tooLarge: `The file is too large: at most ${BATCH_MAX_FILE_BYTES / (1024 * 1024)} MB.`,
  noFile: 'Please choose a CSV file.',
  notText: 'The file is not a UTF-8 text CSV. Please save it from your spreadsheet as "CSV UTF-8".',
  unreadable: 'The file could not be read as CSV. Please check the quotes and save it again as CSV.',
  noRows: 'The file has no rows below its header.',
  tooManyRows: `A batch may have at most ${BATCH_MAX_ROWS.toLocaleString('en-US')} rows. Please split the file.`,
  missingColumns: (names: readonly string[]) => `The header is missing the column${names.length > 1 ? 's' : ''} ${names.join(', ')}.`,
  unknownColumns: (names: readonly string[]) => `The header has unknown column${names.length > 1 ? 's' : ''} ${names.join(', ')}.`,
  duplicateColumns: (names: readonly string[]) => `The header names ${names.join(', ')} more than once.`,
  wholesaleOnly: 'Batch orders are for approved wholesale accounts with a confirmed e-mail address.',
  formula: 'This cell starts with =, +, -, @ or a tab and could run as a spreadsheet formula. Remove that first character.',
  cellCount: (cells: number, columns: number) => `This row has ${cells} cells; the header has ${columns}.`,
  required: (label: string) => `${label} is required`,
  unknownDocumentType: (value: string) => `"${value}" is not a document type we handle. Use a name from the template's list.`,
  unknownIssuer: (value: string) => `"${value}" is not a U.S. state, "Federal agency", "Federal court" or a country we know.`,
  unknownDestination: (value: string) => `"${value}" is not a destination country we know.`,
  unknownCountry: (value: string) => `"${value}" is not a country we know.`,
  unknownServiceLevel: (value: string) => `"${value}" is not a service level. Use lightning, rush or fast.`,
  unknownDelivery: (value: string) => `"${value}" is not a delivery method. Use mail, fedex or pickup.`,
  referenceTooLong: `Customer reference must be at most ${BATCH_REFERENCE_MAX} characters`,
} as const;

const LABELS: Record<BatchColumn, string> = {
  document_type: 'Document type',
  issued_in: 'Issued in',
  destination: 'Destination',
  customer_reference: 'Customer reference',
  service_level: 'Service level',
  delivery: 'Delivery',
  return_street: 'Return street',
  return_city: 'Return city',
  return_state: 'Return state',
  return_postal_code: 'Return postal code',
  return_country: 'Return country',
};

/** The template's one example row, in BATCH_COLUMNS order. */
export const BATCH_TEMPLATE_EXAMPLE: Record<BatchColumn, string> = {
  document_type: 'Birth Certificate',
  issued_in: 'FL',
  destination: 'Spain',
  customer_reference: 'CASE-1042',
  service_level: 'rush',
  delivery: 'mail',
  return_street: SAME_AS_ACCOUNT,
  return_city: '',
  return_state: '',
  return_postal_code: '',
  return_country: '',
};

/** A header name as written by people and spreadsheets: "Document Type" and "document-type" both mean document_type. */
export function normaliseBatchHeader(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export interface BatchHeaderCheck {
  /** The column of each header cell, in file order (null for an unknown one). */
  columns: (BatchColumn | null)[];
  /** One message per problem; empty when the header is usable. */
  problems: string[];
}

/** Checks the header row: every required column present, none unknown, none twice. */
export function checkBatchHeader(header: readonly string[]): BatchHeaderCheck {
  const normalised = header.map(normaliseBatchHeader);
  const known = new Set<string>(BATCH_COLUMNS);
  const columns = normalised.map((name) => (known.has(name) ? (name as BatchColumn) : null));
  const unknown = header.filter((_, i) => columns[i] === null).map((name) => `"${name.trim()}"`);
  const missing = BATCH_REQUIRED_COLUMNS.filter((column) => !normalised.includes(column));
  const duplicates = [...new Set(normalised.filter((name, i) => known.has(name) && normalised.indexOf(name) !== i))];
  const problems: string[] = [];
  if (missing.length > 0) problems.push(BATCH_MESSAGES.missingColumns(missing));
  if (unknown.length > 0) problems.push(BATCH_MESSAGES.unknownColumns(unknown));
  if (duplicates.length > 0) problems.push(BATCH_MESSAGES.duplicateColumns(duplicates));
  return { columns, problems };
}

const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * Whether a cell could run as a formula when the file is opened in a spreadsheet (CSV injection):
 * it starts with =, +, -, @, a tab or a carriage return. A plain number such as -5 is data, not a formula.
 */
export function isFormulaCell(raw: string): boolean {
  return /^[=+\-@\t\r]/.test(raw) && !PLAIN_NUMBER.test(raw);
}

export interface BatchCellError {
  /** The column the error belongs to; null for the row as a whole. */
  column: BatchColumn | null;
  message: string;
}

export interface BatchReturnAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/** A row as placement will use it, set only when the row has no error. */
export interface CheckedBatchOrder {
  documentType: string;
  issuer: IssuerRef;
  destinationCountry: string;
  customerReference: string | null;
  serviceLevel: ServiceLevel;
  deliveryMethod: DeliveryMethodKey;
  /** Null: the account's own address. */
  returnAddress: BatchReturnAddress | null;
}

export interface CheckedBatchRow {
  /** The row's cells by column, as written (trimmed). */
  values: Partial<Record<BatchColumn, string>>;
  errors: BatchCellError[];
  order: CheckedBatchOrder | null;
}

/** The price of one valid row, as the order it becomes would be charged before return shipping. */
export interface BatchRowPrice {
  totalCents: number;
  serviceFeesCents: number;
  governmentFeesCents: number;
  savingsCents: number;
  /** Government fees the route needs that are confirmed after review, not in the total. */
  pendingGovernmentFees: number;
}

export interface BatchRowResult {
  /** The row's line in the spreadsheet: the header is row 1, the first document row 2. */
  row: number;
  values: Partial<Record<BatchColumn, string>>;
  errors: BatchCellError[];
  price: BatchRowPrice | null;
}

/** The answer of POST /api/customers/batch-orders/check. */
export interface BatchCheckAnswer {
  rows: BatchRowResult[];
  summary: { rowCount: number; validRows: number; invalidRows: number; totalCents: number; savingsCents: number };
}

const lower = (value: string) => value.toLowerCase();

function findDocumentType(value: string): string | undefined {
  return DOCUMENT_TYPES.find((type) => lower(type) === lower(value));
}

/** "Issued in / by": a state (code or name), "Federal agency", "Federal court", or another country. States win over countries (Georgia). */
function findIssuer(value: string): IssuerRef | undefined {
  const needle = lower(value);
  const state = US_STATES.find((s) => lower(s.code) === needle || lower(s.name) === needle);
  if (state) return { kind: 'us-state', state: state.code };
  if (['federal agency', 'federal', 'u.s. federal agency', 'us federal agency', 'fbi'].includes(needle)) return { kind: 'federal-agency' };
  if (['federal court', 'u.s. federal court', 'us federal court'].includes(needle)) return { kind: 'federal-court' };
  const country = findDestinationCountry(value);
  return country?.iso2 ? { kind: 'foreign-country', country: country.name } : undefined;
}

function findServiceLevel(value: string): ServiceLevel | undefined {
  return SERVICE_TIERS.find((t) => lower(t.key) === lower(value) || lower(t.name) === lower(value))?.key;
}

function findDelivery(value: string): DeliveryMethodKey | undefined {
  return DELIVERY_METHODS.find((m) => lower(m.key) === lower(value) || lower(m.name) === lower(value))?.key;
}

const ADDRESS_FIELDS: Record<string, BatchColumn> = {
  'shippingAddress.street': 'return_street',
  'shippingAddress.city': 'return_city',
  'shippingAddress.state': 'return_state',
  'shippingAddress.zipCode': 'return_postal_code',
  'shippingAddress.country': 'return_country',
};

/**
 * Checks one data row against the catalog: document type, issuer (and whether that type may come
 * from it), destination, the route between them, service level and delivery rules, reference and
 * return address. `cells` are the raw cells in header order, `columns` the header's columns (see
 * checkBatchHeader). Every problem is reported at its column, so a customer can fix a file in one go.
 */
export function checkBatchRow(columns: readonly (BatchColumn | null)[], cells: readonly string[], date: Date): CheckedBatchRow {
  const errors: BatchCellError[] = [];
  const values: Partial<Record<BatchColumn, string>> = {};
  const formula = new Set<BatchColumn>();
  columns.forEach((column, i) => {
    if (!column) return;
    const raw = cells[i] ?? '';
    values[column] = raw.trim();
    if (isFormulaCell(raw)) {
      formula.add(column);
      errors.push({ column, message: BATCH_MESSAGES.formula });
    }
  });
  if (cells.length !== columns.length) errors.push({ column: null, message: BATCH_MESSAGES.cellCount(cells.length, columns.length) });
  const cell = (column: BatchColumn): string => (formula.has(column) ? '' : (values[column] ?? ''));
  const fail = (column: BatchColumn, message: string) => {
    if (!formula.has(column)) errors.push({ column, message });
  };
  const required = (column: BatchColumn): string | null => {
    const value = cell(column);
    if (!value) fail(column, BATCH_MESSAGES.required(LABELS[column]));
    return value || null;
  };

  const typeText = required('document_type');
  const documentType = typeText ? findDocumentType(typeText) : undefined;
  if (typeText && !documentType) fail('document_type', BATCH_MESSAGES.unknownDocumentType(typeText));

  const issuerText = required('issued_in');
  const issuer = issuerText ? findIssuer(issuerText) : undefined;
  if (issuerText && !issuer) fail('issued_in', BATCH_MESSAGES.unknownIssuer(issuerText));

  const destinationText = required('destination');
  const destination = destinationText ? findDestinationCountry(destinationText) : undefined;
  if (destinationText && !destination) fail('destination', BATCH_MESSAGES.unknownDestination(destinationText));

  // The route decides whether this type may come from this issuer (an FBI check only from the federal government).
  if (documentType && issuer && destination) {
    try {
      routeForDocument({ documentType, issuer, destinationCountry: destination.name, date });
    } catch (error) {
      if (!(error instanceof DomainValidationError)) throw error;
      const column: BatchColumn = error.field === 'documentType' ? 'document_type' : error.field === 'destinationCountry' ? 'destination' : 'issued_in';
      fail(column, error.message);
    }
  }

  const reference = cell('customer_reference');
  if (reference.length > BATCH_REFERENCE_MAX) fail('customer_reference', BATCH_MESSAGES.referenceTooLong);

  const levelText = cell('service_level');
  const serviceLevel = levelText ? findServiceLevel(levelText) : BATCH_DEFAULT_SERVICE_LEVEL;
  if (!serviceLevel) fail('service_level', BATCH_MESSAGES.unknownServiceLevel(levelText));

  const deliveryText = cell('delivery');
  const deliveryMethod = deliveryText ? findDelivery(deliveryText) : BATCH_DEFAULT_DELIVERY;
  if (!deliveryMethod) fail('delivery', BATCH_MESSAGES.unknownDelivery(deliveryText));
  const deliveryProblem = deliveryMethod ? deliveryMethodProblem(serviceLevel ?? null, deliveryMethod) : null;
  if (deliveryProblem) fail('delivery', deliveryProblem);

  const returnAddress = checkReturnAddress(cell, fail);

  const order: CheckedBatchOrder | null =
    errors.length === 0 && documentType && issuer && destination && serviceLevel && deliveryMethod && returnAddress !== undefined
      ? {
          documentType,
          issuer,
          destinationCountry: destination.name,
          customerReference: reference || null,
          serviceLevel,
          deliveryMethod,
          returnAddress,
        }
      : null;
  return { values, errors, order };
}

/** The return address: null for the account's own (all blank, or "same as account"), undefined when refused. */
function checkReturnAddress(
  cell: (column: BatchColumn) => string,
  fail: (column: BatchColumn, message: string) => void,
): BatchReturnAddress | null | undefined {
  const address: BatchReturnAddress = {
    street: cell('return_street'),
    city: cell('return_city'),
    state: cell('return_state'),
    zipCode: cell('return_postal_code'),
    country: cell('return_country'),
  };
  const others = [address.city, address.state, address.zipCode, address.country];
  if (others.every((v) => !v) && (!address.street || lower(address.street) === SAME_AS_ACCOUNT)) return null;
  if (lower(address.street) === SAME_AS_ACCOUNT) address.street = '';
  const issues = addressIssues(address);
  for (const issue of issues) {
    const column = ADDRESS_FIELDS[issue.field];
    if (column) fail(column, issue.message);
  }
  const unknownCountry = address.country.length > 0 && address.country.length <= ORDER_TEXT_LIMITS.country && !findDestinationCountry(address.country);
  if (unknownCountry) fail('return_country', BATCH_MESSAGES.unknownCountry(address.country));
  return issues.length === 0 && !unknownCountry ? address : undefined;
}

/** The template: the header and one example row, CRLF as spreadsheets write it. */
export function batchTemplateCsv(): string {
  const row = BATCH_COLUMNS.map((column) => BATCH_TEMPLATE_EXAMPLE[column]);
  return `${BATCH_COLUMNS.join(',')}\r\n${row.join(',')}\r\n`;
}

/**
 * Whether a checked row is placed with the account's own return address: its return cells are all
 * blank (or "same as account") and its documents are not picked up. Accounts keep no address, so
 * placing such a row needs one (docs/decisions.md, "Batch orders: placing and paying").
 */
export function returnsToAccountAddress(values: Partial<Record<BatchColumn, string>>): boolean {
  const cell = (column: BatchColumn) => (values[column] ?? '').trim();
  const street = cell('return_street');
  const others = [cell('return_city'), cell('return_state'), cell('return_postal_code'), cell('return_country')];
  if (others.some(Boolean) || (street && lower(street) !== SAME_AS_ACCOUNT)) return false;
  const delivery = cell('delivery');
  return (delivery ? findDelivery(delivery) : BATCH_DEFAULT_DELIVERY) !== 'pickup';
}

/** Whether placing this checked batch needs a return address: some row without errors returns to the account's. */
export function batchNeedsReturnAddress(rows: readonly BatchRowResult[]): boolean {
  return rows.some((row) => row.errors.length === 0 && returnsToAccountAddress(row.values));
}
