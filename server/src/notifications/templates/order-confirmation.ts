import { style } from './layout.js';
import { defineMailTemplate } from './render-mail.js';

export interface OrderConfirmationData {
  firstName: string;
  lastName: string;
  orderNumber: string;
  /** Numbered from 1, one per document; `files` names its files, comma separated. */
  documents: { number: number; documentType: string; files: string }[];
  /** The processing centre's address, line by line. */
  address: string[];
  slipUrl: string;
  priceLines: { label: string; amount: string }[];
  total: string;
  destinationCountry: string;
  trackUrl: string;
  /** Each document's route as priced; empty for orders priced the spec's flat way. */
  routes: {
    number: number;
    documentType: string;
    issuedBy: string;
    summary: string;
    /** fee: an amount, or why it is not charged yet ("embassy fee quoted after review"). */
    steps: { officeName: string; issues: string; fee: string; time: string }[];
    risks: string[];
  }[];
  /** Government fees the routes need that were not charged. */
  notCharged: string[];
  /** The day the route data was checked, for people ("November 26, 2026"). */
  routesAsOf: string;
  /** When it will be ready, the sentence every page shows (counted from the arrival of the originals). */
  expected: string | null;
}

/** The order confirmation: order number, what to mail where, the packing slip and the price breakdown. */
export const orderConfirmationTemplate = defineMailTemplate<OrderConfirmationData>({
  subject: 'Order confirmed: {{orderNumber}}',
  text: `
Dear {{firstName}} {{lastName}},

Thank you for your order. Your order number is {{orderNumber}}.

What to mail:
Please mail the ORIGINAL documents listed below (not copies), together with a printout or a note of your order number:
{{#each documents}}
  {{number}}. {{documentType}} ({{files}})
{{/each}}

Where to mail them, our processing centre:
{{#each address}}
  {{this}}
{{/each}}

Print your packing slip and put it in the envelope: {{slipUrl}}
{{#if routes.length}}

The route of each document (as of {{routesAsOf}}):
{{#each routes}}
  {{number}}. {{documentType}}, issued by {{issuedBy}}: {{summary}}
{{#each steps}}
     - {{officeName}}: {{issues}}, {{fee}}, {{time}}
{{/each}}
{{#if risks.length}}
     Before you mail it, check:
{{#each risks}}
     [ ] {{this}}
{{/each}}
{{/if}}
{{/each}}
{{/if}}

Price breakdown:
{{#each priceLines}}
  {{label}}: {{amount}}
{{/each}}
  Total paid: {{total}}
{{#if notCharged.length}}
Not included, confirmed before your documents go out:
{{#each notCharged}}
  {{this}}
{{/each}}
{{/if}}

{{#if expected}}
When it will be ready: {{expected}}
{{/if}}
Destination country: {{destinationCountry}}
Track your order: {{trackUrl}}
`,
  html: `
<p style="${style.p}">Dear {{firstName}} {{lastName}},</p>
<p style="${style.p}">Thank you for your order. Your order number is <strong>{{orderNumber}}</strong>.</p>
<h2 style="${style.h2}">What to mail</h2>
<p style="${style.p}">Please mail the <strong>original</strong> documents listed below (not copies), together with a printout or a note of your order number:</p>
<ol style="${style.list}">
{{#each documents}}
<li style="${style.item}">{{documentType}} ({{files}})</li>
{{/each}}
</ol>
<h2 style="${style.h2}">Where to mail them</h2>
<p style="${style.p}">{{#each address}}{{this}}{{#unless @last}}<br>{{/unless}}{{/each}}</p>
<p style="${style.p}">Print your packing slip and put it in the envelope with your documents.</p>
{{#> mail-button url=slipUrl}}Print your packing slip{{/mail-button}}
{{#if routes.length}}
<h2 style="${style.h2}">The route of each document</h2>
<p style="${style.p}">As of {{routesAsOf}}.</p>
{{#each routes}}
<p style="${style.p}"><strong>{{number}}. {{documentType}}</strong>, issued by {{issuedBy}}: {{summary}}</p>
{{#if steps.length}}
<ol style="${style.list}">
{{#each steps}}
<li style="${style.item}">{{officeName}}: {{issues}}, {{fee}}, {{time}}</li>
{{/each}}
</ol>
{{/if}}
{{#if risks.length}}
<p style="${style.p}">Before you mail it, check:</p>
<ul style="${style.list}">
{{#each risks}}
<li style="${style.item}">&#9744; {{this}}</li>
{{/each}}
</ul>
{{/if}}
{{/each}}
{{/if}}
<h2 style="${style.h2}">Price breakdown</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="${style.table}">
{{#each priceLines}}
<tr><td style="${style.cell}">{{label}}</td><td align="right" style="${style.amount}">{{amount}}</td></tr>
{{/each}}
<tr><td style="${style.cell}"><strong>Total paid</strong></td><td align="right" style="${style.amount}"><strong>{{total}}</strong></td></tr>
</table>
{{#if notCharged.length}}
<p style="${style.p}">Not included, confirmed before your documents go out:</p>
<ul style="${style.list}">
{{#each notCharged}}
<li style="${style.item}">{{this}}</li>
{{/each}}
</ul>
{{/if}}
{{#if expected}}
<p style="${style.p}">When it will be ready: <strong>{{expected}}</strong></p>
{{/if}}
<p style="${style.p}">Destination country: {{destinationCountry}}</p>
{{#> mail-button url=trackUrl}}Track your order{{/mail-button}}
`,
});
