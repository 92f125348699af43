/**
 * Status of the Hague Convention of 5 October 1961 Abolishing the Requirement of
 * Legalisation for Foreign Public Documents (the "Apostille Convention") for every
 * destination country in the catalog.
 *
 * `inForceFrom` is the date the Convention entered (or enters) into force for that
 * country; null when the country is not a Contracting Party. Entries for Hong Kong
 * and Macao reflect the continued application of the Convention to those SARs.
 * Documents originate in the United States; objections lodged by other Parties to
 * particular accessions do not concern this service and are not modelled.
 *
 * Keep this table in sync with the source and bump AS_OF when it is reviewed.
 */
export const AS_OF = '2026-11-01';

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

const party = (iso2: string, inForceFrom: string): HagueStatusEntry => ({ iso2, party: true, inForceFrom });
const nonParty = (iso2: string): HagueStatusEntry => ({ iso2, party: false, inForceFrom: null });

export const HAGUE_APOSTILLE_STATUS: readonly HagueStatusEntry[] = [
  party('AL', '2004-05-09'), // Albania
  // Acceded 2025-11-05, in force 2026-07-09, no objections as of the log entry (depositary: verdragen.nl, treaty 009051).
  party('DZ', '2026-07-09'), // Algeria
  party('AD', '1996-12-31'), // Andorra
  party('AG', '1981-11-01'), // Antigua and Barbuda
  party('AR', '1988-02-18'), // Argentina
  party('AM', '1994-08-14'), // Armenia
  party('AU', '1995-03-16'), // Australia
  party('AT', '1968-01-13'), // Austria
  party('AZ', '2005-03-02'), // Azerbaijan
  party('BS', '1973-07-10'), // Bahamas
  party('BH', '2013-12-31'), // Bahrain
  party('BD', '2025-03-30'), // Bangladesh
  party('BB', '1966-11-30'), // Barbados
  party('BY', '1992-05-31'), // Belarus
  party('BE', '1976-01-09'), // Belgium
  party('BZ', '1993-04-11'), // Belize
  party('BO', '2018-05-07'), // Bolivia
  party('BA', '1992-03-06'), // Bosnia and Herzegovina
  party('BR', '2016-08-14'), // Brazil
  party('BN', '1987-12-03'), // Brunei Darussalam
  party('BG', '2001-04-29'), // Bulgaria
  nonParty('KH'), // Cambodia
  party('CA', '2024-01-11'), // Canada
  party('CV', '2010-02-13'), // Cabo Verde
  party('CL', '2016-08-30'), // Chile
  party('CN', '2023-11-07'), // China (mainland)
  party('CO', '2001-01-30'), // Colombia
  party('CR', '2011-12-14'), // Costa Rica
  party('HR', '1991-10-08'), // Croatia
  party('CY', '1973-04-30'), // Cyprus
  party('CZ', '1999-03-16'), // Czechia
  party('DK', '2006-12-29'), // Denmark
  party('DO', '2009-08-30'), // Dominican Republic
  party('EC', '2005-04-02'), // Ecuador
  nonParty('EG'), // Egypt
  party('SV', '1996-05-31'), // El Salvador
  party('EE', '2001-09-30'), // Estonia
  party('FI', '1985-08-26'), // Finland
  party('FR', '1965-01-24'), // France
  party('GE', '2007-05-14'), // Georgia
  party('DE', '1966-02-13'), // Germany
  nonParty('GH'), // Ghana
  party('GR', '1985-05-18'), // Greece
  party('GT', '2017-09-18'), // Guatemala
  party('GY', '2019-04-18'), // Guyana
  party('HN', '2004-09-30'), // Honduras
  party('HK', '1965-04-25'), // Hong Kong SAR (China)
  party('HU', '1973-01-18'), // Hungary
  party('IS', '2004-11-27'), // Iceland
  party('IN', '2005-07-14'), // India
  party('ID', '2022-06-04'), // Indonesia
  party('IE', '1999-03-09'), // Ireland
  party('IL', '1978-08-14'), // Israel
  party('IT', '1978-02-11'), // Italy
  party('JM', '2021-07-03'), // Jamaica
  party('JP', '1970-07-27'), // Japan
  nonParty('JO'), // Jordan
  party('KZ', '2001-01-30'), // Kazakhstan
  nonParty('KE'), // Kenya
  nonParty('KW'), // Kuwait
  party('KG', '2011-07-31'), // Kyrgyzstan
  party('LV', '1996-01-30'), // Latvia
  nonParty('LB'), // Lebanon
  party('LI', '1972-09-17'), // Liechtenstein
  party('LT', '1997-07-19'), // Lithuania
  party('LU', '1979-06-03'), // Luxembourg
  party('MO', '1969-02-04'), // Macao SAR (China)
  nonParty('MY'), // Malaysia
  party('MT', '1968-03-03'), // Malta
  party('MU', '1968-03-12'), // Mauritius
  party('MX', '1995-08-14'), // Mexico
  party('MD', '2007-03-16'), // Republic of Moldova
  party('MC', '2002-12-31'), // Monaco
  party('MN', '2009-12-31'), // Mongolia
  party('ME', '2006-06-03'), // Montenegro
  party('MA', '2016-08-14'), // Morocco
  party('NA', '2000-01-30'), // Namibia
  nonParty('NP'), // Nepal
  party('NL', '1965-10-08'), // Netherlands
  party('NZ', '2001-11-22'), // New Zealand
  party('NI', '2013-05-14'), // Nicaragua
  nonParty('NG'), // Nigeria
  party('MK', '1991-11-17'), // North Macedonia
  party('NO', '1983-07-29'), // Norway
  party('OM', '2012-01-30'), // Oman
  party('PK', '2023-03-09'), // Pakistan
  party('PA', '1991-08-04'), // Panama
  party('PY', '2014-08-30'), // Paraguay
  party('PE', '2010-09-30'), // Peru
  party('PH', '2019-05-14'), // Philippines
  party('PL', '2005-08-14'), // Poland
  party('PT', '1969-02-04'), // Portugal
  nonParty('QA'), // Qatar
  party('RO', '2001-03-16'), // Romania
  party('RU', '1992-05-31'), // Russian Federation
  party('KN', '1983-09-19'), // Saint Kitts and Nevis
  party('LC', '2002-07-31'), // Saint Lucia
  party('SM', '1995-02-13'), // San Marino
  party('SA', '2022-12-07'), // Saudi Arabia
  party('RS', '1992-04-27'), // Serbia
  party('SC', '1979-03-31'), // Seychelles
  party('SG', '2021-09-16'), // Singapore
  party('SK', '1993-01-01'), // Slovakia
  party('SI', '1991-06-25'), // Slovenia
  party('ZA', '1995-04-30'), // South Africa
  party('KR', '2007-07-14'), // Republic of Korea
  party('ES', '1978-09-25'), // Spain
  nonParty('LK'), // Sri Lanka
  party('SR', '1975-11-25'), // Suriname
  party('SE', '1999-05-01'), // Sweden
  party('CH', '1973-03-11'), // Switzerland
  nonParty('TW'), // Taiwan
  nonParty('TH'), // Thailand
  party('TT', '2000-07-14'), // Trinidad and Tobago
  party('TN', '2018-03-30'), // Tunisia
  party('TR', '1985-09-29'), // Türkiye
  party('UA', '2003-12-22'), // Ukraine
  nonParty('AE'), // United Arab Emirates
  party('GB', '1965-01-24'), // United Kingdom
  party('US', '1981-10-15'), // United States
  party('UY', '2012-10-14'), // Uruguay
  party('UZ', '2012-04-15'), // Uzbekistan
  party('VE', '1999-03-16'), // Venezuela
  party('VN', '2026-09-11'), // Viet Nam
];

export function getHagueStatus(iso2: string): HagueStatusEntry | undefined {
  return HAGUE_APOSTILLE_STATUS.find((e) => e.iso2 === iso2);
}
