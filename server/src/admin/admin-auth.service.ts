import { randomBytes } from 'node:crypto';
import { BadRequestException, HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import type { DataSource, EntityManager } from 'typeorm';
import {
  reserveSignInAttempt,
  ADMIN_AUTH_MESSAGES,
  type AdminLoginResponse,
  type AdminUserView,
  TOTP_PERIOD_SECONDS,
  TWO_FACTOR_ISSUER,
  type TwoFactorChangeResponse,
  type TwoFactorSetupResponse,
  isBackupCodeFormat,
  normalizeBackupCode,
  totpStepVerdict,
} from '@apostille/domain';
import { AdminAccountCache } from '../auth/admin-account.cache.js';
import { AuditService } from '../audit/audit.service.js';
import { AuthTokensService } from '../auth/auth-tokens.service.js';
import { hashPassword, verifyPassword } from '../common/security/password-hasher.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import type { AdminLoginDto } from './dto/admin-login.dto.js';
import type { DisableTwoFactorDto, EnableTwoFactorDto } from './dto/two-factor.dto.js';
import { AdminUser } from './entities/admin-user.entity.js';
import { TwoFactorSecrets, generateBackupCodes } from './two-factor-secrets.js';
import { UnitOfWork } from '../database/unit-of-work.js';

export function adminUserView(admin: AdminUser): AdminUserView {
  return { username: admin.username, email: admin.email, role: admin.role, twoFactorEnabled: admin.twoFactorEnabled };
}

type SecondFactor = 'totp' | 'backup_code';

/** How long a secret from setup-2fa waits for enable-2fa before the setup has to start again. */
export const PENDING_TWO_FACTOR_MINUTES = 30;

class TooManyAttemptsException extends HttpException {
  constructor() {
    super({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message: ADMIN_AUTH_MESSAGES.tooManyAttempts }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Staff sign-in with optional two-factor (TOTP or a single-use backup code), and two-factor management. */
@Injectable()
export class AdminAuthService {
  private readonly secrets: TwoFactorSecrets;
  /** Verified instead of a real hash for unknown usernames, so both paths spend the same argon2 time. */
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly unitOfWork: UnitOfWork,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: ResolvedConfig,
    private readonly tokens: AuthTokensService,
    private readonly audit: AuditService,
    private readonly accounts: AdminAccountCache,
  ) {
    this.secrets = new TwoFactorSecrets(config.twoFactorEncryptionKey);
    // Computed at start, so the first unknown-user attempt is not the one slower answer.
    this.dummyHash = hashPassword(randomBytes(16).toString('hex'));
  }

  async login(input: AdminLoginDto, ipAddress: string | null): Promise<AdminLoginResponse> {
    // Usernames are unique whatever their case (one index on lower(username)), so any case signs in.
    const admin = await this.dataSource
      .getRepository(AdminUser)
      .createQueryBuilder('admin')
      .where('lower(admin.username) = lower(:username)', { username: input.username })
      .getOne();
    if (!admin) {
      // Counted and locked exactly like a real account, so 401s and then 429s reveal nothing.
      await this.claimUnknownUserAttempt(input.username, ipAddress);
      await verifyPassword(await this.dummyHash, input.password);
      await this.audit.record({
        actorType: 'admin',
        actorId: null,
        action: 'admin.login_failed',
        details: { username: input.username, reason: 'unknown_user' },
        ipAddress,
      });
      throw new UnauthorizedException(ADMIN_AUTH_MESSAGES.invalidCredentials);
    }

    await this.claimAttempt(admin.id, ipAddress);
    const passwordMatches = await verifyPassword(admin.passwordHash, input.password);
    if (!passwordMatches || admin.disabledAt !== null) {
      // A disabled account answers like a wrong password: the answer does not say it exists.
      await this.recordFailure(admin.id, passwordMatches ? 'disabled' : 'wrong_password', ipAddress);
      throw new UnauthorizedException(ADMIN_AUTH_MESSAGES.invalidCredentials);
    }

    let secondFactor: SecondFactor | null = null;
    if (admin.twoFactorEnabled) {
      const code = input.twoFactorCode?.trim() ?? '';
      if (!code) {
        // The password was right: this round does not count as a failure.
        await this.dataSource.query('UPDATE admin_users SET failed_login_count = GREATEST(failed_login_count - 1, 0) WHERE id = $1', [admin.id]);
        return { success: false, requiresTwoFactor: true, message: ADMIN_AUTH_MESSAGES.twoFactorRequired };
      }
      secondFactor = await this.consumeSecondFactor(admin, code, ipAddress);
      if (!secondFactor) {
        await this.recordFailure(admin.id, 'invalid_two_factor_code', ipAddress);
        throw new UnauthorizedException(ADMIN_AUTH_MESSAGES.invalidTwoFactorCode);
      }
    }

    await this.dataSource.query('UPDATE admin_users SET failed_login_count = 0, locked_until = NULL WHERE id = $1', [admin.id]);
    await this.audit.record({ actorType: 'admin', actorId: admin.id, action: 'admin.login', details: { secondFactor }, ipAddress });
    return { success: true, token: this.tokens.issueAdminToken(admin), user: adminUserView(admin), message: ADMIN_AUTH_MESSAGES.loginSuccessful };
  }

  /**
   * Ends the staff member's sessions: the token version moves on, so this token and any copy of it
   * (and the member's other sessions, which share the version) are refused from now on.
   */
  async logout(admin: AdminUser, ipAddress: string | null): Promise<void> {
    await this.unitOfWork.run(async (manager) => {
      await manager.query('UPDATE admin_users SET token_version = token_version + 1, updated_at = now() WHERE id = $1', [admin.id]);
      await this.audit.record({ actorType: 'admin', actorId: admin.id, action: 'admin.logout', ipAddress });
    });
    this.accounts.forget(admin.id);
  }

  /**
   * A fresh secret and backup codes, generated and kept (encrypted, hashed) by the server as pending:
   * enable-2fa only confirms a code of this secret, so nobody chooses their own secret or codes.
   * A second setup replaces the first.
   */
  async setupTwoFactor(admin: AdminUser): Promise<TwoFactorSetupResponse> {
    if (admin.twoFactorEnabled) throw new BadRequestException(ADMIN_AUTH_MESSAGES.alreadyEnabled);
    const secret = generateSecret();
    const backupCodes = generateBackupCodes();
    const [rows]: [unknown[]] = await this.dataSource.query(
      `UPDATE admin_users
          SET pending_two_factor_secret = $2, pending_backup_code_hashes = $3, pending_two_factor_at = now()
        WHERE id = $1 AND two_factor_enabled = false
        RETURNING id`,
      [admin.id, this.secrets.encryptTotpSecret(secret), backupCodes.map((code) => this.secrets.hashBackupCode(code))],
    );
    if (rows.length === 0) throw new BadRequestException(ADMIN_AUTH_MESSAGES.alreadyEnabled);
    const uri = generateURI({ issuer: TWO_FACTOR_ISSUER, label: admin.username, secret, period: TOTP_PERIOD_SECONDS });
    // Loaded on first use, as the packing slip's PDF libraries are: few requests need it.
    const { default: QRCode } = await import('qrcode');
    return { qrCode: await QRCode.toDataURL(uri), secret, backupCodes };
  }

  /** Turns on the pending secret and backup codes of setup-2fa once a code of that secret is confirmed. */
  async enableTwoFactor(admin: AdminUser, input: EnableTwoFactorDto, ipAddress: string | null): Promise<TwoFactorChangeResponse> {
    if (admin.twoFactorEnabled) throw new BadRequestException(ADMIN_AUTH_MESSAGES.alreadyEnabled);
    const tokenVersion = await this.unitOfWork.run(async (manager) => {
      // Read under a row lock, not from the account cache: setup-2fa wrote it moments ago, maybe on another process.
      const [pending]: { secret: string | null; fresh: boolean; enabled: boolean }[] = await manager.query(
        `SELECT pending_two_factor_secret AS secret, two_factor_enabled AS enabled,
                pending_two_factor_at > now() - make_interval(mins => $2) AS fresh
           FROM admin_users WHERE id = $1 FOR UPDATE`,
        [admin.id, PENDING_TWO_FACTOR_MINUTES],
      );
      if (!pending || pending.enabled) throw new BadRequestException(ADMIN_AUTH_MESSAGES.alreadyEnabled);
      if (!pending.secret || !pending.fresh) throw new BadRequestException(ADMIN_AUTH_MESSAGES.invalidSetup);
      const timeStep = await this.matchingTimeStep(this.secrets.decryptTotpSecret(pending.secret), input.token);
      if (timeStep === null) throw new BadRequestException(ADMIN_AUTH_MESSAGES.invalidTwoFactorCode);
      // The code just used counts as spent, so it cannot sign in a second time.
      const [rows]: [{ token_version: number }[]] = await manager.query(
        `UPDATE admin_users
            SET two_factor_enabled = true, two_factor_secret = pending_two_factor_secret, backup_code_hashes = pending_backup_code_hashes,
                last_totp_step = $2, pending_two_factor_secret = NULL, pending_backup_code_hashes = '{}', pending_two_factor_at = NULL,
                token_version = token_version + 1, updated_at = now()
          WHERE id = $1
          RETURNING token_version`,
        [admin.id, timeStep],
      );
      await this.audit.record({ actorType: 'admin', actorId: admin.id, action: 'admin.2fa_enabled', ipAddress });
      return rows[0].token_version;
    });
    this.accounts.forget(admin.id);
    return { success: true, message: ADMIN_AUTH_MESSAGES.twoFactorEnabled, token: this.tokens.issueAdminToken({ id: admin.id, tokenVersion }) };
  }

  async disableTwoFactor(admin: AdminUser, input: DisableTwoFactorDto, ipAddress: string | null): Promise<TwoFactorChangeResponse> {
    await this.claimAttempt(admin.id, ipAddress);
    if (!(await verifyPassword(admin.passwordHash, input.password))) {
      await this.recordFailure(admin.id, 'wrong_password_disabling_2fa', ipAddress);
      throw new UnauthorizedException(ADMIN_AUTH_MESSAGES.invalidPassword);
    }
    await this.dataSource.query('UPDATE admin_users SET failed_login_count = 0, locked_until = NULL WHERE id = $1', [admin.id]);
    const tokenVersion = await this.unitOfWork.run(async (manager) => {
      const [rows]: [{ token_version: number }[]] = await manager.query(
        `UPDATE admin_users
            SET two_factor_enabled = false, two_factor_secret = NULL, backup_code_hashes = '{}', last_totp_step = NULL,
                token_version = token_version + 1, updated_at = now()
          WHERE id = $1 AND two_factor_enabled = true
          RETURNING token_version`,
        [admin.id],
      );
      if (rows.length === 0) throw new BadRequestException(ADMIN_AUTH_MESSAGES.notEnabled);
      await this.audit.record({ actorType: 'admin', actorId: admin.id, action: 'admin.2fa_disabled', ipAddress });
      return rows[0].token_version;
    });
    this.accounts.forget(admin.id);
    return { success: true, message: ADMIN_AUTH_MESSAGES.twoFactorDisabled, token: this.tokens.issueAdminToken({ id: admin.id, tokenVersion }) };
  }

  /**
   * Counts an attempt as failed BEFORE the password is checked, under a row lock, and refuses while
   * the account is locked (the sign-in lockout rule of libs/domain, on the database's clock). Parallel
   * guesses therefore queue on the row and each one moves the lock forward: no burst gets more tries
   * than the rule allows. Success resets the count afterwards.
   */
  private async claimAttempt(adminId: number, ipAddress: string | null): Promise<void> {
    const allowed = await this.unitOfWork.run((manager) => reserveAttempt(manager, 'admin_users', 'id', adminId));
    if (!allowed) {
      await this.audit.record({ actorType: 'admin', actorId: adminId, action: 'admin.login_failed', details: { reason: 'locked' }, ipAddress });
      throw new TooManyAttemptsException();
    }
  }

  /**
   * claimAttempt for a username without an account: the same count and lock rule, kept per
   * normalised username in admin_login_failures (nothing but the quiet reset clears it, as nobody can sign in).
   */
  private async claimUnknownUserAttempt(username: string, ipAddress: string | null): Promise<void> {
    const key = username.trim().toLowerCase();
    const allowed = await this.unitOfWork.run(async (manager) => {
      await manager.query('INSERT INTO admin_login_failures (username_key) VALUES ($1) ON CONFLICT (username_key) DO NOTHING', [key]);
      return reserveAttempt(manager, 'admin_login_failures', 'username_key', key);
    });
    if (!allowed) {
      await this.audit.record({ actorType: 'admin', actorId: null, action: 'admin.login_failed', details: { username, reason: 'locked' }, ipAddress });
      throw new TooManyAttemptsException();
    }
  }

  /** The failure itself was counted by claimAttempt; this leaves the trace. */
  private async recordFailure(adminId: number, reason: string, ipAddress: string | null): Promise<void> {
    await this.audit.record({ actorType: 'admin', actorId: adminId, action: 'admin.login_failed', details: { reason }, ipAddress });
  }

  /**
   * A 6-digit TOTP (each time step accepted once, see totpStepVerdict) or an unused backup code
   * (removed as it is used).
   */
  private async consumeSecondFactor(admin: AdminUser, code: string, ipAddress: string | null): Promise<SecondFactor | null> {
    const compact = code.replace(/[\s-]/g, '');
    if (/^\d{6}$/.test(compact)) {
      if (!admin.twoFactorSecret) return null;
      const nowSeconds = Date.now() / 1000;
      const timeStep = await this.matchingTimeStep(this.secrets.decryptTotpSecret(admin.twoFactorSecret), compact, nowSeconds);
      if (timeStep === null) return null;
      const newestStep = Math.floor(nowSeconds / TOTP_PERIOD_SECONDS) + 1;
      // Under a row lock: of two requests with the same code, only one moves the step.
      return this.unitOfWork.run(async (manager) => {
        const [row]: { last_totp_step: string | null }[] = await manager.query('SELECT last_totp_step FROM admin_users WHERE id = $1 FOR UPDATE', [admin.id]);
        const lastStep = row?.last_totp_step == null ? null : Number(row.last_totp_step);
        const verdict = totpStepVerdict(lastStep, timeStep, newestStep);
        if (verdict === 'replay') return null;
        await manager.query('UPDATE admin_users SET last_totp_step = $2 WHERE id = $1', [admin.id, timeStep]);
        if (verdict === 'accept_after_clock_correction') {
          await this.audit.record({
            actorType: 'admin',
            actorId: admin.id,
            action: 'admin.totp_step_moved_back',
            details: { storedStep: lastStep, acceptedStep: timeStep, newestStep },
            ipAddress,
          });
        }
        return 'totp';
      });
    }
    const backupCode = normalizeBackupCode(code);
    if (!isBackupCodeFormat(backupCode)) return null;
    const hash = this.secrets.hashBackupCode(backupCode);
    const [rows]: [unknown[]] = await this.dataSource.query(
      'UPDATE admin_users SET backup_code_hashes = array_remove(backup_code_hashes, $2) WHERE id = $1 AND $2 = ANY(backup_code_hashes) RETURNING id',
      [admin.id, hash],
    );
    return rows.length === 1 ? 'backup_code' : null;
  }

  /** The time step the code belongs to, within one step of now either way (clock drift), or null. */
  private async matchingTimeStep(secret: string, token: string, nowSeconds = Date.now() / 1000): Promise<number | null> {
    const result = await verifyTotp({ secret, token, epoch: nowSeconds, period: TOTP_PERIOD_SECONDS, epochTolerance: TOTP_PERIOD_SECONDS });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }
}

/** One sign-in attempt against the row's count and lock (reserveSignInAttempt), stored before the password is checked. */
async function reserveAttempt(
  manager: EntityManager,
  table: 'admin_users' | 'admin_login_failures',
  keyColumn: 'id' | 'username_key',
  key: number | string,
): Promise<boolean> {
  const [row]: { failed_login_count: number; locked_until: Date | null; db_now: Date }[] = await manager.query(
    `SELECT failed_login_count, locked_until, now() AS db_now FROM ${table} WHERE ${keyColumn} = $1 FOR UPDATE`,
    [key],
  );
  if (!row) return false;
  const attempt = reserveSignInAttempt({ failedCount: row.failed_login_count, lockedUntil: row.locked_until }, row.db_now);
  if (!attempt.allowed) return false;
  const touched = table === 'admin_login_failures' ? ', updated_at = now()' : '';
  await manager.query(`UPDATE ${table} SET failed_login_count = $2, locked_until = $3${touched} WHERE ${keyColumn} = $1`, [
    key,
    attempt.next.failedCount,
    attempt.next.lockedUntil,
  ]);
  return true;
}
