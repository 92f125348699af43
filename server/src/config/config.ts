import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { loadStorageConfig, type StorageConfig } from './storage-config.js';

/** Every setting the server reads from the environment, typed and validated once at start. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Unset: the server runs its own embedded PostgreSQL in DATA_DIR. */
  databaseUrl?: string;
  /** Port of the embedded PostgreSQL (only used when DATABASE_URL is unset). */
  embeddedPostgresPort: number;
  /** Wait before restarting an embedded PostgreSQL that died. */
  embeddedPostgresRestartDelayMs: number;
  /** Unset: BullMQ keeps its jobs in PostgreSQL. */
  redisUrl?: string;
  dataDir: string;
  /** Customer documents: local disk under DATA_DIR (default) or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Set from DATA_DIR/secrets.json when the variables are unset (see resolveSecrets). */
  customerJwtSecret?: string;
  adminJwtSecret?: string;
  downloadSigningSecret?: string;
  /** Encrypts staff two-factor secrets at rest (AES-256-GCM with a key derived from it). */
  twoFactorEncryptionKey?: string;
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  stripeWebhookSecret?: string;
  /** Tests only: the Stripe API base the SDK talks to (a local stand-in); unset uses api.stripe.com. Refused in production. */
  stripeApiUrl?: string;
  /** Production without Stripe keys takes the offline test cards only with this explicit, logged opt-in. */
  allowOfflinePayments: boolean;
  /** Production without SMTP_URL writes e-mails to files only with this explicit, logged opt-in. */
  allowFileMail: boolean;
  /** Shippo API token; unset quotes return shipping from the built-in rate table. */
  shippoApiKey?: string;
  /** Shippo API base (a local stand-in in tests). */
  shippoApiUrl: string;
  /** Unset: e-mails are written as .eml files under DATA_DIR/mail. */
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  /** Shared secret of POST /api/inbound-email (the mail provider's webhook); unset: the endpoint is disabled. */
  inboundEmailSecret?: string;
  whatsappNumber: string;
  publicUrl: string;
  corsOrigins: string[];
  adminUsername?: string;
  adminPassword?: string;
  /** false on API instances when separate worker processes run the queues. */
  runQueueWorkers: boolean;
  /**
   * HTTP processes `npm start` runs on this machine (node:cluster, one shared port). Above 1 the
   * queue work moves to its own worker process, so every API process only serves requests.
   */
  apiProcesses: number;
  /** Namespace of the queues, so several deployments can share one Redis. */
  queuePrefix: string;
  /** Days after delivery when an order's uploaded document files are removed (the records stay, marked purged). */
  documentRetentionDays: number;
  /** How often the checkout reconciliation looks for paid intents without an order (and refunds still to carry out). */
  checkoutReconcileMs: number;
  /** A paid intent of the older flow (no order request) still without an order this long after payment is refunded. */
  unclaimedPaymentRefundMs: number;
  /** Days after its last change when an abandoned checkout and its staged files are removed. */
  checkoutRetentionDays: number;
  /** How often the time-based automation check looks for due facts (unpaid links, overdue orders). */
  automationCheckMs: number;
  outboxPollMs: number;
  /** A row queued this long ago whose e-mail was not sent is queued again (its job was lost or failed while the database was away). */
  outboxRequeueAfterMs: number;
  /** E-mail delivery: attempts in all and the first retry delay (doubling each time). */
  mailMaxAttempts: number;
  mailRetryBaseMs: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Express `trust proxy`: false (no proxy, the default), a hop count, or proxy addresses/CIDRs. */
  trustProxy: TrustProxy;
  /** GraphQL introspection and "Did you mean …" suggestions; off unless asked for (they map the staff API). */
  graphqlIntrospection: boolean;
  /** The OpenAPI UI at /api/docs; off unless asked for. */
  swaggerUi: boolean;
  /** Webhook URLs may be http:// on a loopback address (development and tests only; refused in production). */
  webhooksAllowLoopbackHttp: boolean;
  /** How long one webhook delivery attempt waits for the receiver's answer. */
  webhookTimeoutMs: number;
}

export type TrustProxy = false | number | string[];

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    expected: string,
    got?: string,
  ) {
    super(`${variable} ${expected}${got === undefined ? '' : ` (got "${got}")`}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max}`, raw);
  }
  return value;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL starting with ${protocols.join(' or ')}`, redact(raw));
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must be a URL starting with ${protocols.join(' or ')}`, redact(raw));
  }
  return raw;
}

/** Keeps passwords out of error messages and logs. */
export function redact(raw: string): string {
  try {
    const parsed = new URL(raw);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return raw.replace(/\/\/([^:/@]+):[^@]+@/, '//$1:***@');
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function email(env: Env, name: string, fallback: string): string {
  const value = optional(env, name) ?? fallback;
  // MAIL_FROM may carry a display name: "Apostille Desk <desk@example.com>".
  const address = value.match(/<([^>]+)>\s*$/)?.[1] ?? value;
  if (!EMAIL.test(address)) throw new ConfigError(name, 'must be an e-mail address', value);
  return value;
}

function secret(env: Env, name: string): string | undefined {
  const value = optional(env, name);
  if (value !== undefined && value.length < 32) {
    throw new ConfigError(name, 'must be at least 32 characters long');
  }
  return value;
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const raw = optional(env, name) ?? fallback;
  if (!values.includes(raw as T)) throw new ConfigError(name, `must be one of ${values.join(', ')}`, raw);
  return raw as T;
}

function pattern(env: Env, name: string, regex: RegExp, fallback: string, expected: string): string {
  const value = optional(env, name) ?? fallback;
  if (!regex.test(value)) throw new ConfigError(name, expected, value);
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, 'must be true or false', raw);
}

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset means no proxy, so X-Forwarded-For is ignored and the client is the peer.
 * A whole number trusts that many hops; otherwise a comma-separated list of proxy addresses, CIDR
 * ranges or Express's keywords. "true" (trust every hop) is refused: anyone could forge addresses.
 */
function trustProxy(env: Env): TrustProxy {
  const raw = optional(env, 'TRUST_PROXY');
  if (raw === undefined || ['false', 'none', '0'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 0, 0, 20);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address);
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!PROXY_KEYWORDS.includes(entry) && (family === 0 || !prefixOk || extra !== undefined)) {
      throw new ConfigError(
        'TRUST_PROXY',
        'must be a hop count or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal',
        raw,
      );
    }
  }
  return entries.length ? entries : false;
}

/**
 * Development defaults that would be unsafe with real customers fail closed in production: test
 * cards taken as money, e-mails never sent, links pointing at localhost, a non-Stripe payment API.
 * Each can only be kept with an explicit opt-in (logged at every start, see productionWarnings).
 */
function checkProductionSafety(
  env: Env,
  c: Pick<AppConfig, 'stripeSecretKey' | 'stripeWebhookSecret' | 'stripeApiUrl' | 'smtpUrl' | 'allowOfflinePayments' | 'allowFileMail'>,
): void {
  if (!c.stripeSecretKey && !c.allowOfflinePayments) {
    throw new ConfigError('STRIPE_SECRET_KEY', 'must be set in production (or ALLOW_OFFLINE_PAYMENTS=true to accept test cards, never real money)');
  }
  if (c.stripeSecretKey && !c.stripeWebhookSecret) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'must be set in production when STRIPE_SECRET_KEY is set');
  }
  if (c.stripeApiUrl) throw new ConfigError('STRIPE_API_URL', 'must not be set in production (tests only)');
  if (!c.smtpUrl && !c.allowFileMail) {
    throw new ConfigError('SMTP_URL', 'must be set in production (or ALLOW_FILE_MAIL=true to write e-mails to DATA_DIR/mail instead of sending them)');
  }
  if (!optional(env, 'PUBLIC_URL')) throw new ConfigError('PUBLIC_URL', 'must be set in production (links in e-mails point to it)');
}

/** What a production start runs with although it is unsafe for real customers; logged loudly at every start. */
export function productionWarnings(config: AppConfig): string[] {
  if (config.nodeEnv !== 'production') return [];
  const warnings: string[] = [];
  if (!config.stripeSecretKey && config.allowOfflinePayments) {
    warnings.push('ALLOW_OFFLINE_PAYMENTS=true: payments use the offline test-card provider; NO REAL MONEY IS TAKEN and test cards place paid orders');
  }
  if (!config.smtpUrl && config.allowFileMail) {
    warnings.push('ALLOW_FILE_MAIL=true: e-mails are written to DATA_DIR/mail and NOT SENT to customers or staff');
  }
  return warnings;
}

/** Reads and checks the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const publicUrl = (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/$/, '');
  const dataDirRaw = optional(env, 'DATA_DIR') ?? '.data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(cwd, dataDirRaw);

  const stripeSecretKey = optional(env, 'STRIPE_SECRET_KEY');
  if (stripeSecretKey && !/^(sk|rk)_(test|live)_/.test(stripeSecretKey)) {
    throw new ConfigError('STRIPE_SECRET_KEY', 'must be a Stripe secret key starting with sk_test_, sk_live_, rk_test_ or rk_live_');
  }
  const stripePublishableKey = optional(env, 'STRIPE_PUBLISHABLE_KEY');
  if (stripePublishableKey && !/^pk_(test|live)_/.test(stripePublishableKey)) {
    throw new ConfigError('STRIPE_PUBLISHABLE_KEY', 'must be a Stripe publishable key starting with pk_test_ or pk_live_', stripePublishableKey);
  }
  if (stripeSecretKey && !stripePublishableKey) {
    throw new ConfigError('STRIPE_PUBLISHABLE_KEY', 'must be set when STRIPE_SECRET_KEY is set');
  }
  const stripeWebhookSecret = optional(env, 'STRIPE_WEBHOOK_SECRET');
  if (stripeWebhookSecret && !stripeWebhookSecret.startsWith('whsec_')) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'must start with whsec_');
  }

  const whatsappNumber = optional(env, 'WHATSAPP_NUMBER') ?? '18505550123';
  if (!/^\+?\d{8,15}$/.test(whatsappNumber)) {
    throw new ConfigError('WHATSAPP_NUMBER', 'must be an international phone number, digits only (e.g. 18505550123)', whatsappNumber);
  }

  const adminUsername = optional(env, 'ADMIN_USERNAME');
  const adminPassword = optional(env, 'ADMIN_PASSWORD');
  if (adminUsername && !/^[A-Za-z0-9._-]{3,64}$/.test(adminUsername)) {
    throw new ConfigError('ADMIN_USERNAME', 'must be 3-64 letters, digits, dots, dashes or underscores', adminUsername);
  }
  if (adminPassword !== undefined && adminPassword.length < 12) {
    throw new ConfigError('ADMIN_PASSWORD', 'must be at least 12 characters long');
  }
  if (Boolean(adminUsername) !== Boolean(adminPassword)) {
    throw new ConfigError(
      adminUsername ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME',
      'must be set together with ' + (adminUsername ? 'ADMIN_USERNAME' : 'ADMIN_PASSWORD'),
    );
  }

  const devOrigins = nodeEnv === 'production' ? [] : ['http://localhost:5173', 'http://localhost:5174'];
  const corsOrigins = optional(env, 'CORS_ORIGINS')
    ?.split(',')
    .map((o) => o.trim())
    .filter(Boolean) ?? [publicUrl, ...devOrigins];
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      throw new ConfigError('CORS_ORIGINS', 'must be a comma-separated list of origins like https://example.com', origin);
  }

  const allowOfflinePayments = boolean(env, 'ALLOW_OFFLINE_PAYMENTS', false);
  const allowFileMail = boolean(env, 'ALLOW_FILE_MAIL', false);
  const stripeApiUrl = url(env, 'STRIPE_API_URL', ['http:', 'https:']);
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const webhooksAllowLoopbackHttp = boolean(env, 'WEBHOOKS_ALLOW_LOOPBACK_HTTP', false);
  // Loopback receivers exist only on a developer's machine or in tests; in production the flag would open SSRF to the server itself.
  if (nodeEnv === 'production' && webhooksAllowLoopbackHttp) throw new ConfigError('WEBHOOKS_ALLOW_LOOPBACK_HTTP', 'must not be set in production');
  if (nodeEnv === 'production') {
    checkProductionSafety(env, { stripeSecretKey, stripeWebhookSecret, stripeApiUrl, smtpUrl, allowOfflinePayments, allowFileMail });
  }

  return {
    nodeEnv,
    port,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    embeddedPostgresPort: integer(env, 'EMBEDDED_PG_PORT', 54320, 1024, 65535),
    embeddedPostgresRestartDelayMs: integer(env, 'EMBEDDED_PG_RESTART_DELAY_MS', 1000, 100, 600_000),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    dataDir,
    storage: loadStorageConfig(env),
    customerJwtSecret: secret(env, 'CUSTOMER_JWT_SECRET'),
    adminJwtSecret: secret(env, 'ADMIN_JWT_SECRET'),
    downloadSigningSecret: secret(env, 'DOWNLOAD_SIGNING_SECRET'),
    twoFactorEncryptionKey: secret(env, 'TWO_FACTOR_ENCRYPTION_KEY'),
    stripeSecretKey,
    stripePublishableKey,
    stripeWebhookSecret,
    stripeApiUrl,
    allowOfflinePayments,
    allowFileMail,
    shippoApiKey: optional(env, 'SHIPPO_API_KEY'),
    shippoApiUrl: (url(env, 'SHIPPO_API_URL', ['http:', 'https:']) ?? 'https://api.goshippo.com').replace(/\/$/, ''),
    smtpUrl,
    mailFrom: email(env, 'MAIL_FROM', 'Apostille Services <no-reply@apostille.example>'),
    supportEmail: email(env, 'SUPPORT_EMAIL', 'support@apostille.example'),
    inboundEmailSecret: secret(env, 'INBOUND_EMAIL_SECRET'),
    whatsappNumber: whatsappNumber.replace(/^\+/, ''),
    publicUrl,
    corsOrigins,
    adminUsername,
    adminPassword,
    runQueueWorkers: boolean(env, 'RUN_QUEUE_WORKERS', true),
    apiProcesses: integer(env, 'API_PROCESSES', 1, 1, 32),
    queuePrefix: pattern(env, 'QUEUE_PREFIX', /^[a-z0-9_-]{1,40}$/, 'apostille', 'must be 1-40 lowercase letters, digits, dashes or underscores'),
    documentRetentionDays: integer(env, 'DOCUMENT_RETENTION_DAYS', 90, 1, 3650),
    checkoutReconcileMs: integer(env, 'CHECKOUT_RECONCILE_MS', 60_000, 100, 60 * 60_000),
    unclaimedPaymentRefundMs: integer(env, 'UNCLAIMED_PAYMENT_REFUND_MS', 60 * 60_000, 1000, 7 * 24 * 3_600_000),
    checkoutRetentionDays: integer(env, 'CHECKOUT_RETENTION_DAYS', 7, 1, 90),
    automationCheckMs: integer(env, 'AUTOMATION_CHECK_MS', 15 * 60_000, 200, 24 * 60 * 60_000),
    outboxPollMs: integer(env, 'OUTBOX_POLL_MS', 1000, 50, 600000),
    outboxRequeueAfterMs: integer(env, 'OUTBOX_REQUEUE_AFTER_MS', 15 * 60_000, 1000, 24 * 3_600_000),
    mailMaxAttempts: integer(env, 'MAIL_MAX_ATTEMPTS', 6, 1, 50),
    mailRetryBaseMs: integer(env, 'MAIL_RETRY_BASE_MS', 5000, 10, 3600000),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, nodeEnv === 'test' ? 'warn' : 'info'),
    trustProxy: trustProxy(env),
    graphqlIntrospection: boolean(env, 'GRAPHQL_INTROSPECTION', false),
    swaggerUi: boolean(env, 'SWAGGER_UI', false),
    webhooksAllowLoopbackHttp,
    webhookTimeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
  };
}
