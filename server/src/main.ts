import 'reflect-metadata';
import cluster from 'node:cluster';
import { createApp } from './create-app.js';
import { superviseProcesses } from './bootstrap/cluster.js';
import { exitOnConfigError, prepareRuntime } from './bootstrap/runtime.js';
import { installGracefulShutdown, startupLog } from './bootstrap/shutdown.js';

/**
 * The API process; with RUN_QUEUE_WORKERS (default) it also runs the queue processors.
 * With API_PROCESSES > 1 this process becomes the supervisor of that many API processes.
 */
async function main(): Promise<void> {
  const runtime = await prepareRuntime(startupLog).catch(exitOnConfigError);
  if (cluster.isPrimary && runtime.config.apiProcesses > 1) {
    superviseProcesses(runtime);
    return;
  }
  const app = await createApp({ config: runtime.config, databaseUrl: runtime.databaseUrl }).catch(async (error) => {
    await runtime.stop();
    return exitOnConfigError(error);
  });
  installGracefulShutdown(async () => {
    await app.close();
    await runtime.stop();
  });
  await app.listen(runtime.config.port);
  startupLog(`listening on http://localhost:${runtime.config.port} (customer site /, admin console /admin, API /api, GraphQL /graphql)`);
}

void main();
