import type { ServiceLevel } from '../catalog/service-tiers';

/**
 * Business-day arithmetic on calendar dates ('YYYY-MM-DD'). Weekends and U.S. federal holidays
 * (5 U.S.C. 6103, as observed: a Saturday holiday is kept on the Friday before, a Sunday one on the
 * Monday after) are not business days. Dates are plain calendar days so the answer never depends on
 * the server's time zone; callers pick the day in the business's zone first (see calendarDateIn).
 */

/** Business days each tier promises once work starts; lightning finishes on the day it starts. */
export const TURNAROUND_BUSINESS_DAYS: Readonly<Record<ServiceLevel, number>> = {
  lightning: 0,
  rush: 2,
  fast: 10,
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseIsoDate(iso: string): Date {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new Error(`Not a calendar date: ${iso}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (toIso(d) !== iso) throw new Error(`Not a calendar date: ${iso}`);
  return d;
}

function toIso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function utc(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day));
}

/** The n-th (1-based) given weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, monthIndex: number, weekday: number, n: number): Date {
  const first = utc(year, monthIndex, 1).getUTCDay();
  return utc(year, monthIndex, 1 + ((weekday - first + 7) % 7) + 7 * (n - 1));
}

function lastWeekday(year: number, monthIndex: number, weekday: number): Date {
  const lastDay = utc(year, monthIndex + 1, 0);
  return utc(year, monthIndex, lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7));
}

function observed(d: Date): Date {
  const dow = d.getUTCDay();
  if (dow === 6) return utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - 1);
  if (dow === 0) return utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
  return d;
}

const holidayCache = new Map<number, ReadonlySet<string>>();

/** Observed U.S. federal holidays that fall in a calendar year, as 'YYYY-MM-DD'. */
export function usFederalHolidays(year: number): ReadonlySet<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const dates = [
    observed(utc(year, 0, 1)),
    nthWeekday(year, 0, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 1, 1, 3), // Washington's Birthday
    lastWeekday(year, 4, 1), // Memorial Day
    ...(year >= 2021 ? [observed(utc(year, 5, 19))] : []), // Juneteenth, a federal holiday since 2021
    observed(utc(year, 6, 4)),
    nthWeekday(year, 8, 1, 1), // Labor Day
    nthWeekday(year, 9, 1, 2), // Columbus Day
    observed(utc(year, 10, 11)),
    nthWeekday(year, 10, 4, 4), // Thanksgiving Day
    observed(utc(year, 11, 25)),
    // Next New Year's Day on a Saturday is observed on this year's December 31.
    observed(utc(year + 1, 0, 1)),
  ];
  const set = new Set(dates.filter((d) => d.getUTCFullYear() === year).map(toIso));
  holidayCache.set(year, set);
  return set;
}

export function isBusinessDay(iso: string): boolean {
  const d = parseIsoDate(iso);
  const dow = d.getUTCDay();
  return dow !== 0 && dow !== 6 && !usFederalHolidays(d.getUTCFullYear()).has(iso);
}

function nextDay(iso: string): string {
  const d = parseIsoDate(iso);
  return toIso(utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1));
}

/**
 * The business day reached after `days` business days from `startIso`. Work that arrives on a
 * weekend or holiday starts on the next business day, so that day counts as the start.
 */
export function addBusinessDays(startIso: string, days: number): string {
  if (!Number.isInteger(days) || days < 0) throw new Error(`Business days must be a whole number ≥ 0: ${days}`);
  const key = `${startIso}+${days}`;
  const known = businessDayAnswers.get(key);
  if (known !== undefined) return known;
  if (businessDayAnswers.size >= MAX_REMEMBERED_ANSWERS) businessDayAnswers.clear();
  const answer = walkBusinessDays(startIso, days);
  businessDayAnswers.set(key, answer);
  return answer;
}

/**
 * Answers already worked out: every tracking page and order page asks for a date, and the walk day
 * by day was about 5 % of a tracking request's CPU (docs/performance.md). The answer depends only on
 * the arguments; the bound keeps a long-running process's memory flat.
 */
const businessDayAnswers = new Map<string, string>();
const MAX_REMEMBERED_ANSWERS = 10_000;

function walkBusinessDays(startIso: string, days: number): string {
  let day = startIso;
  while (!isBusinessDay(day)) day = nextDay(day);
  for (let left = days; left > 0;) {
    day = nextDay(day);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/** What the expected date needs of a document's route (DocumentRouteView): its typical business days. */
export interface RouteDuration {
  readonly typicalDays: { readonly min: number; readonly max: number | null } | null;
}

/**
 * Business days the government legs of an order's routes add: the documents travel together, so
 * the longest route counts, by its typical maximum (its minimum where no maximum is known). A route
 * without known times (confirmed after review) adds nothing.
 */
export function routeBusinessDays(routes: readonly RouteDuration[]): number {
  return routes.reduce((longest, route) => Math.max(longest, route.typicalDays ? (route.typicalDays.max ?? route.typicalDays.min) : 0), 0);
}

/**
 * Expected completion date of an order of a tier whose processing starts on `startIso`, after the
 * government legs of its documents' routes when given (orders priced the spec's flat way have none).
 */
export function expectedCompletionDate(startIso: string, serviceLevel: ServiceLevel, routes: readonly RouteDuration[] = []): string {
  return addBusinessDays(startIso, TURNAROUND_BUSINESS_DAYS[serviceLevel] + routeBusinessDays(routes));
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs about 150 µs, formatting with one about 2. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ('YYYY-MM-DD') an instant falls on in a time zone (e.g. 'America/New_York'). */
export function calendarDateIn(instant: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}
