import { InjectQueue } from '@nestjs/bullmq';
import { BadRequestException, Injectable } from '@nestjs/common';
import { ACCOUNT_MESSAGES } from '@apostille/domain';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { ValidationFailedException } from '../common/http-exception.filter.js';
import { hashPassword } from '../common/security/password-hasher.js';
import { QUEUES } from '../queue/queue-names.js';
import { isCommonPassword } from './common-passwords.data.js';
import type { AccountReceipt } from './customer-accounts.service.js';
import { PASSWORD_RESET_JOB, type PasswordResetJobData } from './password-reset-jobs.js';
import { passwordResetTokenHash } from './password-reset-links.service.js';

/**
 * "Forgot password?": an e-mailed link that works once, for an hour, and only the newest one. Setting
 * the new password revokes every token issued before (all sessions sign out) and confirms the
 * address, since only its owner could open the link. The request answers the same whether or not the
 * address has an account, and after the same work: it only queues the address, and a queue worker
 * looks the account up and e-mails the link (PasswordResetLinksService), so neither the answer nor
 * its timing reveals whether the address has an account.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectQueue(QUEUES.accounts) private readonly queue: Queue<PasswordResetJobData>,
  ) {}

  async request(email: string, now = new Date()): Promise<AccountReceipt> {
    await this.queue.add(PASSWORD_RESET_JOB, { email, requestedAt: now.toISOString() });
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
      [passwordResetTokenHash(token), passwordHash, now],
    );
    if (rows.length === 0) throw new BadRequestException(ACCOUNT_MESSAGES.passwordResetLinkInvalid);
    return { success: true, message: ACCOUNT_MESSAGES.passwordResetDone };
  }
}
