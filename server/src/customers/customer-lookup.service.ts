import type { CustomerAccountSource } from '../auth/account-sources.js';
import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Customer } from './entities/customer.entity.js';
import { UnitOfWork } from '../database/unit-of-work.js';

/** Customer accounts as other modules may find them: by id (token checks) and by e-mail (inbound mail). */
@Injectable()
export class CustomerLookupService implements CustomerAccountSource {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly dataSource: DataSource,
  ) {}

  /** The customer with this id, or null when there is none. */
  byId(id: number): Promise<Customer | null> {
    return this.dataSource.getRepository(Customer).findOneBy({ id });
  }

  /**
   * Of these accounts, the ids of confirmed wholesale ones (wholesale and e-mail verified), in one
   * query in the caller's transaction: deliveries for a whole batch of events ask once.
   */
  async confirmedWholesaleIds(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.unitOfWork.manager
      .getRepository(Customer)
      .find({ select: { id: true }, where: { id: In([...ids]), accountType: 'wholesale', emailVerified: true } });
    return new Set(rows.map((row) => row.id));
  }

  /** The id of the account with this e-mail (case insensitive, the unique lower(email) index), or null; in the caller's transaction. */
  async idByEmail(email: string): Promise<number | null> {
    const manager = this.unitOfWork.manager;
    const customer = await manager
      .getRepository(Customer)
      .createQueryBuilder('customer')
      .select(['customer.id'])
      .where('lower(customer.email) = lower(:email)', { email })
      .getOne();
    return customer?.id ?? null;
  }
}
