import { style } from './layout.js';
import { defineMailTemplate } from './render-mail.js';

export interface PaymentLinkData {
  firstName: string;
  lastName: string;
  orderNumber: string;
  description: string;
  amount: string;
  paymentUrl: string;
}

/** A payment link for an extra charge on the order. */
export const paymentLinkTemplate = defineMailTemplate<PaymentLinkData>({
  subject: 'Payment request for order {{orderNumber}}',
  text: `
Dear {{firstName}} {{lastName}},

An additional payment of {{amount}} is requested for your order {{orderNumber}}:
  {{description}}

Please pay securely online here:
{{paymentUrl}}
`,
  html: `
<p style="${style.p}">Dear {{firstName}} {{lastName}},</p>
<p style="${style.p}">An additional payment of <strong>{{amount}}</strong> is requested for your order <strong>{{orderNumber}}</strong>:</p>
<p style="${style.quote}">{{description}}</p>
<p style="${style.p}">Please pay securely online here:</p>
{{#> mail-button url=paymentUrl}}Pay {{amount}} securely online{{/mail-button}}
`,
});

export interface RefundData {
  amount: string;
  orderUrl: string;
}

/** No order came of a payment: it is refunded, and how to order again. */
export const refundTemplate = defineMailTemplate<RefundData>({
  subject: 'Your payment has been refunded',
  text: `
We are sorry: your order could not be created after your payment, so we have refunded it in full.

Refunded: {{amount}}. Depending on your bank it shows on your statement within 5 to 10 business days.

To order again, please start a new order at {{orderUrl}}. Your documents were not kept; please upload them again.
`,
  html: `
<p style="${style.p}">We are sorry: your order could not be created after your payment, so we have refunded it in full.</p>
<p style="${style.p}">Refunded: <strong>{{amount}}</strong>. Depending on your bank it shows on your statement within 5 to 10 business days.</p>
<p style="${style.p}">To order again, please start a new order. Your documents were not kept; please upload them again.</p>
{{#> mail-button url=orderUrl}}Start a new order{{/mail-button}}
`,
});
