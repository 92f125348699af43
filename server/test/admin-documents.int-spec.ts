import { ADMIN_ORDER_ENTRY_MESSAGES, ORDER_MESSAGES } from '@apostille/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DownloadLinksService } from '../src/storage/download-links.service.js';
import { PDF, PNG, snapshot } from './support/ordering-fixtures.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { ADMIN_USERNAME: 'docs.admin', ADMIN_PASSWORD: 'a-long-staff-password' };

describe('staff document management', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  let token: string;
  let adminId: number;
  let orderId: number;
  let otherOrderId: number;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: ADMIN });
    dataSource = testApp.app.get(DataSource);
    const session = await staffSession(testApp, ADMIN.ADMIN_USERNAME);
    ({ token } = session);
    adminId = session.admin.id;
    const create = (email: string) =>
      request(testApp.app.getHttpServer())
        .post('/api/admin/orders')
        .set('Authorization', `Bearer ${token}`)
        .send({ firstName: 'Ada', lastName: 'Lovelace', email, phone: '8505550123', serviceLevel: 'fast', documentType: 'Birth Certificate' })
        .expect(201);
    orderId = (await create('ada@example.com')).body.order.id;
    otherOrderId = (await create('other@example.com')).body.order.id;
  });
  afterAll(() => testApp?.close());

  const http = () => request(testApp.app.getHttpServer());
  const auth = (call: request.Test) => call.set('Authorization', `Bearer ${token}`);
  const upload = (id: number, fields: Record<string, string>, files: { name: string; content: Buffer }[]) => {
    let call = auth(http().post(`/api/admin/orders/${id}/documents`));
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    for (const file of files) call = call.attach('documents', file.content, file.name);
    return call;
  };
  const auditActions = async (id: number) =>
    (await dataSource.query('SELECT action, actor_id FROM audit_log WHERE order_id = $1 ORDER BY id', [id])).map((r: { action: string }) => r.action);

  it('stores files uploaded by staff with their type and answers the documents', async () => {
    const response = await upload(orderId, { documentType: 'Completed Apostille', isApostilleComplete: 'true' }, [
      { name: 'apostille.pdf', content: PDF },
      { name: 'scan.png', content: PNG },
    ]).expect(201);
    expect(response.body.documents).toEqual([
      {
        id: expect.any(Number),
        originalName: 'apostille.pdf',
        fileName: expect.stringMatching(/^[0-9a-f]{32}\.pdf$/),
        fileSize: PDF.length,
        documentType: 'Completed Apostille',
        uploadedAt: expect.any(String),
        uploadedBy: 'admin',
        isApostilleComplete: true,
      },
      expect.objectContaining({ originalName: 'scan.png', fileName: expect.stringMatching(/^[0-9a-f]{32}\.png$/), uploadedBy: 'admin' }),
    ]);
    const files = (await snapshot(testApp)).files;
    expect(files.filter((f) => f.includes('apostille-docs'))).toHaveLength(2);
    expect(files.filter((f) => f.includes('.staging'))).toHaveLength(0);
    const [audit] = await dataSource.query(`SELECT actor_type, actor_id, details FROM audit_log WHERE order_id = $1 AND action = 'document.uploaded'`, [
      orderId,
    ]);
    expect(audit).toMatchObject({ actor_type: 'admin', actor_id: adminId, details: { documentType: 'Completed Apostille', isApostilleComplete: true } });

    const translation = await upload(orderId, { documentType: 'Translation' }, [{ name: 'translation.pdf', content: PDF }]).expect(201);
    expect(translation.body.documents[0]).toMatchObject({ documentType: 'Translation', isApostilleComplete: false });
  });

  it('refuses a missing type, missing files, a wrong file type or an unknown order, storing nothing', async () => {
    const before = await snapshot(testApp);
    const noType = await upload(orderId, {}, [{ name: 'a.pdf', content: PDF }]).expect(400);
    expect(noType.body.message).toBe(ADMIN_ORDER_ENTRY_MESSAGES.filesAndTypeRequired);
    const unknownType = await upload(orderId, { documentType: 'Secret Plans' }, [{ name: 'a.pdf', content: PDF }]).expect(400);
    expect(unknownType.body.message).toBe(ADMIN_ORDER_ENTRY_MESSAGES.filesAndTypeRequired);
    const noFiles = await upload(orderId, { documentType: 'Certified Copy' }, []).expect(400);
    expect(noFiles.body.message).toBe(ADMIN_ORDER_ENTRY_MESSAGES.filesAndTypeRequired);
    // A valid PDF next to an executable renamed to .pdf: the whole upload is refused.
    const wrong = await upload(orderId, { documentType: 'Certified Copy' }, [
      { name: 'good.pdf', content: PDF },
      { name: 'evil.pdf', content: Buffer.from('MZ\x90\x00 not a pdf at all') },
    ]).expect(400);
    expect(wrong.body.message).toBe(ORDER_MESSAGES.invalidFiles);
    const tooBig = await upload(orderId, { documentType: 'Certified Copy' }, [
      { name: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) },
    ]).expect(400);
    expect(tooBig.body.message).toBe(ORDER_MESSAGES.invalidFiles);
    const missing = await upload(999_999, { documentType: 'Certified Copy' }, [{ name: 'a.pdf', content: PDF }]).expect(404);
    expect(missing.body.message).toBe(ADMIN_ORDER_ENTRY_MESSAGES.orderNotFound);
    expect(await snapshot(testApp)).toEqual(before);
    await http().post(`/api/admin/orders/${orderId}/documents`).attach('documents', PDF, 'a.pdf').field('documentType', 'Translation').expect(401);
  });

  it('marks a document as a completed apostille, only within its own order', async () => {
    const [document] = await dataSource.query(`SELECT id FROM order_documents WHERE order_id = $1 AND document_type = 'Translation'`, [orderId]);
    const marked = await auth(http().patch(`/api/admin/orders/${orderId}/documents/${document.id}`))
      .send({ isApostilleComplete: true })
      .expect(200);
    expect(marked.body.document).toMatchObject({ id: document.id, documentType: 'Translation', isApostilleComplete: true });
    const [row] = await dataSource.query('SELECT is_apostille_complete FROM order_documents WHERE id = $1', [document.id]);
    expect(row.is_apostille_complete).toBe(true);
    const [audit] = await dataSource.query(`SELECT details FROM audit_log WHERE action = 'document.marked_complete' AND order_id = $1`, [orderId]);
    expect(audit.details).toEqual({ documentId: document.id, isApostilleComplete: true, previous: false });

    await auth(http().patch(`/api/admin/orders/${otherOrderId}/documents/${document.id}`))
      .send({ isApostilleComplete: false })
      .expect(404);
    await auth(http().patch(`/api/admin/orders/${orderId}/documents/${document.id}`))
      .send({ isApostilleComplete: 'yes' })
      .expect(400);
    expect((await dataSource.query('SELECT is_apostille_complete FROM order_documents WHERE id = $1', [document.id]))[0].is_apostille_complete).toBe(true);
  });

  it('issues signed download links that work, expire and cannot be tampered with', async () => {
    const [document] = await dataSource.query(`SELECT id, file_name FROM order_documents WHERE order_id = $1 AND original_name = 'apostille.pdf'`, [orderId]);
    const link = await auth(http().post(`/api/admin/orders/${orderId}/documents/${document.id}/download-link`)).expect(200);
    expect(link.body).toEqual({ url: expect.stringContaining(`/uploads/apostille-docs/${document.file_name}?expires=`), expiresAt: expect.any(String) });
    const expiresIn = Date.parse(link.body.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(5 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000 + 1000);

    const url = new URL(link.body.url);
    const file = await http().get(`${url.pathname}${url.search}`).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(file.body as Buffer).equals(PDF)).toBe(true);

    const tampered = new URL(link.body.url);
    tampered.searchParams.set('expires', String(Number(tampered.searchParams.get('expires')) + 3600));
    await http().get(`${tampered.pathname}${tampered.search}`).expect(403);
    const expired = new URL(testApp.app.get(DownloadLinksService).signedDownloadUrl(document.file_name, 60, Date.now() - 3600_000));
    const gone = await http().get(`${expired.pathname}${expired.search}`).expect(403);
    expect(gone.body.message).toBe('This download link has expired');

    // A document of another order is not found through this order.
    const other = await auth(http().post(`/api/admin/orders/${otherOrderId}/documents/${document.id}/download-link`)).expect(404);
    expect(other.body.message).toBe(ADMIN_ORDER_ENTRY_MESSAGES.documentNotFound);
    await http().post(`/api/admin/orders/${orderId}/documents/${document.id}/download-link`).expect(401);

    expect(await auditActions(orderId)).toEqual(['order.created', 'document.uploaded', 'document.uploaded', 'document.marked_complete', 'document.downloaded']);
    expect(await auditActions(otherOrderId)).toEqual(['order.created']);
  });
});
