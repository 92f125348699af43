import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Customer } from './entities/customer.entity.js';

/** Customer accounts as other modules may find them: by id (token checks) and by e-mail (inbound mail). */
@Injectable()
export class CustomerLookupService {
  constructor(private readonly dataSource: DataSource) {}

  /** The customer with this id, or null when there is none. */
  byId(id: number): Promise<Customer | null> {
    return this.dataSource.getRepository(Customer).findOneBy({ id });
  }

  /** The id of the account with this e-mail (case insensitive, the unique lower(email) index), or null; in the caller's transaction. */
  async idByEmail(manager: EntityManager, email: string): Promise<number | null> {
    const customer = await manager
      .getRepository(Customer)
      .createQueryBuilder('customer')
      .select(['customer.id'])
      .where('lower(customer.email) = lower(:email)', { email })
      .getOne();
    return customer?.id ?? null;
  }
}
