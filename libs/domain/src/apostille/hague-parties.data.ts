import type { Provenance, SourceRef } from './dated-facts';

/**
 * Apostille Convention (HCCH 1961) status of every destination country in the catalog, with the
 * accession (or ratification / succession) deposit, the entry-into-force date and where each fact
 * was read. `verified: false` marks entries our sources do not settle: their dates are carried over
 * from the table the product shipped before (as of 2026-11-01) and must be checked against the HCCH
 * status table before they are relied on for anything but today's routes.
 *
 * The Convention applies between two states only from the later of their in-force dates and only
 * when neither objected to the other's accession (Art. 12); objections live in `HAGUE_OBJECTIONS`.
 */

export const HAGUE_SOURCES = {
  hcchStatusTable: {
    title: 'HCCH status table, Apostille Convention (stored print copy, later than July 2024)',
    url: 'https://hcch.net/pt/instruments/conventions/status-table/print/?cid=41.',
  },
  hcchNews: { title: 'HCCH news archive, Apostille Convention', url: 'https://www.hcch.net/en/news-archive/?&tag=conv12&pag=1' },
  depositaryLog: {
    title: 'Depositary (Netherlands Ministry of Foreign Affairs), treaty 009051, change log to 2026-01-14',
    url: 'https://verdragen.nl/en/Treaty/Details/009051_w?page=1',
  },
  depositaryUs: { title: 'Depositary, treaty 009051, United States', url: 'https://verdragen.nl/en/Treaty/Details/009051_b.html' },
  depositaryObjections: { title: 'Depositary, treaty 009051, late objections', url: 'https://verdragen.nl/en/Treaty/Details/009051_dm.html' },
  depositaryAlbania: { title: 'Depositary, treaty 009051, Albania objections', url: 'https://treatydatabase.overheid.nl/en/Verdrag/Details/009051_db.html' },
  tractatenblad2012: { title: 'Tractatenblad 2012, 56 (depositary party list)', url: 'https://zoek.officielebekendmakingen.nl/trb-2012-56.html' },
  tractatenblad2006: { title: 'Tractatenblad 2006, 139 (depositary party list)', url: 'https://zoek.officielebekendmakingen.nl/trb-2006-139.html' },
  hcchChinaNotifications: {
    title: 'HCCH notifications, China (objection by India)',
    url: 'https://www.hcch.net/en/instruments/conventions/status-table/notifications/?csid=914&disp=resdn',
  },
  hcchIndonesiaNotifications: {
    title: 'HCCH notifications, Indonesia',
    url: 'https://www.hcch.net/en/instruments/conventions/status-table/notifications/?csid=1457&disp=type',
  },
  pnaPhilippines: { title: 'Philippine News Agency: Philippines accedes', url: 'https://www.pna.gov.ph/articles/1048122' },
  finlex: { title: 'Finlex treaty reference 1985/45 (Finland objections)', url: 'https://finlex.fi/en/treaties/treaty-reference-database/1985/45' },
  allenGledhill: {
    title: 'Allen & Gledhill: Convention enters into force for Indonesia',
    url: 'https://www.allenandgledhill.com/vn/publication/articles/21911/apostille-convention-enters-into-force-for-indonesia',
  },
  pakistanEmbassy: { title: 'Embassy of Pakistan, Tashkent', url: 'https://pakembassytashkent.org.pk/?p=792' },
  hcchBangladesh: { title: 'HCCH news: Bangladesh', url: 'https://hcch.net/fr/news-archive/details/?varevent=997' },
  schmidtBangladesh: {
    title: 'Schmidt Export: Convention enters into force for Bangladesh',
    url: 'https://schmidt-export.com/news/apostille-convention-enters-force-bangladesh',
  },
  balVietNam: {
    title: 'BAL: Viet Nam accession to the Apostille Convention',
    url: 'https://www.bal.com/immigration-news/vietnam-accession-to-1961-apostille-convention-to-simplify-immigration-processes',
  },
  uaeEmbassy: { title: 'UAE embassy page: not a participant', url: 'https://www.uaeembassy.net/why-uae-not-member-of-hauge-convention' },
  gamThailand: {
    title: 'GAM Legal Alliance: Thailand not a member',
    url: 'https://gam-legalalliance.com/legal-services/hague-conference-on-apostille-convention',
  },
  ameLegalization: { title: 'AME Services: legalization countries (partly stale)', url: 'https://www.ameservices.com/legalization' },
  previousTable: {
    title: 'HCCH status table (as carried in the product table of 2026-11-01, not re-checked)',
    url: 'https://www.hcch.net/en/instruments/conventions/status-table/?cid=41',
  },
} as const satisfies Record<string, SourceRef>;

type SourceKey = keyof typeof HAGUE_SOURCES;

/** Day the stored sources were read (the research note on routes and authorities). */
const CHECKED = '2026-11-26';
/** Day of the table the unverified entries are carried over from. */
const CARRIED = '2026-11-01';

export interface HaguePartyEntry extends Provenance {
  readonly iso2: string;
  readonly name: string;
  /** True when the country is (or has acceded to become) a Contracting Party. */
  readonly party: boolean;
  /** Deposit of the accession, ratification or succession; null when not a party or not sourced. */
  readonly accessionDeposited: string | null;
  /** Entry into force for that country; null when not a party. */
  readonly inForceFrom: string | null;
}

const src = (keys: readonly SourceKey[]): SourceRef[] => keys.map((k) => HAGUE_SOURCES[k]);

/** A party whose dates were read in `keys`. */
function party(iso2: string, name: string, accessionDeposited: string | null, inForceFrom: string, keys: SourceKey[], note?: string): HaguePartyEntry {
  return { iso2, name, party: true, accessionDeposited, inForceFrom, asOf: CHECKED, sources: src(keys), verified: true, ...(note ? { note } : {}) };
}

/** A party whose in-force date comes from the earlier table only. */
function unverifiedParty(
  iso2: string,
  name: string,
  inForceFrom: string,
  note = 'In-force date not found in the stored HCCH or depositary copies.',
): HaguePartyEntry {
  return { iso2, name, party: true, accessionDeposited: null, inForceFrom, asOf: CARRIED, sources: src(['previousTable']), verified: false, note };
}

function nonParty(iso2: string, name: string, keys: SourceKey[], verified: boolean, note: string): HaguePartyEntry {
  return { iso2, name, party: false, accessionDeposited: null, inForceFrom: null, asOf: verified ? CHECKED : CARRIED, sources: src(keys), verified, note };
}

const HCCH: SourceKey[] = ['hcchStatusTable'];
const TRB12: SourceKey[] = ['tractatenblad2012'];
const TRB06: SourceKey[] = ['tractatenblad2006'];
const NOT_LISTED_HCCH = 'Absent from the stored HCCH status table copy (later than July 2024).';
const NOT_CHECKED_NON_PARTY = 'Not a party per the earlier table; no stored HCCH or depositary page covers it, so its status after that table is not verified.';

export const HAGUE_PARTIES: readonly HaguePartyEntry[] = [
  party('AL', 'Albania', '2003-09-03', '2004-05-09', HCCH),
  party(
    'DZ',
    'Algeria',
    '2025-11-05',
    '2026-07-09',
    ['depositaryLog'],
    'No objections on the depositary log as of 2026-01-14; objections later in the six-month window not verified.',
  ),
  party('AD', 'Andorra', '1996-04-15', '1996-12-31', HCCH),
  party('AG', 'Antigua and Barbuda', '1985-05-01', '1981-11-01', HCCH, 'Succession: in force from independence.'),
  party('AR', 'Argentina', '1987-05-08', '1988-02-18', HCCH),
  party('AM', 'Armenia', '1993-11-19', '1994-08-14', HCCH),
  party('AU', 'Australia', '1994-07-11', '1995-03-16', HCCH),
  party('AT', 'Austria', '1967-11-14', '1968-01-13', HCCH),
  party('AZ', 'Azerbaijan', '2004-05-13', '2005-03-02', HCCH),
  party('BS', 'Bahamas', '1976-04-30', '1973-07-10', HCCH, 'Succession.'),
  party('BH', 'Bahrain', '2013-04-10', '2013-12-31', HCCH),
  party('BD', 'Bangladesh', '2024-07-29', '2025-03-30', [...HCCH, 'hcchBangladesh']),
  party('BB', 'Barbados', '1995-08-11', '1966-11-30', HCCH, 'Succession.'),
  party('BY', 'Belarus', '1992-06-16', '1992-05-31', HCCH, 'Succession.'),
  party('BE', 'Belgium', '1975-12-11', '1976-02-09', HCCH),
  party('BZ', 'Belize', '1992-07-17', '1993-04-11', HCCH),
  party('BO', 'Bolivia', '2017-09-06', '2018-05-07', HCCH),
  party('BA', 'Bosnia and Herzegovina', '1993-08-23', '1992-03-06', HCCH, 'Succession.'),
  party('BR', 'Brazil', '2015-12-02', '2016-08-14', HCCH),
  party('BN', 'Brunei', '1987-02-23', '1987-12-03', HCCH),
  party('BG', 'Bulgaria', '2000-08-01', '2001-04-29', HCCH),
  nonParty('KH', 'Cambodia', HCCH, true, NOT_LISTED_HCCH),
  party('CA', 'Canada', '2023-05-12', '2024-01-11', [...HCCH, 'hcchNews'], 'No party objected (HCCH news).'),
  party('CV', 'Cape Verde', '2009-05-07', '2010-02-13', HCCH),
  party('CL', 'Chile', '2015-12-16', '2016-08-30', HCCH),
  party(
    'CN',
    'China',
    '2023-03-08',
    '2023-11-07',
    [...HCCH, 'hcchChinaNotifications'],
    'India objected (see objections). Not applied with states China does not recognise.',
  ),
  party('CO', 'Colombia', '2000-04-27', '2001-01-30', HCCH),
  party('CR', 'Costa Rica', '2011-04-06', '2011-12-14', HCCH),
  party('HR', 'Croatia', '1993-04-23', '1991-10-08', HCCH, 'Succession.'),
  party('CY', 'Cyprus', '1972-07-26', '1973-04-30', HCCH),
  unverifiedParty('CZ', 'Czech Republic', '1999-03-16'),
  party('DK', 'Denmark', '2006-10-30', '2006-12-29', HCCH),
  party('DO', 'Dominican Republic', '2008-12-12', '2009-08-30', TRB12),
  party('EC', 'Ecuador', '2004-07-02', '2005-04-02', HCCH),
  nonParty('EG', 'Egypt', [...HCCH, 'ameLegalization'], true, NOT_LISTED_HCCH),
  party('SV', 'El Salvador', '1995-09-14', '1996-05-31', HCCH),
  party('EE', 'Estonia', '2000-12-11', '2001-09-30', HCCH),
  party('FI', 'Finland', '1985-06-27', '1985-08-26', TRB12),
  party('FR', 'France', '1964-11-25', '1965-01-24', TRB12),
  party('GE', 'Georgia', '2006-08-21', '2007-05-14', TRB12),
  party('DE', 'Germany', '1965-12-15', '1966-02-13', HCCH),
  nonParty('GH', 'Ghana', ['previousTable'], false, NOT_CHECKED_NON_PARTY),
  party('GR', 'Greece', '1985-03-19', '1985-05-18', TRB12),
  unverifiedParty('GT', 'Guatemala', '2017-09-18'),
  unverifiedParty('GY', 'Guyana', '2019-04-18'),
  party('HN', 'Honduras', '2004-01-20', '2004-09-30', TRB12),
  unverifiedParty('HK', 'Hong Kong', '1965-04-25', 'Applies through China (HCCH news: continues for Hong Kong); the date is not re-checked.'),
  party('HU', 'Hungary', '1972-04-18', '1973-01-18', TRB12),
  party('IS', 'Iceland', '2004-09-28', '2004-11-27', TRB06),
  party('IN', 'India', '2004-10-26', '2005-07-14', TRB06),
  party(
    'ID',
    'Indonesia',
    '2021-10-05',
    '2022-06-04',
    ['allenGledhill', 'hcchIndonesiaNotifications'],
    'Reservation excludes prosecutor-office documents; Germany and France objected to the reservation only.',
  ),
  party('IE', 'Ireland', '1999-01-08', '1999-03-09', TRB06),
  party('IL', 'Israel', '1977-11-11', '1978-08-14', TRB06),
  party('IT', 'Italy', '1977-12-13', '1978-02-11', TRB06),
  unverifiedParty('JM', 'Jamaica', '2021-07-03'),
  party('JP', 'Japan', '1970-05-28', '1970-07-27', TRB06),
  nonParty('JO', 'Jordan', ['previousTable'], false, NOT_CHECKED_NON_PARTY),
  party('KZ', 'Kazakhstan', '2000-04-05', '2001-01-30', HCCH),
  nonParty('KE', 'Kenya', ['previousTable'], false, NOT_CHECKED_NON_PARTY),
  nonParty('KW', 'Kuwait', ['ameLegalization'], false, 'Non-party only per practitioner lists that are partly stale; no HCCH page covering Kuwait was stored.'),
  unverifiedParty('KG', 'Kyrgyzstan', '2011-07-31'),
  unverifiedParty('LV', 'Latvia', '1996-01-30'),
  nonParty('LB', 'Lebanon', ['previousTable'], false, NOT_CHECKED_NON_PARTY),
  unverifiedParty('LI', 'Liechtenstein', '1972-09-17'),
  unverifiedParty('LT', 'Lithuania', '1997-07-19'),
  unverifiedParty('LU', 'Luxembourg', '1979-06-03'),
  unverifiedParty('MO', 'Macao', '1969-02-04', 'Applies through China (HCCH news: continues for Macao); the date is not re-checked.'),
  nonParty('MY', 'Malaysia', ['previousTable'], false, NOT_CHECKED_NON_PARTY),
  unverifiedParty('MT', 'Malta', '1968-03-03'),
  unverifiedParty('MU', 'Mauritius', '1968-03-12'),
  unverifiedParty('MX', 'Mexico', '1995-08-14'),
  unverifiedParty('MD', 'Moldova', '2007-03-16'),
  unverifiedParty('MC', 'Monaco', '2002-12-31'),
  unverifiedParty('MN', 'Mongolia', '2009-12-31', 'In-force date not re-checked; Finland objected (see objections).'),
  unverifiedParty('ME', 'Montenegro', '2006-06-03'),
  unverifiedParty('MA', 'Morocco', '2016-08-14'),
  unverifiedParty('NA', 'Namibia', '2000-01-30'),
  nonParty('NP', 'Nepal', ['previousTable'], false, NOT_CHECKED_NON_PARTY),
  unverifiedParty('NL', 'Netherlands', '1965-10-08'),
  unverifiedParty('NZ', 'New Zealand', '2001-11-22'),
  unverifiedParty('NI', 'Nicaragua', '2013-05-14'),
  nonParty('NG', 'Nigeria', ['previousTable'], false, NOT_CHECKED_NON_PARTY),
  unverifiedParty('MK', 'North Macedonia', '1991-11-17'),
  unverifiedParty('NO', 'Norway', '1983-07-29'),
  unverifiedParty('OM', 'Oman', '2012-01-30'),
  party('PK', 'Pakistan', null, '2023-03-09', ['pakistanEmbassy', 'finlex'], 'Accession deposited in 2022; the exact day is not verified. Finland objected.'),
  unverifiedParty('PA', 'Panama', '1991-08-04'),
  unverifiedParty('PY', 'Paraguay', '2014-08-30'),
  unverifiedParty('PE', 'Peru', '2010-09-30'),
  party('PH', 'Philippines', '2018-09-12', '2019-05-14', ['pnaPhilippines'], 'Austria, Finland, Germany and Greece objected (see objections).'),
  unverifiedParty('PL', 'Poland', '2005-08-14'),
  unverifiedParty('PT', 'Portugal', '1969-02-04'),
  nonParty('QA', 'Qatar', [...HCCH, 'ameLegalization'], true, NOT_LISTED_HCCH),
  unverifiedParty('RO', 'Romania', '2001-03-16'),
  unverifiedParty('RU', 'Russia', '1992-05-31'),
  unverifiedParty('KN', 'Saint Kitts and Nevis', '1983-09-19'),
  unverifiedParty('LC', 'Saint Lucia', '2002-07-31'),
  unverifiedParty('SM', 'San Marino', '1995-02-13'),
  party('SA', 'Saudi Arabia', '2022-04-08', '2022-12-07', HCCH, 'No objections found.'),
  unverifiedParty('RS', 'Serbia', '1992-04-27'),
  unverifiedParty('SC', 'Seychelles', '1979-03-31'),
  party('SG', 'Singapore', '2021-01-18', '2021-09-16', ['allenGledhill'], 'No objections found.'),
  party('SK', 'Slovakia', '2001-06-06', '2002-02-18', HCCH, 'Accession; the earlier table had 1993-01-01, which the HCCH table does not support.'),
  party('SI', 'Slovenia', '1992-06-08', '1991-06-25', HCCH, 'Succession.'),
  party('ZA', 'South Africa', '1994-08-03', '1995-04-30', HCCH),
  unverifiedParty('KR', 'South Korea', '2007-07-14'),
  party('ES', 'Spain', '1978-07-27', '1978-09-25', HCCH),
  nonParty('LK', 'Sri Lanka', ['previousTable'], false, NOT_CHECKED_NON_PARTY),
  unverifiedParty('SR', 'Suriname', '1975-11-25'),
  unverifiedParty('SE', 'Sweden', '1999-05-01'),
  unverifiedParty('CH', 'Switzerland', '1973-03-11'),
  nonParty('TW', 'Taiwan', ['previousTable'], false, NOT_CHECKED_NON_PARTY),
  nonParty('TH', 'Thailand', ['gamThailand'], false, 'Non-party per one practitioner page (list revised 2024-01-11); not checked against HCCH.'),
  unverifiedParty('TT', 'Trinidad and Tobago', '2000-07-14'),
  unverifiedParty('TN', 'Tunisia', '2018-03-30'),
  unverifiedParty('TR', 'Turkey', '1985-09-29'),
  unverifiedParty(
    'UA',
    'Ukraine',
    '2003-12-22',
    'Listed on the depositary change log 2023-12 to 2026-01-14 (content of the entry not stored); the in-force date is not re-checked.',
  ),
  nonParty(
    'AE',
    'United Arab Emirates',
    ['hcchStatusTable', 'depositaryLog', 'uaeEmbassy'],
    true,
    'Not a party to 2026-01-14 (absent from HCCH table and depositary log); claims it joined in 2024/2025 are contradicted. After 2026-01-14 not verified.',
  ),
  unverifiedParty('GB', 'United Kingdom', '1965-01-24'),
  party('US', 'United States', '1980-12-24', '1981-10-15', [...HCCH, 'depositaryUs'], 'The United States made no objections.'),
  unverifiedParty('UY', 'Uruguay', '2012-10-14'),
  unverifiedParty('UZ', 'Uzbekistan', '2012-04-15'),
  unverifiedParty('VE', 'Venezuela', '1999-03-16'),
  party(
    'VN',
    'Viet Nam',
    '2025-12-31',
    '2026-09-11',
    ['depositaryLog', 'balVietNam'],
    'No objections as of 2026-01-14; objections later in the six-month window not verified. Competent authorities: MFA Consular Department (Hanoi), HCMC Department for External Relations.',
  ),
];

export function getHagueParty(iso2: string): HaguePartyEntry | undefined {
  return HAGUE_PARTIES.find((e) => e.iso2 === iso2);
}

/**
 * An objection under Art. 12 by `objector` to the accession of `acceding`: the Convention does not
 * apply between the two while it stands. Objections can be withdrawn, so the withdrawal is data too.
 */
export interface HagueObjection extends Provenance {
  readonly objector: string;
  readonly acceding: string;
  /** Day lodged; null when the source gives none (treated as in effect from the accession). */
  readonly lodgedOn: string | null;
  /** Day withdrawn (or the latest day by which it was withdrawn); null while it stands. */
  readonly withdrawnOn: string | null;
}

function objection(
  objector: string,
  acceding: string,
  lodgedOn: string | null,
  withdrawnOn: string | null,
  keys: SourceKey[],
  verified: boolean,
  note?: string,
): HagueObjection {
  return { objector, acceding, lodgedOn, withdrawnOn, asOf: CHECKED, sources: src(keys), verified, ...(note ? { note } : {}) };
}

const ALBANIA_WITHDRAWN = 'Objected 2004, withdrawn 2011–2018; the source gives no day per state, so the last day of 2018 is used.';
const BANGLADESH = 'Secondary source only; the complete objector list from HCCH is not verified.';

/**
 * Objection pairs found in our sources. None involves the United States (it made none, and none was
 * found against it), so today they change no route for a U.S. document; they are kept for documents
 * issued abroad and because objections get withdrawn.
 */
export const HAGUE_OBJECTIONS: readonly HagueObjection[] = [
  ...['AT', 'FI', 'DE', 'GR'].map((o) => objection(o, 'PH', null, null, ['pnaPhilippines'], true)),
  objection('IN', 'CN', '2023-09-08', null, ['hcchChinaNotifications'], true),
  objection('FI', 'PK', '2022-12-12', null, ['finlex'], true),
  objection('FI', 'MN', null, null, ['finlex'], true, 'Lodged in 2009; the day is not in the source.'),
  ...['BE', 'FI', 'AT', 'CZ', 'DE'].map((o) => objection(o, 'BD', null, null, ['schmidtBangladesh', 'hcchBangladesh'], false, BANGLADESH)),
  ...['BE', 'DE', 'GR', 'IT', 'ES'].map((o) => objection(o, 'AL', null, '2018-12-31', ['depositaryAlbania'], false, ALBANIA_WITHDRAWN)),
];

/** The objection that stops the Convention between `a` and `b` (either way round) on `day`, if any. */
export function objectionBetween(a: string, b: string, day: string): HagueObjection | undefined {
  return HAGUE_OBJECTIONS.find(
    (o) =>
      ((o.objector === a && o.acceding === b) || (o.objector === b && o.acceding === a)) &&
      (o.lodgedOn === null || o.lodgedOn <= day) &&
      (o.withdrawnOn === null || day < o.withdrawnOn),
  );
}
