import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { AdminUser } from '../src/admin/entities/admin-user.entity.js';
import { DataSource } from 'typeorm';
import { bootTestApp, type TestApp } from './support/test-app.js';

const PRERENDERED_ORDER_PAGE = `<!doctype html><title>New Order</title><div id="root"><div data-prerendered inert>${'<p>Customer Info</p>'.repeat(200)}</div></div>`;
const BIG_ASSET = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i, label: 'a line of the bundle' })))};\n`;

describe('the HTTP application', () => {
  let testApp: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'apostille-web-'));
    for (const [dir, title] of [
      ['customer-web', 'Customer site'],
      ['admin-console', 'Admin console'],
    ]) {
      await mkdir(join(webRoot, dir, 'assets'), { recursive: true });
      await writeFile(join(webRoot, dir, 'index.html'), `<!doctype html><title>${title}</title>`);
      await writeFile(join(webRoot, dir, 'assets', 'app-abc123.js'), `console.log('${dir}')`);
      // What the build writes next to each asset: brotli and gzip copies.
      await writeFile(join(webRoot, dir, 'assets', 'big-abc123.js'), BIG_ASSET);
      await writeFile(join(webRoot, dir, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG_ASSET));
      await writeFile(join(webRoot, dir, 'assets', 'big-abc123.js.gz'), gzipSync(BIG_ASSET));
    }
    // What the customer build's prerender step writes: a page, its compressed copies and the manifest.
    const prerendered = join(webRoot, 'customer-web', 'prerendered');
    await mkdir(prerendered);
    await writeFile(join(prerendered, 'manifest.json'), JSON.stringify({ '/order': 'order.html' }));
    await writeFile(join(prerendered, 'order.html'), PRERENDERED_ORDER_PAGE);
    await writeFile(join(prerendered, 'order.html.br'), brotliCompressSync(PRERENDERED_ORDER_PAGE));
    await writeFile(join(prerendered, 'order.html.gz'), gzipSync(PRERENDERED_ORDER_PAGE));
    testApp = await bootTestApp({
      env: { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'correct horse battery staple', CORS_ORIGINS: 'https://apostille.example' },
      webAppDirs: { customerWeb: join(webRoot, 'customer-web'), adminConsole: join(webRoot, 'admin-console') },
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const http = () => request(testApp.app.getHttpServer());

  it('reports the database and the queue as up at /api/health', async () => {
    const response = await http().get('/api/health').expect(200);
    expect(response.body.status).toBe('ok');
    expect(response.body.info.database.status).toBe('up');
    expect(response.body.info.queue.status).toBe('up');
  });

  it('serves the catalog over REST', async () => {
    const { body } = await http().get('/api/catalog').expect(200);
    expect(body.serviceTiers.map((tier: { key: string; price: number; additionalPrice: number }) => [tier.key, tier.price, tier.additionalPrice])).toEqual([
      ['lightning', 347, 55],
      ['rush', 227, 65],
      ['fast', 157, 75],
    ]);
    expect(body.documentTypes).toHaveLength(43);
    expect(body.documentTypes[0]).toBe('Birth Certificate');
    expect(body.documentTypes[42]).toBe('Other Document Type');
    const countries = body.destinationCountries as Array<{ name: string; route: string }>;
    expect(countries.length).toBeGreaterThanOrEqual(115);
    expect(countries.at(-1)?.name).toBe('Other Country');
    const names = countries.slice(0, -1).map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    expect(countries.find((c) => c.name === 'Canada')?.route).toBe('apostille');
    expect(countries.find((c) => c.name === 'United Arab Emirates')?.route).toBe('legalization');
    expect(body.deliveryMethods.map((m: { key: string }) => m.key)).toEqual(['mail', 'pickup', 'fedex', 'ups', 'dhl']);
    expect(body.orderStatuses.map((s: { key: string }) => s.key)).toEqual([
      'pending',
      'processing',
      'docs_received',
      'authentication_in_progress',
      'apostille_complete',
      'shipped',
      'delivered',
      'cancelled',
    ]);
    expect(body.usStates.length).toBeGreaterThanOrEqual(50);
    expect(body.payment).toEqual({ provider: 'offline', publishableKey: null });
  });

  it('answers the same catalog over GraphQL', async () => {
    const { body } = await http()
      .post('/graphql')
      .send({ query: '{ catalog { serviceTiers { key price } documentTypes destinationCountries { name route } payment { provider } } }' })
      .expect(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.catalog.serviceTiers[1]).toEqual({ key: 'rush', price: 227 });
    expect(body.data.catalog.documentTypes).toHaveLength(43);
    expect(body.data.catalog.destinationCountries.at(-1)).toEqual({ name: 'Other Country', route: 'legalization' });
    expect(body.data.catalog.payment.provider).toBe('offline');
  });

  it('answers errors as { statusCode, message }', async () => {
    const { body } = await http().get('/api/no-such-thing').expect(404);
    expect(body).toEqual({ statusCode: 404, message: expect.stringContaining('/api/no-such-thing') });
  });

  it('refuses oversized JSON bodies with 413', async () => {
    const { body } = await http()
      .post('/api/catalog')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ big: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(body).toEqual({ statusCode: 413, message: 'Request is too large' });
  });

  it('sends security headers and allows only listed origins', async () => {
    const allowed = await http().get('/api/catalog').set('Origin', 'https://apostille.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://apostille.example');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    expect(allowed.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(allowed.headers['x-powered-by']).toBeUndefined();
    const refused = await http().get('/api/catalog').set('Origin', 'https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps the API description at /api/docs closed unless SWAGGER_UI is set', async () => {
    await http().get('/api/docs').expect(404);
  });

  it('serves the customer site at / and the console at /admin with SPA fallbacks', async () => {
    expect((await http().get('/').expect(200)).text).toContain('Customer site');
    expect((await http().get('/tracking?order=APO-2026-001').expect(200)).text).toContain('Customer site');
    expect((await http().get('/admin').expect(200)).text).toContain('Admin console');
    expect((await http().get('/admin/orders/12').expect(200)).text).toContain('Admin console');
    const asset = await http().get('/assets/app-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    await http().get('/admin-login').expect(302).expect('Location', '/admin/login');
    await http().get('/admin-security').expect(302).expect('Location', '/admin/security');
    // API paths never fall back to the site.
    await http().get('/api/unknown').expect(404);
    // Unknown pages show the site's not-found page with a real 404.
    expect((await http().get('/no-such-page').expect(404)).text).toContain('Customer site');
    await http().get('/pay/some-link-token').expect(200);
    await http().get('/customer/login').expect(302).expect('Location', '/customer-login');
  });

  it('sends a prerendered page for its path, compressed as the browser accepts, and index.html elsewhere', async () => {
    for (const [acceptEncoding, contentEncoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const page = await http().get('/order').set('Accept-Encoding', acceptEncoding).expect(200);
      expect(page.headers['content-encoding']).toBe(contentEncoding);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.vary).toMatch(/Accept-Encoding/i);
      expect(page.text).toBe(PRERENDERED_ORDER_PAGE);
    }
    // The query string does not change the page; other paths get the bare app.
    expect((await http().get('/order?service=rush').expect(200)).text).toBe(PRERENDERED_ORDER_PAGE);
    expect((await http().get('/contact').expect(200)).text).toContain('Customer site');
  });

  it('sends the precompressed copy the browser accepts, brotli first, with the year-long cache', async () => {
    for (const prefix of ['', '/admin']) {
      const brotli = await http().get(`${prefix}/assets/big-abc123.js`).set('Accept-Encoding', 'gzip, deflate, br').expect(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(brotli.headers['cache-control']).toContain('immutable');
      expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
      // The HTTP client decodes brotli itself: the text is the asset.
      expect(brotli.text).toBe(BIG_ASSET);

      const gzip = await http().get(`${prefix}/assets/big-abc123.js`).set('Accept-Encoding', 'gzip').expect(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.text).toBe(BIG_ASSET);

      const plain = await http().get(`${prefix}/assets/big-abc123.js`).set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(BIG_ASSET);
    }
  });

  it('creates the first admin from ADMIN_USERNAME and ADMIN_PASSWORD with an argon2id hash', async () => {
    const dataSource = testApp.app.get(DataSource);
    const admins = await dataSource.getRepository(AdminUser).find();
    expect(admins).toHaveLength(1);
    expect(admins[0].username).toBe('owner');
    expect(admins[0].passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(admins[0].passwordHash).not.toContain('correct horse');
  });
});
