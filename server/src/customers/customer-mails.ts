import type { NewOutboxMail } from '../notifications/outbox.service.js';

/*
 * Both e-mails go to an address nobody has proven to own yet, so they carry fixed wording only:
 * no name or other text the registering person typed (the form must not relay text to strangers).
 */

/** The link that confirms the e-mail address; the token itself exists only in this e-mail. */
export function verificationMail(customer: { email: string }, token: string, publicUrl: string, supportEmail: string): NewOutboxMail {
  const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  return {
    kind: 'customer_email_verification',
    recipient: customer.email,
    subject: 'Please confirm your e-mail address',
    textBody: [
      'Hello,',
      '',
      'Thank you for creating an account. Please confirm your e-mail address by opening this link:',
      link,
      '',
      'Once it is confirmed, orders placed as a guest with this e-mail address appear in your account.',
      '',
      `If you did not create an account, do not open the link; please tell us at ${supportEmail}.`,
    ].join('\n'),
  };
}

/** Sent instead of changing anything when someone registers an address that already has an account. */
export function registrationAttemptMail(customer: { email: string }, publicUrl: string, supportEmail: string): NewOutboxMail {
  return {
    kind: 'customer_registration_attempt',
    recipient: customer.email,
    subject: 'Someone tried to create an account with your e-mail address',
    textBody: [
      'Hello,',
      '',
      'Someone just tried to create a new account with your e-mail address. You already have an account, so nothing was changed.',
      `If it was you, sign in at ${publicUrl}/customer-login with your existing password,`,
      `or choose a new one at ${publicUrl}/forgot-password if you have forgotten it.`,
      '',
      `If it was not you, you can ignore this e-mail; your account is safe. Questions: ${supportEmail}.`,
    ].join('\n'),
  };
}

/** The password-reset link; the token exists only in this e-mail and works once, for an hour. */
export function passwordResetMail(customer: { email: string }, token: string, publicUrl: string, supportEmail: string): NewOutboxMail {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    kind: 'customer_password_reset',
    recipient: customer.email,
    subject: 'Choose a new password',
    textBody: [
      'Hello,',
      '',
      'Someone (we hope you) asked to reset the password of your account. Choose a new password here:',
      link,
      '',
      'The link works once, for one hour. Setting a new password signs out every other session.',
      '',
      `If you did not ask for this, ignore this e-mail: your password stays as it is. Questions: ${supportEmail}.`,
    ].join('\n'),
  };
}
