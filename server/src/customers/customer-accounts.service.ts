import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException, BadRequestException } from '@nestjs/common';
import { ACCOUNT_MESSAGES, REGISTRATION_MESSAGES, reserveSignInAttempt, type CustomerProfile } from '@apostille/domain';
import { DataSource } from 'typeorm';
import { AuthTokensService } from '../auth/auth-tokens.service.js';
import { ValidationFailedException } from '../common/http-exception.filter.js';
import { hashPassword, verifyPassword } from '../common/security/password-hasher.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { isCommonPassword } from './common-passwords.data.js';
import { registrationAttemptMail, verificationMail } from './customer-mails.js';
import { CustomerOrderCounts } from './customer-order-counts.js';
import { toCustomerProfile } from './customer-profile.js';
import type { LoginDto } from './dto/login.dto.js';
import type { RegisterCustomerDto } from './dto/register-customer.dto.js';
import type { UpdateProfileDto } from './dto/update-profile.dto.js';
import { Customer } from './entities/customer.entity.js';
import { UnitOfWork } from '../database/unit-of-work.js';

export interface AccountReceipt {
  success: true;
  message: string;
}

export interface LoginResult {
  success: true;
  token: string;
  customer: CustomerProfile;
  message: string;
}

/** Only the SHA-256 of a verification token is stored; the token itself is only in the e-mail. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Registration, e-mail confirmation, sign-in and profile changes. Answers never tell whether an
 * e-mail address has an account: registration answers the same in every case and sign-in has one
 * failure message, and both do the same password-hashing work whatever the case.
 */
@Injectable()
export class CustomerAccountsService {
  /** A hash to verify against when there is no account, so a miss takes as long as a wrong password. */
  private decoyHash?: Promise<string>;

  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly tokens: AuthTokensService,
    private readonly orders: CustomerOrderCounts,
  ) {}

  /**
   * A new address gets an account. A passwordless customer (made by a guest order) gets the password,
   * but its guest orders and guest details show only after the address is confirmed. An address that already has a
   * password is left alone and its owner is told by e-mail.
   */
  async register(input: RegisterCustomerDto): Promise<AccountReceipt> {
    if (isCommonPassword(input.password)) {
      throw new ValidationFailedException([{ field: 'password', message: ACCOUNT_MESSAGES.passwordTooCommon }]);
    }
    const passwordHash = await hashPassword(input.password);
    const token = randomBytes(32).toString('base64url');
    const phone = input.phone ? input.phone : null;
    await this.unitOfWork.run(async (manager) => {
      const inserted: { id: number }[] = await manager.query(
        `INSERT INTO customers (email, first_name, last_name, phone, password_hash, email_verification_token_hash)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
        [input.email, input.firstName, input.lastName, phone, passwordHash, tokenHash(token)],
      );
      if (inserted[0]) {
        await this.outbox.addUnsolicited(verificationMail({ email: input.email }, token, this.config.publicUrl, this.config.supportEmail), 'account');
        return;
      }
      const existing = await manager
        .getRepository(Customer)
        .createQueryBuilder('customer')
        .setLock('pessimistic_write')
        .where('lower(customer.email) = lower(:email)', { email: input.email })
        .getOneOrFail();
      if (existing.passwordHash !== null) {
        await this.outbox.addUnsolicited(registrationAttemptMail(existing, this.config.publicUrl, this.config.supportEmail), 'account');
        return;
      }
      // Setting a password is a password change: any token issued before is revoked. Nothing of the
      // guest record shows before the address is confirmed: the guest's phone number is replaced by the
      // one given here (the guest's orders keep theirs) and the account counts as created now.
      await manager.getRepository(Customer).update(existing.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        phone,
        createdAt: new Date(),
        passwordHash,
        emailVerified: false,
        emailVerificationTokenHash: tokenHash(token),
        tokenVersion: existing.tokenVersion + 1,
        failedLoginCount: 0,
        lockedUntil: null,
      });
      await this.outbox.addUnsolicited(verificationMail({ email: existing.email }, token, this.config.publicUrl, this.config.supportEmail), 'account');
    });
    return { success: true, message: ACCOUNT_MESSAGES.registered };
  }

  /** Confirms the address the link was sent to; the link works once. */
  async verifyEmail(token: string): Promise<AccountReceipt> {
    const result = await this.dataSource
      .getRepository(Customer)
      .createQueryBuilder()
      .update()
      .set({ emailVerified: true, emailVerificationTokenHash: null })
      .where('email_verification_token_hash = :hash AND password_hash IS NOT NULL', { hash: tokenHash(token) })
      .execute();
    if (!result.affected) throw new BadRequestException(ACCOUNT_MESSAGES.verificationLinkInvalid);
    return { success: true, message: ACCOUNT_MESSAGES.emailVerified };
  }

  /**
   * Every attempt is counted (and may pause the account) before the password is checked, so
   * parallel guesses cannot slip past the pause; a correct password clears the count.
   */
  async login(input: LoginDto, now = new Date()): Promise<LoginResult> {
    const customer = await this.unitOfWork.run(async (manager) => {
      const found = await manager
        .getRepository(Customer)
        .createQueryBuilder('customer')
        .setLock('pessimistic_write')
        .where('lower(customer.email) = lower(:email)', { email: input.email })
        .getOne();
      if (!found || found.passwordHash === null) return null;
      const attempt = reserveSignInAttempt({ failedCount: found.failedLoginCount, lockedUntil: found.lockedUntil }, now);
      if (!attempt.allowed) return null;
      await manager.getRepository(Customer).update(found.id, { failedLoginCount: attempt.next.failedCount, lockedUntil: attempt.next.lockedUntil });
      return found;
    });
    if (!customer?.passwordHash) {
      await verifyPassword(await this.decoy(), input.password);
      throw new UnauthorizedException(ACCOUNT_MESSAGES.loginFailed);
    }
    if (!(await verifyPassword(customer.passwordHash, input.password))) throw new UnauthorizedException(ACCOUNT_MESSAGES.loginFailed);
    await this.dataSource.getRepository(Customer).update(customer.id, { failedLoginCount: 0, lockedUntil: null });
    return {
      success: true,
      token: this.tokens.issueCustomerToken(customer),
      customer: toCustomerProfile(customer, await this.orders.documentsThisMonth(customer)),
      message: REGISTRATION_MESSAGES.loginSuccessTitle,
    };
  }

  async profile(customer: Customer): Promise<CustomerProfile> {
    return toCustomerProfile(customer, await this.orders.documentsThisMonth(customer));
  }

  /** Changes first name, last name and phone only; the e-mail address never changes here. */
  async updateProfile(customer: Customer, input: UpdateProfileDto): Promise<CustomerProfile> {
    const repository = this.dataSource.getRepository(Customer);
    await repository.update(customer.id, {
      firstName: input.firstName,
      lastName: input.lastName,
      ...(input.phone !== undefined ? { phone: input.phone ? input.phone : null } : {}),
    });
    const updated = await repository.findOneByOrFail({ id: customer.id });
    return toCustomerProfile(updated, await this.orders.documentsThisMonth(updated));
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.decoyHash;
  }
}
