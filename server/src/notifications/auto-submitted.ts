/**
 * RFC 3834's Auto-Submitted header on everything we send by ourselves, so vacation responders and
 * list servers never answer it (and a loop between two robots cannot start). Acknowledgements answer
 * someone's message ("auto-replied"); the other automatic mails are "auto-generated". A staff
 * member's reply is written by a person and carries none.
 */
const AUTO_REPLIES = new Set(['conversation_acknowledgement', 'contact_acknowledgement', 'ccpa_request_received', 'wholesale_application_received']);
const WRITTEN_BY_PEOPLE = new Set(['conversation_reply']);

export type AutoSubmitted = 'auto-replied' | 'auto-generated';

export function autoSubmittedFor(kind: string): AutoSubmitted | undefined {
  if (WRITTEN_BY_PEOPLE.has(kind)) return undefined;
  return AUTO_REPLIES.has(kind) ? 'auto-replied' : 'auto-generated';
}
