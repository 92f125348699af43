import { Logger } from '@nestjs/common';
import { QUEUES } from './queue-names.js';
import pg from 'pg';
import {
  DEFAULT_SCHEMA,
  PostgresConnection,
  PostgresQueueBackend,
  quoteSchemaName,
  runMigrations,
  type BackendFactory,
  type PostgresConnectionOptions,
  type QueueBaseOptions,
} from 'bullmq';

/**
 * Connections per queue backend (each queue, worker and event listener has its own pool, so every
 * queue costs each worker process two pools). The busy queues get 5; the others 2, which keeps a
 * worker process's share of PostgreSQL's connections in check as queues are added (two worker
 * processes with 5 each for every queue reached the default limit of 100 connections).
 */
const BUSY_QUEUE_POOL_SIZE = 5;
const QUIET_QUEUE_POOL_SIZE = 2;
const BUSY_QUEUES: readonly string[] = [QUEUES.mail, QUEUES.automation];
const poolSizeOf = (queueName: string) =>
  BUSY_QUEUES.some((busy) => queueName === busy || queueName.endsWith(`:${busy}`)) ? BUSY_QUEUE_POOL_SIZE : QUIET_QUEUE_POOL_SIZE;

const warnLost = (error: Error) => new Logger('QueueDatabase').warn(`a queue database connection was lost: ${error.message}`);

/**
 * Every connection of BullMQ's PostgreSQL backend. pg emits 'error' on a client whose connection
 * dies while nobody is querying it, and an 'error' nobody listens to ends the process: this client
 * listens from its first moment, so losing PostgreSQL is logged, never fatal. BullMQ answers the
 * loss itself (its workers' and queues' error events, and a new LISTEN connection).
 */
export class QueueDatabaseClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', warnLost);
  }

  /** BullMQ removes every listener from a LISTEN connection before ending it; a late error then is only logged. */
  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'error' && this.listenerCount('error') === 0) {
      warnLost(args[0] instanceof Error ? args[0] : new Error(String(args[0])));
      return false;
    }
    return super.emit(event, ...args);
  }
}

/**
 * A pool of QueueDatabaseClient connections whose queries resolve in BullMQ's own schema.
 * keepAlive makes a silently dropped LISTEN connection surface within seconds.
 */
function queuePool(connectionString: string, max: number): pg.Pool {
  return new pg.Pool({
    connectionString,
    max,
    Client: QueueDatabaseClient,
    keepAlive: true,
    options: `-c search_path=${quoteSchemaName(DEFAULT_SCHEMA)}`,
  });
}

/**
 * BullMQ's PostgreSQL backend on a pool this backend creates and ends. Given connection settings,
 * BullMQ 6.7 opens its LISTEN connection as a bare pg.Client and attaches its error listener only
 * once connect() has resolved: when PostgreSQL dies just as that connection is made, the server's
 * last two messages arrive together and the 'error' is emitted first, ending the process (seen
 * under load in test/embedded-default.int-spec.ts). Given a pool, BullMQ takes the LISTEN
 * connection from it, and the pool's clients are QueueDatabaseClients, listened to from birth.
 */
class OwnPoolPostgresBackend extends PostgresQueueBackend {
  private poolEnded?: Promise<void>;

  constructor(
    private readonly ownPool: pg.Pool,
    queueName: string,
    opts: QueueBaseOptions<PostgresConnectionOptions>,
    listenClientName: string | undefined,
  ) {
    super(new PostgresConnection(ownPool), queueName, { ...opts, connection: ownPool }, true, listenClientName);
  }

  override async close(force?: boolean): Promise<void> {
    await super.close(force);
    await this.endPool();
  }

  override async disconnect(): Promise<void> {
    await super.disconnect();
    await this.endPool();
  }

  private endPool(): Promise<void> {
    this.poolEnded ??= this.ownPool.end();
    return this.poolEnded;
  }
}

/**
 * The factory BullMQ builds every queue, worker and event listener with. The connection option
 * is { connectionString }. Names are given as BullMQ's own createPostgresBackend gives them: a
 * worker's LISTEN connection carries the queue name (getWorkers finds workers by it), an event
 * listener's the queue name and ":qe".
 */
export const createQueueBackend: BackendFactory<PostgresQueueBackend, PostgresConnectionOptions> = (name, opts, factoryOptions = {}) => {
  const connectionString = (opts.connection as { connectionString?: unknown } | undefined)?.connectionString;
  if (typeof connectionString !== 'string') throw new Error('the PostgreSQL queue backend is configured with { connectionString }');
  const workerName = (opts as { name?: string }).name;
  let listenClientName: string | undefined;
  if (factoryOptions.withBlockingConnection) listenClientName = `${name}${workerName ? `:w:${workerName}` : ''}`;
  else if (factoryOptions.blocking) listenClientName = `${name}:qe`;
  return new OwnPoolPostgresBackend(queuePool(connectionString, poolSizeOf(name)), name, opts, listenClientName);
};

/**
 * Brings BullMQ's tables (schema "bullmq" in the application database) up to date. BullMQ
 * serialises concurrent starters with an advisory lock, so every instance may call it at start.
 */
export async function migrateQueueSchema(databaseUrl: string): Promise<void> {
  const client = new QueueDatabaseClient({ connectionString: databaseUrl });
  await client.connect();
  try {
    await runMigrations(client);
  } finally {
    await client.end();
  }
}
