import type { NewOutboxMail } from '../notifications/outbox.service.js';
import { passwordResetTemplate, registrationAttemptTemplate, verificationTemplate } from '../notifications/templates/account.js';
import { renderMail } from '../notifications/templates/render-mail.js';

/*
 * These e-mails go to an address nobody has proven to own yet, so they carry fixed wording only:
 * no name or other text the registering person typed (the form must not relay text to strangers).
 */

/** The link that confirms the e-mail address; the token itself exists only in this e-mail. */
export function verificationMail(customer: { email: string }, token: string, publicUrl: string, supportEmail: string): NewOutboxMail {
  return {
    kind: 'customer_email_verification',
    recipient: customer.email,
    ...renderMail(verificationTemplate, { link: `${publicUrl}/verify-email?token=${encodeURIComponent(token)}` }, { supportEmail }),
  };
}

/** Sent instead of changing anything when someone registers an address that already has an account. */
export function registrationAttemptMail(customer: { email: string }, publicUrl: string, supportEmail: string): NewOutboxMail {
  return {
    kind: 'customer_registration_attempt',
    recipient: customer.email,
    ...renderMail(
      registrationAttemptTemplate,
      { signInUrl: `${publicUrl}/customer-login`, forgotPasswordUrl: `${publicUrl}/forgot-password` },
      { supportEmail },
    ),
  };
}

/** The password-reset link; the token exists only in this e-mail and works once, for an hour. */
export function passwordResetMail(customer: { email: string }, token: string, publicUrl: string, supportEmail: string): NewOutboxMail {
  return {
    kind: 'customer_password_reset',
    recipient: customer.email,
    ...renderMail(passwordResetTemplate, { link: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}` }, { supportEmail }),
  };
}
