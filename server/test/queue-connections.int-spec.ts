import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { Queue, Worker, setDefaultBackendFactory } from 'bullmq';
import { Client } from 'pg';
import { createQueueBackend, migrateQueueSchema, QueueDatabaseClient } from '../src/queue/queue-database.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** One PostgreSQL protocol message: type byte, length, body. */
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

/**
 * A server that accepts a connection and, in the same packet, reports it ready and then ends it
 * as a PostgreSQL backend does when its postmaster has just died: what a client connecting at
 * that moment receives.
 */
async function dyingPostgres(): Promise<Server> {
  const server = createServer((socket) => {
    socket.once('data', () => {
      const authenticationOk = message('R', Buffer.from([0, 0, 0, 0]));
      const readyForQuery = message('Z', Buffer.from('I'));
      const terminated = message('E', Buffer.from('SFATAL\0VFATAL\0C57P01\0Mterminating connection due to unexpected postmaster exit\0\0'));
      socket.end(Buffer.concat([authenticationOk, readyForQuery, terminated]));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

describe('queue connections to PostgreSQL', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateQueueSchema(database.url);
    setDefaultBackendFactory(createQueueBackend as never);
  });
  afterAll(() => database.drop());

  it('survives PostgreSQL dying just as a worker opens its LISTEN connection', async () => {
    const server = await dyingPostgres();
    const { port } = server.address() as AddressInfo;
    const backend = createQueueBackend('probe', { connection: { connectionString: `postgres://x@127.0.0.1:${port}/x` } }, {});
    try {
      const client = await backend.connection.getListenClient();
      expect(client).toBeInstanceOf(QueueDatabaseClient);
      // The termination arrived with the ready message and was heard (unheard, it would have ended the
      // process before this line): the connection is known to be dead.
      await expect(client.query('SELECT 1')).rejects.toThrow('not queryable');
    } finally {
      await backend.close();
      server.close();
    }
  });

  it('a worker whose LISTEN connection is cut goes on processing jobs', async () => {
    const connection = { connectionString: database.url };
    const completed: number[] = [];
    const worker = new Worker('resilient', async (job) => (job.data as { n: number }).n, { connection: connection });
    worker.on('completed', (job) => completed.push((job.data as { n: number }).n));
    worker.on('error', () => undefined); // the cut connection is reported here; BullMQ reconnects by itself
    const queue = new Queue('resilient', { connection: connection });
    const admin = new Client({ connectionString: database.url });
    await admin.connect();
    const nthCompletion = (n: number) =>
      new Promise<void>((resolve) => {
        if (completed.length >= n) return resolve();
        const onCompleted = () => {
          if (completed.length < n) return;
          worker.off('completed', onCompleted);
          resolve();
        };
        worker.on('completed', onCompleted);
      });
    const listenPid = async () =>
      (await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'resilient'`)).rows[0]
        ?.pid;
    try {
      await queue.add('first', { n: 1 });
      await nthCompletion(1);
      const before = await listenPid();
      expect(before).toBeDefined();

      await admin.query('SELECT pg_terminate_backend($1)', [before]);
      const added = await queue.add('second', { n: 2 });
      await nthCompletion(2);
      expect(completed).toEqual([1, 2]);
      expect(added.id).toBeDefined();
    } finally {
      await admin.end();
      await worker.close();
      await queue.close();
    }
  });

  it('every connection of the backend is listened to for errors from its first moment', async () => {
    const backend = createQueueBackend('probe', { connection: { connectionString: database.url } }, {});
    try {
      await backend.waitUntilReady();
      const listenClient = await backend.connection.getListenClient();
      expect(listenClient).toBeInstanceOf(QueueDatabaseClient);
      const client = listenClient as unknown as QueueDatabaseClient;
      // Even with every listener gone (BullMQ removes them before ending a LISTEN connection), a cut is not fatal.
      client.removeAllListeners();
      const ended = new Promise((resolve) => client.once('end', resolve));
      const admin = new Client({ connectionString: database.url });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [(client as unknown as { processID: number }).processID]);
      await admin.end();
      await ended;
    } finally {
      await backend.close();
    }
  });
});
