#!/usr/bin/env node
// The comparison point of bench:overhead: a bare node:http + pg server running the same SQL as the
// product, without framework, validation, authentication, rate limits or logging:
//   GET /track?orderNumber&email: the product's own tracking statement (tracking-sql.ts);
//   GET /replay/<route>: the statements the product ran for one request of the route (captured by
//   capture-sql.mjs into BENCH_CAPTURE_FILE), answered with their rows as JSON;
//   anything else: 404 as the product answers an unknown address (the framework's floor).
//   DATABASE_URL=… PORT=… BENCH_CAPTURE_FILE=… node bench/overhead/bare-server.mjs
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { TRACKING_SQL, trackingParameters } from '../../server/dist/orders/tracking/tracking-sql.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
async function track(url) {
  const orderNumber = url.searchParams.get('orderNumber') ?? '';
  const email = url.searchParams.get('email') ?? '';
  const row = (await pool.query({ name: 'track', text: TRACKING_SQL, values: trackingParameters(orderNumber, email) })).rows[0];
  if (!row) return [404, { message: 'Order not found' }];
  return [200, { ...row.order, statusHistory: row.history, documents: row.documents }];
}

/**
 * The statements the product ran for one request of each route (capture-sql.mjs), grouped by the
 * connection it ran them on: each group replays in order on one connection, the groups side by side.
 */
const captured = new Map();
const capturedLines = existsSync(process.env.BENCH_CAPTURE_FILE) ? readFileSync(process.env.BENCH_CAPTURE_FILE, 'utf8').split('\n') : [];
for (const line of capturedLines.filter(Boolean)) {
  const { route, client, name, text, values } = JSON.parse(line);
  if (!captured.has(route)) captured.set(route, new Map());
  const groups = captured.get(route);
  if (!groups.has(client)) groups.set(client, []);
  groups.get(client).push(name ? { name: `${route}-${name}`, text, values } : { text, values });
}

async function replay(route) {
  const groups = captured.get(route);
  if (!groups) return [404, { message: `nothing captured for ${route}` }];
  const results = await Promise.all(
    [...groups.values()].map(async (statements) => {
      const connection = await pool.connect();
      try {
        const rows = [];
        for (const statement of statements) rows.push((await connection.query(statement)).rows);
        return rows;
      } finally {
        connection.release();
      }
    }),
  );
  return [200, { data: results }];
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url, 'http://bare');
  const handler =
    url.pathname === '/track'
      ? track(url)
      : url.pathname.startsWith('/replay/')
        ? replay(url.pathname.slice('/replay/'.length))
        : Promise.resolve([404, { statusCode: 404, message: `Cannot GET /api${url.pathname}` }]);
  request.resume();
  handler
    .then(([status, body]) => {
      const json = JSON.stringify(body);
      response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json) });
      response.end(json);
    })
    .catch((error) => {
      response.writeHead(500);
      response.end(String(error));
    });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('listening\n'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
