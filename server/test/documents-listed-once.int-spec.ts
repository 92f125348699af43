import request from 'supertest';
import { DataSource } from 'typeorm';
import { intentRequest, JPEG, orderFields, PDF, payOffline, PNG, submitOrder } from './support/ordering-fixtures.js';
import { pdfTextLines } from './support/pdf-text.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';

/** A document scanned as two files is one document: once in the confirmation e-mail, one box on the slip. */
describe('documents listed once, with their files', () => {
  let testApp: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    testApp = await bootTestApp();
    dataSource = testApp.app.get(DataSource);
  });
  afterAll(() => testApp?.close());

  const email = 'two.files@example.com';
  const documents = { documentCount: 2, documentTypes: ['Birth Certificate', 'College Diploma'] };

  async function placeTwoDocumentsInThreeFiles(): Promise<string> {
    const intent = await payOffline(testApp, intentRequest({ customerEmail: email, ...documents, additionalServices: { scanning: true, translation: true } }));
    // The paid amount is the price the server quoted for these documents and services.
    const [payment] = await dataSource.query(`SELECT amount_cents AS "amountCents" FROM payments WHERE payment_intent_id = $1`, [intent]);
    const fields = orderFields(intent, {
      totalAmount: (payment.amountCents / 100).toFixed(2),
      customerEmail: email,
      documentCount: '2',
      documentTypes: JSON.stringify(['Birth Certificate', 'Birth Certificate', 'College Diploma']),
      documentFileCounts: JSON.stringify([2, 1]),
      additionalServices: JSON.stringify({ scanning: true, translation: true }),
    });
    const placed = await submitOrder(testApp, fields, [
      { name: 'birth-front.pdf', content: PDF },
      { name: 'birth-back.png', content: PNG },
      { name: 'diploma.jpeg', content: JPEG },
    ]);
    if (placed.status !== 201) throw new Error(`the order was refused: ${JSON.stringify(placed.body)}`);
    const [order] = await dataSource.query(`SELECT order_number AS "orderNumber" FROM orders WHERE payment_intent_id = $1`, [intent]);
    return order.orderNumber as string;
  }

  it('lists each document once with its files in the confirmation e-mail, translation as a quote to follow, and one box per document on the slip', async () => {
    const orderNumber = await placeTwoDocumentsInThreeFiles();

    const mail = await waitFor(
      async () => (await dataSource.query(`SELECT text_body FROM outbox_messages WHERE kind = 'order_confirmation' AND recipient = $1`, [email]))[0],
      'the confirmation e-mail',
    );
    const text = mail.text_body as string;
    const documentLines = text.split('\n').filter((line) => /^\s+\d+\. .*\(.*\)$/.test(line));
    expect(documentLines.map((line) => line.trim())).toEqual(['1. Birth Certificate (birth-front.pdf, birth-back.png)', '2. College Diploma (diploma.jpeg)']);
    expect(text).toMatch(/translation[^\n]*quote to follow/i);

    const slip = await request(testApp.app.getHttpServer())
      .get(`/api/orders/${orderNumber}/packing-slip`)
      .query({ email })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const lines = pdfTextLines(slip.body as Buffer);
    // One checkbox per document, its files beside it.
    expect(lines.filter((line) => /^\[ {2}\] \d+\./.test(line))).toEqual([
      '[  ] 1. Birth Certificate (birth-front.pdf, birth-back.png)',
      '[  ] 2. College Diploma (diploma.jpeg)',
    ]);
  });
});
