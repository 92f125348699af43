import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { passwordResetMail } from './customer-mails.js';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export const passwordResetTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a reset link to an account's address: only the newest link works, for an hour from the
 * request. Runs in the queue worker, so an address with an account and one without are answered
 * by the same work in the request (see PasswordResetService.request).
 */
@Injectable()
export class PasswordResetLinksService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly outbox: OutboxService,
  ) {}

  /** True when the address has an account and a link was e-mailed. */
  issue(email: string, requestedAt: Date): Promise<boolean> {
    const token = randomBytes(32).toString('base64url');
    return this.unitOfWork.run(async (manager) => {
      // Guests (no password) have no account to reset: they register instead, and get nothing here.
      const [rows]: [{ email: string }[], number] = await manager.query(
        `UPDATE customers SET password_reset_token_hash = $2, password_reset_expires_at = $3
          WHERE lower(email) = lower($1) AND password_hash IS NOT NULL
          RETURNING email`,
        [email, passwordResetTokenHash(token), new Date(requestedAt.getTime() + PASSWORD_RESET_TTL_MS)],
      );
      const customer = rows[0];
      if (!customer) return false;
      await this.outbox.addUnsolicited(passwordResetMail(customer, token, this.config.publicUrl, this.config.supportEmail), 'account');
      return true;
    });
  }
}
