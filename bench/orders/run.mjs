#!/usr/bin/env node
// Order-creation benchmark: starts the built server (server/dist/main.js) on a fresh database,
// places N paid orders with two 1 MB PDF files each at a fixed concurrency, reports orders/s and
// latency percentiles, and checks that orders, documents and stored files equal what was sent.
//
//   npm run bench:orders                      # 200 orders, concurrency 10
//   npm run bench:orders -- --orders 500 --concurrency 20
//   npm run bench:orders -- --database-url postgres://postgres@127.0.0.1:5432/postgres
//
// PostgreSQL: --database-url (or BENCH_DATABASE_URL) names a server on which a throwaway database is
// created and dropped; without it the server starts its own embedded PostgreSQL in a temporary
// DATA_DIR. No dependencies beyond the workspace (pg for the final count).
import { Buffer } from 'node:buffer';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cpuMeter, cpuSeconds, createDatabase, freePort, httpPost, percentile, startServer } from '../lib/harness.mjs';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: process.env.BENCH_ORDERS ?? '200' },
    concurrency: { type: 'string', default: process.env.BENCH_CONCURRENCY ?? '10' },
    'file-bytes': { type: 'string', default: String(1024 * 1024) },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL },
    'keep-data': { type: 'boolean', default: false },
    // API_PROCESSES of the server under test (1 = one process doing HTTP and queue work).
    'api-processes': { type: 'string', default: process.env.BENCH_API_PROCESSES ?? '1' },
    // Queues on Redis (as docker-compose runs them); without it BullMQ keeps them in PostgreSQL (the embedded default).
    'redis-url': { type: 'string', default: process.env.BENCH_REDIS_URL },
  },
});
const ORDERS = Number(args.orders);
const CONCURRENCY = Number(args.concurrency);
const FILE_BYTES = Number(args['file-bytes']);

async function postJson(base, path, payload) {
  const { status, json } = await httpPost(`${base}${path}`, { 'Content-Type': 'application/json' }, Buffer.from(JSON.stringify(payload)));
  if (status < 200 || status >= 300) throw new Error(`${path} answered ${status}: ${JSON.stringify(json)}`);
  return json;
}

/** A PDF-looking file of exactly `bytes` bytes (the server checks the %PDF- signature). */
function pdfOf(bytes, seed) {
  const buffer = Buffer.alloc(bytes, 0x20);
  buffer.write(`%PDF-1.7\n% bench ${seed}\n`, 0, 'latin1');
  buffer.write('\n%%EOF\n', bytes - 7, 'latin1');
  return buffer;
}

/**
 * Documents in the bucket when the server under test runs with S3_BUCKET (and the other S3_*
 * variables, taken from this process's environment): use a fresh bucket per run.
 */
async function countBucketDocuments() {
  const { S3Client, paginateListObjectsV2 } = await import('@aws-sdk/client-s3');
  const env = process.env;
  const client = new S3Client({
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials: env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
  });
  let count = 0;
  for await (const page of paginateListObjectsV2({ client }, { Bucket: env.S3_BUCKET, Prefix: 'apostille-docs/' })) count += page.KeyCount ?? 0;
  client.destroy();
  return count;
}

const BOUNDARY = '----bench-orders-boundary-7f3a9c';
const SHIPPING_RATE = { rateId: 'fallback-usps-priority-flat', cost: 9.45, serviceDescription: 'USPS Priority Mail Flat Rate Envelope' };
const DOCUMENT_TYPES = ['Birth Certificate', 'College Diploma'];

const formField = (name, value) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/**
 * The two documents as multipart parts, built once: each order's body is its text fields followed
 * by these same Buffers, written to the socket one by one (no 2 MB copy per order).
 */
function documentParts(files) {
  const parts = [];
  for (const [i, name] of ['birth-certificate.pdf', 'diploma.pdf'].entries()) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="documents"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`));
    parts.push(files[i], Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return parts;
}

async function placeOrder(base, index, documents) {
  const email = `bench-${index}@example.com`;
  const started = performance.now();
  const intent = await postJson(base, '/api/create-payment-intent', {
    serviceLevel: 'rush',
    documentCount: 2,
    deliveryMethod: 'mail',
    selectedShippingRate: SHIPPING_RATE,
    additionalServices: { scanning: true, translation: false },
    documentTypes: DOCUMENT_TYPES,
    customerEmail: email,
    metadata: { serviceLevel: 'rush', customerName: `Bench ${index}` },
  });
  await postJson(base, '/api/payments/offline/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  });
  const fields = {
    paymentIntentId: intent.paymentIntentId,
    customerFirstName: 'Bench',
    customerLastName: `Customer ${index}`,
    customerEmail: email,
    customerPhone: '8505550123',
    serviceLevel: 'rush',
    serviceLevelPrice: '227',
    destinationCountry: 'Italy',
    deliveryMethod: 'mail',
    deliveryPrice: '0',
    stateGovernmentFees: '20',
    totalAmount: String(intent.verifiedAmount),
    documentType: 'Birth Certificate',
    documentCount: '2',
    shippingAddress: JSON.stringify({ street: '1 Main St', city: 'Tallahassee', state: 'FL', zipCode: '32301', country: 'United States' }),
    documentTypes: JSON.stringify(DOCUMENT_TYPES),
    selectedShippingRate: JSON.stringify(SHIPPING_RATE),
    additionalServices: JSON.stringify({ scanning: true, translation: false }),
    additionalServicesArray: 'scanning',
  };
  const text = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => formField(name, value))
      .join(''),
  );
  const orderStarted = performance.now();
  const { status, json } = await httpPost(`${base}/api/orders`, { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` }, [text, ...documents]);
  if (status !== 201) throw new Error(`order ${index} answered ${status}: ${JSON.stringify(json)}`);
  const finished = performance.now();
  return { flowMs: finished - started, orderMs: finished - orderStarted };
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'apostille-bench-'));
  const database = args['database-url'] ? await createDatabase(args['database-url']) : undefined;
  const embeddedPgPort = String(await freePort());
  let server;
  let exitCode = 0;
  try {
    server = await startServer(dataDir, {
      DATABASE_URL: database?.url, // unset: the server's embedded PostgreSQL
      EMBEDDED_PG_PORT: embeddedPgPort,
      STRIPE_PUBLISHABLE_KEY: '',
      SHIPPO_API_KEY: '',
      API_PROCESSES: args['api-processes'],
      REDIS_URL: args['redis-url'] ?? '',
    });
    const { child, base } = server;
    const files = documentParts([pdfOf(FILE_BYTES, 'a'), pdfOf(FILE_BYTES, 'b')]);
    // Warm-up (connection pools, JIT), not counted.
    await placeOrder(base, -1, files);

    const results = [];
    const failures = [];
    let next = 0;
    const serverCpuBefore = await cpuSeconds(child.pid);
    const stopCpuMeter = await cpuMeter(child.pid).start();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < ORDERS) {
          const index = next++;
          try {
            results.push(await placeOrder(base, index, files));
          } catch (error) {
            failures.push(String(error.message ?? error));
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    // The embedded superuser's password is generated into DATA_DIR/secrets.json at the first start.
    const embeddedPassword = database ? undefined : JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8')).embeddedPostgresPassword;
    const client = new pg.Client(
      database
        ? { connectionString: database.url }
        : { host: '127.0.0.1', port: Number(embeddedPgPort), user: 'postgres', password: embeddedPassword, database: 'apostille' },
    );
    await client.connect();
    // How far the e-mails trail the answers: the outbox relay looks for new rows every OUTBOX_POLL_MS
    // (1 s), so about a second's worth of orders is the backlog of e-mails that keep up.
    const [{ unsent: mailBacklogAtLastAnswer }] = (await client.query(`SELECT count(*)::int AS unsent FROM outbox_messages WHERE status <> 'sent'`)).rows;
    // The confirmation e-mails go out after the answers: the run counts as done once every one is
    // written, so work the queues put off is not left out of the measure.
    const mailDeadline = Date.now() + 120_000;
    while (Date.now() < mailDeadline) {
      const [{ unsent }] = (await client.query(`SELECT count(*)::int AS unsent FROM outbox_messages WHERE status <> 'sent'`)).rows;
      if (unsent === 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const secondsWithMail = (performance.now() - started) / 1000;
    // Where the CPU went, ms per order (e-mails included): server (all its Node.js processes),
    // this client, and the rest of the machine (PostgreSQL, Redis, kernel).
    const cpuPerOrder = await stopCpuMeter(results.length);
    const serverCpuAfter = await cpuSeconds(child.pid);
    const serverCpuMsPerOrder =
      serverCpuBefore === undefined || serverCpuAfter === undefined ? undefined : Math.round(((serverCpuAfter - serverCpuBefore) * 1000) / results.length);
    const [{ orders, documents }] = (
      await client.query('SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM order_documents) AS documents')
    ).rows;
    await client.end();
    const stored = process.env.S3_BUCKET ? await countBucketDocuments() : (await readdir(join(dataDir, 'uploads', 'apostille-docs'))).length;
    const staging = (await readdir(join(dataDir, 'uploads', '.staging'))).length;
    const mails = (await readdir(join(dataDir, 'mail')).catch(() => [])).filter((name) => name.endsWith('.eml')).length;

    const flow = results.map((r) => r.flowMs).sort((a, b) => a - b);
    const order = results.map((r) => r.orderMs).sort((a, b) => a - b);
    const expectedOrders = ORDERS + 1; // + warm-up
    const summary = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      database: database ? 'given PostgreSQL server (fresh database)' : 'embedded PostgreSQL',
      orders: ORDERS,
      concurrency: CONCURRENCY,
      apiProcesses: Number(args['api-processes']),
      queues: args['redis-url'] ? 'Redis' : 'PostgreSQL',
      filesPerOrder: 2,
      fileBytes: FILE_BYTES,
      seconds: Number(seconds.toFixed(2)),
      ordersPerSecond: Number((results.length / seconds).toFixed(1)),
      // Until the last confirmation e-mail was written: the stricter figure.
      ordersPerSecondWithMail: Number((results.length / secondsWithMail).toFixed(1)),
      mailBacklogAtLastAnswer,
      mailDrainSeconds: Number((secondsWithMail - seconds).toFixed(2)),
      orderPostMs: { p50: Math.round(percentile(order, 50)), p95: Math.round(percentile(order, 95)), max: Math.round(order.at(-1)) },
      fullFlowMs: { p50: Math.round(percentile(flow, 50)), p95: Math.round(percentile(flow, 95)), max: Math.round(flow.at(-1)) },
      serverCpuMsPerOrder,
      cpuPerOrder,
      loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))),
      failures: failures.length,
      check: {
        ordersStored: orders,
        ordersExpected: expectedOrders,
        documentsStored: documents,
        filesStored: stored,
        filesExpected: expectedOrders * 2,
        stagingLeftovers: staging,
        confirmationMailsWritten: mails,
      },
    };
    const ok =
      failures.length === 0 &&
      orders === expectedOrders &&
      documents === expectedOrders * 2 &&
      stored === expectedOrders * 2 &&
      staging === 0 &&
      mails === expectedOrders;
    console.log(JSON.stringify(summary, null, 2));
    if (failures.length) console.error(`first failures:\n${failures.slice(0, 5).join('\n')}`);
    console.log(ok ? 'CHECK OK: orders, documents, stored files and confirmation e-mails equal the requests sent' : 'CHECK FAILED');
    if (!ok) exitCode = 1;
  } finally {
    await server?.stop();
    if (database) await database.drop();
    if (!args['keep-data']) await rm(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
