import { documentRouteViews, isDomainValidationError, type DocumentRouteView } from '@apostille/domain';
import type { DocumentEntry } from './formValues';
import { effectiveIssuer, issuerProblem } from './issuer';

// Apart from issuer.ts: the step rules (in the first download) check the issuer, and only the
// documents step (its own download) shows routes, whose country and office tables are large.

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
