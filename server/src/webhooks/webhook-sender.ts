import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookTarget } from './webhook-address.js';

export type SendOutcome = { statusCode: number; error: null } | { statusCode: null; error: string };

/**
 * POSTs the body to the checked address: the connection's DNS lookup answers that address, so a
 * host name cannot resolve to another one between the check and the connection (DNS rebinding),
 * while TLS still verifies the certificate for the host name (SNI and the Host header keep it).
 * Redirects are not followed (a 3xx is a failed attempt). The answer's body is read and dropped.
 */
export function postWebhook(target: WebhookTarget, body: string, headers: Record<string, string>, timeoutMs: number): Promise<SendOutcome> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      target.url,
      {
        method: 'POST',
        agent: false,
        lookup: pinned,
        headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), 'User-Agent': 'Apostille-Webhooks/1' },
      },
      (response) => {
        response.resume();
        response.on('error', () => undefined);
        settle({ statusCode: response.statusCode ?? 0, error: null });
      },
    );
    const timer = setTimeout(() => {
      settle({ statusCode: null, error: `no answer within ${timeoutMs / 1000} s` });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) =>
      settle({ statusCode: null, error: error.code ? `connection failed (${error.code})` : 'connection failed' }),
    );
    request.end(body);
  });
}
