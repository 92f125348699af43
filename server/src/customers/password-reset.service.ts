import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_MESSAGES } from '@apostille/domain';
import { DataSource } from 'typeorm';
import { ValidationFailedException } from '../common/http-exception.filter.js';
import { hashPassword } from '../common/security/password-hasher.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { isCommonPassword } from './common-passwords.data.js';
import type { AccountReceipt } from './customer-accounts.service.js';
import { passwordResetMail } from './customer-mails.js';
import { UnitOfWork } from '../database/unit-of-work.js';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * "Forgot password?": an e-mailed link that works once, for an hour, and only the newest one. Setting
 * the new password revokes every token issued before (all sessions sign out) and confirms the
 * address, since only its owner could open the link. The request answers the same whether or not the
 * address has an account, so it reveals nothing.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async request(email: string, now = new Date()): Promise<AccountReceipt> {
    const token = randomBytes(32).toString('base64url');
    await this.unitOfWork.run(async (manager) => {
      // Guests (no password) have no account to reset: they register instead, and get nothing here.
      const [rows]: [{ email: string }[], number] = await manager.query(
        `UPDATE customers SET password_reset_token_hash = $2, password_reset_expires_at = $3
          WHERE lower(email) = lower($1) AND password_hash IS NOT NULL
          RETURNING email`,
        [email, tokenHash(token), new Date(now.getTime() + PASSWORD_RESET_TTL_MS)],
      );
      const customer = rows[0];
      if (customer) await this.outbox.addUnsolicited(passwordResetMail(customer, token, this.config.publicUrl, this.config.supportEmail), 'account');
    });
    return { success: true, message: ACCOUNT_MESSAGES.passwordResetRequested };
  }

  async reset(token: string, password: string, now = new Date()): Promise<AccountReceipt> {
    if (isCommonPassword(password)) throw new ValidationFailedException([{ field: 'password', message: ACCOUNT_MESSAGES.passwordTooCommon }]);
    const passwordHash = await hashPassword(password);
    const [rows]: [{ id: number }[], number] = await this.dataSource.query(
      `UPDATE customers
          SET password_hash = $2, password_reset_token_hash = NULL, password_reset_expires_at = NULL,
              token_version = token_version + 1, failed_login_count = 0, locked_until = NULL,
              email_verified = true, email_verification_token_hash = NULL
        WHERE password_reset_token_hash = $1 AND password_reset_expires_at > $3
        RETURNING id`,
      [tokenHash(token), passwordHash, now],
    );
    if (rows.length === 0) throw new BadRequestException(ACCOUNT_MESSAGES.passwordResetLinkInvalid);
    return { success: true, message: ACCOUNT_MESSAGES.passwordResetDone };
  }
}
