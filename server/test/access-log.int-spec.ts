import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './support/free-port.js';
import { killLeftoverServers, requestTo, startServerProcess, stopWith, waitForHealth, type ServerProcess } from './support/server-process.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { waitFor } from './support/wait-for.js';

/**
 * The access log is written in batches (common/log-destination.ts): an operator must still get every
 * line, soon after the request without further traffic, and the buffered ones when the server stops.
 */
describe('access log at LOG_LEVEL=info', () => {
  let database: TestDatabase;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'apostille-access-log-'));
  });
  afterEach(() => killLeftoverServers());
  afterAll(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<{ server: ServerProcess; port: number }> {
    const port = await freePort();
    const started = startServerProcess(dataDir, port, await freePort(), { DATABASE_URL: database.url, LOG_LEVEL: 'info', RUN_QUEUE_WORKERS: 'false' });
    await waitForHealth(port, started);
    return { server: started, port };
  }

  const accessLinesFor = (output: string, path: string) =>
    output.split('\n').filter((line) => line.includes('"msg":"request completed"') && line.includes(path));

  it('writes a request line without further traffic', async () => {
    const started = await start();
    server = started.server;
    const answer = await requestTo(server, `http://127.0.0.1:${started.port}/api/catalog`);
    expect(answer.status).toBe(200);
    const lines = await waitFor(() => {
      const found = accessLinesFor(server!.output(), '"/api/catalog"');
      return found.length > 0 ? found : undefined;
    }, 'the access-log line of the request');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 30, res: { statusCode: 200 } });
    await stopWith('SIGTERM', server.child, server);
  });

  it('writes the lines still buffered when the server stops', async () => {
    const started = await start();
    server = started.server;
    for (let index = 0; index < 3; index += 1) expect((await requestTo(server, `http://127.0.0.1:${started.port}/api/catalog`)).status).toBe(200);
    await stopWith('SIGTERM', server.child, server);
    expect(accessLinesFor(server.output(), '"/api/catalog"').length).toBe(3);
  });
});
