import { style } from './layout.js';
import { defineMailTemplate } from './render-mail.js';

/*
 * Account e-mails go to an address nobody has proven to own yet, so they carry fixed wording only:
 * no name or other text the registering person typed. Their data is links the server made.
 */

const SPELLED_LINK_HTML = `<p style="${style.note}">If the button does not work, copy this link into your browser:<br><a href="{{link}}" style="${style.spelledLink}">{{link}}</a></p>`;

export interface VerificationData {
  link: string;
}

/** The link that confirms the e-mail address of a new account. */
export const verificationTemplate = defineMailTemplate<VerificationData>({
  subject: 'Please confirm your e-mail address',
  text: `
Hello,

Thank you for creating an account. Please confirm your e-mail address by opening this link:
{{link}}

Once it is confirmed, orders placed as a guest with this e-mail address appear in your account.

If you did not create an account, do not open the link; please tell us at {{@brand.supportEmail}}.
`,
  html: `
<p style="${style.p}">Hello,</p>
<p style="${style.p}">Thank you for creating an account. Please confirm your e-mail address by opening this link:</p>
{{#> mail-button url=link}}Confirm my e-mail address{{/mail-button}}
${SPELLED_LINK_HTML}
<p style="${style.p}">Once it is confirmed, orders placed as a guest with this e-mail address appear in your account.</p>
<p style="${style.p}">If you did not create an account, do not open the link; please tell us at <a href="mailto:{{@brand.supportEmail}}" style="${style.link}">{{@brand.supportEmail}}</a>.</p>
`,
});

export interface RegistrationAttemptData {
  signInUrl: string;
  forgotPasswordUrl: string;
}

/** Sent instead of changing anything when someone registers an address that already has an account. */
export const registrationAttemptTemplate = defineMailTemplate<RegistrationAttemptData>({
  subject: 'Someone tried to create an account with your e-mail address',
  text: `
Hello,

Someone just tried to create a new account with your e-mail address. You already have an account, so nothing was changed.
If it was you, sign in at {{signInUrl}} with your existing password,
or choose a new one at {{forgotPasswordUrl}} if you have forgotten it.

If it was not you, you can ignore this e-mail; your account is safe. Questions: {{@brand.supportEmail}}.
`,
  html: `
<p style="${style.p}">Hello,</p>
<p style="${style.p}">Someone just tried to create a new account with your e-mail address. You already have an account, so nothing was changed.</p>
<p style="${style.p}">If it was you, <a href="{{signInUrl}}" style="${style.link}">sign in</a> with your existing password, or <a href="{{forgotPasswordUrl}}" style="${style.link}">choose a new one</a> if you have forgotten it.</p>
{{#> mail-button url=signInUrl}}Sign in{{/mail-button}}
<p style="${style.p}">If it was not you, you can ignore this e-mail; your account is safe. Questions: <a href="mailto:{{@brand.supportEmail}}" style="${style.link}">{{@brand.supportEmail}}</a>.</p>
`,
});

export interface PasswordResetData {
  link: string;
}

/** The password-reset link. */
export const passwordResetTemplate = defineMailTemplate<PasswordResetData>({
  subject: 'Choose a new password',
  text: `
Hello,

Someone (we hope you) asked to reset the password of your account. Choose a new password here:
{{link}}

The link works once, for one hour. Setting a new password signs out every other session.

If you did not ask for this, ignore this e-mail: your password stays as it is. Questions: {{@brand.supportEmail}}.
`,
  html: `
<p style="${style.p}">Hello,</p>
<p style="${style.p}">Someone (we hope you) asked to reset the password of your account. Choose a new password here:</p>
{{#> mail-button url=link}}Choose a new password{{/mail-button}}
${SPELLED_LINK_HTML}
<p style="${style.p}">The link works once, for one hour. Setting a new password signs out every other session.</p>
<p style="${style.p}">If you did not ask for this, ignore this e-mail: your password stays as it is. Questions: <a href="mailto:{{@brand.supportEmail}}" style="${style.link}">{{@brand.supportEmail}}</a>.</p>
`,
});
