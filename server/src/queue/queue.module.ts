import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Logger, Module } from '@nestjs/common';
import pg from 'pg';
import { createPostgresBackend, createRedisBackend, setDefaultBackendFactory } from 'bullmq';
import type { ResolvedConfig } from '../config/secrets.js';

/** ioredis options from a redis:// or rediss:// URL. */
export function redisConnection(redisUrl: string) {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

export type QueueBackendKind = 'redis' | 'postgres';

/**
 * The clients of BullMQ's PostgreSQL pool. pg emits 'error' on a client whose connection dies
 * while it is out of the pool or being closed; with no listener that ends the process, which is
 * how losing PostgreSQL used to crash the API. BullMQ reports the failure itself (its workers'
 * and queues' error events); here it is only logged once per connection.
 */
class QueueDatabaseClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', (error: Error) => new Logger('QueueDatabase').warn(`a queue database connection was lost: ${error.message}`));
  }
}

export function queueBackendKind(config: Pick<ResolvedConfig, 'redisUrl'>): QueueBackendKind {
  return config.redisUrl ? 'redis' : 'postgres';
}

/**
 * BullMQ on Redis when REDIS_URL is set, otherwise on BullMQ's PostgreSQL backend in the
 * application database (its own schema), so the default needs nothing but PostgreSQL.
 */
@Module({})
export class QueueModule {
  static forRoot(config: ResolvedConfig, databaseUrl: string): DynamicModule {
    const kind = queueBackendKind(config);
    // @nestjs/bullmq constructs the queue classes itself, so the backend is chosen process-wide.
    setDefaultBackendFactory(kind === 'redis' ? createRedisBackend : (createPostgresBackend as never));
    const connection =
      kind === 'redis' ? redisConnection(config.redisUrl as string) : { connectionString: databaseUrl, migrate: true, max: 5, Client: QueueDatabaseClient };
    return {
      module: QueueModule,
      global: true,
      imports: [BullModule.forRoot({ connection: connection, prefix: config.queuePrefix })],
      exports: [BullModule],
    };
  }
}
