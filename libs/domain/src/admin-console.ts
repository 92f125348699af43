/**
 * Staff-console texts and fixed values that ADMIN_MESSAGES (messages.ts) does not carry, shared
 * so the console and its end-to-end tests cannot drift apart. Entries marked "(not quoted in
 * spec)" fill gaps where the spec names a step without giving its wording.
 */
export const ADMIN_CONSOLE_MESSAGES = {
  /** (not quoted in spec) */
  usernameRequired: 'Username is required',
  /** (not quoted in spec) */
  passwordRequired: 'Password is required',
  /** (not quoted in spec) */
  codeRequired: 'Enter the 6-digit code',
  /** (not quoted in spec) */
  uploadNeedsFilesAndType: 'Please choose files and a document type.',
  /** (not quoted in spec) */
  deleteConfirmTitle: 'Delete order',
} as const;

/** Fixed name of the backup-code download; the spec only requires it to end in backup-codes.txt. */
export const BACKUP_CODES_FILE_NAME = 'apostille-admin-backup-codes.txt';
