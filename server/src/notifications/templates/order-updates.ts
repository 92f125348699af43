import { style } from './layout.js';
import { defineMailTemplate } from './render-mail.js';

/** What every e-mail about one order's progress knows: whom it greets, the order, its tracking page. */
interface OrderUpdateData {
  firstName: string;
  lastName: string;
  orderNumber: string;
  trackUrl: string;
}

const GREETING_TEXT = 'Dear {{firstName}} {{lastName}},';
const GREETING_HTML = `<p style="${style.p}">Dear {{firstName}} {{lastName}},</p>`;
const TRACK_HTML = '{{#> mail-button url=trackUrl}}Track your order{{/mail-button}}';

export interface StatusChangeData extends OrderUpdateData {
  /** The status's name and its one-sentence description. */
  label: string;
  description: string;
  /** When it will be ready, as every page says it (libs/domain expectedCompletionText), while the work is under way; else null. */
  expected: string | null;
  /** Shipped: the return parcel's carrier, tracking number and the carrier's tracking page. */
  shipment: { carrierName: string; trackingNumber: string; trackingUrl: string } | null;
  /** Apostille Complete of an order with digital copies: their links (none yet: they follow on tracking). */
  digitalCopies: { files: { name: string; url: string }[]; expires: string } | null;
}

/** A status change: what happened, the expected date while in progress, a tracking link. */
export const statusChangeTemplate = defineMailTemplate<StatusChangeData>({
  subject: 'Order {{orderNumber}}: {{label}}',
  text: `
${GREETING_TEXT}

Your order {{orderNumber}} is now: {{label}}.
{{description}}.
{{#if expected}}

{{expected}} Business days exclude weekends and U.S. federal holidays.
{{/if}}
{{#if shipment}}

Sent with {{shipment.carrierName}}, tracking number {{shipment.trackingNumber}}.
Follow your parcel: {{shipment.trackingUrl}}
{{/if}}
{{#if digitalCopies}}

Your digital copies:
{{#each digitalCopies.files}}
  {{name}}: {{url}}
{{/each}}
{{#if digitalCopies.files.length}}
These links work until {{digitalCopies.expires}}; your tracking page always has fresh ones.
{{else}}
They will be on your tracking page as soon as we upload them.
{{/if}}
{{/if}}

Track your order: {{trackUrl}}
`,
  html: `
${GREETING_HTML}
<p style="${style.p}">Your order <strong>{{orderNumber}}</strong> is now: <strong>{{label}}</strong>.<br>{{description}}.</p>
{{#if expected}}
<p style="${style.p}"><strong>{{expected}}</strong> Business days exclude weekends and U.S. federal holidays.</p>
{{/if}}
{{#if shipment}}
<p style="${style.p}">Sent with {{shipment.carrierName}}, tracking number <strong>{{shipment.trackingNumber}}</strong>.<br><a href="{{shipment.trackingUrl}}">Follow your parcel on {{shipment.carrierName}}</a></p>
{{/if}}
{{#if digitalCopies}}
<h2 style="${style.h2}">Your digital copies</h2>
{{#if digitalCopies.files.length}}
<ul style="${style.list}">
{{#each digitalCopies.files}}
<li style="${style.item}"><a href="{{url}}">{{name}}</a></li>
{{/each}}
</ul>
<p style="${style.p}">These links work until {{digitalCopies.expires}}; your tracking page always has fresh ones.</p>
{{else}}
<p style="${style.p}">They will be on your tracking page as soon as we upload them.</p>
{{/if}}
{{/if}}
${TRACK_HTML}
`,
});

export interface PaymentReminderData extends OrderUpdateData {
  amount: string;
  description: string;
  paymentUrl: string;
}

/** Staff's reminder of an open payment link. */
export const paymentReminderTemplate = defineMailTemplate<PaymentReminderData>({
  subject: 'Payment reminder for order {{orderNumber}}',
  text: `
${GREETING_TEXT}

A payment of {{amount}} for "{{description}}" on your order {{orderNumber}} is still open.

Pay now: {{paymentUrl}}

Track your order: {{trackUrl}}
`,
  html: `
${GREETING_HTML}
<p style="${style.p}">A payment of <strong>{{amount}}</strong> for "{{description}}" on your order <strong>{{orderNumber}}</strong> is still open.</p>
{{#> mail-button url=paymentUrl}}Pay now{{/mail-button}}
<p style="${style.p}"><a href="{{trackUrl}}" style="${style.link}">Track your order</a></p>
`,
});

export interface DocumentReadyData extends OrderUpdateData {
  documentType: string;
}

/** Staff's news that one document of the order is ready. */
export const documentReadyTemplate = defineMailTemplate<DocumentReadyData>({
  subject: 'Your {{documentType}} is ready - order {{orderNumber}}',
  text: `
${GREETING_TEXT}

Good news: your {{documentType}} for order {{orderNumber}} is ready.

Track your order: {{trackUrl}}
`,
  html: `
${GREETING_HTML}
<p style="${style.p}">Good news: your {{documentType}} for order <strong>{{orderNumber}}</strong> is ready.</p>
${TRACK_HTML}
`,
});

export interface DeliveryConfirmationData extends OrderUpdateData {
  trackingNumber: string | null;
}

/** Staff's news that the documents were shipped, with the carrier's tracking number when there is one. */
export const deliveryConfirmationTemplate = defineMailTemplate<DeliveryConfirmationData>({
  subject: 'Your documents are on their way - order {{orderNumber}}',
  text: `
${GREETING_TEXT}

The documents of your order {{orderNumber}} have been shipped.
{{#if trackingNumber}}
Carrier tracking number: {{trackingNumber}}
{{/if}}

Track your order: {{trackUrl}}
`,
  html: `
${GREETING_HTML}
<p style="${style.p}">The documents of your order <strong>{{orderNumber}}</strong> have been shipped.</p>
{{#if trackingNumber}}
<p style="${style.p}">Carrier tracking number: <strong>{{trackingNumber}}</strong></p>
{{/if}}
${TRACK_HTML}
`,
});
