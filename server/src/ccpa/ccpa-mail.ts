import { CCPA_MESSAGES, formatLongDate, type CcpaVerificationMethod } from '@apostille/domain';
import type { NewOutboxMail } from '../notifications/outbox.service.js';
import { ccpaAcknowledgementTemplate } from '../notifications/templates/acknowledgements.js';
import { renderMail } from '../notifications/templates/render-mail.js';

const VERIFICATION_TEXT = {
  email: 'We will confirm the request through the e-mail address you gave.',
  phone: 'We will call the phone number you gave to confirm the request.',
  account: 'We will ask you to confirm the request by signing in to your account.',
} as const;

/** The receipt of an opt-out request. Fixed wording only (no names): the address is unproven, so nothing the sender typed is relayed to it. */
export function ccpaReceivedMail(recipient: string, verificationMethod: CcpaVerificationMethod, respondBy: string): NewOutboxMail {
  return {
    kind: 'ccpa_request_received',
    recipient,
    ...renderMail(ccpaAcknowledgementTemplate, {
      submitted: CCPA_MESSAGES.submitted,
      verification: VERIFICATION_TEXT[verificationMethod],
      respondBy: formatLongDate(respondBy),
    }),
  };
}
