import { defaultIssuerFor, documentRouteViews, isDomainValidationError, resolveIssuer, type DocumentRouteView, type IssuerRef } from '@apostille/domain';
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

/**
 * The route of document `index` (0-based) to `destinationCountry` on `date`, as libs/domain gives it;
 * null while the type or destination is missing or the issuer does not fit (its field says why).
 */
export function routeViewFor(d: DocumentEntry, index: number, destinationCountry: string, date: Date): DocumentRouteView | null {
  if (!d.documentType || !destinationCountry || issuerProblem(d)) return null;
  try {
    const [view] = documentRouteViews({ documents: [{ documentType: d.documentType, issuer: effectiveIssuer(d) }], destinationCountry, date });
    return view ? { ...view, documentNumber: index + 1 } : null;
  } catch (error) {
    if (isDomainValidationError(error)) return null;
    throw error;
  }
}
