import { isStale, ROUTE_DATA_MAX_AGE_DAYS } from './dated-facts';
import { HAGUE_OBJECTIONS, HAGUE_PARTIES } from './hague-parties.data';
import { ISSUING_AUTHORITIES } from './issuing-authorities.data';

/** One dated fact of the route data, named for a reviewer. */
export interface DatedEntry {
  readonly what: string;
  readonly asOf: string;
}

/** Every dated fact the routes rely on: treaty status, objections, offices, their fees and times. */
export function routeDataEntries(): DatedEntry[] {
  return [
    ...HAGUE_PARTIES.map((e) => ({ what: `Hague status: ${e.name}`, asOf: e.asOf })),
    ...HAGUE_OBJECTIONS.map((o) => ({ what: `Hague objection: ${o.objector} to ${o.acceding}`, asOf: o.asOf })),
    ...ISSUING_AUTHORITIES.flatMap((a) => [
      { what: `Authority: ${a.name}`, asOf: a.asOf },
      { what: `Fee: ${a.name}`, asOf: a.fee.asOf },
      ...(a.clerkCertifiedFee ? [{ what: `Clerk-certified fee: ${a.name}`, asOf: a.clerkCertifiedFee.asOf }] : []),
      ...(a.processingTime ? [{ what: `Processing time: ${a.name}`, asOf: a.processingTime.asOf }] : []),
    ]),
  ];
}

/** Entries older than `maxAgeDays` on `today`: what a reviewer must re-check before the next release. */
export function staleRouteData(today: Date, maxAgeDays: number = ROUTE_DATA_MAX_AGE_DAYS): DatedEntry[] {
  return routeDataEntries().filter((e) => isStale(e.asOf, today, maxAgeDays));
}

let newestCheck: string | undefined;

/** Newest check day across the route data: routes are trusted up to ROUTE_DATA_MAX_AGE_DAYS after it. */
export function routeDataAsOf(): string {
  // The data is constant for the life of the process, so the scan runs once.
  newestCheck ??= routeDataEntries().reduce((max, e) => (e.asOf > max ? e.asOf : max), '0000-01-01');
  return newestCheck;
}
