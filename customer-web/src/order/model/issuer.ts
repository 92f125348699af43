import { defaultIssuerFor, isDomainValidationError, resolveIssuer, type IssuerRef } from '@apostille/domain';
import type { DocumentEntry } from './formValues';

/** Not worded by the spec: "another country" chosen and no country typed yet. */
export const ISSUING_COUNTRY_REQUIRED = 'Please enter the country that issued the document';

/** The issuer the order uses for `d`: the customer's choice, else the default of its type (null without a type). */
export function effectiveIssuer(d: Pick<DocumentEntry, 'documentType' | 'issuer'>): IssuerRef | null {
  if (!d.documentType) return null;
  return d.issuer ?? defaultIssuerFor(d.documentType);
}

/** The entry with another type: the issuer follows the type's default unless the customer chose one. */
export function withDocumentType(d: DocumentEntry, documentType: string): DocumentEntry {
  const issuer = d.issuerChosen ? d.issuer : documentType ? defaultIssuerFor(documentType) : null;
  return { ...d, documentType, issuer };
}

/** Why "issued in / by" does not fit the document (the message shown at the field), or null. */
export function issuerProblem(d: Pick<DocumentEntry, 'documentType' | 'issuer'>): string | null {
  const issuer = effectiveIssuer(d);
  if (!issuer) return null;
  if (issuer.kind === 'foreign-country' && !issuer.country.trim()) return ISSUING_COUNTRY_REQUIRED;
  try {
    resolveIssuer(d.documentType, issuer);
    return null;
  } catch (error) {
    if (isDomainValidationError(error)) return error.message;
    throw error;
  }
}
