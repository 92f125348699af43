/**
 * Staff sign-in and two-factor (requirements A2 Admin login / Admin security, A4, A5, A8). Texts quoted
 * by the spec are verbatim; the others are marked "(not quoted in spec)".
 */

import { TWO_FACTOR_CODE_LENGTH } from './limits';

/** TOTP time step in seconds (RFC 6238 default, what authenticator apps use). */
export const TOTP_PERIOD_SECONDS = 30;

/** Backup codes shown once at setup, each usable once instead of a TOTP code. */
export const BACKUP_CODE_COUNT = 10;
export const BACKUP_CODE_LENGTH = 10;
/** Upper-case letters and digits without the look-alikes 0/O and 1/I/L, so codes read back from paper reliably. */
export const BACKUP_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const BACKUP_CODE_PATTERN = new RegExp(`^[${BACKUP_CODE_ALPHABET}]{${BACKUP_CODE_LENGTH}}$`);

/** Issuer shown in the authenticator app next to the account name. */
export const TWO_FACTOR_ISSUER = 'Apostille Admin';

export const ADMIN_AUTH_MESSAGES = {
  /** Requirements A5: username and password are both required. (not quoted in spec) */
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  /** One text for an unknown user and a wrong password, so the answer does not reveal usernames. (not quoted in spec) */
  invalidCredentials: 'Invalid username or password',
  /** Contract: the login answer's message. */
  loginSuccessful: 'Login successful',
  /** Two-factor is on and no code was sent: the console asks for the code (requirements A8 "Verification Required"). */
  twoFactorRequired: 'Please enter the verification code from your authenticator app',
  /** (not quoted in spec) */
  invalidTwoFactorCode: 'Invalid verification code',
  /** (not quoted in spec) */
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
  /** (not quoted in spec) */
  invalidSetup: 'Two-factor setup is invalid or has expired. Please start the setup again.',
  /** (not quoted in spec) */
  alreadyEnabled: 'Two-factor authentication is already enabled',
  /** (not quoted in spec) */
  notEnabled: 'Two-factor authentication is not enabled',
  /** Requirements A5: the enable button needs exactly 6 digits. (not quoted in spec) */
  codeMustBeSixDigits: 'The verification code must be 6 digits',
  /** Requirements A8 "Password Required". */
  disablePasswordRequired: 'Please enter your password to disable 2FA',
  /** (not quoted in spec) */
  invalidPassword: 'Invalid password',
  /** Requirements A8 success toasts "two-factor enabled" / "two-factor disabled". (not quoted in spec) */
  twoFactorEnabled: 'Two-factor authentication enabled',
  twoFactorDisabled: 'Two-factor authentication disabled',
} as const;

/** The 6-digit entry (requirements A5): non-digits are stripped and at most 6 digits are kept. */
/**
 * What a code field accepts before normalising: room for a code pasted with separators ("654 321",
 * "654-321"); a field limited to 6 characters would cut a pasted code short before it is cleaned.
 */
export const TWO_FACTOR_CODE_INPUT_MAX_LENGTH = 16;

export function normalizeTwoFactorCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH);
}

/** Enabling needs exactly 6 digits (requirements A5). */
export function isCompleteTwoFactorCode(input: string): boolean {
  return new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`).test(input);
}

/** A backup code as typed: case, spaces and dashes do not matter. */
export function normalizeBackupCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** True for a code in the generated backup-code format (after normalizeBackupCode). */
export function isBackupCodeFormat(code: string): boolean {
  return BACKUP_CODE_PATTERN.test(code);
}

/** The staff account as the console sees it (contract: `user`). */
export interface AdminUserView {
  username: string;
  email: string;
  role: string;
  twoFactorEnabled: boolean;
}

/** POST /api/admin/login: signed in, or asked for the two-factor code (no token then). */
export type AdminLoginResponse =
  { success: true; token: string; user: AdminUserView; message: string } | { success: false; requiresTwoFactor: true; message: string };

/** POST /api/admin/setup-2fa. */
export interface TwoFactorSetupResponse {
  /** PNG data URL of the otpauth:// URI. */
  qrCode: string;
  /** Base32 secret, for typing into the app by hand. */
  secret: string;
  backupCodes: string[];
}

/** POST /api/admin/enable-2fa and disable-2fa: other sessions are revoked; `token` replaces the stored adminToken. */
export interface TwoFactorChangeResponse {
  success: true;
  message: string;
  token: string;
}

/** What a TOTP code of a valid time step may do, given the last step accepted for the account. */
export type TotpStepVerdict = 'accept' | 'accept_after_clock_correction' | 'replay';

/**
 * Each time step signs in once (no replay): a code must be newer than the last accepted step. A
 * stored step beyond the newest step a code can have now (`newestStep`) was accepted while the
 * server clock ran ahead; once the clock is corrected backwards every real code would look like a
 * replay until the clock caught up, so then a code not newer than the stored step is accepted and the
 * stored step moves back to it (which keeps that code single-use).
 */
export function totpStepVerdict(lastStep: number | null, codeStep: number, newestStep: number): TotpStepVerdict {
  if (lastStep === null || codeStep > lastStep) return 'accept';
  if (lastStep > newestStep) return 'accept_after_clock_correction';
  return 'replay';
}
