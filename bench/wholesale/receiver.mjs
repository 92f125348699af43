// A webhook receiver on 127.0.0.1, as a customer would write one: every request's
// Apostille-Signature (t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">) is checked with
// the endpoint's secret before it counts; a delivery that fails the check is answered 400.
import { Buffer } from 'node:buffer';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';

const TOLERANCE_SECONDS = 300;

function verified(secret, body, header) {
  const parts = new Map((header ?? '').split(',').map((part) => part.split('=', 2)));
  const t = Number(parts.get('t'));
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startReceiver() {
  let secret = '';
  let wanted = 0;
  let ids = new Set();
  let counts = { verified: 0, refused: 0, duplicates: 0 };
  let finish = () => undefined;
  const receiver = {
    done: Promise.resolve(),
    /** From now on: check with this secret, and resolve `done` once `count` distinct events were verified. */
    expect(newSecret, count) {
      secret = newSecret;
      wanted = count;
      ids = new Set();
      counts = { verified: 0, refused: 0, duplicates: 0 };
      receiver.done = new Promise((resolve) => (finish = resolve));
    },
    report: () => ({ ...counts }),
  };
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (!verified(secret, body, request.headers['apostille-signature'])) {
        counts.refused += 1;
        response.writeHead(400).end('bad signature');
        return;
      }
      const id = JSON.parse(body).id;
      counts.verified += 1;
      if (ids.has(id)) counts.duplicates += 1;
      ids.add(id);
      response.writeHead(200).end('ok');
      if (ids.size === wanted) finish();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  receiver.url = `http://127.0.0.1:${server.address().port}/hooks`;
  receiver.stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return receiver;
}
