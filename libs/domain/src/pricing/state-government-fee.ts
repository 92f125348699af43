// Apart from government-fees.ts, which needs the route tables: the customer site shows this fee on
// its first page, before any route is known, and should not download those tables for it.

/** State government fee per document ($10): the spec's rule, Florida's apostille fee. */
export const STATE_GOVERNMENT_FEE_CENTS = 1000;
