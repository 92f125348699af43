import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { createRedisBackend, setDefaultBackendFactory } from 'bullmq';
import type { ResolvedConfig } from '../config/secrets.js';
import { createQueueBackend } from './queue-database.js';
import { DatabaseNotifications } from './database-notifications.js';

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
    // Reconnect at most 2 s apart (BullMQ's own default grows to 20 s): after an outage the queues
    // come back within seconds of Redis, and a shutdown that waits on a reconnecting client ends.
    retryStrategy: (attempt: number) => Math.min(200 * attempt, REDIS_RECONNECT_CAP_MS),
  };
}

/** The longest wait between two attempts to reach Redis again. */
export const REDIS_RECONNECT_CAP_MS = 2_000;

export type QueueBackendKind = 'redis' | 'postgres';

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
    // BullMQ's tables on PostgreSQL are migrated at start (migrateQueueSchema), before this module exists.
    setDefaultBackendFactory(kind === 'redis' ? createRedisBackend : (createQueueBackend as never));
    const connection = kind === 'redis' ? redisConnection(config.redisUrl as string) : { connectionString: databaseUrl };
    return {
      module: QueueModule,
      global: true,
      imports: [BullModule.forRoot({ connection: connection, prefix: config.queuePrefix })],
      // The LISTEN connection connects on first use: only the relays of a worker process use it.
      providers: [{ provide: DatabaseNotifications, useFactory: () => new DatabaseNotifications(databaseUrl) }],
      exports: [BullModule, DatabaseNotifications],
    };
  }
}
