import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `Apostille-Signature` header, as Stripe signs its webhooks: `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<raw body>" under the endpoint's secret>`. The timestamp inside the signed
 * text lets a receiver refuse old (replayed) requests.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;
}

/** How a receiver checks the header (used by the tests as a receiver would): the HMAC matches and t is recent. */
export function verifySignature(secret: string, body: string, header: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureHeader(secret, body, t).split('v1=')[1], 'hex');
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
