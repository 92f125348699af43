/**
 * Statutory deadlines of a CCPA request (requirements C9): acknowledge within 10 business days,
 * respond within 45 calendar days (extendable once by 45). Dates are calendar dates ('YYYY-MM-DD')
 * in the business's time zone (US Eastern); business days skip Saturdays and Sundays only.
 */
export const CCPA_ACKNOWLEDGE_BUSINESS_DAYS = 10;
export const CCPA_RESPOND_CALENDAR_DAYS = 45;
export const CCPA_EXTENSION_CALENDAR_DAYS = 45;
export const BUSINESS_TIME_ZONE = 'America/New_York';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parse(date: string): Date {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (value.toISOString().slice(0, 10) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return value;
}

const format = (value: Date) => value.toISOString().slice(0, 10);

/** The calendar date `days` days after `date`. */
export function addCalendarDays(date: string, days: number): string {
  const value = parse(date);
  value.setUTCDate(value.getUTCDate() + days);
  return format(value);
}

/** The `days`-th business day (Monday to Friday) after `date`; `date` itself never counts. */
export function addBusinessDays(date: string, days: number): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Business days must be a whole number ≥ 0: ${days}`);
  const value = parse(date);
  let remaining = days;
  while (remaining > 0) {
    value.setUTCDate(value.getUTCDate() + 1);
    const weekday = value.getUTCDay();
    if (weekday !== 0 && weekday !== 6) remaining -= 1;
  }
  return format(value);
}

/** The calendar date of `instant` in `timeZone`, as 'YYYY-MM-DD'. */
export function calendarDateIn(instant: Date, timeZone = BUSINESS_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export interface CcpaDeadlines {
  receivedOn: string;
  acknowledgeBy: string;
  respondBy: string;
}

/** Deadlines of a request received at `receivedAt`. */
export function ccpaDeadlines(receivedAt: Date): CcpaDeadlines {
  const receivedOn = calendarDateIn(receivedAt);
  return {
    receivedOn,
    acknowledgeBy: addBusinessDays(receivedOn, CCPA_ACKNOWLEDGE_BUSINESS_DAYS),
    respondBy: addCalendarDays(receivedOn, CCPA_RESPOND_CALENDAR_DAYS),
  };
}
