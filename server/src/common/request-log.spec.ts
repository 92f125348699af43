import type { IncomingMessage } from 'node:http';
import { loggablePath, loggedRequest, loggedResponse } from './request-log.js';

describe('the access log', () => {
  const raw = { headers: { authorization: 'Bearer secret-token', cookie: 'a=b', 'user-agent': 'Mozilla/5.0' } } as unknown as IncomingMessage;

  it('writes the path without the query string, which carries e-mail addresses and tokens', () => {
    const logged = loggedRequest({
      id: 7,
      method: 'GET',
      url: '/api/orders/track?orderNumber=APO-2026-0000001&email=ada%40example.com',
      remoteAddress: '203.0.113.9',
      raw,
    });
    expect(logged).toEqual({ id: 7, method: 'GET', path: '/api/orders/track', remoteAddress: '203.0.113.9', userAgent: 'Mozilla/5.0' });
    expect(JSON.stringify(logged)).not.toMatch(/example\.com|secret-token|a=b/);
  });

  it('keeps a path that has no query string as it is', () => {
    expect(loggedRequest({ method: 'POST', url: '/api/orders', raw }).path).toBe('/api/orders');
  });

  it('replaces payment-link tokens in the path, on the API routes and the customer page, in any case', () => {
    expect(loggedRequest({ method: 'GET', url: '/api/payment-links/tok-abc123', raw }).path).toBe('/api/payment-links/[redacted]');
    expect(loggablePath('/api/payment-links/tok-abc123/intent?x=1')).toBe('/api/payment-links/[redacted]/intent');
    expect(loggablePath('//API//Payment-Links/tok-abc123/intent')).toBe('//API//Payment-Links/[redacted]/intent');
    expect(loggablePath('/pay/tok-abc123')).toBe('/pay/[redacted]');
    expect(loggablePath('/payment/tok-abc123')).toBe('/payment/tok-abc123');
    expect(loggablePath('/api/orders/track')).toBe('/api/orders/track');
  });

  it('writes only the status code of the response', () => {
    expect(loggedResponse({ statusCode: 404 })).toEqual({ statusCode: 404 });
  });
});
