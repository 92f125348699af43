import request from 'supertest';
import { DataSource } from 'typeorm';
import { anyClient } from './ordering-fixtures.js';
import type { TestApp } from './test-app.js';

export const CUSTOMER_PASSWORD = 'correct horse battery';

/** What staff (or approval) made of the account; by default a confirmed retail one. */
export interface AccountFacts {
  /** A wholesale tier makes the account wholesale; null or absent keeps it retail. */
  tier?: string | null;
  invoiceMonthly?: boolean;
  firstName?: string;
  lastName?: string;
}

/**
 * A customer registered through the API, confirmed and set up with `facts` in the database (as
 * approval and the console's switches would), then signed in: their token and id.
 */
export async function signedInCustomer(testApp: TestApp, email: string, facts: AccountFacts = {}): Promise<{ token: string; id: number }> {
  const http = () => request(testApp.app.getHttpServer());
  await http()
    .post('/api/customers/register')
    .set('X-Forwarded-For', anyClient())
    .send({ firstName: facts.firstName ?? 'Grace', lastName: facts.lastName ?? 'Hopper', email, phone: '8505550100', password: CUSTOMER_PASSWORD })
    .expect(201);
  const [[row]] = await testApp.app
    .get(DataSource)
    .query(
      `UPDATE customers SET email_verified = true, account_type = $2, wholesale_tier = $3, invoice_monthly = $4 WHERE lower(email) = lower($1) RETURNING id`,
      [email, facts.tier ? 'wholesale' : 'retail', facts.tier ?? null, facts.invoiceMonthly ?? false],
    );
  const login = await http().post('/api/customers/login').set('X-Forwarded-For', anyClient()).send({ email, password: CUSTOMER_PASSWORD }).expect(200);
  return { token: login.body.token as string, id: row.id as number };
}
