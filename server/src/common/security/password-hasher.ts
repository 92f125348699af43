import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is a const enum, which isolated transpilation cannot inline.
const ARGON2ID = 2;

/** OWASP's argon2id setting: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
