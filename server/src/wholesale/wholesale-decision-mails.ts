import type { WholesaleTier } from '@apostille/domain';
import type { NewOutboxMail } from '../notifications/outbox.service.js';
import { style } from '../notifications/templates/layout.js';
import { defineMailTemplate, renderMail } from '../notifications/templates/render-mail.js';

interface ApprovedData {
  firstName: string;
  companyName: string;
  tierLabel: string;
  discountPercent: number;
  /** Staff's remark, or '' for none. */
  note: string;
  canSignIn: boolean;
  accountUrl: string;
}

const approvedTemplate = defineMailTemplate<ApprovedData>({
  subject: 'Your wholesale account is approved',
  text: `
Dear {{firstName}},

Good news: the wholesale application of {{companyName}} is approved. Your account is on our {{tierLabel}} tier: {{discountPercent}}% off our service fees on every order (government fees and shipping are charged as they are).
{{#if note}}

{{note}}
{{/if}}

{{#if canSignIn}}Sign in with this e-mail address to order at your wholesale prices: {{accountUrl}}{{else}}Create your account with this e-mail address to order at your wholesale prices: {{accountUrl}}{{/if}}
`,
  html: `
<p style="${style.p}">Dear {{firstName}},</p>
<p style="${style.p}">Good news: the wholesale application of <strong>{{companyName}}</strong> is approved. Your account is on our <strong>{{tierLabel}}</strong> tier: {{discountPercent}}% off our service fees on every order (government fees and shipping are charged as they are).</p>
{{#if note}}<p style="${style.quote}">{{note}}</p>{{/if}}
{{#if canSignIn}}<p style="${style.p}">Sign in with this e-mail address to order at your wholesale prices.</p>
{{#> mail-button url=accountUrl}}Sign in{{/mail-button}}{{else}}<p style="${style.p}">Create your account with this e-mail address to order at your wholesale prices.</p>
{{#> mail-button url=accountUrl}}Create your account{{/mail-button}}{{/if}}
`,
});

interface DeclinedData {
  firstName: string;
  companyName: string;
  reason: string;
}

const declinedTemplate = defineMailTemplate<DeclinedData>({
  subject: 'Your wholesale application',
  text: `
Dear {{firstName}},

Thank you for the wholesale application of {{companyName}}. We cannot open a wholesale account for it at this time:

{{reason}}

You can still order at our standard prices at any time, and you are welcome to apply again if things change. Reply to this e-mail if you have any questions.
`,
  html: `
<p style="${style.p}">Dear {{firstName}},</p>
<p style="${style.p}">Thank you for the wholesale application of <strong>{{companyName}}</strong>. We cannot open a wholesale account for it at this time:</p>
<p style="${style.quote}">{{reason}}</p>
<p style="${style.p}">You can still order at our standard prices at any time, and you are welcome to apply again if things change. Reply to this e-mail if you have any questions.</p>
`,
});

export interface WholesaleDecisionRecipient {
  email: string;
  firstName: string;
  companyName: string;
}

/** Where the approved applicant goes: sign in, or Create Account with the address filled in and fixed. */
export function wholesaleAccountUrl(publicUrl: string, email: string, canSignIn: boolean): string {
  const address = encodeURIComponent(email);
  return canSignIn ? `${publicUrl}/customer-login?email=${address}` : `${publicUrl}/customer-login?tab=create-account&invite=wholesale&email=${address}`;
}

export function wholesaleApprovedMail(
  to: WholesaleDecisionRecipient,
  tier: WholesaleTier,
  note: string | null,
  account: { canSignIn: boolean; url: string },
  supportEmail: string,
): NewOutboxMail {
  const data: ApprovedData = {
    firstName: to.firstName,
    companyName: to.companyName,
    tierLabel: tier.label,
    discountPercent: tier.discountPercent,
    note: note ?? '',
    canSignIn: account.canSignIn,
    accountUrl: account.url,
  };
  return { kind: 'wholesale_application_approved', recipient: to.email, ...renderMail(approvedTemplate, data, { supportEmail }) };
}

export function wholesaleDeclinedMail(to: WholesaleDecisionRecipient, reason: string, supportEmail: string): NewOutboxMail {
  const data: DeclinedData = { firstName: to.firstName, companyName: to.companyName, reason };
  return { kind: 'wholesale_application_declined', recipient: to.email, ...renderMail(declinedTemplate, data, { supportEmail }) };
}
