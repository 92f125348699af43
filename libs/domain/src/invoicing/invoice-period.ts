/**
 * The months an invoice bills: calendar months in the business's time zone, New York. A period is
 * named 'YYYY-MM' where people give it (staff, the customer's list) and stored as its first day.
 */

export const INVOICE_TIME_ZONE = 'America/New_York';

export const INVOICE_PERIOD_MESSAGES = {
  invalid: 'period must be a month as YYYY-MM, e.g. 2026-10',
  notEnded: (label: string, nextMonthLabel: string) => `${label} has not ended yet: its invoices can be written from 1 ${nextMonthLabel}.`,
} as const;

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const yearMonthIn = new Intl.DateTimeFormat('en-CA', { timeZone: INVOICE_TIME_ZONE, year: 'numeric', month: '2-digit' });

/** The first day ('YYYY-MM-01') of a 'YYYY-MM' month, or null when `text` is no such month. */
export function parseInvoicePeriod(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 2000 || month < 1 || month > 12) return null;
  return `${match[1]}-${match[2]}-01`;
}

/** The first day of the month `instant` falls in, in New York. */
export function invoicePeriodOf(instant: Date): string {
  const parts = yearMonthIn.formatToParts(instant);
  const year = parts.find((part) => part.type === 'year')?.value;
  const month = parts.find((part) => part.type === 'month')?.value;
  return `${year}-${month}-01`;
}

/** The first day of the month after (or, with -1, before) the period `period`. */
export function shiftInvoicePeriod(period: string, months: number): string {
  const [year, month] = period.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The month before the one `now` falls in, in New York: what the run on the 1st bills. */
export function previousInvoicePeriod(now: Date): string {
  return shiftInvoicePeriod(invoicePeriodOf(now), -1);
}

/** "October 2026" for '2026-10-01'. */
export function invoicePeriodLabel(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** '2026-10' for '2026-10-01'. */
export function invoicePeriodName(period: string): string {
  return period.slice(0, 7);
}
