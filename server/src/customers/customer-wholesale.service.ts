import { Injectable } from '@nestjs/common';
import type { WholesaleTierId } from '@apostille/domain';
import { UnitOfWork } from '../database/unit-of-work.js';
import { findOrCreateCustomer, type CustomerContact } from './guest-customers.js';

export interface WholesaleGrant {
  customerId: number;
  /** The account has a password: the applicant signs in; otherwise they create it with this e-mail. */
  canSignIn: boolean;
}

/**
 * Makes the account of an approved wholesale applicant wholesale, in the caller's transaction. An
 * address with no account gets a passwordless one (as a guest order would), which the applicant
 * claims by creating an account with that e-mail; the tier counts only once the address is
 * confirmed (PricingService.wholesaleTierOf), so approving an address nobody owns grants nothing.
 */
@Injectable()
export class CustomerWholesaleService {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async grant(contact: CustomerContact, tier: WholesaleTierId): Promise<WholesaleGrant> {
    const manager = this.unitOfWork.manager;
    const { customerId } = await findOrCreateCustomer(manager, contact);
    const [rows]: [{ has_password: boolean }[]] = await manager.query(
      `UPDATE customers SET account_type = 'wholesale', wholesale_tier = $2, updated_at = now() WHERE id = $1 RETURNING password_hash IS NOT NULL AS has_password`,
      [customerId, tier],
    );
    return { customerId, canSignIn: rows[0].has_password };
  }
}
