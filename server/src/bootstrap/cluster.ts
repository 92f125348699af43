import cluster, { type Worker } from 'node:cluster';
import { join } from 'node:path';
import type { Runtime } from './runtime.js';
import { startupLog } from './shutdown.js';

type Role = 'api' | 'queue';

/** Set on processes started by the supervisor; they leave repeated signals to it (see shutdown.ts). */
export const SUPERVISED_ENV = 'APOSTILLE_SUPERVISED';

const RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 60_000;
/** A child that dies sooner than this after its start counts as a failed start. */
const STABLE_AFTER_MS = 30_000;

/**
 * A child that keeps failing at start (a bad deployment, a database that is away) is restarted
 * after 1 s, then 2 s, 4 s … up to a minute, so the log shows the cause instead of a flood.
 */
export function restartDelayMs(failedStartsInARow: number): number {
  return Math.min(RESTART_DELAY_MS * 2 ** Math.max(0, failedStartsInARow - 1), MAX_RESTART_DELAY_MS);
}

/**
 * Runs API_PROCESSES HTTP processes sharing one port (node:cluster) plus, when this deployment
 * runs its own queues, one queue worker process. This process keeps the embedded PostgreSQL (if
 * any), restarts a child that dies, and on a signal stops the children before the database.
 */
export function superviseProcesses(runtime: Runtime): { close(): Promise<void> } {
  const distDir = join(import.meta.dirname, '..');
  const entries: Record<Role, string> = { api: join(distDir, 'main.js'), queue: join(distDir, 'worker.js') };
  // Children use the database this process resolved (embedded or given) and never run queues in HTTP processes.
  const childEnv = { DATABASE_URL: runtime.databaseUrl, RUN_QUEUE_WORKERS: 'false', [SUPERVISED_ENV]: '1' };
  const roles = new Map<Worker, Role>();
  const startedAt = new Map<Worker, number>();
  const failedStarts: Record<Role, number> = { api: 0, queue: 0 };
  let stopping = false;
  let allExited: () => void = () => undefined;

  const start = (role: Role) => {
    cluster.setupPrimary({ exec: entries[role] });
    const worker = cluster.fork(childEnv);
    roles.set(worker, role);
    startedAt.set(worker, Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker) ?? 'api';
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    roles.delete(worker);
    startedAt.delete(worker);
    if (stopping) {
      if (roles.size === 0) allExited();
      return;
    }
    failedStarts[role] = lived < STABLE_AFTER_MS ? failedStarts[role] + 1 : 1;
    const delay = restartDelayMs(failedStarts[role]);
    const streak = failedStarts[role] > 1 ? ` (${failedStarts[role]} failures in a row, each within ${STABLE_AFTER_MS / 1000} s of its start)` : '';
    startupLog(`${role} process ${worker.process.pid} exited (${signal ?? `code ${code}`})${streak}: starting a new one in ${delay} ms`);
    setTimeout(() => start(role), delay).unref();
  });

  const close = async () => {
    stopping = true;
    const exited = new Promise<void>((resolve) => {
      allExited = resolve;
      if (roles.size === 0) resolve();
    });
    // A terminal's Ctrl-C already reached the children; a service manager's SIGTERM reaches only this process.
    for (const worker of roles.keys()) worker.process.kill('SIGTERM');
    await exited;
    await runtime.stop();
  };

  const { apiProcesses, runQueueWorkers, port } = runtime.config;
  for (let i = 0; i < apiProcesses; i += 1) start('api');
  if (runQueueWorkers) start('queue');
  startupLog(`supervising ${apiProcesses} API processes on port ${port}${runQueueWorkers ? ' and 1 queue worker process' : ''}`);
  return { close };
}
