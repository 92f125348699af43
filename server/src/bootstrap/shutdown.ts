import { takeOverShutdownSignals } from '../database/embedded-postgres.js';

export function startupLog(message: string): void {
  process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), context: 'Bootstrap', msg: message })}\n`);
}

const FORCE_EXIT_MS = 30_000;

interface Started {
  close(): Promise<void>;
}

/**
 * Takes over the stop signals before anything starts, then starts. A signal that arrives during
 * start-up (a supervisor stopping everything just after a restart) waits for the start to finish
 * or fail, then closes what was started: no library's own signal hook can swallow it meanwhile.
 */
export function startGracefully<T extends Started>(start: () => Promise<T>): Promise<T> {
  const startup: { started?: Promise<T> } = {};
  installGracefulShutdown(async () => {
    const running = await startup.started?.catch(() => undefined);
    await running?.close();
  });
  startup.started = start();
  return startup.started;
}

/**
 * On SIGINT/SIGTERM: stop taking requests, let jobs finish, close the pool, then stop
 * the embedded PostgreSQL, in that order. A second signal or 30 s forces the exit.
 */
export function installGracefulShutdown(close: () => Promise<void>): void {
  takeOverShutdownSignals();
  let closing = false;
  // A supervised child gets Ctrl-C from the terminal and SIGTERM from its supervisor: only the
  // supervisor may force the exit, or the second signal would cut a graceful shutdown short.
  const supervised = process.env.APOSTILLE_SUPERVISED === '1';
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing && supervised) return;
    if (closing) {
      startupLog(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    startupLog(`${signal} received: shutting down`);
    setTimeout(() => {
      startupLog('shutdown took too long: exiting');
      process.exit(1);
    }, FORCE_EXIT_MS).unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        startupLog(`shutdown error: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
