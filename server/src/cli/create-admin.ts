import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { STAFF_PASSWORD_MIN_LENGTH, isStaffRole } from '@apostille/domain';
import { createAdminAccount } from '../admin/admin-account-creation.js';
import { exitOnConfigError, prepareRuntime } from '../bootstrap/runtime.js';
import { dataSourceOptions } from '../database/data-source-options.js';

const USAGE =
  'usage: npm run admin:create -- --username NAME --email EMAIL [--role owner|admin|staff]  (role: owner for the first account, else staff; password: prompted, or one line on standard input)';
const MIN_PASSWORD = STAFF_PASSWORD_MIN_LENGTH;

/** Reads the password without echoing it on a terminal, or the first line of piped input. */
async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const rl = createInterface({ input });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  return new Promise((resolve) => {
    let value = '';
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          return resolve(value);
        }
        if (char === '\u0003') process.exit(130);
        value = char === '\u007f' ? value.slice(0, -1) : value + char;
      }
    };
    input.on('data', onData);
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { username: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' } } });
  const { username, email, role } = values;
  if (!username || !/^[A-Za-z0-9._-]{3,64}$/.test(username))
    throw new Error(`--username is required: 3-64 letters, digits, dots, dashes or underscores\n${USAGE}`);
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`--email is required and must be an e-mail address\n${USAGE}`);
  if (role !== undefined && !isStaffRole(role)) throw new Error(`--role must be owner, admin or staff\n${USAGE}`);

  const password = await readPassword('Password: ');
  if (password.length < MIN_PASSWORD) throw new Error(`the password must be at least ${MIN_PASSWORD} characters long`);
  if (process.stdin.isTTY && (await readPassword('Repeat password: ')) !== password) throw new Error('the passwords do not match');

  const runtime = await prepareRuntime((line) => process.stderr.write(`${line}\n`)).catch(exitOnConfigError);
  const dataSource = new DataSource(dataSourceOptions(runtime.databaseUrl));
  try {
    await dataSource.initialize();
    const chosenRole = await createAdminAccount(dataSource, { username, email, password, role: isStaffRole(role) ? role : undefined });
    process.stdout.write(`created admin "${username}" (${chosenRole})\n`);
  } finally {
    await dataSource.destroy().catch(() => undefined);
    await runtime.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`admin:create failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
