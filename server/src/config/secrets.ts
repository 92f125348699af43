import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from './config.js';

type SecretName = 'customerJwtSecret' | 'adminJwtSecret' | 'downloadSigningSecret' | 'twoFactorEncryptionKey';
const SECRET_NAMES: SecretName[] = ['customerJwtSecret', 'adminJwtSecret', 'downloadSigningSecret', 'twoFactorEncryptionKey'];

export type ResolvedConfig = AppConfig & Required<Pick<AppConfig, SecretName>>;

/**
 * Signing secrets not given in the environment are generated once and kept in
 * DATA_DIR/secrets.json (mode 600), so tokens survive restarts of a single machine.
 * Several API instances must share them: set the variables explicitly there.
 */
export async function resolveSecrets(config: AppConfig): Promise<ResolvedConfig> {
  if (SECRET_NAMES.every((name) => config[name])) return config as ResolvedConfig;
  const file = join(config.dataDir, 'secrets.json');
  await mkdir(config.dataDir, { recursive: true });
  const stored = (existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : {}) as Partial<Record<SecretName, string>>;
  let changed = false;
  for (const name of SECRET_NAMES) {
    if (!stored[name]) {
      stored[name] = randomBytes(48).toString('base64url');
      changed = true;
    }
  }
  if (changed) {
    await writeFile(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    await chmod(file, 0o600);
  }
  const resolved = { ...config };
  for (const name of SECRET_NAMES) resolved[name] = config[name] ?? stored[name];
  return resolved as ResolvedConfig;
}

/**
 * The embedded PostgreSQL superuser's password: generated once into DATA_DIR/secrets.json (mode 600)
 * next to the signing secrets, so no two installations share a password anyone could look up.
 */
export async function embeddedPostgresPassword(dataDir: string): Promise<string> {
  const file = join(dataDir, 'secrets.json');
  await mkdir(dataDir, { recursive: true });
  const stored = (existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : {}) as Record<string, string>;
  if (stored.embeddedPostgresPassword) return stored.embeddedPostgresPassword;
  stored.embeddedPostgresPassword = randomBytes(32).toString('base64url');
  await writeFile(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  await chmod(file, 0o600);
  return stored.embeddedPostgresPassword;
}
