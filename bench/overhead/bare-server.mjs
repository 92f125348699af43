#!/usr/bin/env node
// The comparison point of bench:overhead: a bare node:http + pg server answering the same two calls
// with the same SQL as the product (tracking lookup: the order by number and e-mail with its status
// history and documents, the product's own statement; staff first page: the page of the console's columns and a cached row
// estimate), without framework, validation, authentication, rate limits or logging.
//   DATABASE_URL=… PORT=… node bench/overhead/bare-server.mjs
import http from 'node:http';
import pg from 'pg';
import { ADMIN_ORDER_ROW_SELECT } from '../../server/dist/orders/admin/admin-order.view.js';
import { TRACKING_SQL, trackingParameters } from '../../server/dist/orders/tracking/tracking-sql.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
let estimate = { total: 0, expiresAt: 0 };

const PAGE_SQL = `SELECT ${ADMIN_ORDER_ROW_SELECT} FROM orders o WHERE o.deleted_at IS NULL ORDER BY o.created_at DESC, o.id DESC LIMIT 25 OFFSET 0`;

async function track(url) {
  const orderNumber = url.searchParams.get('orderNumber') ?? '';
  const email = url.searchParams.get('email') ?? '';
  const row = (await pool.query({ name: 'track', text: TRACKING_SQL, values: trackingParameters(orderNumber, email) })).rows[0];
  if (!row) return [404, { message: 'Order not found' }];
  return [200, { ...row.order, statusHistory: row.history, documents: row.documents }];
}

async function firstPage() {
  const [page, total] = await Promise.all([
    pool.query(PAGE_SQL),
    estimate.expiresAt > Date.now()
      ? estimate.total
      : pool.query(`EXPLAIN (FORMAT JSON) SELECT 1 FROM orders o WHERE o.deleted_at IS NULL`).then((result) => {
          const total = Math.round(result.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
          estimate = { total, expiresAt: Date.now() + 10_000 };
          return total;
        }),
  ]);
  return [200, { data: { orders: { total, items: page.rows } } }];
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url, 'http://bare');
  const handler = url.pathname === '/track' ? track(url) : url.pathname === '/first-page' ? firstPage() : Promise.resolve([404, {}]);
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
