import { style } from './layout.js';
import { defineMailTemplate } from './render-mail.js';

/** Nothing of the incoming mail: the acknowledgement's words are fixed. */
export type ConversationAcknowledgementData = Record<string, never>;

/** A customer's e-mail reached support: received, answered within a day, replies join the thread. */
export const conversationAcknowledgementTemplate = defineMailTemplate<ConversationAcknowledgementData>({
  subject: 'We received your message',
  text: `
Thank you for your message. We have received it and will reply within 24 hours.

To add anything, simply reply to this e-mail.
`,
  html: `
<p style="${style.p}">Thank you for your message. We have received it and will reply within 24 hours.</p>
<p style="${style.p}">To add anything, simply reply to this e-mail.</p>
`,
});

export interface ConversationReplyData {
  subject: string;
  customerName: string;
  /** The staff member's words as written, and the same split into paragraphs of lines for HTML. */
  content: string;
  paragraphs: string[][];
}

/** A staff member's reply in a conversation. */
export const conversationReplyTemplate = defineMailTemplate<ConversationReplyData>({
  subject: '{{subject}}',
  text: `
Dear {{customerName}},

{{content}}

To answer, simply reply to this e-mail.
`,
  html: `
<p style="${style.p}">Dear {{customerName}},</p>
{{#each paragraphs}}
<p style="${style.p}">{{#each this}}{{this}}{{#unless @last}}<br>{{/unless}}{{/each}}</p>
{{/each}}
<p style="${style.p}">To answer, simply reply to this e-mail.</p>
`,
});
