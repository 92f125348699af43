import { DomainValidationError } from '../errors';
import { findDestinationCountry } from '../catalog/countries';
import { dataAgeDays, ROUTE_DATA_MAX_AGE_DAYS, type ProcessingTime } from './dated-facts';
import { getHagueParty, objectionBetween, type HagueObjection, type HaguePartyEntry } from './hague-parties.data';
import {
  COUNTY_CLERK_NEW_YORK,
  EMBASSY_LEGALIZATION,
  FEDERAL_COURT_CLERK,
  stateAuthority,
  US_DEPARTMENT_OF_STATE,
  type GovernmentFee,
  type IssuingAuthority,
} from './issuing-authorities.data';
import { documentCategory, resolveIssuer, type DocumentCategory, type IssuerRef, type ResolvedIssuer } from './document-issuers';
import { routeDataAsOf } from './route-data-age';
import { utcDateString } from './route';
import { rejectionRisks, type RejectionRisk } from './rejection-risks';

/**
 * The route of one document: which offices handle it, in what order, what each issues, charges and
 * typically takes, and what gets such a document refused. A route the data cannot settle (destination
 * outside the list, foreign document, domestic use, a date beyond what the data covers) comes back as
 * `review` with no steps and no fee guessed.
 */

/**
 * Earliest order date a route is given for: the fees and offices are known as they stand from the
 * U.S. Department of State's current $20 fee (2021-07-15); older dates would be priced wrongly.
 */
export const ROUTE_EARLIEST_DATE = '2021-07-15';

export const REVIEW_MESSAGE = 'We confirm the route after review';

export type RouteStepAction = 'apostille' | 'state-certificate' | 'authentication-certificate' | 'legalization' | 'clerk-certification';

export interface RouteStep {
  /** Authority id (see ISSUING_AUTHORITIES). */
  readonly office: string;
  readonly officeName: string;
  readonly action: RouteStepAction;
  /** What the office issues, in words for the customer. */
  readonly issues: string;
  readonly fee: GovernmentFee;
  readonly time: ProcessingTime | null;
}

/** A government fee the route needs but that is not charged before review. */
export interface PendingFee {
  readonly label: string;
  readonly office: string;
  readonly reason: string;
  /** What the only (unverified) source suggests, for information; never charged. */
  readonly expectedCents: number | null;
}

export interface DocumentRouteInput {
  readonly documentType: string;
  /** "Issued in / by"; defaults from the document type (FBI check → federal, otherwise Florida). */
  readonly issuer?: IssuerRef | null;
  /** Destination country name (or alias / ISO code) from the catalog, or 'Other Country'. */
  readonly destinationCountry: string;
  readonly date: Date;
}

export interface DocumentRoute {
  readonly status: 'confirmed' | 'review';
  readonly kind: 'apostille' | 'legalization' | 'review';
  readonly documentType: string;
  readonly category: DocumentCategory;
  readonly issuer: ResolvedIssuer;
  readonly destination: { readonly name: string; readonly iso2: string | null };
  /** UTC day the route is computed for. */
  readonly date: string;
  /** In-force date of the Convention for the destination (null when not a party or unknown). */
  readonly destinationInForceFrom: string | null;
  /** A standing objection between the issuing state and the destination, if any. */
  readonly objection: HagueObjection | null;
  readonly steps: readonly RouteStep[];
  readonly risks: readonly RejectionRisk[];
  /** Sum of the known fees: what the quote charges for this document. */
  readonly knownFeesCents: number;
  readonly pendingFees: readonly PendingFee[];
  /** Sum of the steps' typical times; max null when a step has no upper bound or no time. */
  readonly typicalTime: { readonly minBusinessDays: number; readonly maxBusinessDays: number | null } | null;
  /** One line for the customer. */
  readonly summary: string;
  readonly reviewReason?: string;
}

function step(authority: IssuingAuthority, action: RouteStepAction, issues: string, fee: GovernmentFee = authority.fee): RouteStep {
  return { office: authority.id, officeName: authority.name, action, issues, fee, time: authority.processingTime };
}

function pendingOf(steps: readonly RouteStep[], documentType: string): PendingFee[] {
  return steps
    .filter((s) => s.fee.status !== 'known')
    .map((s) => ({
      label: `${documentType}: ${s.issues}`,
      office: s.officeName,
      reason: s.office === EMBASSY_LEGALIZATION.id ? 'Embassy fee quoted after review' : 'Fee confirmed after review',
      expectedCents: s.fee.status === 'unverified' ? s.fee.cents : null,
    }));
}

function totalTime(steps: readonly RouteStep[]): DocumentRoute['typicalTime'] {
  if (steps.length === 0) return null;
  let min = 0;
  let max: number | null = 0;
  for (const s of steps) {
    min += s.time?.minBusinessDays ?? 0;
    max = max === null || !s.time || s.time.maxBusinessDays === null ? null : max + s.time.maxBusinessDays;
  }
  return { minBusinessDays: min, maxBusinessDays: max };
}

/** Steps for a U.S. document: apostille where the Convention applies, else the legalization chain. */
function usSteps(issuer: ResolvedIssuer, category: DocumentCategory, apostille: boolean): RouteStep[] {
  const dos = US_DEPARTMENT_OF_STATE;
  const chainTail = [step(dos, 'authentication-certificate', 'Authentication certificate'), step(EMBASSY_LEGALIZATION, 'legalization', 'Embassy legalization')];
  switch (issuer.kind) {
    case 'federal-agency':
      return apostille ? [step(dos, 'apostille', 'Apostille')] : chainTail;
    case 'federal-court':
      return apostille
        ? [step(FEDERAL_COURT_CLERK, 'apostille', 'Apostille')]
        : [step(FEDERAL_COURT_CLERK, 'clerk-certification', 'Clerk certification'), ...chainTail];
    case 'us-state': {
      const office = stateAuthority(issuer.state);
      if (!office) throw new DomainValidationError(`Unknown issuing state: ${issuer.state}`, 'issuer');
      const fee = category === 'court-record' && office.clerkCertifiedFee ? office.clerkCertifiedFee : office.fee;
      // New York notaries are commissioned by county: the County Clerk certifies before the state.
      const before =
        issuer.state === 'NY' && category === 'notarized' ? [step(COUNTY_CLERK_NEW_YORK, 'clerk-certification', 'County Clerk certification')] : [];
      return apostille
        ? [...before, step(office, 'apostille', 'Apostille', fee)]
        : [...before, step(office, 'state-certificate', office.nonHagueCertificate, fee), ...chainTail];
    }
    default:
      return [];
  }
}

function summaryOf(kind: DocumentRoute['kind'], steps: readonly RouteStep[]): string {
  if (kind === 'apostille') return `Apostille from ${steps[steps.length - 1]?.officeName ?? ''}`;
  const names = steps.map((s) => `${s.issues} (${s.officeName})`).join(' → ');
  const embassy = steps.some((s) => s.office === EMBASSY_LEGALIZATION.id) ? '; embassy fee quoted after review' : '';
  return `No apostille for this destination: ${names}${embassy}`;
}

function checkedDay(date: Date): string {
  const day = utcDateString(date);
  if (day < ROUTE_EARLIEST_DATE) {
    throw new DomainValidationError(`Date too far in the past: routes and fees are known from ${ROUTE_EARLIEST_DATE}`, 'date');
  }
  return day;
}

/**
 * Route of one document to `destinationCountry` on the UTC day of `date`.
 * Throws DomainValidationError for an unknown document type, issuing state or country, a federal
 * document marked as issued by a state, an unknown destination name, an invalid or too old date.
 */
export function routeForDocument(input: DocumentRouteInput): DocumentRoute {
  const issuer = resolveIssuer(input.documentType, input.issuer);
  const day = checkedDay(input.date);
  const category = documentCategory(input.documentType);
  const found = typeof input.destinationCountry === 'string' ? findDestinationCountry(input.destinationCountry) : undefined;
  if (!found) {
    throw new DomainValidationError(`Unknown destination country: ${String(input.destinationCountry)}`, 'destinationCountry');
  }
  const destination = { name: found.name, iso2: found.iso2 };
  const party = found.iso2 ? getHagueParty(found.iso2) : undefined;
  const issuingIso2 = issuer.kind === 'foreign-country' ? issuer.iso2 : 'US';
  const objection = issuingIso2 && found.iso2 ? (objectionBetween(issuingIso2, found.iso2, day) ?? null) : null;
  const base = {
    documentType: input.documentType,
    category,
    issuer,
    destination,
    date: day,
    destinationInForceFrom: party?.inForceFrom ?? null,
    objection,
  };

  const review = (reason: string): DocumentRoute => ({
    ...base,
    status: 'review',
    kind: 'review',
    steps: [],
    risks: rejectionRisks({ category, issuer, destinationIso2: found.iso2, apostille: null }),
    knownFeesCents: 0,
    pendingFees: [{ label: `${input.documentType}: government fees`, office: 'To be confirmed', reason: REVIEW_MESSAGE, expectedCents: null }],
    typicalTime: null,
    summary: `${REVIEW_MESSAGE}: ${reason}`,
    reviewReason: reason,
  });

  if (found.iso2 === null || !party) return review('the destination is not in our list of countries.');
  if (found.iso2 === 'US') return review('documents used in the United States usually need no apostille.');
  if (issuer.kind === 'foreign-country') {
    return review(`a document issued in ${issuer.label} is authenticated in ${issuer.label}, not by a U.S. office.`);
  }
  const dataAsOf = routeDataAsOf();
  if (dataAgeDays(dataAsOf, input.date) > ROUTE_DATA_MAX_AGE_DAYS) {
    return review(`our route data is dated ${dataAsOf} and does not reach ${day}.`);
  }

  const us = getHagueParty('US');
  const inForce = (p: HaguePartyEntry | undefined) => !!p?.party && p.inForceFrom !== null && p.inForceFrom <= day;
  const apostille = inForce(party) && inForce(us) && objection === null;
  const steps = usSteps(issuer, category, apostille);
  const kind = apostille ? 'apostille' : 'legalization';
  return {
    ...base,
    status: 'confirmed',
    kind,
    steps,
    risks: rejectionRisks({ category, issuer, destinationIso2: found.iso2, apostille }),
    knownFeesCents: steps.reduce((sum, s) => sum + (s.fee.status === 'known' ? (s.fee.cents ?? 0) : 0), 0),
    pendingFees: pendingOf(steps, input.documentType),
    typicalTime: totalTime(steps),
    summary: summaryOf(kind, steps),
  };
}
