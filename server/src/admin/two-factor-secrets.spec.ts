import { BACKUP_CODE_COUNT, isBackupCodeFormat, normalizeBackupCode, normalizeTwoFactorCode } from '@apostille/domain';
import { TwoFactorSecrets, generateBackupCodes } from './two-factor-secrets.js';

describe('two-factor secrets', () => {
  const secrets = new TwoFactorSecrets('k'.repeat(64));

  it('encrypts the TOTP secret with a fresh IV each time and decrypts it back', () => {
    const first = secrets.encryptTotpSecret('OJR3L5ZLQRJEOUTEWJS54MHB6X55D364');
    const second = secrets.encryptTotpSecret('OJR3L5ZLQRJEOUTEWJS54MHB6X55D364');
    expect(first).not.toContain('OJR3L5ZL');
    expect(first).not.toBe(second);
    expect(secrets.decryptTotpSecret(first)).toBe('OJR3L5ZLQRJEOUTEWJS54MHB6X55D364');
  });

  it('refuses a tampered value, another key and a value stored unencrypted', () => {
    const stored = secrets.encryptTotpSecret('OJR3L5ZLQRJEOUTEWJS54MHB6X55D364');
    const tampered = stored.slice(0, -2) + (stored.endsWith('A') ? 'BB' : 'AA');
    expect(() => secrets.decryptTotpSecret(tampered)).toThrow();
    expect(() => new TwoFactorSecrets('o'.repeat(64)).decryptTotpSecret(stored)).toThrow();
    expect(() => secrets.decryptTotpSecret('OJR3L5ZLQRJEOUTEWJS54MHB6X55D364')).toThrow();
  });

  it('hashes backup codes deterministically under the server key', () => {
    expect(secrets.hashBackupCode('ABCDEFGHJK')).toBe(secrets.hashBackupCode('ABCDEFGHJK'));
    expect(secrets.hashBackupCode('ABCDEFGHJK')).not.toBe(new TwoFactorSecrets('o'.repeat(64)).hashBackupCode('ABCDEFGHJK'));
  });

  it('generates ten distinct codes in the backup-code format', () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(BACKUP_CODE_COUNT);
    expect(new Set(codes).size).toBe(BACKUP_CODE_COUNT);
    for (const code of codes) expect(isBackupCodeFormat(code)).toBe(true);
    expect(normalizeBackupCode(` ${codes[0].slice(0, 5).toLowerCase()}-${codes[0].slice(5)} `)).toBe(codes[0]);
  });
});

describe('staff sign-in rules', () => {
  it('keeps at most six digits of a typed code', () => {
    expect(normalizeTwoFactorCode('12 34-56 78')).toBe('123456');
    expect(normalizeTwoFactorCode('abc')).toBe('');
  });
});
