/**
 * What every customer e-mail carries, whatever it is about: the brand in its header, and in its
 * footer the team's signature, where the processing centre is and the support address.
 */
export interface MailBrand {
  name: string;
  signature: string;
  centre: string;
  /** The bare address (SUPPORT_EMAIL may carry a display name: "Desk <desk@example.com>"). */
  supportEmail: string;
}

const BRAND_NAME = 'Apostille Services';

/** SUPPORT_EMAIL's own default (config.ts); the server sets the configured one at start. */
const DEFAULT_SUPPORT_EMAIL = 'support@apostille.example';

let configuredSupportEmail = DEFAULT_SUPPORT_EMAIL;

/** The address of SUPPORT_EMAIL, without its display name if it has one. */
export function bareAddress(supportEmail: string): string {
  return supportEmail.match(/<([^>]+)>\s*$/)?.[1] ?? supportEmail;
}

/**
 * Sets the support address every e-mail's footer shows, once at start from the configuration
 * (NotificationsModule.forRoot): e-mails built where no configuration is at hand (a status change
 * from an event subscriber) carry it as well.
 */
export function configureMailBrand(settings: { supportEmail: string }): void {
  configuredSupportEmail = settings.supportEmail;
}

/** The brand of one e-mail; a builder given the support address passes it, the others get the configured one. */
export function mailBrand(supportEmail: string = configuredSupportEmail): MailBrand {
  return {
    name: BRAND_NAME,
    signature: `The ${BRAND_NAME} team`,
    centre: 'processing centre in Tallahassee, Florida',
    supportEmail: bareAddress(supportEmail),
  };
}
