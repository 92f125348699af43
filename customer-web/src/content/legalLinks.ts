/**
 * Where the legal pages live and what the footer calls them, kept apart from their long text
 * (content/legal.ts) so the footer and the route table do not put that text in the first download.
 */
export const LEGAL_LINKS = {
  privacy: { path: '/privacy-policy', linkText: 'Privacy Policy' },
  terms: { path: '/terms-of-service', linkText: 'Terms of Service' },
  dataProcessing: { path: '/data-processing-agreement', linkText: 'Data Processing Agreement' },
  cookies: { path: '/cookie-policy', linkText: 'Cookie Policy' },
  ccpa: { path: '/ccpa-compliance', linkText: 'CCPA Notice' },
} as const;

/** In footer order. */
export const LEGAL_LINK_LIST: readonly { path: string; linkText: string }[] = Object.values(LEGAL_LINKS);
