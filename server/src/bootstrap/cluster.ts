import cluster, { type Worker } from 'node:cluster';
import { join } from 'node:path';
import type { Runtime } from './runtime.js';
import { installGracefulShutdown, startupLog } from './shutdown.js';

type Role = 'api' | 'queue';

/** Set on processes started by the supervisor; they leave repeated signals to it (see shutdown.ts). */
export const SUPERVISED_ENV = 'APOSTILLE_SUPERVISED';

const RESTART_DELAY_MS = 1000;

/**
 * Runs API_PROCESSES HTTP processes sharing one port (node:cluster) plus, when this deployment
 * runs its own queues, one queue worker process. This process keeps the embedded PostgreSQL (if
 * any), restarts a child that dies, and on a signal stops the children before the database.
 */
export function superviseProcesses(runtime: Runtime): void {
  const distDir = join(import.meta.dirname, '..');
  const entries: Record<Role, string> = { api: join(distDir, 'main.js'), queue: join(distDir, 'worker.js') };
  // Children use the database this process resolved (embedded or given) and never run queues in HTTP processes.
  const childEnv = { DATABASE_URL: runtime.databaseUrl, RUN_QUEUE_WORKERS: 'false', [SUPERVISED_ENV]: '1' };
  const roles = new Map<Worker, Role>();
  let stopping = false;
  let allExited: () => void = () => undefined;

  const start = (role: Role) => {
    cluster.setupPrimary({ exec: entries[role] });
    roles.set(cluster.fork(childEnv), role);
  };

  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker) ?? 'api';
    roles.delete(worker);
    if (stopping) {
      if (roles.size === 0) allExited();
      return;
    }
    startupLog(`${role} process ${worker.process.pid} exited (${signal ?? `code ${code}`}): starting a new one in ${RESTART_DELAY_MS} ms`);
    setTimeout(() => start(role), RESTART_DELAY_MS).unref();
  });

  installGracefulShutdown(async () => {
    stopping = true;
    const exited = new Promise<void>((resolve) => {
      allExited = resolve;
      if (roles.size === 0) resolve();
    });
    // A terminal's Ctrl-C already reached the children; a service manager's SIGTERM reaches only this process.
    for (const worker of roles.keys()) worker.process.kill('SIGTERM');
    await exited;
    await runtime.stop();
  });

  const { apiProcesses, runQueueWorkers, port } = runtime.config;
  for (let i = 0; i < apiProcesses; i += 1) start('api');
  if (runQueueWorkers) start('queue');
  startupLog(`supervising ${apiProcesses} API processes on port ${port}${runQueueWorkers ? ' and 1 queue worker process' : ''}`);
}
