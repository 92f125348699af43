import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN_ORDER_CSV_COLUMNS, ADMIN_ORDER_MESSAGES } from '@apostille/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminUser } from '../src/admin/entities/admin-user.entity.js';
import { AdminAccountCache } from '../src/auth/admin-account.cache.js';
import { intentRequest, orderFields, payOffline, submitOrder } from './support/ordering-fixtures.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const HEADER = ADMIN_ORDER_CSV_COLUMNS.map((column) => column.header).join(',');
const BULK_ROWS = 50_000;
/** Each bulk row carries this much note text, so the whole CSV is far bigger than the memory allowed to grow. */
const NOTE_CHARS = 1_760;
const MAX_GROWTH_BYTES = 60 * 1024 * 1024;

/** Splits a CSV text into records and cells (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return records;
}

describe('GET /api/admin/orders/export', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let admin: AdminUser;
  let token: string;
  let placedNumber: string;

  const exportCsv = (query = '') =>
    request(testApp.app.getHttpServer())
      .get(`/api/admin/orders/export${query}`)
      .set('Authorization', `Bearer ${token}`)
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      });

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { ADMIN_USERNAME: 'export-admin', ADMIN_PASSWORD: 'correct-horse-battery-staple' } });
    dataSource = testApp.app.get(DataSource);
    ({ admin, token } = await staffSession(testApp, 'export-admin'));

    const intentId = await payOffline(testApp, intentRequest({ customerEmail: 'ada@example.com' }));
    const placed = await submitOrder(testApp, orderFields(intentId, { notes: 'Deliver to "Front desk", floor 2\nthen call' })).expect(201);
    placedNumber = placed.body.orderNumber;
    await dataSource.query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents, notes, created_at)
       VALUES ('APO-2020-001', 'shipped', '=HYPERLINK("http://evil.example","x")', 'Formula', 'formula@example.com', '+1 850 555 0100',
               'fast', 'Italy', 'Birth Certificate', 5, '@SUM(A1)', now() - interval '1 day'),
              ('APO-2020-002', 'processing', 'Deleted', 'Order', 'deleted@example.com', '8505550100',
               'fast', 'Italy', 'Birth Certificate', 700, NULL, now() - interval '2 days')`,
    );
    await dataSource.query(`UPDATE orders SET deleted_at = now() WHERE order_number = 'APO-2020-002'`);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers a UTF-8 CSV with a BOM, a header row, quoted cells and neutralised formulas', async () => {
    const response = await exportCsv().expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="orders-export-${new Date().toISOString().slice(0, 10)}.csv"`);
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const text = bytes.toString('utf8').slice(1);
    expect(text.startsWith(`${HEADER}\r\n`)).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(ADMIN_ORDER_CSV_COLUMNS.map((column) => column.header));
    // Newest first; the soft-deleted order is not exported.
    expect(rows.map((row) => row[0])).toEqual([placedNumber, 'APO-2020-001']);
    const byColumn = (row: string[]) => Object.fromEntries(ADMIN_ORDER_CSV_COLUMNS.map((column, i) => [column.field, row[i]]));
    expect(byColumn(rows[0])).toMatchObject({
      orderNumber: placedNumber,
      status: 'pending',
      customerFirstName: 'Ada',
      customerEmail: 'ada@example.com',
      documentCount: '3',
      totalAmount: '411.45',
      notes: 'Deliver to "Front desk", floor 2\nthen call',
    });
    expect(byColumn(rows[0]).createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(byColumn(rows[1])).toMatchObject({
      customerFirstName: `'=HYPERLINK("http://evil.example","x")`,
      customerPhone: "'+1 850 555 0100",
      totalAmount: '0.05',
      notes: "'@SUM(A1)",
      shippingStreet: '',
    });
    expect(text).toContain(`"Deliver to ""Front desk"", floor 2\nthen call"`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);

    const [audit] = await dataSource.query(`SELECT actor_type, actor_id, order_id, details, ip_address FROM audit_log WHERE action = 'order.exported'`);
    expect(audit).toEqual({
      actor_type: 'admin',
      actor_id: admin.id,
      order_id: null,
      details: { filters: { status: null, statusGroup: null, search: null }, rowCount: 2, completed: true },
      ip_address: expect.any(String),
    });
  });

  it('applies the status and search filters, and refuses an unknown status before sending any CSV', async () => {
    const rowsOf = async (query: string) =>
      parseCsv((await exportCsv(query).expect(200)).body.toString('utf8').slice(1))
        .slice(1)
        .map((row) => row[0]);
    expect(await rowsOf('?status=shipped')).toEqual(['APO-2020-001']);
    expect(await rowsOf('?status=processing')).toEqual([]);
    // The mobile tabs' groups, as the Overview cards count them (the deleted processing order is left out).
    expect(await rowsOf('?statusGroup=complete')).toEqual(['APO-2020-001']);
    expect(await rowsOf('?statusGroup=processing')).toEqual([]);
    expect(await rowsOf('?search=ADA%40example')).toEqual([placedNumber]);
    expect(await rowsOf('?status=all&search=formula')).toEqual(['APO-2020-001']);
    expect(await rowsOf(`?search=${encodeURIComponent('%')}`)).toEqual([]);

    const refused = await request(testApp.app.getHttpServer())
      .get('/api/admin/orders/export?status=finished')
      .set('Authorization', `Bearer ${token}`)
      .expect(400);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.body).toEqual({ statusCode: 400, message: ADMIN_ORDER_MESSAGES.unknownStatus });

    const audits = await dataSource.query(`SELECT details FROM audit_log WHERE action = 'order.exported' ORDER BY id`);
    expect(audits.slice(-1)[0].details).toEqual({ filters: { status: null, statusGroup: null, search: '%' }, rowCount: 0, completed: true });
    expect(audits.map((a: { details: { filters: unknown } }) => a.details.filters)).toContainEqual({ status: 'shipped', statusGroup: null, search: null });
  });

  it('gives the console a 60-second link that downloads the filtered export without the session, and checks the account again', async () => {
    const http = () => request(testApp.app.getHttpServer());
    const link = await http().post('/api/admin/orders/export-link').set('Authorization', `Bearer ${token}`).send({ status: 'shipped' }).expect(200);
    expect(link.body.url).toMatch(/^\/api\/exports\/orders\?token=[\w.%-]+$/);
    expect(Date.parse(link.body.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    const download = await http()
      .get(link.body.url)
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="orders-export-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(
      parseCsv((download.body as Buffer).toString('utf8').slice(1))
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['APO-2020-001']);
    const [audit] = await dataSource.query(`SELECT actor_id, details FROM audit_log WHERE action = 'order.exported' ORDER BY id DESC LIMIT 1`);
    expect(audit).toEqual({ actor_id: admin.id, details: { filters: { status: 'shipped', statusGroup: null, search: null }, rowCount: 1, completed: true } });

    // A bad filter is refused when the link is asked for; a forged link, or the session token used as one, never downloads.
    expect(
      (await http().post('/api/admin/orders/export-link').set('Authorization', `Bearer ${token}`).send({ status: 'finished' }).expect(400)).body.message,
    ).toBe(ADMIN_ORDER_MESSAGES.unknownStatus);
    expect(
      (await http().post('/api/admin/orders/export-link').set('Authorization', `Bearer ${token}`).send({ statusGroup: 'finished' }).expect(400)).body.message,
    ).toBe(ADMIN_ORDER_MESSAGES.unknownStatusGroup);
    await http().post('/api/admin/orders/export-link').send({}).expect(401);
    const forged = `${link.body.url.slice(0, -4)}AAAA`;
    expect((await http().get(forged).expect(404)).body.message).toBe(ADMIN_ORDER_MESSAGES.exportLinkInvalid);
    await http().get(`/api/exports/orders?token=${token}`).expect(404);
    await http().get('/api/exports/orders').expect(404);

    // A staff member whose role no longer allows exports cannot use a link issued before.
    const second = await http().post('/api/admin/orders/export-link').set('Authorization', `Bearer ${token}`).send({}).expect(200);
    // (The last owner cannot be demoted through the staff screen, so the role changes in SQL and the
    // account cache forgets it, as the staff screen does after a change.)
    const accounts = testApp.app.get(AdminAccountCache);
    await dataSource.query(`UPDATE admin_users SET role = 'staff' WHERE id = $1`, [admin.id]);
    accounts.forget(admin.id);
    try {
      await http().get(second.body.url).expect(403);
    } finally {
      await dataSource.query(`UPDATE admin_users SET role = 'owner' WHERE id = $1`, [admin.id]);
      accounts.forget(admin.id);
    }
  });

  it(`streams ${BULK_ROWS} orders in flat memory`, async () => {
    await dataSource.query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents, notes, created_at)
       SELECT 'APO-2010-' || lpad(n::text, 6, '0'), 'delivered', 'Bulk', 'Customer ' || n, 'bulk' || n || '@example.com', '8505550100',
              'rush', 'Italy', 'Birth Certificate', 10000 + n, repeat(md5(n::text), $2::int / 32), now() - make_interval(days => 3, secs => n)
         FROM generate_series(1, $1::int) AS n`,
      [BULK_ROWS, NOTE_CHARS],
    );
    await dataSource.query('ANALYZE orders');

    const server = testApp.app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);

    // Read the download as a client would, keeping only counters and the edges of the file.
    const result = await new Promise<{ bytes: number; lines: number; head: string; tail: string }>((resolve, reject) => {
      httpGet({ host: '127.0.0.1', port, path: '/api/admin/orders/export?status=delivered', headers: { Authorization: `Bearer ${token}` } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
        let bytes = 0;
        let lines = 0;
        let head = '';
        let tail = '';
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(0x0a); i !== -1; i = chunk.indexOf(0x0a, i + 1)) lines++;
          if (head.length < 400) head += chunk.toString('utf8', 0, 400);
          tail = (tail + chunk.toString('utf8', Math.max(0, chunk.length - 4000))).slice(-4000);
        });
        res.on('end', () => resolve({ bytes, lines, head, tail }));
        res.on('error', reject);
      }).on('error', reject);
    });
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    expect(result.lines).toBe(BULK_ROWS + 1);
    expect(result.head.startsWith(`\uFEFF${HEADER}\r\nAPO-2010-000001,delivered,`)).toBe(true);
    expect(result.tail).toMatch(new RegExp(`\\r\\nAPO-2010-0${BULK_ROWS},delivered,[^\\r]*\\r\\n$`));
    // The file is well over the allowed growth, so buffering it anywhere would break the bound.
    expect(result.bytes).toBeGreaterThan(MAX_GROWTH_BYTES * 1.4);
    expect(peak - baseline).toBeLessThan(MAX_GROWTH_BYTES);

    const [audit] = await dataSource.query(`SELECT details FROM audit_log WHERE action = 'order.exported' ORDER BY id DESC LIMIT 1`);
    expect(audit.details).toEqual({ filters: { status: 'delivered', statusGroup: null, search: null }, rowCount: BULK_ROWS, completed: true });
  }, 120_000);

  it('stops the export when the client goes away, audits it as incomplete, and keeps the database usable', async () => {
    const server = testApp.app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const download = httpGet(
        { host: '127.0.0.1', port, path: '/api/admin/orders/export?status=delivered', headers: { Authorization: `Bearer ${token}` } },
        (res) => {
          res.once('data', () => {
            download.destroy();
            resolve();
          });
        },
      );
      download.on('error', (error) => (download.destroyed ? undefined : reject(error)));
    });

    let audit: { details: { rowCount: number; completed: boolean } } | undefined;
    for (let attempt = 0; attempt < 100 && !audit; attempt++) {
      [audit] = await dataSource.query(`SELECT details FROM audit_log WHERE action = 'order.exported' AND details->>'completed' = 'false'`);
      if (!audit) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(audit?.details.completed).toBe(false);
    expect(audit?.details.rowCount).toBeLessThan(BULK_ROWS);
    // Every pooled connection still answers (the one of the broken COPY was closed, not reused).
    const answers = await Promise.all(Array.from({ length: 12 }, () => exportCsv('?status=shipped').expect(200)));
    for (const answer of answers) expect(parseCsv(answer.body.toString('utf8').slice(1)).length).toBe(2);
  }, 60_000);
});
