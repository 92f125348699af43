import { existsSync, readFileSync } from 'node:fs';
import { open, readdir, readFile, readlink, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * One server per data folder. The embedded PostgreSQL is a child of the server; when the server is
 * killed outright (kill -9, out of memory) the postmaster is re-parented to init and keeps the
 * cluster locked, so every later start would fail. Before starting the cluster the server therefore
 * - refuses, in one line naming the PID and the folder, when another live server holds the folder;
 * - stops a PostgreSQL left behind by a server that no longer runs (a fast shutdown: it rolls back
 *   open transactions and writes a checkpoint, as a normal stop does), then starts its own.
 */
export class DataDirInUseError extends Error {}

export interface DataDirClaim {
  /** Gives the folder up (at shutdown); a later start then finds no owner. */
  release(): Promise<void>;
}

interface ClaimOptions {
  /** DATA_DIR: holds server.pid. */
  dataDir: string;
  /** The cluster folder inside it (holds PostgreSQL's own postmaster.pid). */
  databaseDir: string;
  log: (line: string) => void;
  /** How long a left-behind PostgreSQL may take to stop before the start gives up. */
  stopTimeoutMs?: number;
}

const OWNER_FILE = 'server.pid';

export async function claimDataDir(options: ClaimOptions): Promise<DataDirClaim> {
  const ownerFile = join(options.dataDir, OWNER_FILE);
  const owner = await readPid(ownerFile);
  if (owner !== undefined && owner !== process.pid && isAlive(owner) && (await holdsFolder(owner, ownerFile))) {
    throw new DataDirInUseError(
      `DATA_DIR ${options.dataDir} is in use by a running server (PID ${owner}): stop that server first, or give this one another DATA_DIR`,
    );
  }
  const postmaster = await readPid(join(options.databaseDir, 'postmaster.pid'));
  if (postmaster !== undefined && isAlive(postmaster) && looksLikePostgres(postmaster)) {
    options.log(`embedded PostgreSQL (PID ${postmaster}) was left running by a server that ended without stopping it: stopping it first`);
    await stopLeftover(postmaster, options.stopTimeoutMs ?? 60_000);
  }
  // Written then renamed, so a concurrent reader never sees half a PID.
  const temporary = `${ownerFile}.${process.pid}`;
  await writeFile(temporary, `${process.pid}\n`);
  await rename(temporary, ownerFile);
  // Held open while the server runs: a later start tells the owner of this folder from an
  // unrelated program that happens to have the PID a stale server.pid names (after a reboot).
  const held = await open(ownerFile, 'r');
  return {
    async release() {
      await held.close().catch(() => undefined);
      if ((await readPid(ownerFile)) === process.pid) await rm(ownerFile, { force: true });
    },
  };
}

/**
 * Does the live process `pid` own this data folder? Where /proc shows its open files, only if it
 * holds this very server.pid open (a stale file naming some other node program does not block the
 * start); where it does not (another OS, or another user's process), by its name as before.
 */
async function holdsFolder(pid: number, ownerFile: string): Promise<boolean> {
  const target = await realpath(ownerFile).catch(() => ownerFile);
  const fds = await readdir(`/proc/${pid}/fd`).catch(() => undefined);
  if (fds === undefined) return looksLikeNode(pid);
  for (const fd of fds) {
    const link = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => undefined);
    if (link === target) return true;
  }
  return false;
}

async function readPid(file: string): Promise<number | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  const pid = Number.parseInt(text?.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (the postgres user when the server runs as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A PID in a file may have been reused by an unrelated program after a reboot. Where /proc exists
 * the program's name is checked; elsewhere a live PID is taken at its word.
 */
function processName(pid: number): string | undefined {
  const file = `/proc/${pid}/comm`;
  if (!existsSync(file)) return undefined;
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

const looksLikeNode = (pid: number) => {
  const name = processName(pid);
  return name === undefined || name.startsWith('node') || name.startsWith('MainThread');
};

const looksLikePostgres = (pid: number) => {
  const name = processName(pid);
  return name === undefined || name.startsWith('postgres');
};

async function stopLeftover(pid: number, timeoutMs: number): Promise<void> {
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      throw new Error(`embedded PostgreSQL (PID ${pid}) left by an earlier server did not stop within ${timeoutMs / 1000} s: stop it, then start again`);
    }
    // Waiting on another process's exit: it is not our child, so there is no event to wait on.
    await delay(100);
  }
}
