import type { SourceRef } from './dated-facts';
import type { DocumentCategory, ResolvedIssuer } from './document-issuers';

/**
 * Known reasons offices and destinations refuse documents, for one route. Each names its source so
 * the wording can be checked when the rule changes.
 */
export interface RejectionRisk {
  readonly code: string;
  readonly message: string;
  readonly source: SourceRef;
}

const R = {
  dosRequirements: {
    title: 'U.S. Department of State: authentication certificate requirements',
    url: 'https://travel.state.gov/content/travel/en/replace-certify-docs/authenticate-your-document/authentication-certificate-requirements.html',
  },
  dosApostille: {
    title: 'U.S. Department of State: apostille requirements',
    url: 'https://travel.state.gov./content/travel/en/replace-certify-docs/authenticate-your-document/apostille-requirements.html',
  },
  fbiPrintedConflict: {
    title: 'American Apostille Association: FBI background checks (printed electronic results often rejected)',
    url: 'https://americanapostilleassociation.org/fbi-background-checks-and-federal-documents-apostille-and-authentication-pathways',
  },
  spainFbi: { title: 'Certifix: FBI background check for Spain', url: 'https://www.certifixlivescan.com/fbi-background-check-for-spain.html' },
  florida: { title: 'Florida Department of State: notary procedures', url: 'http://notaries.dos.state.fl.us/notproc7.html' },
  floridaFees: {
    title: 'Florida Department of State: apostille and notarial certification',
    url: 'https://fldoswebuat-sandbox.azurewebsites.net/sunbiz/other-services/apostille-notarial-certification',
  },
  floridaNotary: { title: 'Florida apostilles: common mistakes', url: 'https://floridadocument.com/florida-apostilles-common-mistakes/' },
  california: { title: 'California apostille request form', url: 'https://apostilleglobalservices.com/forms/california-apostille-request' },
  newYorkVital: {
    title: 'German missions in the U.S.: documents and apostille',
    url: 'https://www.germany.info/us-en/service/08-Documents,CertificationsandApostille/-/2436180',
  },
  newYorkNotary: { title: 'NYC 311: apostille', url: 'https://portal.311.nyc.gov/article/?kanumber=KA-01020' },
  texas: { title: 'Apostille Texas', url: 'https://apostille.info/apostille-texas' },
  texasNotary: { title: 'Apostille Texas: notary signature', url: 'https://apostilletexas.org/?p=45464' },
  federalCourt: { title: 'U.S. District Court, W.D. Michigan: apostilles', url: 'https://www.miwd.uscourts.gov/apostilles-0' },
  legalization: {
    title: '10 most common mistakes in document legalization',
    url: 'https://washingtonexpressvisas.com/2022/09/10-most-common-mistakes-in-document-legalization',
  },
} as const satisfies Record<string, SourceRef>;

export interface RiskContext {
  readonly category: DocumentCategory;
  readonly issuer: ResolvedIssuer;
  readonly destinationIso2: string | null;
  /** True for an apostille, false for the legalization chain, null when the route is not settled. */
  readonly apostille: boolean | null;
}

export function rejectionRisks(ctx: RiskContext): RejectionRisk[] {
  const risks: RejectionRisk[] = [{ code: 'photocopy', message: 'Photocopies are refused: send the original or a certified copy.', source: R.florida }];
  const add = (code: string, message: string, source: SourceRef) => risks.push({ code, message, source });
  const state = ctx.issuer.kind === 'us-state' ? ctx.issuer.state : null;

  if (ctx.category === 'fbi-check') {
    add('fbi-notarized', 'Do not notarize an FBI check: a notarized federal document is no longer valid.', R.dosRequirements);
    add('fbi-to-state', 'Only the U.S. Department of State authenticates an FBI check; a state Secretary of State refuses it.', R.dosApostille);
    add('fbi-printed', 'A printed electronic FBI result may be refused (sources conflict); we check yours before sending it.', R.fbiPrintedConflict);
    if (ctx.destinationIso2 === 'ES') add('fbi-age-spain', 'Spain usually wants an FBI check issued within the last 90 days to 6 months.', R.spainFbi);
  } else if (ctx.issuer.kind === 'federal-agency') {
    add(
      'federal-signature',
      "A federal document must bear the official's signature, printed name, title and agency seal; do not notarize it.",
      R.dosRequirements,
    );
  }

  if (ctx.category === 'vital-record') {
    if (state === 'FL') {
      add(
        'fl-state-registrar',
        'Florida vital records must be certified by the State Registrar (Bureau of Vital Statistics); copies from a county health department are refused.',
        R.florida,
      );
    }
    if (state === 'CA') add('ca-county-clerk', 'California vital records from a local registrar need County Clerk authentication first.', R.california);
    if (state === 'NY')
      add('ny-exemplification', 'New York City birth and death records need a Letter of Exemplification, then the New York County Clerk.', R.newYorkVital);
    if (state === 'TX') add('tx-local-age', 'Texas certificates from a local registrar must be at most 3 years old.', R.texas);
  }

  if (ctx.category === 'court-record') {
    if (ctx.issuer.kind === 'federal-court')
      add('federal-court-clerk', 'The record must be certified by the clerk of the federal court that made it.', R.federalCourt);
    else add('court-clerk', 'Court records must be certified copies signed by the clerk of the court.', R.floridaFees);
  }

  if (ctx.category === 'notarized') {
    add(
      'notary-certificate',
      "The notarial certificate must be complete (wording, signature, stamp or seal) and match the notary's commission.",
      R.floridaNotary,
    );
    if (state === 'NY') add('ny-county-clerk', 'New York notarized documents need County Clerk certification before the Secretary of State.', R.newYorkNotary);
    if (state === 'TX') add('tx-notary-name', 'A Texas notary must sign exactly as the name on the stamp.', R.texasNotary);
  }

  if (ctx.apostille === false) {
    add('chain-order', 'The certificates must be dated in order (clerk, then state, then Department of State, then embassy).', R.dosRequirements);
    add('translation', 'A document not in English needs a notarized English translation.', R.dosApostille);
    add('embassy-jurisdiction', 'The embassy or consulate must be the one whose district covers the issuing state.', R.legalization);
  }
  return risks;
}
