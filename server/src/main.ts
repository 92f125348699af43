import 'reflect-metadata';
import cluster from 'node:cluster';
import { createApp } from './create-app.js';
import { superviseProcesses } from './bootstrap/cluster.js';
import { exitOnConfigError, prepareRuntime } from './bootstrap/runtime.js';
import { startGracefully, startupLog } from './bootstrap/shutdown.js';

/**
 * The API process; with RUN_QUEUE_WORKERS (default) it also runs the queue processors.
 * With API_PROCESSES > 1 this process becomes the supervisor of that many API processes.
 */
async function start(): Promise<{ close(): Promise<void> }> {
  const runtime = await prepareRuntime(startupLog);
  if (cluster.isPrimary && runtime.config.apiProcesses > 1) return superviseProcesses(runtime);
  const app = await createApp({ config: runtime.config, databaseUrl: runtime.databaseUrl }).catch(async (error: unknown) => {
    await runtime.stop();
    throw error;
  });
  const close = async () => {
    await app.close();
    await runtime.stop();
  };
  await app.listen(runtime.config.port).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  startupLog(`listening on http://localhost:${runtime.config.port} (customer site /, admin console /admin, API /api, GraphQL /graphql)`);
  return { close };
}

void startGracefully(start).catch(exitOnConfigError);
