import { style } from './layout.js';
import { defineMailTemplate } from './render-mail.js';

export interface RouteChangeData {
  firstName: string;
  lastName: string;
  orderNumber: string;
  trackUrl: string;
  /** One entry per document whose route changes, in the order's document order. */
  documents: { heading: string; before: string; after: string; message: string }[];
  /** The change of government fees in words, e.g. "$20.00 less" or "no change". */
  feeDifference: string;
}

/**
 * An open order's route changed after it was placed (a treaty came into force, our data changed):
 * what changes for each document and what it would cost. The price is never changed silently.
 */
export const routeChangeTemplate = defineMailTemplate<RouteChangeData>({
  subject: 'Order {{orderNumber}}: the route of your documents changed',
  text: `
Dear {{firstName}} {{lastName}},

The rules for your order {{orderNumber}} changed after you placed it.
{{#each documents}}

{{heading}}
- Before: {{before}}
- Now: {{after}}
{{message}}
{{/each}}

Government fees: {{feeDifference}}.
The price of your order has not been changed. We will not charge any difference without your agreement; our team will contact you.

Track your order: {{trackUrl}}
`,
  html: `
<p style="${style.p}">Dear {{firstName}} {{lastName}},</p>
<p style="${style.p}">The rules for your order <strong>{{orderNumber}}</strong> changed after you placed it.</p>
{{#each documents}}
<h2 style="${style.h2}">{{heading}}</h2>
<ul style="${style.list}">
<li style="${style.item}">Before: {{before}}</li>
<li style="${style.item}">Now: <strong>{{after}}</strong></li>
</ul>
<p style="${style.p}">{{message}}</p>
{{/each}}
<p style="${style.p}">Government fees: <strong>{{feeDifference}}</strong>.</p>
<p style="${style.quote}">The price of your order has not been changed. We will not charge any difference without your agreement; our team will contact you.</p>
{{#> mail-button url=trackUrl}}Track your order{{/mail-button}}
`,
});
