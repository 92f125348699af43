import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { MAIN, stopWith, type ServerProcess } from './support/server-process.js';

/**
 * A service manager may stop the product a moment after starting it (a deploy rolled back, a
 * supervisor restarting a child). A stop signal during start-up must still end in a clean exit:
 * never a process left listening, never a supervisor waiting for a child that ignored it.
 */
const SCHEMA_READY = 'database schema is up to date';

function startServer(extraEnv: NodeJS.ProcessEnv): ServerProcess {
  let output = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '3991', NODE_ENV: 'test', LOG_LEVEL: 'warn', RUN_QUEUE_WORKERS: 'false', ...extraEnv };
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

function occurrences(text: string, line: string): number {
  return text.split(line).length - 1;
}

/** Resolves once the process has printed `line` `times` times (or has exited). */
function printed(server: ServerProcess, line: string, times = 1): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (occurrences(server.output(), line) >= times || server.child.exitCode !== null) {
        server.child.stdout?.off('data', check);
        resolve();
      }
    };
    server.child.stdout?.on('data', check);
    check();
  });
}

function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

describe('a stop signal during start-up', () => {
  it('lets the API process finish starting, then close and exit 0 without ever staying up', async () => {
    const server = startServer({});
    await printed(server, SCHEMA_READY);
    // The application is being built now: the signal lands in the middle of it.
    const code = await stopWith('SIGTERM', server.child);
    expect({ code, output: server.output() }).toEqual({ code: 0, output: expect.stringContaining('SIGTERM received: shutting down') });
  }, 60_000);

  it('stops a supervisor and every child, including one still building its application', async () => {
    const supervisor = startServer({ API_PROCESSES: '2' });
    // The supervisor's own schema check, then the first child's: the second child is still starting.
    await printed(supervisor, SCHEMA_READY, 2);
    const children = childrenOf(supervisor.child.pid ?? 0);
    expect(children).toHaveLength(2);
    const code = await stopWith('SIGTERM', supervisor.child);
    expect({ code, output: supervisor.output() }).toEqual({ code: 0, output: expect.stringContaining('SIGTERM received: shutting down') });
    expect(children.filter((child) => existsSync(`/proc/${child}`))).toEqual([]);
  }, 60_000);
});
