// The webhook baseline: the same payloads signed and POSTed by a bare loop, one attempt row each.
import { performance } from 'node:perf_hooks';
import { Buffer } from 'node:buffer';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

// As many at once as the product's webhook worker (WebhooksProcessor's concurrency).
const CONCURRENCY = 10;

function post(url, body, headers) {
  return new Promise((resolve) => {
    const started = performance.now();
    // A new connection per delivery, as the product's sender makes (agent: false).
    const request = http.request(
      url,
      { method: 'POST', agent: false, headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ statusCode: response.statusCode, error: null, durationMs: Math.round(performance.now() - started) }));
      },
    );
    request.on('error', (error) => resolve({ statusCode: null, error: error.message, durationMs: Math.round(performance.now() - started) }));
    request.end(body);
  });
}

/** Delivers each of `deliveries` (the product's rows, for the same bodies) once; answers the time and the attempt rows written. */
export async function bareWebhooks(client, databaseUrl, receiver, secret, deliveries) {
  await client.query('CREATE TABLE bare.webhook_attempts (LIKE public.webhook_attempts INCLUDING ALL)');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONCURRENCY });
  await Promise.all(Array.from({ length: CONCURRENCY }, () => pool.query('SELECT 1')));
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < deliveries.length) {
        const delivery = deliveries[next++];
        const body = JSON.stringify({ id: delivery.event_id, type: delivery.type, createdAt: delivery.created_at.toISOString(), data: delivery.payload });
        const t = Math.floor(Date.now() / 1000);
        const signature = `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
        const outcome = await post(receiver.url, body, { 'Apostille-Signature': signature, 'Apostille-Event-Id': delivery.event_id });
        await pool.query(`INSERT INTO bare.webhook_attempts (delivery_id, attempted_at, status_code, error, duration_ms) VALUES ($1, now(), $2, $3, $4)`, [
          delivery.id,
          outcome.statusCode,
          outcome.error,
          outcome.durationMs,
        ]);
      }
    }),
  );
  const ms = performance.now() - started;
  const [{ rows }] = (await client.query('SELECT count(*)::int AS rows FROM bare.webhook_attempts')).rows;
  await pool.end();
  return { ms, attemptRows: rows };
}
