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

  /**
   * Sets the account's "Invoice monthly" flag (staff's decision; the caller audits it), in the
   * caller's transaction. Answers the value it had before, or null when there is no such account.
   */
  async setInvoiceMonthly(customerId: number, invoiceMonthly: boolean): Promise<boolean | null> {
    const [rows]: [{ previous: boolean }[]] = await this.unitOfWork.manager.query(
      `UPDATE customers c SET invoice_monthly = $2, updated_at = now()
         FROM (SELECT id, invoice_monthly AS previous FROM customers WHERE id = $1 FOR UPDATE) old
        WHERE c.id = old.id RETURNING old.previous`,
      [customerId, invoiceMonthly],
    );
    return rows[0]?.previous ?? null;
  }

  /** The "Invoice monthly" flag of each of these accounts (those that exist). */
  async invoiceMonthlyOf(customerIds: readonly number[]): Promise<Map<number, boolean>> {
    if (customerIds.length === 0) return new Map();
    const rows: { id: number; invoice_monthly: boolean }[] = await this.unitOfWork.manager.query(
      `SELECT id, invoice_monthly FROM customers WHERE id = ANY($1::int[])`,
      [[...customerIds]],
    );
    return new Map(rows.map((row) => [row.id, row.invoice_monthly]));
  }
}
