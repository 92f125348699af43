import type { BatchCheckAnswer, BatchColumn, BatchReturnAddress } from '@apostille/domain';
import { ApiError } from '../../../api/request';

export const PLACE_MESSAGES = {
  network: 'Could not reach the server, so we cannot tell whether the batch was placed. Press "Place batch" again: the same batch is never placed twice.',
  totalChanged: 'The total has changed since the check, and nothing was placed or charged. Check the file again to see the new prices.',
  rowErrors: 'Some rows can no longer be placed; nothing was placed or charged. Fix the rows marked and upload the file again.',
  keyReused: 'This file was already placed with other details in this session. See "Your batches" below, or choose the file again to place a new batch.',
  failed: 'The batch could not be placed. Please try again.',
} as const;

/** What went wrong placing a batch, in the form the tab shows it. */
export type PlaceFailure =
  | { kind: 'total-changed'; message: string }
  | { kind: 'rows'; message: string; rows: { row: number; column: BatchColumn | null; message: string }[] }
  | { kind: 'address'; message: string; fields: Partial<Record<keyof BatchReturnAddress, string>> }
  | { kind: 'other'; message: string };

interface ErrorBody {
  message?: unknown;
  errors?: { field?: unknown; message?: unknown }[];
}

const ROW_FIELD = /^rows\[(\d+)\](?:\.([a-z_]+))?$/;
const ADDRESS_FIELD = /^returnAddress\.(street|city|state|zipCode|country)$/;

/** The server's refusal of POST /api/customers/batch-orders as the tab shows it (docs/decisions.md, "Batch orders: placing and paying"). */
export function placeFailureOf(error: unknown): PlaceFailure {
  if (!(error instanceof ApiError)) return { kind: 'other', message: PLACE_MESSAGES.network };
  if (error.status === 409) return { kind: 'total-changed', message: PLACE_MESSAGES.totalChanged };
  if (error.status === 422) return { kind: 'other', message: PLACE_MESSAGES.keyReused };
  let body: ErrorBody = {};
  try {
    body = JSON.parse(error.bodyText) as ErrorBody;
  } catch {
    // No JSON body: the fallback message below.
  }
  const errors = (body.errors ?? []).filter((e): e is { field: string; message: string } => typeof e.field === 'string' && typeof e.message === 'string');
  if (error.status === 400) {
    const rows = errors.flatMap((e) => {
      const match = ROW_FIELD.exec(e.field);
      return match ? [{ row: Number(match[1]), column: (match[2] ?? null) as BatchColumn | null, message: e.message }] : [];
    });
    if (rows.length > 0) return { kind: 'rows', message: PLACE_MESSAGES.rowErrors, rows };
    const fields: Partial<Record<keyof BatchReturnAddress, string>> = {};
    for (const e of errors) {
      const match = ADDRESS_FIELD.exec(e.field);
      if (match) fields[match[1] as keyof BatchReturnAddress] ??= e.message;
    }
    if (Object.keys(fields).length > 0) return { kind: 'address', message: 'Check the return address.', fields };
  }
  return { kind: 'other', message: error.serverMessage ?? PLACE_MESSAGES.failed };
}

/** The check's answer with the rows the server refused marked at their columns, as the check marks them. */
export function withRowErrors(answer: BatchCheckAnswer, rows: { row: number; column: BatchColumn | null; message: string }[]): BatchCheckAnswer {
  const marked = answer.rows.map((result) => {
    const added = rows.filter((r) => r.row === result.row && !result.errors.some((e) => e.column === r.column && e.message === r.message));
    return added.length === 0 ? result : { ...result, errors: [...result.errors, ...added.map(({ column, message }) => ({ column, message }))], price: null };
  });
  const valid = marked.filter((result) => result.errors.length === 0);
  return {
    rows: marked,
    summary: {
      ...answer.summary,
      validRows: valid.length,
      invalidRows: marked.length - valid.length,
      totalCents: valid.reduce((sum, r) => sum + (r.price?.totalCents ?? 0), 0),
      savingsCents: valid.reduce((sum, r) => sum + (r.price?.savingsCents ?? 0), 0),
    },
  };
}
