/**
 * Status of the Hague Convention of 5 October 1961 Abolishing the Requirement of
 * Legalisation for Foreign Public Documents (the "Apostille Convention") for every
 * destination country in the catalog, in the short form the order form has used
 * since the start. The dated, sourced entries (accession, in force, objections,
 * what is unverified) are in hague-parties.data.ts; this table is derived from them.
 *
 * `inForceFrom` is the date the Convention entered (or enters) into force for that
 * country; null when the country is not a Contracting Party.
 */
import { HAGUE_PARTIES } from './hague-parties.data';

/** Day the table was last reviewed against its sources. */
export const AS_OF = '2026-11-26';

export const SOURCE = {
  name: 'HCCH status table, Convention of 5 October 1961 Abolishing the Requirement of Legalisation for Foreign Public Documents',
  url: 'https://www.hcch.net/en/instruments/conventions/status-table/?cid=41',
} as const;

/** Unambiguous aliases of AS_OF and SOURCE for use from the package root. */
export const HAGUE_DATA_AS_OF = AS_OF;
export const HAGUE_DATA_SOURCE = SOURCE;

export interface HagueStatusEntry {
  readonly iso2: string;
  /** True when the country is (or has acceded to become) a Contracting Party. */
  readonly party: boolean;
  /** Entry into force for that country, 'YYYY-MM-DD'; null when not a party. */
  readonly inForceFrom: string | null;
}

export const HAGUE_APOSTILLE_STATUS: readonly HagueStatusEntry[] = HAGUE_PARTIES.map(({ iso2, party, inForceFrom }) => ({ iso2, party, inForceFrom }));

export function getHagueStatus(iso2: string): HagueStatusEntry | undefined {
  return HAGUE_APOSTILLE_STATUS.find((e) => e.iso2 === iso2);
}
