import type { NewOutboxMail } from '../notifications/outbox.service.js';
import { wholesaleAcknowledgementTemplate } from '../notifications/templates/acknowledgements.js';
import { renderMail } from '../notifications/templates/render-mail.js';

/** The wholesale application's acknowledgement. Fixed wording only (no names, no company): the address is unproven, so nothing the sender typed is relayed to it. */
export function wholesaleApplicationMail(recipient: string): NewOutboxMail {
  return { kind: 'wholesale_application_received', recipient, ...renderMail(wholesaleAcknowledgementTemplate, {}) };
}
