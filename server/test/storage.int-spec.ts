import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { connect, createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, DeleteBucketCommand, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/config.js';
import { resolveSecrets } from '../src/config/secrets.js';
import { DocumentStorage, STORAGE_UNAVAILABLE_MESSAGE } from '../src/storage/document-storage.js';
import { DownloadLinksService } from '../src/storage/download-links.service.js';
import { createDocumentStorage } from '../src/storage/storage.module.js';
import { UploadWriter } from '../src/storage/upload-writer.js';
import { orderFields, payOffline, PDF, submitOrder, THREE_FILES, waitFor } from './support/ordering-fixtures.js';
import { startS3Server, type LocalS3Server } from './support/s3-server.js';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { ADMIN_USERNAME: 'storage.admin', ADMIN_PASSWORD: 'a-long-staff-password' };

/** One storage backend as the contract sees it: how to start it and how to look inside it from outside the application. */
interface Backend {
  env: Record<string, string>;
  /** Every stored document's bytes, by storage name, read directly from where the driver keeps them. */
  stored(): Promise<Map<string, Buffer>>;
  /** What says the documents are private, checked from outside the application. */
  expectPrivate(fileNames: string[]): Promise<void>;
  /** Makes documents impossible to store (the folder replaced by a file; the bucket gone), and puts it right again. */
  breakStorage(): Promise<void>;
  repairStorage(): Promise<void>;
  close(): Promise<void>;
}

async function localDiskBackend(testApp: () => TestApp): Promise<Backend> {
  const documentsDir = () => join(testApp().dataDir, 'uploads', 'apostille-docs');
  return {
    env: {},
    async stored() {
      const names = await readdir(documentsDir()).catch(() => [] as string[]);
      return new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(documentsDir(), name))] as const)));
    },
    async expectPrivate(fileNames) {
      // Readable by the server's user only, in a folder no one else may list.
      expect((await stat(documentsDir())).mode & 0o777).toBe(0o700);
      for (const name of fileNames) expect((await stat(join(documentsDir(), name))).mode & 0o777).toBe(0o600);
    },
    async breakStorage() {
      await rename(documentsDir(), `${documentsDir()}.away`);
      await writeFile(documentsDir(), 'not a folder');
    },
    async repairStorage() {
      await rm(documentsDir());
      await rename(`${documentsDir()}.away`, documentsDir());
    },
    async close() {},
  };
}

async function s3Backend(): Promise<Backend> {
  const s3: LocalS3Server = await startS3Server();
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  });
  return {
    env: s3.env,
    async stored() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      const keys = (listed.Contents ?? []).map((object) => object.Key as string);
      return new Map(
        await Promise.all(
          keys.map(async (key) => {
            const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
            return [key.replace(/^apostille-docs\//, ''), Buffer.from(await object.Body!.transformToByteArray())] as const;
          }),
        ),
      );
    },
    async expectPrivate(fileNames) {
      expect(fileNames.length).toBeGreaterThan(0);
      // Nothing the application sent grants access to anyone: no canned or explicit ACL on the
      // bucket or an object, no ACL or policy request, so objects keep the bucket owner's privacy.
      expect(s3.requests.length).toBeGreaterThan(0);
      for (const sent of s3.requests) {
        expect(Object.keys(sent.headers).filter((name) => name === 'x-amz-acl' || name.startsWith('x-amz-grant-'))).toEqual([]);
        expect(new URL(sent.url, s3.endpoint).searchParams.has('acl') || new URL(sent.url, s3.endpoint).searchParams.has('policy')).toBe(false);
      }
      // Every document is stored under the application's key prefix only.
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      expect((listed.Contents ?? []).map((object) => object.Key).sort()).toEqual(fileNames.map((name) => `apostille-docs/${name}`).sort());
    },
    async breakStorage() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      for (const object of listed.Contents ?? []) await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: object.Key }));
      await client.send(new DeleteBucketCommand({ Bucket: s3.bucket }));
    },
    async repairStorage() {
      await client.send(new CreateBucketCommand({ Bucket: s3.bucket }));
    },
    async close() {
      client.destroy();
      await s3.close();
    },
  };
}

describe.each([
  ['local disk', 'local' as const],
  ['S3-compatible bucket', 's3' as const],
])('document storage contract on %s', (_name, driver) => {
  let testApp: TestApp;
  let backend: Backend;
  let storage: DocumentStorage;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    backend = driver === 's3' ? await s3Backend() : await localDiskBackend(() => testApp);
    testApp = await bootTestApp({ env: { ...ADMIN, ...backend.env } });
    storage = testApp.app.get(DocumentStorage);
    http = request(testApp.app.getHttpServer());
  });

  afterAll(async () => {
    await testApp?.close();
    await backend?.close();
  });

  const stagingFiles = () => readdir(storage.stagingDir);

  /** A staged upload as the upload route leaves it, written by the application's own writer. */
  async function stage(content: Buffer): Promise<string> {
    const path = join(storage.stagingDir, `${randomBytes(8).toString('hex')}.upload`);
    await testApp.app.get(UploadWriter).write(storage.stagingDir, path, Readable.from([content]), storage.keepsStagedFiles);
    return path;
  }

  it(`is the ${driver} driver, chosen by configuration`, () => {
    expect(testApp.config.storage.driver).toBe(driver);
    expect(storage.keepsStagedFiles).toBe(driver === 'local');
  });

  it('stores a staged file byte for byte, reads it back, and deletes it', async () => {
    const content = Buffer.concat([PDF, randomBytes(3 * 1024 * 1024 + 17)]);
    const staged = await stage(content);

    const object = await storage.put(staged, '.PDF', content.length);

    expect(object).toEqual({ fileName: expect.stringMatching(/^[0-9a-f]{32}\.pdf$/), size: content.length });
    expect(await stagingFiles()).toEqual([]);
    expect((await backend.stored()).get(object.fileName)?.equals(content)).toBe(true);
    const read = await storage.read(object.fileName);
    expect(read?.size).toBe(content.length);
    const chunks: Buffer[] = [];
    for await (const chunk of read!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);

    await storage.remove(object.fileName);
    expect((await backend.stored()).has(object.fileName)).toBe(false);
    expect(await storage.read(object.fileName)).toBeUndefined();
    await expect(storage.remove(object.fileName)).resolves.toBeUndefined();
  });

  it('lists what it stores, with when each file was written', async () => {
    const before = Date.now();
    const stored = [await storage.put(await stage(PDF), '.pdf'), await storage.put(await stage(PDF), '.pdf')];
    const listed = new Map<string, Date>();
    for await (const page of storage.list()) for (const entry of page) listed.set(entry.fileName, entry.modifiedAt);
    expect([...listed.keys()].sort()).toEqual([...(await backend.stored()).keys()].sort());
    for (const object of stored) {
      // Whole seconds on S3 (Last-Modified), so the lower bound is a second early.
      expect(listed.get(object.fileName)?.getTime()).toBeGreaterThanOrEqual(before - 1000);
      await storage.remove(object.fileName);
    }
  });

  it('stores nothing when a put fails', async () => {
    const before = [...(await backend.stored()).keys()];
    await expect(storage.put(join(storage.stagingDir, 'never-staged.upload'), '.pdf', 100)).rejects.toThrow();
    await expect(storage.put(await stage(PDF), '.exe')).rejects.toThrow('Refusing to store a file with extension .exe');
    expect([...(await backend.stored()).keys()]).toEqual(before);
    // The staged file of the refused extension is the caller's to remove (the upload route does).
    await Promise.all((await stagingFiles()).map((name) => rm(join(storage.stagingDir, name))));
  });

  it('keeps an order’s uploads, private, and a staff download over the signed link returns the same bytes', async () => {
    const before = await backend.stored();
    const placed = await submitOrder(testApp, orderFields(await payOffline(testApp))).expect(201);

    const dataSource = testApp.app.get(DataSource);
    const documents: { id: number; order_id: number; file_name: string; original_name: string }[] = await dataSource.query(
      `SELECT d.id, d.order_id, d.file_name, d.original_name FROM order_documents d JOIN orders o ON o.id = d.order_id WHERE o.order_number = $1 ORDER BY d.id`,
      [placed.body.orderNumber],
    );
    expect(documents.map((document) => document.original_name)).toEqual(THREE_FILES.map((file) => file.name));
    const stored = await backend.stored();
    expect(stored.size).toBe(before.size + 3);
    for (const [index, document] of documents.entries()) expect(stored.get(document.file_name)?.equals(THREE_FILES[index].content)).toBe(true);
    expect(await stagingFiles()).toEqual([]);
    if (driver === 's3') expect(await readdir(join(testApp.dataDir, 'uploads', 'apostille-docs')).catch(() => [])).toEqual([]);

    const { token } = await staffSession(testApp, ADMIN.ADMIN_USERNAME);
    for (const [index, document] of documents.entries()) {
      const link = await http
        .post(`/api/admin/orders/${document.order_id}/documents/${document.id}/download-link`)
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      const url = new URL(link.body.url);
      const file = await request(testApp.app.getHttpServer()).get(`${url.pathname}${url.search}`).buffer(true).expect(200);
      expect(Buffer.from(file.body as Buffer).equals(THREE_FILES[index].content)).toBe(true);
      expect(file.headers['content-length']).toBe(String(THREE_FILES[index].content.length));
      expect(file.headers['cache-control']).toBe('private, no-store');
    }

    // Only a valid signature opens a document; storage names alone are worth nothing.
    const [first] = documents;
    await request(testApp.app.getHttpServer()).get(`/uploads/apostille-docs/${first.file_name}`).expect(403);
    const signed = new URL(testApp.app.get(DownloadLinksService).signedDownloadUrl(first.file_name, 60));
    signed.searchParams.set('signature', 'x'.repeat(43));
    await request(testApp.app.getHttpServer()).get(`${signed.pathname}${signed.search}`).expect(403);
    await backend.expectPrivate([...(await backend.stored()).keys()]);
  });

  it('answers 404 for a signed link whose document is gone from storage', async () => {
    const [document]: { file_name: string }[] = await testApp.app.get(DataSource).query(`SELECT file_name FROM order_documents ORDER BY id LIMIT 1`);
    await storage.remove(document.file_name);
    const url = new URL(testApp.app.get(DownloadLinksService).signedDownloadUrl(document.file_name, 60));
    await request(testApp.app.getHttpServer()).get(`${url.pathname}${url.search}`).expect(404);
  });

  it('stores nothing of a refused order', async () => {
    const before = [...(await backend.stored()).keys()].sort();
    const notAPdf = [{ name: 'letter.pdf', content: Buffer.from('plain text pretending to be a PDF') }, ...THREE_FILES.slice(1)];
    await submitOrder(testApp, orderFields(await payOffline(testApp)), notAPdf).expect(400);
    expect([...(await backend.stored()).keys()].sort()).toEqual(before);
    expect(await stagingFiles()).toEqual([]);
  });

  it('stores nothing of an upload the client abandons midway', async () => {
    const before = [...(await backend.stored()).keys()].sort();
    const server = testApp.app.getHttpServer();
    const listener = server.listen(0, '127.0.0.1');
    await once(listener, 'listening');
    try {
      const { port } = listener.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      const boundary = 'abandoned-upload-boundary';
      socket.write(
        `POST /api/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      socket.write(Buffer.concat([PDF, randomBytes(512 * 1024)]));
      await waitFor(async () => ((await stagingFiles()).length > 0 ? true : undefined), 'the upload to reach its staging file');
      socket.destroy();
      await waitFor(async () => ((await stagingFiles()).length === 0 ? true : undefined), 'the abandoned staging file to be removed');
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
    expect([...(await backend.stored()).keys()].sort()).toEqual(before);
  });

  // Last: it empties and removes the bucket on S3.
  it('answers 503 and health says so while documents cannot be stored; the same paid order goes through once it can', async () => {
    const paymentIntentId = await payOffline(testApp);
    await backend.breakStorage();
    try {
      const refused = await submitOrder(testApp, orderFields(paymentIntentId)).expect(503);
      expect(refused.body).toEqual({ statusCode: 503, message: STORAGE_UNAVAILABLE_MESSAGE });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await testApp.app.get(DataSource).query('SELECT 1 FROM orders WHERE payment_intent_id = $1', [paymentIntentId])).toEqual([]);
      const health = await http.get('/api/health').expect(503);
      expect(health.body.error.storage.status).toBe('down');
      expect(health.body.error.storage.message).not.toMatch(/\//);
      expect(health.body.info.database.status).toBe('up');
    } finally {
      await backend.repairStorage();
    }
    await waitFor(async () => ((await request(testApp.app.getHttpServer()).get('/api/health')).status === 200 ? true : undefined), 'health 200 again');
    await submitOrder(testApp, orderFields(paymentIntentId)).expect(201);
  });
});

describe('a bucket that cannot be reached', () => {
  // The storage provider's factory: Nest stops the process when it rejects, naming the bucket.
  it('refuses to start the storage with one line naming the bucket', async () => {
    // A loopback port nothing listens on: taken from the system, then released.
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));

    const dataDir = await mkdtemp(join(tmpdir(), 'apostille-unreachable-'));
    try {
      const env = {
        DATA_DIR: dataDir,
        S3_BUCKET: 'unreachable-docs',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      };
      await expect(createDocumentStorage(await resolveSecrets(loadConfig(env)))).rejects.toThrow(/^S3 bucket unreachable-docs cannot be reached: /);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
