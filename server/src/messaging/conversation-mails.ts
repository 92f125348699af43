import type { NewOutboxMail } from '../notifications/outbox.service.js';
import { conversationAcknowledgementTemplate, conversationReplyTemplate } from '../notifications/templates/conversations.js';
import { renderMail } from '../notifications/templates/render-mail.js';

/** The subject of our e-mails in a conversation: the thread's own, as a reply. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}

type ConversationMail = Pick<NewOutboxMail, 'kind' | 'recipient' | 'subject' | 'textBody' | 'htmlBody'>;

/**
 * Tells the sender of an e-mail that opened a conversation that it arrived: fixed words and a fixed
 * subject, nothing of the incoming mail, so a forged sender cannot make us relay their text.
 */
export function conversationAcknowledgementMail(recipient: string): ConversationMail {
  return {
    kind: 'conversation_acknowledgement',
    recipient,
    ...renderMail(conversationAcknowledgementTemplate, {}),
  };
}

/** A staff member's reply, e-mailed to the customer: their words as written, one paragraph per blank-line-separated block. */
export function conversationReplyMail(conversation: { customerEmail: string; customerName: string; subject: string }, content: string): ConversationMail {
  const paragraphs = content
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.split(/\r?\n/))
    .filter((lines) => lines.some((line) => line.trim() !== ''));
  return {
    kind: 'conversation_reply',
    recipient: conversation.customerEmail,
    ...renderMail(conversationReplyTemplate, { subject: replySubject(conversation.subject), customerName: conversation.customerName, content, paragraphs }),
  };
}
