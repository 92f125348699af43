import { BATCH_COLUMNS, BATCH_MAX_FILE_BYTES, BATCH_MESSAGES, quote } from '@apostille/domain';
import { BATCH_CHECK_RATE_LIMIT } from '../src/batch-orders/batch-orders.controller.js';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { anyClient } from './support/ordering-fixtures.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

/**
 * CSV checked row by row (issue #36, batch orders): a confirmed wholesale account uploads a CSV and
 * gets every row back with its errors per column and its price at the account's tier; a file that
 * cannot be a batch (header, size, row count, encoding) is refused whole with a clear message, and
 * nothing is stored either way.
 */

const PASSWORD = 'correct horse battery';
const HEADER = 'document_type,issued_in,destination,customer_reference';

describe('CSV checked row by row', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let wholesale: string;

  const http = () => request(testApp.app.getHttpServer());

  /** A signed-in account; `tier` makes it a confirmed wholesale account as staff's approval leaves it. */
  async function account(email: string, tier: string | null, verified = true): Promise<string> {
    await http()
      .post('/api/customers/register')
      .set('X-Forwarded-For', anyClient())
      .send({ firstName: 'Grace', lastName: 'Hopper', email, phone: '8505550100', password: PASSWORD })
      .expect(201);
    await dataSource.query(`UPDATE customers SET email_verified = $4, account_type = $2, wholesale_tier = $3 WHERE lower(email) = lower($1)`, [
      email,
      tier ? 'wholesale' : 'retail',
      tier,
      verified,
    ]);
    const login = await http().post('/api/customers/login').set('X-Forwarded-For', anyClient()).send({ email, password: PASSWORD }).expect(200);
    return login.body.token as string;
  }

  const check = (token: string | null, csv: string | Buffer, filename = 'batch.csv') => {
    const call = http().post('/api/customers/batch-orders/check').set('X-Forwarded-For', anyClient());
    if (token) call.set('Authorization', `Bearer ${token}`);
    return call.attach('file', typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv, { filename, contentType: 'text/csv' });
  };

  async function tableCounts(): Promise<Record<string, number>> {
    const [row] = await dataSource.query(
      `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM payments) AS payments, (SELECT count(*)::int FROM checkouts) AS checkouts`,
    );
    return row as Record<string, number>;
  }

  beforeAll(async () => {
    testApp = await bootTestApp();
    dataSource = testApp.app.get(DataSource);
    wholesale = await account('batch-firm@agency.example', 'enterprise');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('checks a good file row by row and prices each row at the account’s wholesale tier, storing nothing', async () => {
    const before = await tableCounts();
    const csv = `\uFEFF${HEADER},service_level\r\nBirth Certificate,FL,Spain,CASE-1,rush\r\nFBI Background Check,Federal agency,Germany,CASE-2,fast\r\n,,,,\r\n`;
    const answer = await check(wholesale, csv).expect(200);

    const expected = (documentType: string, issuer: object, destinationCountry: string, serviceLevel: string) =>
      quote({
        serviceLevel,
        documentCount: 1,
        deliveryMethod: 'mail',
        documents: [{ documentType, issuer: issuer as never }],
        destinationCountry,
        orderDate: new Date(),
        wholesaleTier: 'enterprise',
      });
    const first = expected('Birth Certificate', { kind: 'us-state', state: 'FL' }, 'Spain', 'rush');
    const second = expected('FBI Background Check', { kind: 'federal-agency' }, 'Germany', 'fast');
    expect(first.totalSavingsCents).toBeGreaterThan(0);

    expect(answer.body.rows).toEqual([
      {
        row: 2,
        values: { document_type: 'Birth Certificate', issued_in: 'FL', destination: 'Spain', customer_reference: 'CASE-1', service_level: 'rush' },
        errors: [],
        price: {
          totalCents: first.totalCents,
          serviceFeesCents: first.serviceFeesCents,
          governmentFeesCents: first.stateGovernmentFeesCents,
          savingsCents: first.totalSavingsCents,
          pendingGovernmentFees: first.pendingGovernmentFees.length,
        },
      },
      expect.objectContaining({ row: 3, errors: [], price: expect.objectContaining({ totalCents: second.totalCents }) }),
    ]);
    expect(answer.body.summary).toEqual({
      rowCount: 2,
      validRows: 2,
      invalidRows: 0,
      totalCents: first.totalCents + second.totalCents,
      savingsCents: first.totalSavingsCents + second.totalSavingsCents,
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('reports an unknown country, an unknown document type and a formula at their row and column, pricing only the good rows', async () => {
    const csv = [
      HEADER,
      'Birth Certificate,FL,Spain,OK-1',
      'Birth Certificate,FL,Atlantis,BAD-COUNTRY',
      'Moon Deed,FL,Spain,BAD-TYPE',
      'Birth Certificate,FL,Spain,=HYPERLINK("http://evil.example")',
      'Birth Certificate,FL,Spain,-5',
    ].join('\n');
    const answer = await check(wholesale, csv).expect(200);
    const rows = answer.body.rows as { row: number; errors: { column: string | null; message: string }[]; price: unknown }[];
    expect(rows.map((r) => [r.row, r.errors])).toEqual([
      [2, []],
      [3, [{ column: 'destination', message: BATCH_MESSAGES.unknownDestination('Atlantis') }]],
      [4, [{ column: 'document_type', message: BATCH_MESSAGES.unknownDocumentType('Moon Deed') }]],
      [5, [{ column: 'customer_reference', message: BATCH_MESSAGES.formula }]],
      [6, []],
    ]);
    expect(rows.map((r) => r.price !== null)).toEqual([true, false, false, false, true]);
    expect(answer.body.summary).toMatchObject({ rowCount: 5, validRows: 2, invalidRows: 3 });
  });

  it('refuses a wrong header, naming the missing and unknown columns', async () => {
    const answer = await check(wholesale, 'document_type,issued_from,destination,colour\nBirth Certificate,FL,Spain,red\n').expect(400);
    expect(answer.body.message).toBe(`${BATCH_MESSAGES.missingColumns(['issued_in'])} ${BATCH_MESSAGES.unknownColumns(['"issued_from"', '"colour"'])}`);
  });

  it('refuses 10,001 rows and accepts 10,000', async () => {
    const rows = (count: number) => `${HEADER}\n${'Affidavit,NY,Japan,R\n'.repeat(count)}`;
    const refused = await check(wholesale, rows(10_001)).expect(400);
    expect(refused.body.message).toBe(BATCH_MESSAGES.tooManyRows);
    expect(refused.body.message).toContain('at most 10,000 rows');
    const accepted = await check(wholesale, rows(10_000)).expect(200);
    expect(accepted.body.summary).toMatchObject({ rowCount: 10_000, validRows: 10_000 });
  });

  it('refuses a file over the size limit, a binary file and one that is not UTF-8', async () => {
    const big = `${HEADER}\n${'Affidavit,NY,Japan,'.padEnd(BATCH_MAX_FILE_BYTES, 'x')}\n`;
    expect((await check(wholesale, big).expect(400)).body.message).toBe(BATCH_MESSAGES.tooLarge);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
    expect((await check(wholesale, png, 'batch.png').expect(400)).body.message).toBe(BATCH_MESSAGES.notText);
    const latin1 = Buffer.from(`${HEADER}\nAffidavit,NY,Japan,Jos\xe9\n`, 'latin1');
    expect((await check(wholesale, latin1).expect(400)).body.message).toBe(BATCH_MESSAGES.notText);
    expect((await check(wholesale, `${HEADER}\n"Affidavit,NY,Japan,R\n`).expect(400)).body.message).toBe(BATCH_MESSAGES.unreadable);
    expect((await check(wholesale, `${HEADER}\n`).expect(400)).body.message).toBe(BATCH_MESSAGES.noRows);
  });

  it('asks for a file when none is sent', async () => {
    const answer = await http()
      .post('/api/customers/batch-orders/check')
      .set('X-Forwarded-For', anyClient())
      .set('Authorization', `Bearer ${wholesale}`)
      .field('note', 'x')
      .expect(400);
    expect(answer.body.message).toBe(BATCH_MESSAGES.noFile);
  });

  it('refuses retail and unconfirmed accounts (403) and callers without a sign-in (401)', async () => {
    const retail = await account('batch-retail@example.com', null);
    expect((await check(retail, `${HEADER}\nAffidavit,NY,Japan,R\n`).expect(403)).body.message).toBe(BATCH_MESSAGES.wholesaleOnly);
    const unconfirmed = await account('batch-unconfirmed@agency.example', 'partner', false);
    await check(unconfirmed, `${HEADER}\nAffidavit,NY,Japan,R\n`).expect(403);
    await check(null, `${HEADER}\nAffidavit,NY,Japan,R\n`).expect(401);
    await http().get('/api/customers/batch-orders/template.csv').expect(401);
  });

  it('serves a template whose header has every column and whose example row passes the check', async () => {
    const template = await http().get('/api/customers/batch-orders/template.csv').set('Authorization', `Bearer ${wholesale}`).expect(200);
    expect(template.headers['content-type']).toMatch(/^text\/csv/);
    expect(template.headers['content-disposition']).toContain('attachment');
    expect(template.text.split('\r\n')[0]).toBe(BATCH_COLUMNS.join(','));
    const answer = await check(wholesale, template.text).expect(200);
    expect(answer.body.summary).toMatchObject({ rowCount: 1, validRows: 1 });
  });

  it('limits checks per client, as other uploads are', async () => {
    const client = anyClient();
    const once = () =>
      http()
        .post('/api/customers/batch-orders/check')
        .set('X-Forwarded-For', client)
        .set('Authorization', `Bearer ${wholesale}`)
        .attach('file', Buffer.from(`${HEADER}\nAffidavit,NY,Japan,R\n`), { filename: 'batch.csv', contentType: 'text/csv' });
    for (let i = 0; i < BATCH_CHECK_RATE_LIMIT.limit; i += 1) await once().expect(200);
    await once().expect(429);
  });
});
