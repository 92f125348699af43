import { DomainValidationError } from '../errors';
import { findDestinationCountry, isUsStateCode, US_STATES } from '../catalog/countries';
import { isDocumentType } from '../catalog/document-types';

/**
 * "Issued in / by" of one document on an order. The issuer decides the office: a state document is
 * apostilled by that state, a federal document only by the U.S. Department of State, a federal court
 * record by that court's clerk, and a foreign document not by any U.S. office at all.
 */
export type IssuerRef =
  | { readonly kind: 'us-state'; /** Two-letter code, DC included. */ readonly state: string }
  | { readonly kind: 'federal-agency'; readonly agency?: string }
  | { readonly kind: 'federal-court'; readonly court?: string }
  | { readonly kind: 'foreign-country'; /** Name or ISO code of the issuing country. */ readonly country: string };

export type IssuerKind = IssuerRef['kind'];

/** How a document type is authenticated, which decides the issuers it may have and its rejection risks. */
export type DocumentCategory = 'fbi-check' | 'vital-record' | 'court-record' | 'notarized' | 'corporate' | 'state-record' | 'federal-or-state' | 'other';

const CATEGORY_BY_TYPE: Readonly<Record<string, DocumentCategory>> = {
  'FBI Background Check': 'fbi-check',
  'Birth Certificate': 'vital-record',
  'Marriage Certificate': 'vital-record',
  'Death Certificate': 'vital-record',
  'Divorce Certificate': 'vital-record',
  'Divorce Decree': 'court-record',
  'Adoption Decree': 'court-record',
  'Name Change Order': 'court-record',
  'Court Order': 'court-record',
  'Court Judgment': 'court-record',
  'Child Custody Order': 'court-record',
  'Articles of Incorporation': 'corporate',
  'Articles of Organization': 'corporate',
  'Certificate of Good Standing': 'corporate',
  'Certificate of Incumbency': 'corporate',
  'Professional License': 'state-record',
  'Teaching Certificate': 'state-record',
  'State Background Check': 'state-record',
  'Police Clearance Certificate': 'state-record',
  // An FDA Certificate to Foreign Government is federal; a state agriculture department's is not.
  'Certificate of Free Sale': 'federal-or-state',
  'Other Document Type': 'other',
};

/** Category of a catalog document type; private papers signed before a notary are 'notarized'. */
export function documentCategory(documentType: string): DocumentCategory {
  return CATEGORY_BY_TYPE[documentType] ?? 'notarized';
}

const ALLOWED_ISSUERS: Readonly<Record<DocumentCategory, readonly IssuerKind[]>> = {
  'fbi-check': ['federal-agency'],
  'vital-record': ['us-state', 'foreign-country'],
  'court-record': ['us-state', 'federal-court', 'foreign-country'],
  // Military notaries (10 USC 1044a) and consular officers are authenticated by the Department of State.
  notarized: ['us-state', 'federal-agency', 'foreign-country'],
  corporate: ['us-state', 'foreign-country'],
  'state-record': ['us-state', 'foreign-country'],
  'federal-or-state': ['us-state', 'federal-agency', 'foreign-country'],
  other: ['us-state', 'federal-agency', 'federal-court', 'foreign-country'],
};

/** State the processing centre works from; documents default to it unless they are federal. */
export const DEFAULT_ISSUING_STATE = 'FL';

/** Sensible default "issued in / by" for a document type: FBI check → federal, anything else → Florida. */
export function defaultIssuerFor(documentType: string, homeState: string = DEFAULT_ISSUING_STATE): IssuerRef {
  return documentCategory(documentType) === 'fbi-check' ? { kind: 'federal-agency', agency: 'FBI' } : { kind: 'us-state', state: homeState };
}

/** The issuer kinds a document type may have (what the order form offers for it). */
export function allowedIssuerKinds(documentType: string): readonly IssuerKind[] {
  return ALLOWED_ISSUERS[documentCategory(documentType)];
}

/** A checked issuer: the state code normalised, the foreign country resolved. */
export type ResolvedIssuer =
  | { readonly kind: 'us-state'; readonly state: string; readonly label: string }
  | { readonly kind: 'federal-agency'; readonly agency?: string; readonly label: string }
  | { readonly kind: 'federal-court'; readonly court?: string; readonly label: string }
  | { readonly kind: 'foreign-country'; readonly iso2: string | null; readonly label: string };

const ISSUER_KIND_LABEL: Readonly<Record<IssuerKind, string>> = {
  'us-state': 'a U.S. state',
  'federal-agency': 'a U.S. federal agency',
  'federal-court': 'a U.S. federal court',
  'foreign-country': 'another country',
};

/**
 * Checks "issued in / by" against the document type and fills the default when it is missing.
 * Throws DomainValidationError (field 'issuer' or 'documentType') with a message for the customer.
 */
export function resolveIssuer(documentType: string, issuer?: IssuerRef | null): ResolvedIssuer {
  if (!isDocumentType(documentType)) {
    throw new DomainValidationError(`Unknown document type: ${String(documentType)}`, 'documentType');
  }
  const ref = issuer ?? defaultIssuerFor(documentType);
  const allowed = allowedIssuerKinds(documentType);
  if (!allowed.includes(ref.kind)) {
    if (documentCategory(documentType) === 'fbi-check') {
      throw new DomainValidationError(
        'An FBI background check is a federal document: only the U.S. Department of State authenticates it, not a state. Choose "U.S. federal agency".',
        'issuer',
      );
    }
    throw new DomainValidationError(
      `A ${documentType} cannot be issued by ${ISSUER_KIND_LABEL[ref.kind] ?? String(ref.kind)}; choose ${allowed.map((k) => ISSUER_KIND_LABEL[k]).join(' or ')}.`,
      'issuer',
    );
  }
  switch (ref.kind) {
    case 'us-state': {
      const code = typeof ref.state === 'string' ? ref.state.trim().toUpperCase() : '';
      if (!isUsStateCode(code)) throw new DomainValidationError(`Unknown issuing state: ${String(ref.state)}`, 'issuer');
      return { kind: 'us-state', state: code, label: US_STATES.find((s) => s.code === code)?.name ?? code };
    }
    case 'federal-agency':
      return {
        kind: 'federal-agency',
        ...(ref.agency ? { agency: ref.agency } : {}),
        label: ref.agency ? `U.S. federal agency (${ref.agency})` : 'U.S. federal agency',
      };
    case 'federal-court':
      return { kind: 'federal-court', ...(ref.court ? { court: ref.court } : {}), label: ref.court ?? 'U.S. federal court' };
    case 'foreign-country': {
      const country = typeof ref.country === 'string' ? findDestinationCountry(ref.country) : undefined;
      if (!country) throw new DomainValidationError(`Unknown issuing country: ${String(ref.country)}`, 'issuer');
      if (country.iso2 === 'US') throw new DomainValidationError('A U.S. document is issued by a state, a federal agency or a federal court', 'issuer');
      return { kind: 'foreign-country', iso2: country.iso2, label: country.name };
    }
    default:
      throw new DomainValidationError('Unknown issuer', 'issuer');
  }
}
