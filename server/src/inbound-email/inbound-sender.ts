/**
 * What an inbound webhook's payload says about who sent the mail and whether a robot did: the
 * headers that mark automatic mail (RFC 3834 and the older conventions), and the provider's SPF
 * and DKIM verdict where it sends one. Read from the shapes Postmark (Headers: [{ Name, Value }]),
 * Mailgun (message-headers: [[name, value]] as JSON, X-Mailgun-Spf / X-Mailgun-Dkim-Check-Result)
 * and SendGrid (headers as raw text, SPF, dkim) post.
 */
type Json = Record<string, unknown>;

export interface InboundSender {
  /** Why no one should answer it (an auto-reply, a list, a bounce), or null for a person's mail. */
  automated: string | null;
  /** 'pass' when SPF or DKIM passed for the sender, 'fail' when the provider says neither did, null when it says nothing. */
  verdict: 'pass' | 'fail' | null;
}

/** Every header the payload carries, names lower-cased (the first value of each wins). */
export function inboundHeaders(payload: unknown): Map<string, string> {
  const found = new Map<string, string>();
  const add = (name: unknown, value: unknown) => {
    if (typeof name !== 'string' || typeof value !== 'string') return;
    const key = name.trim().toLowerCase();
    if (key && !found.has(key)) found.set(key, value.trim());
  };
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return found;
  const body = payload as Json;
  const list: unknown = body.Headers ?? body.headers;
  if (Array.isArray(list)) for (const entry of list) add((entry as Json)?.Name, (entry as Json)?.Value);
  if (typeof list === 'string') {
    for (const line of list.replace(/\r\n[ \t]+/g, ' ').split(/\r?\n/)) {
      const colon = line.indexOf(':');
      if (colon > 0) add(line.slice(0, colon), line.slice(colon + 1));
    }
  }
  const mailgun = body['message-headers'];
  if (typeof mailgun === 'string') {
    try {
      const pairs: unknown = JSON.parse(mailgun);
      if (Array.isArray(pairs)) for (const pair of pairs) if (Array.isArray(pair)) add(pair[0], pair[1]);
    } catch {
      // Not JSON: no headers from this field.
    }
  }
  // Flat fields some providers post beside the headers (SendGrid's SPF and dkim, Mailgun's own).
  for (const [name, value] of Object.entries(body))
    if (typeof value === 'string' && /^(spf|dkim|x-|auto-submitted|precedence|list-)/i.test(name)) add(name, value);
  return found;
}

const BULK_PRECEDENCE = /^(bulk|auto_reply|list|junk)$/i;
const ROBOT_SENDERS = /^(mailer-daemon|postmaster|no-?reply|do-?not-?reply)@/i;

export function analyseInboundSender(payload: unknown, fromEmail: string): InboundSender {
  const headers = inboundHeaders(payload);
  const get = (name: string) => headers.get(name) ?? null;
  let automated: string | null = null;
  const autoSubmitted = get('auto-submitted');
  if (autoSubmitted && autoSubmitted.toLowerCase() !== 'no') automated = `Auto-Submitted: ${autoSubmitted}`;
  else if (BULK_PRECEDENCE.test(get('precedence') ?? '')) automated = `Precedence: ${get('precedence')}`;
  else if (get('x-autoreply') !== null || get('x-autorespond') !== null) automated = 'an auto-reply (X-Autoreply)';
  else if (get('list-id') !== null || get('list-unsubscribe') !== null) automated = 'mailing-list mail';
  else if (ROBOT_SENDERS.test(fromEmail)) automated = `sent by ${fromEmail.split('@')[0]}`;

  const verdict = senderVerdict(get, fromEmail);
  return { automated, verdict };
}

/** The From domain, or one of its parents (mail.example.com signs for example.com's mail and the other way round). */
function aligned(domain: string, fromDomain: string): boolean {
  const a = domain.toLowerCase().replace(/\.$/, '');
  return a === fromDomain || fromDomain.endsWith(`.${a}`) || a.endsWith(`.${fromDomain}`);
}

/**
 * Passes only for an authentication aligned with the From address (as DMARC requires): a DMARC pass,
 * a DKIM pass signed by the From domain, or an SPF pass naming it. A pass for some other domain
 * proves nothing about the From line, which is what a forger writes.
 */
function senderVerdict(get: (name: string) => string | null, fromEmail: string): 'pass' | 'fail' | null {
  const fromDomain = (fromEmail.split('@')[1] ?? '').toLowerCase();
  const results = (get('authentication-results') ?? '').toLowerCase();
  const spf = (get('received-spf') ?? '').toLowerCase();
  const dkimField = (get('dkim') ?? '').toLowerCase();
  if (!results && !spf && !dkimField) return null;
  if (/\bdmarc=pass\b/.test(results)) return 'pass';
  for (const match of results.matchAll(/dkim=pass[^;]*?header\.(?:d|i)=@?([a-z0-9.-]+)/g)) if (aligned(match[1], fromDomain)) return 'pass';
  // SendGrid: "{@example.com : pass}".
  for (const match of dkimField.matchAll(/@([a-z0-9.-]+)\s*:\s*pass/g)) if (aligned(match[1], fromDomain)) return 'pass';
  if (spf.startsWith('pass') && fromDomain && spf.includes(`@${fromDomain}`)) return 'pass';
  return 'fail';
}
