import { stripQuotedText } from '../messaging/quoted-text.js';

/**
 * The JSON inbound-e-mail webhooks post, reduced to what a conversation needs. Understood shapes:
 * Postmark (From/FromFull, ToFull, Subject, TextBody, StrippedTextReply, MessageID, Headers),
 * Mailgun and SendGrid-style flat fields (sender/from, recipient/to, subject, body-plain/text,
 * stripped-text, Message-Id), and the plain { from, to, subject, text } many relays use.
 */
export interface InboundEmail {
  fromEmail: string;
  fromName: string | null;
  recipients: string[];
  subject: string;
  /** The body with quoted history and the signature removed. */
  content: string;
  messageId: string | null;
}

type Json = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** "Jane Doe <jane@example.com>" → { email, name }. */
export function parseAddress(value: string): { email: string; name: string | null } {
  const angle = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  if (angle) return { email: angle[2].trim(), name: angle[1].trim() || null };
  return { email: value.trim(), name: null };
}

function addressList(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((entry) => (typeof entry === 'string' ? [entry] : str((entry as Json)?.Email) ? [String((entry as Json).Email)] : []));
  }
  const text = str(value);
  return text
    ? text
        .split(',')
        .map((part) => parseAddress(part).email)
        .filter(Boolean)
    : [];
}

function header(payload: Json, name: string): string | null {
  const headers: unknown = payload.Headers ?? payload.headers;
  if (Array.isArray(headers)) {
    const found: unknown = headers.find(
      (entry: unknown) => typeof (entry as Json)?.Name === 'string' && ((entry as Json).Name as string).toLowerCase() === name.toLowerCase(),
    );
    return str((found as Json | undefined)?.Value);
  }
  return null;
}

/** Only a well-formed id is kept: it is written into the References header of our replies. */
function safeMessageId(value: string | null): string | null {
  const id = value?.trim() ?? '';
  return /^<[^<>\s]{3,250}>$/.test(id) ? id : null;
}

/** Null when the payload has no sender or no body at all. */
export function readInboundPayload(payload: unknown): InboundEmail | null {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const body = payload as Json;
  const fromFull = body.FromFull as Json | undefined;
  const rawFrom = str(fromFull?.Email) ?? str(body.From) ?? str(body.from) ?? str(body.sender);
  if (!rawFrom) return null;
  const from = parseAddress(rawFrom);
  const name = str(fromFull?.Name) ?? str(body.FromName) ?? from.name;

  const stripped = str(body.StrippedTextReply) ?? str(body['stripped-text']);
  const text = stripped ?? str(body.TextBody) ?? str(body['body-plain']) ?? str(body.text) ?? str(body.body);
  if (text === null) return null;

  return {
    fromEmail: from.email,
    fromName: name?.trim() || null,
    recipients: [
      ...addressList(body.ToFull),
      ...addressList(body.CcFull),
      ...addressList(body.To ?? body.to ?? body.recipient),
      ...addressList(body.Cc ?? body.cc),
      ...addressList(body.OriginalRecipient),
    ],
    subject: (str(body.Subject) ?? str(body.subject) ?? '').trim(),
    content: stripQuotedText(text),
    messageId: safeMessageId(header(body, 'Message-ID') ?? str(body['Message-Id']) ?? str(body['message-id'])),
  };
}
