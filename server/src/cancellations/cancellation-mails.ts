import type { NewOutboxMail } from '../notifications/outbox.service.js';
import { style } from '../notifications/templates/layout.js';
import { orderTrackingUrl } from '../notifications/templates/links.js';
import { defineMailTemplate, renderMail } from '../notifications/templates/render-mail.js';

interface CancellationMailData {
  firstName: string;
  orderNumber: string;
  /** The refund sentence of libs/domain cancellationRefundText, or the decline's reason. */
  detail: string;
  trackingUrl: string;
}

const requestedTemplate = defineMailTemplate<CancellationMailData>({
  subject: 'We received your cancellation request for order {{orderNumber}}',
  text: `
Dear {{firstName}},

We have received your request to cancel order {{orderNumber}}. Our team reviews it, normally within one business day, and e-mails you the decision. Until then nothing changes on your order.

If it is approved: {{detail}}

Your order: {{trackingUrl}}
`,
  html: `
<p style="${style.p}">Dear {{firstName}},</p>
<p style="${style.p}">We have received your request to cancel order <strong>{{orderNumber}}</strong>. Our team reviews it, normally within one business day, and e-mails you the decision. Until then nothing changes on your order.</p>
<p style="${style.p}">If it is approved: {{detail}}</p>
{{#> mail-button url=trackingUrl}}View your order{{/mail-button}}
`,
});

const approvedTemplate = defineMailTemplate<CancellationMailData & { originalsReturned: boolean }>({
  subject: 'Order {{orderNumber}} has been cancelled',
  text: `
Dear {{firstName}},

As you asked, order {{orderNumber}} has been cancelled. {{detail}} Refunds are made to the card used for payment and normally show within 10 business days.
{{#if originalsReturned}}

Your original documents are on their way back to you with the return shipping you chose.
{{/if}}

Your order: {{trackingUrl}}
`,
  html: `
<p style="${style.p}">Dear {{firstName}},</p>
<p style="${style.p}">As you asked, order <strong>{{orderNumber}}</strong> has been cancelled. {{detail}} Refunds are made to the card used for payment and normally show within 10 business days.</p>
{{#if originalsReturned}}<p style="${style.p}">Your original documents are on their way back to you with the return shipping you chose.</p>{{/if}}
{{#> mail-button url=trackingUrl}}View your order{{/mail-button}}
`,
});

const declinedTemplate = defineMailTemplate<CancellationMailData>({
  subject: 'Your cancellation request for order {{orderNumber}}',
  text: `
Dear {{firstName}},

We could not cancel order {{orderNumber}}: {{detail}}

Your order goes on as before. Reply to this e-mail if you have any questions.

Your order: {{trackingUrl}}
`,
  html: `
<p style="${style.p}">Dear {{firstName}},</p>
<p style="${style.p}">We could not cancel order <strong>{{orderNumber}}</strong>:</p>
<p style="${style.quote}">{{detail}}</p>
<p style="${style.p}">Your order goes on as before. Reply to this e-mail if you have any questions.</p>
{{#> mail-button url=trackingUrl}}View your order{{/mail-button}}
`,
});

export interface CancellationMailInput {
  orderId: number;
  recipient: string;
  firstName: string;
  orderNumber: string;
  detail: string;
  publicUrl: string;
  supportEmail: string;
}

function trackingUrl(input: CancellationMailInput): string {
  return orderTrackingUrl(input.publicUrl, input.orderNumber, input.recipient);
}

function mail(kind: string, input: CancellationMailInput, rendered: ReturnType<typeof renderMail>): NewOutboxMail {
  return { kind, recipient: input.recipient, orderId: input.orderId, ...rendered };
}

export function cancellationRequestedMail(input: CancellationMailInput): NewOutboxMail {
  const data = { firstName: input.firstName, orderNumber: input.orderNumber, detail: input.detail, trackingUrl: trackingUrl(input) };
  return mail('cancellation_requested', input, renderMail(requestedTemplate, data, { supportEmail: input.supportEmail }));
}

export function cancellationApprovedMail(input: CancellationMailInput & { originalsReturned: boolean }): NewOutboxMail {
  const data = {
    firstName: input.firstName,
    orderNumber: input.orderNumber,
    detail: input.detail,
    trackingUrl: trackingUrl(input),
    originalsReturned: input.originalsReturned,
  };
  return mail('cancellation_approved', input, renderMail(approvedTemplate, data, { supportEmail: input.supportEmail }));
}

export function cancellationDeclinedMail(input: CancellationMailInput): NewOutboxMail {
  const data = { firstName: input.firstName, orderNumber: input.orderNumber, detail: input.detail, trackingUrl: trackingUrl(input) };
  return mail('cancellation_declined', input, renderMail(declinedTemplate, data, { supportEmail: input.supportEmail }));
}
