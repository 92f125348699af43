import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';

/** Channels the database notifies on (triggers of migration 1766910000000-relay-notifications). */
export const NOTIFY_CHANNELS = {
  /** A statement inserted domain events (sent when its transaction commits). */
  domainEvents: 'domain_events',
  /** A statement inserted outbox e-mails. */
  outboxMessages: 'outbox_messages',
  /** A statement changed automation rules. */
  automationRules: 'automation_rules',
  /** A statement inserted webhook deliveries (migration 1767001900000). */
  webhookDeliveries: 'webhook_deliveries',
} as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[keyof typeof NOTIFY_CHANNELS];

/** The listener's application_name in pg_stat_activity, so operators (and tests) can tell it apart. */
export const LISTENER_APPLICATION_NAME = 'apostille-listener';

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 30_000;

/**
 * One LISTEN connection per process for the database's notifications. It is a client of its own,
 * never a pooled one: a pooled connection goes back to the pool, where its LISTEN would be lost or
 * would leak to another user. Nothing connects until the first listen() (API processes without queue
 * workers never call it, so they hold no listener). When the connection is lost (PostgreSQL
 * restarted), it is made again with a growing pause; once it is back, every handler runs once,
 * since notifications sent meanwhile are gone.
 */
export class DatabaseNotifications implements OnApplicationShutdown {
  private readonly logger = new Logger('DatabaseNotifications');
  private readonly handlers = new Map<string, Set<() => void>>();
  private client?: pg.Client;
  /** Channels LISTENed on the current connection. */
  private subscribed = new Set<string>();
  private statements: Promise<unknown> = Promise.resolve();
  private connecting?: Promise<void>;
  private retryTimer?: NodeJS.Timeout;
  private retryMs = FIRST_RETRY_MS;
  private closed = false;

  constructor(private readonly databaseUrl: string) {}

  /** Calls `handler` on each notification of `channel`, and once whenever the connection is (re)made. */
  async listen(channel: NotifyChannel, handler: () => void): Promise<void> {
    if (this.closed) return;
    const set = this.handlers.get(channel) ?? new Set();
    set.add(handler);
    this.handlers.set(channel, set);
    if (!this.client) await this.connect();
    const client = this.client;
    if (!client) return; // retried later; the handler runs once the connection is made
    if (!this.subscribed.has(channel)) {
      this.subscribed.add(channel);
      // One statement at a time on the connection (pg no longer queues overlapping queries).
      this.statements = this.statements.then(() => client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)).catch((error: unknown) => this.lost(client, error));
      await this.statements;
    }
    handler();
  }

  /** Whether the LISTEN connection is open now. */
  get listening(): boolean {
    return this.client !== undefined;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<void> {
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<void> {
    if (this.closed || this.client) return;
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
    // Listened to from its first moment: an 'error' nobody listens to would end the process.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', (message) => this.dispatch(message.channel));
    try {
      await client.connect();
      const channels = [...this.handlers.keys()];
      for (const channel of channels) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      this.subscribed = new Set(channels);
    } catch (error) {
      this.lost(client, error);
      await client.end().catch(() => undefined);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    // Whatever was notified while nobody listened: every handler looks once.
    for (const channel of this.handlers.keys()) this.dispatch(channel);
  }

  private dispatch(channel: string): void {
    for (const handler of this.handlers.get(channel) ?? []) handler();
  }

  /** The connection failed or ended: drop it and try again later (unless shutting down). */
  private lost(client: pg.Client, error: unknown): void {
    if (this.client === client) this.client = undefined;
    else if (this.client) return;
    if (this.closed || this.retryTimer) return;
    this.logger.warn(`database notifications lost (${error instanceof Error ? error.message : String(error)}); listening again in ${this.retryMs} ms`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }
}
