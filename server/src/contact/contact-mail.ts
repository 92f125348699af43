import { BUSINESS_HOURS } from '@apostille/domain';
import type { NewOutboxMail } from '../notifications/outbox.service.js';
import { contactAcknowledgementTemplate } from '../notifications/templates/acknowledgements.js';
import { renderMail } from '../notifications/templates/render-mail.js';

/** The contact form's acknowledgement. Fixed wording only: the address is unproven, so nothing the sender typed is relayed to it. */
export function contactAcknowledgementMail(recipient: string, supportEmail: string): NewOutboxMail {
  return {
    kind: 'contact_acknowledgement',
    recipient,
    ...renderMail(contactAcknowledgementTemplate, { businessHours: BUSINESS_HOURS }, { supportEmail }),
  };
}
