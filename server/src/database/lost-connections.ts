import { Injectable, Logger, Module, type OnModuleInit } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { noteConnectionLost } from '../common/database-unavailable.js';
import { poolOf } from './pool.js';

/**
 * pg emits 'error' on a client whose connection dies while it is checked out but between queries
 * (inside a transaction while an e-mail is being sent, for example). With no listener that is an
 * uncaught exception and the whole API process exits, which is what losing PostgreSQL used to do.
 * Every client of the pool gets a listener: the loss is logged once per connection, and the caller
 * sees it on its next query (answered 503, see common/database-unavailable.ts) and drops the client.
 */
export function guardPoolClients(pool: Pool, warn: (line: string) => void): void {
  const guarded = new WeakSet<PoolClient>();
  const guard = (client: PoolClient) => {
    if (guarded.has(client)) return;
    guarded.add(client);
    client.on('error', (error: Error) => {
      noteConnectionLost();
      warn(`a database connection was lost: ${error.message}`);
    });
  };
  pool.on('connect', guard);
  pool.on('acquire', guard);
}

@Injectable()
class LostConnectionGuard implements OnModuleInit {
  private readonly logger = new Logger('Database');

  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    guardPoolClients(poolOf(this.dataSource), (line) => this.logger.warn(line));
  }
}

@Module({ providers: [LostConnectionGuard] })
export class LostConnectionsModule {}
