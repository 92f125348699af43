import { createHash } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import {
  addressIssues,
  documentRouteView,
  type BatchReturnAddress,
  BATCH_MAX_FILE_BYTES,
  BATCH_MAX_ROWS,
  BATCH_MESSAGES,
  checkBatchHeader,
  checkBatchRow,
  type BatchCheckAnswer,
  type BatchRowPrice,
  type BatchRowResult,
  type CheckedBatchOrder,
  type WholesaleTierId,
} from '@apostille/domain';
import { ValidationFailedException, type FieldError } from '../common/http-exception.filter.js';
import { CustomerLookupService } from '../customers/customer-lookup.service.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { ApiOrderEntryService, type BatchOrderRow } from '../orders/api-entry/api-order-entry.service.js';
import { priceColumnsOf } from '../orders/order-prices.js';
import { OrderPaidService } from '../payments/order-paid.service.js';
import { PaymentLinksService } from '../payments/payment-links/payment-links.service.js';
import { QueryFailedError } from 'typeorm';
import { PricingService, type PricedOrder } from '../pricing/pricing.service.js';
import { OrderBatch, type BatchBillingMethod } from './entities/order-batch.entity.js';

const PLACE_BATCH_MESSAGES = {
  notFound: 'Batch not found',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different batch; use a new key for a new batch.',
  expectedTotalInvalid: 'expectedTotalCents must be the total in cents the check showed',
  returnAddressInvalid: 'returnAddress must be a JSON object with street, city, state, zipCode and country',
  returnAddressRequired: "Give a return address: this row returns to the account's address, and accounts keep none.",
  rowErrors: (count: number) => `${count} row${count === 1 ? ' has' : 's have'} errors; nothing was placed or charged. Fix the file and check it again.`,
  totalMismatch: (expected: number, actual: number) =>
    `The batch costs ${actual} cents, not the ${expected} cents shown; nothing was placed or charged. Check the file again.`,
} as const;

/** What placing a batch is sent with, besides the file. */
export interface PlaceBatchFields {
  expectedTotalCents?: unknown;
  returnAddress?: unknown;
}

export interface BatchPayment {
  method: BatchBillingMethod;
  status: 'paid' | 'unpaid';
  paymentUrl?: string;
}

export interface BatchSummary {
  id: number;
  createdAt: string;
  rowCount: number;
  totalCents: number;
  payment: BatchPayment;
}

export interface BatchDetail extends BatchSummary {
  orders: { orderNumber: string; status: string; customerReference: string | null; totalCents: number; paid: boolean }[];
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const UNIQUE_VIOLATION = '23505';

/** A NUL or other C0 control other than tab, line feed and carriage return: a binary file, not a CSV. */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/**
 * Checks a wholesale batch CSV row by row and prices its valid rows with the account's tier.
 * Nothing is stored: the answer is all there is, and placing the batch checks it again.
 */
@Injectable()
export class BatchOrdersService {
  constructor(
    private readonly pricing: PricingService,
    private readonly unitOfWork: UnitOfWork,
    private readonly customers: CustomerLookupService,
    private readonly orders: ApiOrderEntryService,
    private readonly paymentLinks: PaymentLinksService,
    private readonly orderPaid: OrderPaidService,
  ) {}

  async check(customerId: number, file: Buffer, now: Date = new Date()): Promise<BatchCheckAnswer> {
    const { results } = await this.checkRows(customerId, file, now);
    const valid = results.filter((r) => r.price !== null);
    return {
      rows: results,
      summary: {
        rowCount: results.length,
        validRows: valid.length,
        invalidRows: results.length - valid.length,
        totalCents: valid.reduce((sum, r) => sum + (r.price?.totalCents ?? 0), 0),
        savingsCents: valid.reduce((sum, r) => sum + (r.price?.savingsCents ?? 0), 0),
      },
    };
  }

  /**
   * Places a checked batch (docs/decisions.md, "Batch orders: placing and paying"): the file is
   * checked again, and any row error (400), a total other than the one shown (409) or an unusable
   * return address (400) writes nothing. Then the batch, one order per row and, for a card account,
   * one payment link for the total are written in one transaction. The same Idempotency-Key again
   * answers that batch (created: false), also when two requests race; with another request, 422.
   */
  async place(
    customerId: number,
    file: Buffer,
    fields: PlaceBatchFields,
    idempotencyKey: string | undefined,
    now: Date = new Date(),
  ): Promise<{ batch: BatchDetail; created: boolean }> {
    if (idempotencyKey === undefined || !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new ValidationFailedException([{ field: 'Idempotency-Key', message: PLACE_BATCH_MESSAGES.idempotencyKeyInvalid }]);
    }
    const expectedTotalCents = parseCents(fields.expectedTotalCents);
    const returnAddress = parseAddress(fields.returnAddress);
    const hash = createHash('sha256')
      .update(file)
      .update(JSON.stringify([expectedTotalCents, returnAddress]))
      .digest('hex');
    const earlier = await this.earlierBatch(customerId, idempotencyKey, hash);
    if (earlier) return { batch: earlier, created: false };

    const { results, orders } = await this.checkRows(customerId, file, now);
    const errors: FieldError[] = results.flatMap((result) =>
      result.errors.map((error) => ({ field: error.column ? `rows[${result.row}].${error.column}` : `rows[${result.row}]`, message: error.message })),
    );
    orders.forEach(({ row, order }) => {
      if (!order.returnAddress && order.deliveryMethod !== 'pickup' && !returnAddress) {
        errors.push({ field: `rows[${row}].return_street`, message: PLACE_BATCH_MESSAGES.returnAddressRequired });
      }
    });
    if (errors.length > 0) {
      const rows = new Set(errors.map((error) => error.field.replace(/\].*$/, ''))).size;
      throw new ValidationFailedException([{ field: 'file', message: PLACE_BATCH_MESSAGES.rowErrors(rows) }, ...errors]);
    }
    const totalCents = orders.reduce((sum, { priced }) => sum + priced.quote.totalCents, 0);
    if (totalCents !== expectedTotalCents) throw new ConflictException(PLACE_BATCH_MESSAGES.totalMismatch(expectedTotalCents, totalCents));

    const customer = await this.customers.byId(customerId);
    if (!customer) throw new NotFoundException(PLACE_BATCH_MESSAGES.notFound);
    const billingMethod: BatchBillingMethod = customer.invoiceMonthly ? 'monthly-invoice' : 'card';
    try {
      const batchId = await this.unitOfWork.run(async (manager) => {
        const batches = manager.getRepository(OrderBatch);
        // The batch row first: a second request with this key waits here on the unique index, before any order work.
        const batch = batches.create({ customerId, rowCount: orders.length, totalCents, billingMethod, idempotencyKey, requestHash: hash });
        await batches.insert(batch);
        const placed = await this.orders.placeMany(
          orders.map(({ order, priced }) => {
            const address = order.returnAddress ?? returnAddress ?? { street: '', city: '', state: '', zipCode: '', country: '' };
            return {
              customerId,
              idempotency: null,
              batchId: batch.id,
              draft: {
                documentRoutes: priced.quote.documentRoutes.map(documentRouteView),
                customerFirstName: customer.firstName,
                customerLastName: customer.lastName,
                customerEmail: customer.email,
                customerPhone: customer.phone ?? '',
                serviceLevel: priced.quote.serviceLevel,
                destinationCountry: order.destinationCountry,
                deliveryMethod: order.deliveryMethod,
                documentType: order.documentType,
                documentCount: 1,
                shippingStreet: address.street,
                shippingCity: address.city,
                shippingState: address.state,
                shippingZipCode: address.zipCode,
                shippingCountry: address.country,
                shippingNotes: null,
                selectedShippingRate: null,
                additionalServices: { scanning: false, translation: false },
                ...priceColumnsOf(priced.quote),
                notes: null,
                customerReference: order.customerReference,
                invoiceMonthly: billingMethod === 'monthly-invoice',
              },
            };
          }),
        );
        if (billingMethod === 'card' && totalCents > 0) {
          await this.paymentLinks.createForBatch(placed[0], batch.id, totalCents, `Batch B-${batch.id} of ${orders.length} orders`);
        }
        return batch.id;
      });
      return { batch: await this.batch(customerId, batchId), created: true };
    } catch (error) {
      if (!isBatchKeyTaken(error)) throw error;
      // A concurrent request with the same key placed the batch first.
      const winner = await this.earlierBatch(customerId, idempotencyKey, hash);
      if (winner) return { batch: winner, created: false };
      throw error;
    }
  }

  /** The account's batches, newest first, with their payment state. */
  async list(customerId: number): Promise<BatchSummary[]> {
    const batches = await this.unitOfWork.manager.getRepository(OrderBatch).find({ where: { customerId }, order: { id: 'DESC' } });
    const payments = await this.paymentLinks.batchPayments(batches.map((batch) => batch.id));
    return batches.map((batch) => summaryOf(batch, payments.get(batch.id)));
  }

  /** One batch of the account with its orders; another account's batch is "not found", as an unknown one. */
  async batch(customerId: number, batchId: number): Promise<BatchDetail> {
    const batch = await this.unitOfWork.manager.getRepository(OrderBatch).findOne({ where: { id: batchId, customerId } });
    if (!batch) throw new NotFoundException(PLACE_BATCH_MESSAGES.notFound);
    const payments = await this.paymentLinks.batchPayments([batch.id]);
    const orders: BatchOrderRow[] = await this.orders.batchOrders(customerId, batch.id);
    const paid = await this.orderPaid.paidOrderIds(orders.map((order) => order.id));
    return {
      ...summaryOf(batch, payments.get(batch.id)),
      orders: orders.map((order) => ({
        orderNumber: order.orderNumber,
        status: order.status,
        customerReference: order.customerReference,
        totalCents: order.totalAmountCents,
        paid: paid.has(order.id),
      })),
    };
  }

  /** The batch this key placed: answered again for the same request, refused for another. */
  private async earlierBatch(customerId: number, key: string, hash: string): Promise<BatchDetail | null> {
    const earlier = await this.unitOfWork.manager
      .getRepository(OrderBatch)
      .findOne({ select: { id: true, requestHash: true }, where: { customerId, idempotencyKey: key } });
    if (!earlier) return null;
    if (earlier.requestHash !== hash) throw new UnprocessableEntityException(PLACE_BATCH_MESSAGES.idempotencyKeyReused);
    return this.batch(customerId, earlier.id);
  }

  /** Every row checked, and the valid ones priced with the account's tier as they will be placed. */
  private async checkRows(
    customerId: number,
    file: Buffer,
    now: Date,
  ): Promise<{ results: BatchRowResult[]; orders: { row: number; order: CheckedBatchOrder; priced: PricedOrder }[] }> {
    const records = readCsv(file);
    const [header, ...rows] = records;
    if (!header || rows.length === 0) throw new BadRequestException(BATCH_MESSAGES.noRows);
    const { columns, problems } = checkBatchHeader(header.cells);
    if (problems.length > 0) throw new BadRequestException(problems.join(' '));
    const tier = await this.pricing.wholesaleTierOf(customerId);
    const orders: { row: number; order: CheckedBatchOrder; priced: PricedOrder }[] = [];
    const results = rows.map(({ line, cells }): BatchRowResult => {
      const checked = checkBatchRow(columns, cells, now);
      if (!checked.order) return { row: line, values: checked.values, errors: checked.errors, price: null };
      const priced = this.priceOf(checked.order, tier, now);
      orders.push({ row: line, order: checked.order, priced });
      return { row: line, values: checked.values, errors: checked.errors, price: rowPrice(priced) };
    });
    return { results, orders };
  }

  /** One row is one order of one document, priced without return shipping (docs/decisions.md). */
  private priceOf(order: CheckedBatchOrder, tier: WholesaleTierId | null, now: Date): PricedOrder {
    return this.pricing.price({
      serviceLevel: order.serviceLevel,
      documentCount: 1,
      deliveryMethod: order.deliveryMethod,
      documents: [{ documentType: order.documentType, issuer: order.issuer }],
      destinationCountry: order.destinationCountry,
      orderDate: now,
      wholesaleTier: tier,
    });
  }
}

function rowPrice({ quote }: PricedOrder): BatchRowPrice {
  return {
    totalCents: quote.totalCents,
    serviceFeesCents: quote.serviceFeesCents,
    governmentFeesCents: quote.stateGovernmentFeesCents,
    savingsCents: quote.totalSavingsCents,
    pendingGovernmentFees: quote.pendingGovernmentFees.length,
  };
}

function summaryOf(batch: OrderBatch, payment: { paid: boolean; paymentUrl: string | null } | undefined): BatchSummary {
  const paid = payment?.paid === true;
  return {
    id: batch.id,
    createdAt: batch.createdAt.toISOString(),
    rowCount: batch.rowCount,
    totalCents: batch.totalCents,
    payment:
      batch.billingMethod === 'monthly-invoice'
        ? { method: 'monthly-invoice', status: 'unpaid' }
        : { method: 'card', status: paid ? 'paid' : 'unpaid', ...(!paid && payment?.paymentUrl ? { paymentUrl: payment.paymentUrl } : {}) },
  };
}

/** Whether `error` is the refusal of a second batch with an account's Idempotency-Key. */
function isBatchKeyTaken(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === UNIQUE_VIOLATION && driverError.constraint === 'uq_order_batches_idempotency_key';
}

/** expectedTotalCents as sent in the form: a whole number of cents. */
function parseCents(value: unknown): number {
  const text = typeof value === 'string' ? value.trim() : '';
  const cents = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(cents)) throw new ValidationFailedException([{ field: 'expectedTotalCents', message: PLACE_BATCH_MESSAGES.expectedTotalInvalid }]);
  return cents;
}

/** returnAddress as sent in the form: absent, or a JSON address the checkout's rules accept. */
function parseAddress(value: unknown): BatchReturnAddress | null {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  let parsed: unknown;
  try {
    parsed = typeof value === 'string' ? JSON.parse(value) : undefined;
  } catch {
    parsed = undefined;
  }
  const fields = ['street', 'city', 'state', 'zipCode', 'country'] as const;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ValidationFailedException([{ field: 'returnAddress', message: PLACE_BATCH_MESSAGES.returnAddressInvalid }]);
  }
  const record = parsed as Record<string, unknown>;
  if (fields.some((field) => record[field] !== undefined && typeof record[field] !== 'string')) {
    throw new ValidationFailedException([{ field: 'returnAddress', message: PLACE_BATCH_MESSAGES.returnAddressInvalid }]);
  }
  const text = (field: (typeof fields)[number]) => ((record[field] as string | undefined) ?? '').trim();
  const address: BatchReturnAddress = { street: text('street'), city: text('city'), state: text('state'), zipCode: text('zipCode'), country: text('country') };
  const issues = addressIssues(address);
  if (issues.length > 0) {
    throw new ValidationFailedException(issues.map((issue) => ({ field: issue.field.replace('shippingAddress', 'returnAddress'), message: issue.message })));
  }
  return address;
}

interface CsvRecord {
  /** Line of the record's first cell. */
  line: number;
  cells: string[];
}

/**
 * The file's records, the header first. Refuses a file that is too large, not UTF-8 text or not CSV,
 * and stops reading after one row more than a batch may have.
 */
function readCsv(file: Buffer): CsvRecord[] {
  if (file.length > BATCH_MAX_FILE_BYTES) throw new BadRequestException(BATCH_MESSAGES.tooLarge);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new BadRequestException(BATCH_MESSAGES.notText);
  }
  if (BINARY.test(text)) throw new BadRequestException(BATCH_MESSAGES.notText);
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (=HYPERLINK("…") typed by hand) is kept as written, so the row check can name it.
      relax_quotes: true,
      skip_empty_lines: true,
      // A row of empty cells (spreadsheets export them below the data) is no document.
      skip_records_with_empty_values: true,
      // The header and one row too many are enough to refuse the file.
      to: BATCH_MAX_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    throw new BadRequestException(BATCH_MESSAGES.unreadable);
  }
  if (parsed.length > BATCH_MAX_ROWS + 1) throw new BadRequestException(BATCH_MESSAGES.tooManyRows);
  // csv-parse counts lines to a record's end; a quoted cell may span lines.
  return parsed.map(({ record, info }) => ({ line: info.lines - record.join('').split('\n').length + 1, cells: record }));
}
