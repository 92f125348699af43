import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { BACKUP_CODE_ALPHABET, BACKUP_CODE_COUNT, BACKUP_CODE_LENGTH } from '@apostille/domain';

const CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const PREFIX = 'v1:';

function deriveKey(masterSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', masterSecret, 'apostille-admin-two-factor', purpose, 32));
}

/**
 * Keeps the staff two-factor material unreadable from a database dump alone. Both keys derive from
 * TWO_FACTOR_ENCRYPTION_KEY (generated into DATA_DIR/secrets.json when unset), one per purpose.
 */
export class TwoFactorSecrets {
  private readonly encryptionKey: Buffer;
  private readonly backupCodeKey: Buffer;

  constructor(masterSecret: string) {
    this.encryptionKey = deriveKey(masterSecret, 'totp-secret-encryption');
    this.backupCodeKey = deriveKey(masterSecret, 'backup-code-hmac');
  }

  /** AES-256-GCM: `v1:` + base64url(iv | tag | ciphertext). */
  encryptTotpSecret(secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(CIPHER, this.encryptionKey, iv);
    const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
  }

  /** Throws when the value was not written by encryptTotpSecret with this key (tampered or key changed). */
  decryptTotpSecret(stored: string): string {
    if (!stored.startsWith(PREFIX)) throw new Error('two-factor secret is not in the encrypted format');
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    const decipher = createDecipheriv(CIPHER, this.encryptionKey, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  /**
   * Backup codes are stored as HMAC-SHA256 under a server key rather than argon2id: a code carries
   * ~50 random bits, so a slow hash adds nothing while the key stays out of the database, and a
   * deterministic hash lets PostgreSQL find and remove a used code in one atomic UPDATE
   * (array_remove) instead of verifying ten slow hashes and racing a second request.
   */
  hashBackupCode(code: string): string {
    return createHmac('sha256', this.backupCodeKey).update(code).digest('base64url');
  }
}

/** Ten fresh codes from the unambiguous alphabet, drawn with a CSPRNG without modulo bias. */
export function generateBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () =>
    Array.from({ length: BACKUP_CODE_LENGTH }, () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)]).join(''),
  );
}
