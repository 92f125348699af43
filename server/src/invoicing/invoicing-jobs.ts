import { INVOICE_TIME_ZONE } from '@apostille/domain';

/** The invoicing queue's job and when it runs: 06:00 New York time on the 1st, billing the month that just ended. */
export const INVOICING_JOBS = {
  monthlyRun: { name: 'monthly-invoice-run', pattern: '0 6 1 * *', tz: INVOICE_TIME_ZONE },
} as const;
