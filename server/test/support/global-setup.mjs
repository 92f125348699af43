// Finds the PostgreSQL server the integration tests create their databases on: DATABASE_URL,
// else the machine's server on 127.0.0.1:5432, else an embedded PostgreSQL in a temporary folder.
// Plain ESM: Jest loads global setup outside its own module system.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

async function canConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A port the system chose as free (a random one can be the local end of one of the machine's own connections). */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export default async function globalSetup() {
  for (const candidate of [process.env.DATABASE_URL, LOCAL_SERVER]) {
    if (candidate && (await canConnect(candidate))) {
      process.env.TEST_ADMIN_DATABASE_URL = candidate;
      return;
    }
  }
  // The launcher the product itself uses, from the build the test target runs first.
  const { startEmbeddedPostgres } = await import('../../dist/database/embedded-postgres.js');
  const dataDir = await mkdtemp(join(tmpdir(), 'apostille-test-pg-'));
  const handle = await startEmbeddedPostgres({ dataDir, port: await freePort(), password: randomBytes(24).toString('base64url') });
  globalThis.__EMBEDDED_TEST_PG__ = { handle, dataDir };
  process.env.TEST_ADMIN_DATABASE_URL = handle.adminUrl;
  process.stdout.write(`\nno PostgreSQL server reachable: tests run on embedded PostgreSQL (${dataDir})\n`);
}
