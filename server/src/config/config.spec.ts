import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, productionWarnings } from './config.js';
import { resolveSecrets } from './secrets.js';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('/srv/app/.data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.runQueueWorkers).toBe(true);
    expect(config.trustProxy).toBe(false);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, CIDR ranges and keywords', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 172.16.0.0/12 ,loopback, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      'loopback',
      'fd00::/8',
    ]);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    [{ DATABASE_URL: 'mysql://db/x' }, 'DATABASE_URL must be a URL starting with postgres: or postgresql: (got "mysql://db/x")'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must be a URL starting with redis: or rediss:'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be a URL starting with smtp: or smtps:'],
    [{ STRIPE_SECRET_KEY: 'pk_test_123' }, 'STRIPE_SECRET_KEY must be a Stripe secret key'],
    [{ STRIPE_SECRET_KEY: 'sk_test_123' }, 'STRIPE_PUBLISHABLE_KEY must be set when STRIPE_SECRET_KEY is set'],
    [{ STRIPE_WEBHOOK_SECRET: 'abc' }, 'STRIPE_WEBHOOK_SECRET must start with whsec_'],
    [{ SUPPORT_EMAIL: 'nobody' }, 'SUPPORT_EMAIL must be an e-mail address (got "nobody")'],
    [{ ADMIN_USERNAME: 'owner' }, 'ADMIN_PASSWORD must be set together with ADMIN_USERNAME'],
    [{ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 12 characters long'],
    [{ CUSTOMER_JWT_SECRET: 'too-short' }, 'CUSTOMER_JWT_SECRET must be at least 32 characters long'],
    [{ WHATSAPP_NUMBER: 'call us' }, 'WHATSAPP_NUMBER must be an international phone number'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL must be a URL starting with http: or https:'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses'],
    [{ TRUST_PROXY: 'proxy.internal' }, 'TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses'],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  describe('in production', () => {
    const live = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://apostille.example',
      SMTP_URL: 'smtp://mail.example:587',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };
    const without = (name: keyof typeof live) => ({ ...live, [name]: undefined });

    it('starts with Stripe, SMTP and a public address, and warns about nothing', () => {
      expect(productionWarnings(loadConfig(live))).toEqual([]);
    });

    it.each([
      [without('STRIPE_SECRET_KEY'), 'STRIPE_SECRET_KEY must be set in production (or ALLOW_OFFLINE_PAYMENTS=true to accept test cards, never real money)'],
      [without('STRIPE_WEBHOOK_SECRET'), 'STRIPE_WEBHOOK_SECRET must be set in production when STRIPE_SECRET_KEY is set'],
      [{ ...live, STRIPE_API_URL: 'http://127.0.0.1:9999' }, 'STRIPE_API_URL must not be set in production (tests only)'],
      [without('SMTP_URL'), 'SMTP_URL must be set in production (or ALLOW_FILE_MAIL=true to write e-mails to DATA_DIR/mail instead of sending them)'],
      [without('PUBLIC_URL'), 'PUBLIC_URL must be set in production (links in e-mails point to it)'],
      [{ ...live, ALLOW_OFFLINE_PAYMENTS: 'maybe' }, 'ALLOW_OFFLINE_PAYMENTS must be true or false (got "maybe")'],
      [{ ...live, WEBHOOKS_ALLOW_LOOPBACK_HTTP: 'true' }, 'WEBHOOKS_ALLOW_LOOPBACK_HTTP must not be set in production'],
    ])('refuses unsafe development defaults: %j', (env, message) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    });

    it('keeps the offline provider and file mail only with explicit opt-ins, each warned about', () => {
      const config = loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'http://localhost:3000',
        ALLOW_OFFLINE_PAYMENTS: 'true',
        ALLOW_FILE_MAIL: 'true',
      });
      expect(config.stripeSecretKey).toBeUndefined();
      expect(productionWarnings(config)).toEqual([expect.stringContaining('NO REAL MONEY IS TAKEN'), expect.stringContaining('NOT SENT')]);
    });

    it('does not apply outside production', () => {
      expect(productionWarnings(loadConfig({ ALLOW_OFFLINE_PAYMENTS: 'true' }))).toEqual([]);
    });
  });

  it('never repeats a password from a bad URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://app:s3cret@db/x' })).toThrow('mysql://app:***@db/x');
  });
});

describe('resolveSecrets', () => {
  let dataDir: string;
  beforeEach(async () => (dataDir = await mkdtemp(join(tmpdir(), 'apostille-secrets-'))));
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('generates missing signing secrets once, keeps them private in DATA_DIR, and reuses them', async () => {
    const first = await resolveSecrets(loadConfig({ DATA_DIR: dataDir }));
    expect(first.customerJwtSecret).toHaveLength(64);
    expect(first.adminJwtSecret).not.toBe(first.customerJwtSecret);
    expect((await stat(join(dataDir, 'secrets.json'))).mode & 0o777).toBe(0o600);
    const second = await resolveSecrets(loadConfig({ DATA_DIR: dataDir }));
    expect(second.adminJwtSecret).toBe(first.adminJwtSecret);
    expect(JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8')).customerJwtSecret).toBe(first.customerJwtSecret);
  });

  it('prefers secrets given in the environment', async () => {
    const secret = 'x'.repeat(40);
    const config = await resolveSecrets(loadConfig({ DATA_DIR: dataDir, ADMIN_JWT_SECRET: secret }));
    expect(config.adminJwtSecret).toBe(secret);
  });
});
