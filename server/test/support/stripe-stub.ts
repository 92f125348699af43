import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
}

export interface StubCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  amount_total: number;
  currency: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  /** The line item's product name (what the customer sees on the page). */
  description: string;
}

export interface StripeStub {
  url: string;
  intents: Map<string, StubIntent>;
  /** Checkout Sessions (payment links for extra charges). */
  sessions: Map<string, StubCheckoutSession>;
  /** What a customer paying on the Checkout page causes; answers the completed session (the webhook's object). */
  completeSession(id: string): StubCheckoutSession;
  /** Requests received, for assertions ("POST /v1/payment_intents"). */
  calls: string[];
  /** Refunds made (one per idempotency key, as Stripe does). */
  refunds: { id: string; paymentIntent: string; amount: number }[];
  /** What a customer completing the payment in Stripe Elements would cause. */
  succeed(id: string): void;
  /** While set, refunds answer as Stripe does when its API is unavailable (500), so retries can be tested. */
  refundsUnavailable: boolean;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Stripe's form encoding (`metadata[key]=value`) back to an object. */
function parseForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^(\w+)\[(\w+)\](?:\[(\w+)\])?$/.exec(key);
    if (!nested) {
      result[key] = value;
      continue;
    }
    const outer = (result[nested[1]] ??= {}) as Record<string, unknown>;
    if (nested[3]) ((outer[nested[2]] ??= {}) as Record<string, unknown>)[nested[3]] = value;
    else outer[nested[2]] = value;
  }
  return result;
}

/**
 * A local stand-in for the few Stripe API calls the server makes: create and retrieve a payment
 * intent, with idempotency keys honoured the way Stripe does.
 */
export async function startStripeStub(): Promise<StripeStub> {
  const intents = new Map<string, StubIntent>();
  const sessions = new Map<string, StubCheckoutSession>();
  const byIdempotencyKey = new Map<string, string>();
  const calls: string[] = [];
  const refunds: StripeStub['refunds'] = [];
  let port = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = (request.url ?? '').split('?')[0];
      calls.push(`${request.method} ${path}`);
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomBytes(6).toString('hex')}` });
        response.end(JSON.stringify(payload));
      };
      if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
        return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const key = request.headers['idempotency-key'];
        const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (known) return reply(200, intents.get(known));
        const form = parseForm(body);
        const id = `pi_${randomBytes(12).toString('hex')}`;
        const intent: StubIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: String(form.currency),
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          description: (form.description as string) ?? null,
          receipt_email: (form.receipt_email as string) ?? null,
          metadata: (form.metadata as Record<string, string>) ?? {},
        };
        intents.set(id, intent);
        if (typeof key === 'string') byIdempotencyKey.set(key, id);
        return reply(200, intent);
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const key = request.headers['idempotency-key'];
        const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (known) return reply(200, sessions.get(known));
        // Checkout's nested form keys (line_items[0][price_data][unit_amount]) are read as they come.
        const form = new URLSearchParams(body);
        const metadata: Record<string, string> = {};
        for (const [name, value] of form) {
          const match = /^metadata\[(\w+)\]$/.exec(name);
          if (match) metadata[match[1]] = value;
        }
        const quantity = Number(form.get('line_items[0][quantity]') ?? '1');
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const session: StubCheckoutSession = {
          id,
          object: 'checkout.session',
          mode: String(form.get('mode')),
          url: `http://127.0.0.1:${port}/c/pay/${id}`,
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')) * quantity,
          currency: String(form.get('line_items[0][price_data][currency]')),
          status: 'open',
          payment_status: 'unpaid',
          payment_intent: null,
          customer_email: form.get('customer_email'),
          success_url: String(form.get('success_url')),
          cancel_url: String(form.get('cancel_url')),
          metadata,
          description: String(form.get('line_items[0][price_data][product_data][name]')),
        };
        sessions.set(id, session);
        if (typeof key === 'string') byIdempotencyKey.set(key, id);
        return reply(200, session);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        if (stub.refundsUnavailable) return reply(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
        const key = request.headers['idempotency-key'];
        const known = typeof key === 'string' ? refunds.find((refund) => refund.id === byIdempotencyKey.get(key)) : undefined;
        if (known) return reply(200, { id: known.id, object: 'refund', payment_intent: known.paymentIntent, amount: known.amount, status: 'succeeded' });
        const form = parseForm(body);
        const intent = intents.get(String(form.payment_intent));
        if (!intent || intent.status !== 'succeeded') {
          return reply(400, { error: { type: 'invalid_request_error', message: 'This PaymentIntent does not have a successful charge to refund.' } });
        }
        // As Stripe: without `amount` the rest of the charge goes back; never more than was charged.
        const refundedSoFar = refunds.filter((refund) => refund.paymentIntent === intent.id).reduce((sum, refund) => sum + refund.amount, 0);
        const amount = form.amount === undefined ? intent.amount - refundedSoFar : Number(form.amount);
        if (!Number.isInteger(amount) || amount <= 0 || refundedSoFar + amount > intent.amount) {
          return reply(400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: `Refund amount (${amount}) is greater than unrefunded amount on charge.`,
            },
          });
        }
        const refund = { id: `re_${randomBytes(12).toString('hex')}`, paymentIntent: intent.id, amount };
        refunds.push(refund);
        if (typeof key === 'string') byIdempotencyKey.set(key, refund.id);
        return reply(200, { id: refund.id, object: 'refund', payment_intent: intent.id, amount, status: 'succeeded' });
      }
      const retrieve = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
      if (request.method === 'GET' && retrieve) {
        const intent = intents.get(retrieve[1]);
        if (!intent) {
          return reply(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${retrieve[1]}'` } });
        }
        return reply(200, intent);
      }
      reply(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const stub: StripeStub = {
    url: `http://127.0.0.1:${port}`,
    intents,
    sessions,
    calls,
    refunds,
    refundsUnavailable: false,
    completeSession(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no checkout session ${id}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = `pi_${randomBytes(12).toString('hex')}`;
      return session;
    },
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps connections alive; end them so close() does not wait for their idle timeout.
        server.closeAllConnections();
      }),
  };
  return stub;
}
