import { DomainValidationError } from '../errors';
import { findDestinationCountry } from '../catalog/countries';
import { getHagueStatus } from './hague-convention.data';

/** 'apostille' when the Apostille Convention applies, else consular 'legalization'. */
export type AuthenticationRoute = 'apostille' | 'legalization';

export interface ApostilleStatus {
  readonly route: AuthenticationRoute;
  /** Entry-into-force date ('YYYY-MM-DD'), possibly in the future; null when not a party or unknown. */
  readonly inForceFrom: string | null;
}

/** The UTC calendar date of `date` as 'YYYY-MM-DD'. */
export function utcDateString(date: Date): string {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    throw new DomainValidationError('Invalid date', 'date');
  }
  return date.toISOString().slice(0, 10);
}

/**
 * Route and entry-into-force date for documents used in `country` on `date`.
 * Unknown names and 'Other Country' get legalization.
 */
export function apostilleStatus(country: string, date: Date): ApostilleStatus {
  const day = utcDateString(date);
  const iso2 = findDestinationCountry(country)?.iso2;
  const entry = iso2 ? getHagueStatus(iso2) : undefined;
  if (!entry || !entry.party || !entry.inForceFrom) {
    return { route: 'legalization', inForceFrom: null };
  }
  // ISO dates compare correctly as strings.
  return { route: day >= entry.inForceFrom ? 'apostille' : 'legalization', inForceFrom: entry.inForceFrom };
}

/** 'apostille' when the Convention is in force for `country` on the UTC calendar date of `date`. */
export function routeFor(country: string, date: Date): AuthenticationRoute {
  return apostilleStatus(country, date).route;
}
