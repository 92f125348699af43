import { isServiceLevel, type ServiceLevel } from '../catalog/service-tiers';
import { normalizeOrderStatus, originalsHaveArrived, workStillToDo } from '../orders/order-status';
import { PROCESSING_CENTRE_TIME_ZONE } from '../processing-centre';
import { addBusinessDays, calendarDateIn, expectedCompletionDate, routeBusinessDays, TURNAROUND_BUSINESS_DAYS, type RouteDuration } from './business-days';

/**
 * When an order will be ready, as the Terms count it: turnaround runs "from the day your original
 * documents arrive". Until they arrive the customer is told the business days after arrival and,
 * if they post them today, the day to expect; once staff mark them received the date is firm.
 * Every place that shows the date (confirmation page and e-mail, tracking, status e-mails, the
 * dashboard, the overdue check) uses this module, so they always agree.
 */

/**
 * Business days the originals usually take to reach Tallahassee by ordinary post: USPS First-Class
 * and Priority within the U.S. take 1 to 5; international letter post 6 to 10 and more. The
 * estimate is deliberately the slow side of typical, so "expect about" is rarely too early.
 */
export const INBOUND_POST_BUSINESS_DAYS = { domestic: 3, international: 7 } as const;

export interface ExpectedCompletionInput {
  readonly serviceLevel: ServiceLevel;
  /** Each document's kept route: the government legs of the longest one are added. */
  readonly routes?: readonly RouteDuration[];
  /** Where the customer posts the originals from (the order's address country); null: unknown, counted as international. */
  readonly postedFromCountry: string | null;
  /** The processing centre's day the originals arrived ('YYYY-MM-DD'), or null while they are on their way. */
  readonly originalsReceivedOn: string | null;
  /** Today in the processing centre's time zone ('YYYY-MM-DD'). */
  readonly today: string;
}

export interface ExpectedCompletion {
  /** Business days from the originals' arrival to ready, government legs included (0: the day they arrive). */
  readonly businessDaysAfterArrival: number;
  readonly originalsReceivedOn: string | null;
  /** Firm once the originals arrived; until then the day if they are posted today. */
  readonly readyBy: string;
  readonly firm: boolean;
}

export function isDomesticPost(country: string | null): boolean {
  return country !== null && /^(united states|usa|us|u\.s\.a?\.?)$/i.test(country.trim());
}

export function expectedCompletion(input: ExpectedCompletionInput): ExpectedCompletion {
  const routes = input.routes ?? [];
  const days = TURNAROUND_BUSINESS_DAYS[input.serviceLevel] + routeBusinessDays(routes);
  if (input.originalsReceivedOn) {
    const readyBy = expectedCompletionDate(input.originalsReceivedOn, input.serviceLevel, routes);
    return { businessDaysAfterArrival: days, originalsReceivedOn: input.originalsReceivedOn, readyBy, firm: true };
  }
  const transit = isDomesticPost(input.postedFromCountry) ? INBOUND_POST_BUSINESS_DAYS.domestic : INBOUND_POST_BUSINESS_DAYS.international;
  const arrival = addBusinessDays(input.today, transit);
  return { businessDaysAfterArrival: days, originalsReceivedOn: null, readyBy: expectedCompletionDate(arrival, input.serviceLevel, routes), firm: false };
}

/** Made once: building an Intl.DateTimeFormat costs about 150 µs, a bulk status change e-mails hundreds. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** A calendar day written for people: 'Tuesday, December 8, 2026'. */
export function formatLongDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return LONG_DATE.format(new Date(Date.UTC(year, month - 1, day)));
}

function afterArrival(days: number): string {
  if (days === 0) return 'Ready the business day your originals arrive';
  return `Ready ${days} business ${days === 1 ? 'day' : 'days'} after your originals arrive`;
}

/** The one sentence every page and e-mail shows. */
export function expectedCompletionText(expected: ExpectedCompletion): string {
  if (expected.firm && expected.originalsReceivedOn) {
    return `Your originals arrived on ${formatLongDate(expected.originalsReceivedOn)}. Expected ready by ${formatLongDate(expected.readyBy)}.`;
  }
  return `${afterArrival(expected.businessDaysAfterArrival)}; posted today, expect about ${formatLongDate(expected.readyBy)}.`;
}

/** The day the work is overdue after: only once the originals arrived (before that nothing is late but the post). */
export function overdueAfter(expected: ExpectedCompletion): string | null {
  return expected.firm ? expected.readyBy : null;
}

/** The expected date in API answers: the facts and the sentence built from them. */
export interface ExpectedCompletionAnswer extends ExpectedCompletion {
  readonly text: string;
}

/** What a stored order's expected date is made of. */
export interface OrderTimingFacts {
  readonly status: string;
  readonly serviceLevel: string;
  readonly documentRoutes?: readonly RouteDuration[] | null;
  /** The order's address country: where the originals are posted from. */
  readonly shippingCountry: string | null;
  readonly originalsReceivedAt: Date | null;
}

/**
 * A stored order's expected date as every page and e-mail shows it, in the processing centre's
 * days; null once the work is done (or for a tier the calendar doesn't know).
 */
export function orderExpectedCompletion(order: OrderTimingFacts, now: Date): ExpectedCompletionAnswer | null {
  const status = normalizeOrderStatus(order.status);
  if (!status || !workStillToDo(status) || !isServiceLevel(order.serviceLevel)) return null;
  // Orders start pending and the arrival is recorded by the change that says so; a row without it
  // (written some other way) gets no promise rather than a made-up one.
  if (originalsHaveArrived(status) && !order.originalsReceivedAt) return null;
  const expected = expectedCompletion({
    serviceLevel: order.serviceLevel,
    routes: order.documentRoutes ?? [],
    postedFromCountry: order.shippingCountry,
    originalsReceivedOn: order.originalsReceivedAt ? calendarDateIn(order.originalsReceivedAt, PROCESSING_CENTRE_TIME_ZONE) : null,
    today: calendarDateIn(now, PROCESSING_CENTRE_TIME_ZONE),
  });
  return { ...expected, text: expectedCompletionText(expected) };
}
