import { formatOrderNumber } from '@apostille/domain';
import type { EntityManager } from 'typeorm';

// Built once: constructing an Intl formatter costs far more than formatting with it.
const EASTERN_YEAR = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric' });

/** The order-number year is the business's (Eastern) calendar year. */
export function businessYear(now = new Date()): number {
  return Number(EASTERN_YEAR.format(now));
}

/**
 * Takes the year's next sequence value (`last_value`); `year` is the SQL of the year (a parameter).
 * Race-free: the counter row stays locked until the transaction ends, so a rolled-back order gives
 * its number back.
 */
export function nextOrderSequenceSql(year: string): string {
  return `INSERT INTO order_number_counters (year, last_value) VALUES (${year}, 1)
     ON CONFLICT (year) DO UPDATE SET last_value = order_number_counters.last_value + 1
     RETURNING last_value`;
}

/** formatOrderNumber (libs/domain) in SQL, for a number allocated inside a larger statement: APO-YYYY-### (more digits past 999). */
export function orderNumberSql(year: string, sequence: string): string {
  return `'APO-' || ${year} || '-' || lpad(${sequence}::text, greatest(3, length(${sequence}::text)), '0')`;
}

/** Next APO-YYYY-### inside the caller's transaction: one statement (see nextOrderSequenceSql). */
export async function allocateOrderNumber(manager: EntityManager, now = new Date()): Promise<string> {
  const year = businessYear(now);
  const rows: { last_value: number }[] = await manager.query(nextOrderSequenceSql('$1'), [year]);
  return formatOrderNumber(year, rows[0].last_value);
}

/**
 * `count` consecutive numbers of the year in one statement (a batch's orders), in order; the
 * counter row stays locked until the transaction ends, as for one number.
 */
export async function allocateOrderNumbers(manager: EntityManager, count: number, now = new Date()): Promise<string[]> {
  const year = businessYear(now);
  const rows: { last_value: number }[] = await manager.query(
    `INSERT INTO order_number_counters (year, last_value) VALUES ($1, $2)
     ON CONFLICT (year) DO UPDATE SET last_value = order_number_counters.last_value + $2
     RETURNING last_value`,
    [year, count],
  );
  const first = rows[0].last_value - count + 1;
  return Array.from({ length: count }, (_unused, index) => formatOrderNumber(year, first + index));
}
