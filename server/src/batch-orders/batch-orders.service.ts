import { BadRequestException, Injectable } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import {
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
import { PricingService } from '../pricing/pricing.service.js';

/** A NUL or other C0 control other than tab, line feed and carriage return: a binary file, not a CSV. */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/**
 * Checks a wholesale batch CSV row by row and prices its valid rows with the account's tier.
 * Nothing is stored: the answer is all there is, and placing the batch checks it again.
 */
@Injectable()
export class BatchOrdersService {
  constructor(private readonly pricing: PricingService) {}

  async check(customerId: number, file: Buffer, now: Date = new Date()): Promise<BatchCheckAnswer> {
    const records = readCsv(file);
    const [header, ...rows] = records;
    if (!header || rows.length === 0) throw new BadRequestException(BATCH_MESSAGES.noRows);
    const { columns, problems } = checkBatchHeader(header.cells);
    if (problems.length > 0) throw new BadRequestException(problems.join(' '));
    const tier = await this.pricing.wholesaleTierOf(customerId);
    const results = rows.map(({ line, cells }): BatchRowResult => {
      const checked = checkBatchRow(columns, cells, now);
      const price = checked.order ? this.priceOf(checked.order, tier, now) : null;
      return { row: line, values: checked.values, errors: checked.errors, price };
    });
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

  /** One row is one order of one document; return shipping is quoted when the batch is placed. */
  private priceOf(order: CheckedBatchOrder, tier: WholesaleTierId | null, now: Date): BatchRowPrice {
    const { quote } = this.pricing.price({
      serviceLevel: order.serviceLevel,
      documentCount: 1,
      deliveryMethod: order.deliveryMethod,
      documents: [{ documentType: order.documentType, issuer: order.issuer }],
      destinationCountry: order.destinationCountry,
      orderDate: now,
      wholesaleTier: tier,
    });
    return {
      totalCents: quote.totalCents,
      serviceFeesCents: quote.serviceFeesCents,
      governmentFeesCents: quote.stateGovernmentFeesCents,
      savingsCents: quote.totalSavingsCents,
      pendingGovernmentFees: quote.pendingGovernmentFees.length,
    };
  }
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
