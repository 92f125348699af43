import { style } from './layout.js';
import { defineMailTemplate } from './render-mail.js';

/*
 * Acknowledgements of the public forms. The address is unproven, so nothing the sender typed is
 * relayed to it: fixed wording only, the data is the server's own.
 */

export interface ContactAcknowledgementData {
  businessHours: string;
}

/** The contact form's acknowledgement. */
export const contactAcknowledgementTemplate = defineMailTemplate<ContactAcknowledgementData>({
  subject: 'We received your message',
  text: `
Hello,

Thank you for contacting us. We have received your message and will reply within 24 hours.
Our team is available {{businessHours}} (Eastern time).

If your question is urgent, write to {{@brand.supportEmail}}.
If you did not write to us, you can ignore this e-mail.
`,
  html: `
<p style="${style.p}">Hello,</p>
<p style="${style.p}">Thank you for contacting us. We have received your message and will reply within 24 hours.<br>Our team is available {{businessHours}} (Eastern time).</p>
<p style="${style.p}">If your question is urgent, write to <a href="mailto:{{@brand.supportEmail}}" style="${style.link}">{{@brand.supportEmail}}</a>.<br>If you did not write to us, you can ignore this e-mail.</p>
`,
});

/** The wholesale application's acknowledgement (no data at all). */
export const wholesaleAcknowledgementTemplate = defineMailTemplate<Record<string, never>>({
  subject: 'We received your wholesale application',
  text: `
Hello,

Thank you for applying for a wholesale account.
What happens next:
- We review your application within 1-2 business days.
- Our team contacts you to discuss pricing and terms.
- Once approved, you receive access to your wholesale account.

You do not need to do anything until we contact you.
`,
  html: `
<p style="${style.p}">Hello,</p>
<p style="${style.p}">Thank you for applying for a wholesale account.</p>
<h2 style="${style.h2}">What happens next</h2>
<ul style="${style.list}">
<li style="${style.item}">We review your application within 1-2 business days.</li>
<li style="${style.item}">Our team contacts you to discuss pricing and terms.</li>
<li style="${style.item}">Once approved, you receive access to your wholesale account.</li>
</ul>
<p style="${style.p}">You do not need to do anything until we contact you.</p>
`,
});

export interface CcpaAcknowledgementData {
  /** The receipt's sentence (CCPA_MESSAGES.submitted), how the request is confirmed, and the statutory answer date. */
  submitted: string;
  verification: string;
  respondBy: string;
}

/** The CCPA opt-out request's acknowledgement. */
export const ccpaAcknowledgementTemplate = defineMailTemplate<CcpaAcknowledgementData>({
  subject: 'Your "Do Not Sell or Share My Personal Information" request',
  text: `
Hello,

{{submitted}}
{{verification}}
We will respond to your request by {{respondBy}}. If we need more time (up to 45 more days), we will tell you why before then.

If you did not make this request, please reply to this e-mail.
`,
  html: `
<p style="${style.p}">Hello,</p>
<p style="${style.p}">{{submitted}}</p>
<p style="${style.p}">{{verification}}</p>
<p style="${style.p}">We will respond to your request by <strong>{{respondBy}}</strong>. If we need more time (up to 45 more days), we will tell you why before then.</p>
<p style="${style.p}">If you did not make this request, please reply to this e-mail.</p>
`,
});
