import { takeOverShutdownSignals } from '../database/embedded-postgres.js';

export function startupLog(message: string): void {
  process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), context: 'Bootstrap', msg: message })}\n`);
}

const FORCE_EXIT_MS = 30_000;

/**
 * On SIGINT/SIGTERM: stop taking requests, let jobs finish, close the pool, then stop
 * the embedded PostgreSQL, in that order. A second signal or 30 s forces the exit.
 */
export function installGracefulShutdown(close: () => Promise<void>): void {
  takeOverShutdownSignals();
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
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
