// Starts the built product for the Playwright run: `node ../server/dist/main.js` with a data
// folder of its own, so every run begins with an empty database, outbox and upload store.
//
// DATA_DIR comes from playwright.config.ts (so tests can find e-mails the server writes there);
// run by hand, the script picks `.data/e2e-<timestamp>` itself. Folders left by earlier runs
// are removed first: Playwright may end a run with SIGKILL, leaving no chance to clean up after.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const dataDir = resolve(process.env.DATA_DIR ?? join(root, '.data', `e2e-${Date.now()}`));
const parent = dirname(dataDir);

mkdirSync(parent, { recursive: true });
for (const name of readdirSync(parent)) {
  if (name.startsWith('e2e-') && name !== basename(dataDir)) {
    rmSync(join(parent, name), { recursive: true, force: true });
  }
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// With a PostgreSQL server given, every run gets a fresh database of its own on it, named after
// its port: a run on another port (another checkout) keeps its own database.
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? '54400', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
if (process.env.DATABASE_URL) env.DATABASE_URL = await freshDatabase(process.env.DATABASE_URL);

/** @param {string} serverUrl */
async function freshDatabase(serverUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const prefix = `apostille_e2e_${Number(process.env.PORT ?? 0)}_`;
    const old = await client.query(`SELECT datname FROM pg_database WHERE starts_with(datname, $1)`, [prefix]);
    for (const { datname } of old.rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    const name = `${prefix}${Date.now()}`;
    await client.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  } finally {
    await client.end();
  }
}

const entry = join(root, 'server', 'dist', 'main.js');
process.stdout.write(`[e2e] starting ${entry} on port ${process.env.PORT ?? '(default)'} with DATA_DIR=${dataDir}\n`);

const child = spawn(process.execPath, [entry], {
  // Playwright signals the whole process group and this script passes the signal on too: the
  // server, supervised by this script, must not take the second copy as "stop now" and skip
  // stopping its embedded database in order (a real force stop comes as SIGKILL after 15 s).
  env: { ...env, APOSTILLE_SUPERVISED: '1' },
  stdio: 'inherit',
});

// Playwright signals the whole process group; pass signals on anyway (for runs by hand) and stay
// alive until the server has shut down, so its embedded database is stopped cleanly.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on('error', (error) => {
  process.stderr.write(`[e2e] could not start the server: ${error.message}\n`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
