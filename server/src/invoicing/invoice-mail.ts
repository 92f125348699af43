import { formatUsd } from '@apostille/domain';
import type { NewOutboxMail } from '../notifications/outbox.service.js';
import { style } from '../notifications/templates/layout.js';
import { defineMailTemplate, renderMail } from '../notifications/templates/render-mail.js';

interface InvoiceMailData {
  firstName: string;
  lastName: string;
  month: string;
  orders: { orderNumber: string; reference: string; total: string }[];
  total: string;
  paymentUrl: string | null;
}

/** The monthly invoice: every order it bills, the sum and the one link that pays it. */
const monthlyInvoiceTemplate = defineMailTemplate<InvoiceMailData>({
  subject: 'Your invoice for {{month}}',
  text: `
Dear {{firstName}} {{lastName}},

Here is your invoice for the orders placed on your account in {{month}}:
{{#each orders}}
  {{orderNumber}}  {{reference}}  {{total}}
{{/each}}

Total: {{total}}
{{#if paymentUrl}}

Please pay securely online here:
{{paymentUrl}}
{{else}}

There is nothing to pay.
{{/if}}
`,
  html: `
<p style="${style.p}">Dear {{firstName}} {{lastName}},</p>
<p style="${style.p}">Here is your invoice for the orders placed on your account in <strong>{{month}}</strong>:</p>
<table role="presentation" style="${style.table}">
{{#each orders}}
<tr><td style="${style.cell}"><strong>{{orderNumber}}</strong><br>{{reference}}</td><td style="${style.amount}">{{total}}</td></tr>
{{/each}}
<tr><td style="${style.cell}"><strong>Total</strong></td><td style="${style.amount}"><strong>{{total}}</strong></td></tr>
</table>
{{#if paymentUrl}}
{{#> mail-button url=paymentUrl}}Pay {{total}} securely online{{/mail-button}}
{{else}}
<p style="${style.p}">There is nothing to pay.</p>
{{/if}}
`,
});

export interface InvoiceMailInput {
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  monthLabel: string;
  orders: { orderNumber: string; customerReference: string | null; totalAmountCents: number }[];
  totalCents: number;
  paymentUrl: string | null;
  supportEmail: string;
}

export function monthlyInvoiceMail(input: InvoiceMailInput): NewOutboxMail {
  return {
    kind: 'monthly_invoice',
    recipient: input.customerEmail,
    ...renderMail(
      monthlyInvoiceTemplate,
      {
        firstName: input.customerFirstName,
        lastName: input.customerLastName,
        month: input.monthLabel,
        orders: input.orders.map((order) => ({
          orderNumber: order.orderNumber,
          reference: order.customerReference ?? 'no reference',
          total: formatUsd(order.totalAmountCents),
        })),
        total: formatUsd(input.totalCents),
        paymentUrl: input.paymentUrl,
      },
      { supportEmail: input.supportEmail },
    ),
  };
}
