import pino from 'pino';

/** Information lines are written once this many bytes wait, or after LOG_FLUSH_MS, whichever comes first. */
const LOG_BUFFER_BYTES = 8 * 1024;
const LOG_FLUSH_MS = 1000;
/** pino's numeric level of a warning; the lines start `{"level":NN,`. */
const WARN_LEVEL = 40;
const LEVEL_PREFIX = '{"level":';

let destination: pino.DestinationStream | undefined;

/** A warning or worse is written at once, with the lines before it; anything unrecognised too. */
export function writesAtOnce(line: string): boolean {
  if (!line.startsWith(LEVEL_PREFIX)) return true;
  const level = Number.parseInt(line.slice(LEVEL_PREFIX.length, LEVEL_PREFIX.length + 3), 10);
  return !(level < WARN_LEVEL);
}

/**
 * Standard output, with information lines (the access log) written in batches: one write system
 * call per access-log line cost about 9 % of a light request's CPU (docs/performance.md, API
 * overhead). Those lines wait until 8 KB are buffered or a second has passed; a warning or error is
 * written at once together with the lines before it, so an operator sees problems without delay
 * and in order, and whatever waits is written when the process exits. A kill that gives no chance
 * to exit (SIGKILL, the out-of-memory killer) can lose at most the last second of access-log lines
 * (docs/decisions.md). One stream for the process.
 */
export function logDestination(): pino.DestinationStream {
  if (destination) return destination;
  // Standard output's write replaced (a test reading the log in-process): write through it, as pino
  // itself does in that case, unbatched.
  if (process.stdout.write !== (process.stdout.constructor as { prototype: NodeJS.WriteStream }).prototype.write) return process.stdout;
  const sonic = pino.destination({ dest: 1, sync: true, minLength: LOG_BUFFER_BYTES, periodicFlush: LOG_FLUSH_MS });
  process.once('exit', () => flushQuietly(sonic));
  destination = {
    write(line: string) {
      sonic.write(line);
      if (writesAtOnce(line)) flushQuietly(sonic);
    },
  };
  return destination;
}

function flushQuietly(sonic: ReturnType<typeof pino.destination>): void {
  try {
    sonic.flushSync();
  } catch {
    // Nothing waiting, or standard output already closed: nothing left to save.
  }
}
