import { US_STATES } from '../catalog/countries';
import type { ProcessingTime, Provenance, SourceRef } from './dated-facts';

/**
 * The U.S. offices that authenticate documents, what they charge and how long they typically take.
 * A fee is charged in a quote only when it is `known`; `unverified` fees (one low-confidence or old
 * source) and `unknown` fees are shown as "confirmed after review" and never charged at a guess.
 */

const CHECKED = '2026-11-26';

export const AUTHORITY_SOURCES = {
  dosFee: {
    title: 'U.S. Department of State: requesting authentication services',
    url: 'https://travel.state.gov/content/travel/en/replace-certify-docs/authenticate-your-document/requesting-authentication-services.html',
  },
  dosRequirements: {
    title: 'U.S. Department of State: authentication certificate requirements',
    url: 'https://travel.state.gov/content/travel/en/replace-certify-docs/authenticate-your-document/authentication-certificate-requirements.html',
  },
  dosApostille: {
    title: 'U.S. Department of State: apostille requirements',
    url: 'https://travel.state.gov./content/travel/en/replace-certify-docs/authenticate-your-document/apostille-requirements.html',
  },
  floridaFees: {
    title: 'Florida Department of State: apostille and notarial certification (copy of the dos.fl.gov page)',
    url: 'https://fldoswebuat-sandbox.azurewebsites.net/sunbiz/other-services/apostille-notarial-certification',
  },
  floridaOld: { title: 'Florida Department of State: notary procedures (older page)', url: 'http://notaries.dos.state.fl.us/notproc7.html' },
  floridaFaq: { title: 'Florida Department of State: apostille FAQ', url: 'https://dos.fl.gov/sunbiz/other-services/apostille-notarial-certification/faq' },
  california: { title: 'California Secretary of State: request an apostille', url: 'https://www.sos.ca.gov/notary/request-apostille' },
  texas: {
    title: 'Texas A&M one stop (quotes the Texas Secretary of State fee)',
    url: 'https://aggieonestop.tamu.edu/registration-and-records/transcripts-and-diplomas/diploma-and-transcript-notary-services',
  },
  texasTime: { title: 'Blog quoting the Texas Secretary of State', url: 'http://zuloounity.blogg.se/2023/january/define-notarized.html' },
  newYork: { title: 'NYC 311: apostille', url: 'https://portal.311.nyc.gov/article/?kanumber=KA-01020' },
  newYorkTime: { title: 'Notary Public Central: apostille (older page)', url: 'http://www.notarypubliccentral.com/Apostille.htm' },
  dc: { title: 'Apostille practitioner page (DC Office of Notary Commissions and Authentications fee)', url: 'http://jvnativemanok.com/apostille' },
  washington: { title: 'apostille-usa.com blog (low confidence)', url: 'https://apostille-usa.com' },
  oldBlog: { title: 'Blog: 14 apostilles (old, not verified)', url: 'http://www.shutterburgh.com/nick-smarto-and-his-14-apostilles/' },
  federalCourt: { title: 'U.S. District Court, W.D. Michigan: apostilles', url: 'https://www.miwd.uscourts.gov/apostilles-0' },
  stateList: {
    title: 'U.S. Department of State: apostille requirements (state documents go to the state)',
    url: 'https://travel.state.gov./content/travel/en/replace-certify-docs/authenticate-your-document/apostille-requirements.html',
  },
  legalizationChain: {
    title: 'U.S. Department of State: authentication certificate requirements (non-Hague chain)',
    url: 'https://travel.state.gov/content/travel/en/records-and-authentications/authenticate-your-document/authentication-certificate-requirements.html',
  },
} as const satisfies Record<string, SourceRef>;

/** One office's charge per document. Only `known` fees are charged; the others are quoted after review. */
export interface GovernmentFee extends Provenance {
  readonly status: 'known' | 'unverified' | 'unknown';
  /** Amount per document in cents; for `unverified` the amount the source suggests; null when unknown. */
  readonly cents: number | null;
}

export type AuthorityKind = 'state' | 'us-department-of-state' | 'federal-court-clerk' | 'county-clerk' | 'embassy';

export interface IssuingAuthority extends Provenance {
  readonly id: string;
  readonly kind: AuthorityKind;
  readonly name: string;
  /** Two-letter state code for state offices (DC included). */
  readonly state?: string;
  /** Fee for an apostille (or, for non-Hague destinations, the state's certificate). */
  readonly fee: GovernmentFee;
  /** Fee for a document certified by a clerk of court, where the office charges more for it. */
  readonly clerkCertifiedFee?: GovernmentFee;
  /** What the office issues for a non-Hague destination, in its own words. */
  readonly nonHagueCertificate: string;
  readonly processingTime: ProcessingTime | null;
}

const S = AUTHORITY_SOURCES;

function known(cents: number, sources: SourceRef[], note?: string): GovernmentFee {
  return { status: 'known', cents, asOf: CHECKED, sources, verified: true, ...(note ? { note } : {}) };
}
function unverifiedFee(cents: number, sources: SourceRef[], note: string): GovernmentFee {
  return { status: 'unverified', cents, asOf: CHECKED, sources, verified: false, note };
}
function unknownFee(sources: SourceRef[], note: string): GovernmentFee {
  return { status: 'unknown', cents: null, asOf: CHECKED, sources, verified: false, note };
}
function time(minBusinessDays: number, maxBusinessDays: number | null, source: SourceRef, verified: boolean, note?: string): ProcessingTime {
  return { minBusinessDays, maxBusinessDays, asOf: CHECKED, source, verified, ...(note ? { note } : {}) };
}

export const US_DEPARTMENT_OF_STATE: IssuingAuthority = {
  id: 'us-dos',
  kind: 'us-department-of-state',
  name: 'U.S. Department of State, Office of Authentications',
  fee: known(2000, [S.dosFee], '$20 per document for all services, kept on rejections; cannot be refunded (since 2021-07-15).'),
  nonHagueCertificate: 'Authentication certificate',
  // The newest stored version of the page says mail requests are processed "within three weeks"
  // (walk-in or appointment: 7 business days). The page gives no lower bound and its date is not
  // known, so the figure is kept unverified.
  processingTime: time(1, 15, S.dosFee, false, 'Mail "within three weeks"; walk-in 7 business days. Current figure not verified.'),
  asOf: CHECKED,
  sources: [S.dosFee, S.dosApostille, S.dosRequirements],
  verified: true,
};

export const FEDERAL_COURT_CLERK: IssuingAuthority = {
  id: 'federal-court-clerk',
  kind: 'federal-court-clerk',
  name: 'Clerk of the U.S. District Court that made the record',
  fee: unknownFee([S.federalCourt], 'The clerk is a competent authority for its own records; its fee is not in our sources.'),
  nonHagueCertificate: 'Clerk certification of the record',
  processingTime: null,
  asOf: CHECKED,
  sources: [S.federalCourt],
  verified: true,
  note: 'The U.S. Department of State is the alternative competent authority for these records.',
};

export const EMBASSY_LEGALIZATION: IssuingAuthority = {
  id: 'embassy',
  kind: 'embassy',
  name: 'Embassy or consulate of the destination country',
  fee: unknownFee([S.legalizationChain], 'Embassy fees depend on the country and often on the document content; quoted after review.'),
  nonHagueCertificate: 'Legalization',
  processingTime: null,
  asOf: CHECKED,
  sources: [S.legalizationChain],
  verified: true,
};

export const COUNTY_CLERK_NEW_YORK: IssuingAuthority = {
  id: 'ny-county-clerk',
  kind: 'county-clerk',
  name: 'New York County Clerk (county where the notary is commissioned)',
  state: 'NY',
  fee: unknownFee([S.newYork], 'The County Clerk charges its own fee, not in our sources.'),
  nonHagueCertificate: 'County Clerk certification',
  processingTime: null,
  asOf: CHECKED,
  sources: [S.newYork],
  verified: true,
};

/** State offices whose fee and time our sources give; every other state is `unknown`. */
const STATE_FACTS: Readonly<
  Record<string, Pick<IssuingAuthority, 'fee' | 'processingTime'> & Partial<Pick<IssuingAuthority, 'clerkCertifiedFee' | 'name' | 'nonHagueCertificate'>>>
> = {
  FL: {
    name: 'Florida Department of State, Division of Corporations (Tallahassee)',
    fee: known(1000, [S.floridaFees, S.floridaOld], '$10.00 per document; checks or money orders only.'),
    clerkCertifiedFee: known(
      2000,
      [S.floridaFees, S.floridaOld],
      '$20.00 per document certified by a Florida Clerk of the Court ($10 apostille + $10 certificate of incumbency).',
    ),
    nonHagueCertificate: 'Notarial certificate (Certificate of Notarial Authority)',
    // "Allow at least five (5) working/business days" (older page); no expedited service. The current
    // mail turnaround is not published, so there is no upper bound.
    processingTime: time(5, null, S.floridaOld, false, 'At least five business days (older page); current mail turnaround not published.'),
  },
  CA: {
    fee: known(2000, [S.california], '$20 per apostille; $6 special handling per signature applies to counter requests only.'),
    processingTime: null,
  },
  TX: {
    fee: known(1500, [S.texas, S.texasTime], '$15 per apostille ($10 for adoption documents, at most $100 per child).'),
    processingTime: time(10, null, S.texasTime, false, 'Over the counter, or at least 10 business days by mail.'),
  },
  NY: {
    fee: known(1000, [S.newYork], "$10 per document, plus the County Clerk's fee where the County Clerk certifies first."),
    processingTime: time(2, 4, S.newYorkTime, false, '2–4 business days by mail (older page).'),
  },
  DC: {
    name: 'DC Office of Notary Commissions and Authentications',
    fee: known(1500, [S.dc], '$15 per document.'),
    processingTime: null,
  },
  WA: { fee: unverifiedFee(1500, [S.washington], '$15 per a low-confidence blog; confirmed after review.'), processingTime: null },
  OH: { fee: unverifiedFee(500, [S.oldBlog], '$5 per an old blog; confirmed after review.'), processingTime: null },
  PA: { fee: unverifiedFee(1500, [S.oldBlog], '$15 per an old blog; confirmed after review.'), processingTime: null },
  WV: { fee: unverifiedFee(1000, [S.oldBlog], '$10 for the first document, $5 for the next, per an old blog; confirmed after review.'), processingTime: null },
};

export const STATE_AUTHORITIES: readonly IssuingAuthority[] = US_STATES.map(({ code, name }) => {
  const facts = STATE_FACTS[code];
  const fee = facts?.fee ?? unknownFee([S.stateList], `The ${name} fee is not in our sources; confirmed after review.`);
  return {
    id: `state-${code}`,
    kind: 'state',
    state: code,
    name: facts?.name ?? `${name} Secretary of State (or equivalent office)`,
    fee,
    ...(facts?.clerkCertifiedFee ? { clerkCertifiedFee: facts.clerkCertifiedFee } : {}),
    nonHagueCertificate: facts?.nonHagueCertificate ?? 'State certificate of authentication',
    processingTime: facts?.processingTime ?? null,
    asOf: CHECKED,
    sources: fee.sources,
    verified: fee.status === 'known',
    ...(fee.status === 'known' ? {} : { note: fee.note }),
  } satisfies IssuingAuthority;
});

/** The state office for a two-letter code (DC included), or undefined. */
export function stateAuthority(code: string): IssuingAuthority | undefined {
  return STATE_AUTHORITIES.find((a) => a.state === code);
}

/** Every authority entry, for data checks (age, sources). */
export const ISSUING_AUTHORITIES: readonly IssuingAuthority[] = [
  ...STATE_AUTHORITIES,
  US_DEPARTMENT_OF_STATE,
  FEDERAL_COURT_CLERK,
  COUNTY_CLERK_NEW_YORK,
  EMBASSY_LEGALIZATION,
];
