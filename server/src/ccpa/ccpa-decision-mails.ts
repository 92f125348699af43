import { formatLongDate } from '@apostille/domain';
import type { NewOutboxMail } from '../notifications/outbox.service.js';
import { style } from '../notifications/templates/layout.js';
import { defineMailTemplate, renderMail } from '../notifications/templates/render-mail.js';

interface CcpaDecisionData {
  receivedOn: string;
  /** Staff's note: what was done, or why the request is declined. */
  note: string;
}

const completedTemplate = defineMailTemplate<CcpaDecisionData>({
  subject: 'Your "Do Not Sell or Share My Personal Information" request is complete',
  text: `
Hello,

We have carried out the opt-out request you sent us on {{receivedOn}}: we do not sell or share your personal information.

{{note}}

If you have any questions, reply to this e-mail.
`,
  html: `
<p style="${style.p}">Hello,</p>
<p style="${style.p}">We have carried out the opt-out request you sent us on {{receivedOn}}: we do not sell or share your personal information.</p>
<p style="${style.quote}">{{note}}</p>
<p style="${style.p}">If you have any questions, reply to this e-mail.</p>
`,
});

const declinedTemplate = defineMailTemplate<CcpaDecisionData>({
  subject: 'Your "Do Not Sell or Share My Personal Information" request',
  text: `
Hello,

We could not carry out the opt-out request you sent us on {{receivedOn}}:

{{note}}

You can send a new request at any time. If you have any questions, reply to this e-mail.
`,
  html: `
<p style="${style.p}">Hello,</p>
<p style="${style.p}">We could not carry out the opt-out request you sent us on {{receivedOn}}:</p>
<p style="${style.quote}">{{note}}</p>
<p style="${style.p}">You can send a new request at any time. If you have any questions, reply to this e-mail.</p>
`,
});

export function ccpaDecisionMail(recipient: string, decision: 'completed' | 'declined', receivedOn: string, note: string, supportEmail: string): NewOutboxMail {
  const template = decision === 'completed' ? completedTemplate : declinedTemplate;
  return { kind: `ccpa_request_${decision}`, recipient, ...renderMail(template, { receivedOn: formatLongDate(receivedOn), note }, { supportEmail }) };
}
