import { formatLongDate } from '@apostille/domain';
import type { NewOutboxMail } from '../notifications/outbox.service.js';
import { style } from '../notifications/templates/layout.js';
import { defineMailTemplate, renderMail } from '../notifications/templates/render-mail.js';

interface DeletionCompletedData {
  receivedOn: string;
}

const template = defineMailTemplate<DeletionCompletedData>({
  subject: 'Your personal data has been deleted',
  text: `
Hello,

We have carried out the request to delete your personal data that we received on {{receivedOn}}. Your orders, account, uploaded documents, messages and e-mails no longer carry your name, address, e-mail or phone number.

What the law requires us to keep stays without your details: order numbers, services, amounts and dates for our accounts, and a record of this request.

If you have any questions, reply to this e-mail.
`,
  html: `
<p style="${style.p}">Hello,</p>
<p style="${style.p}">We have carried out the request to delete your personal data that we received on {{receivedOn}}. Your orders, account, uploaded documents, messages and e-mails no longer carry your name, address, e-mail or phone number.</p>
<p style="${style.p}">What the law requires us to keep stays without your details: order numbers, services, amounts and dates for our accounts, and a record of this request.</p>
<p style="${style.p}">If you have any questions, reply to this e-mail.</p>
`,
});

/** The answer to a carried-out deletion request, sent to the address whose data went. */
export function deletionCompletedMail(recipient: string, receivedOn: string, supportEmail: string): NewOutboxMail {
  return { kind: 'data_deletion_completed', recipient, ...renderMail(template, { receivedOn: formatLongDate(receivedOn) }, { supportEmail }) };
}
