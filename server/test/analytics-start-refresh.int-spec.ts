import request from 'supertest';
import { DataSource } from 'typeorm';
import { staffSession } from './support/staff-session.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';

const ADMIN_USERNAME = 'analytics-start-admin';

/** The figures after a (re)start: an order the rollups have not seen yet counts without waiting for the 10-minute tick. */
describe('analytics rollups at start', () => {
  let first: TestApp;
  let second: TestApp | undefined;

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const refreshedAt = async (app: TestApp): Promise<number> => {
    const [row] = await app.app.get(DataSource).query<{ refreshed_at: Date }[]>(`SELECT refreshed_at FROM analytics_refreshes WHERE id = 1`);
    return row.refreshed_at.getTime();
  };

  it('refreshes the rollups when a server starts', async () => {
    const bootedAt = Date.now();
    first = await bootTestApp({ env: { ADMIN_USERNAME, ADMIN_PASSWORD: 'correct-horse-battery-staple' } });
    await waitFor(async () => ((await refreshedAt(first)) >= bootedAt ? true : undefined), 'the first start refresh');

    // An order written while no refresh ran (as if placed just before a restart).
    await first.app.get(DataSource).query(
      `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents)
       VALUES ('APO-2026-901', 'processing', 'Start', 'Refresh', 'start@example.com', '8505550100', 'fast', 'Italy', 'Diploma', 12300)`,
    );
    const before = await refreshedAt(first);

    second = await bootTestApp({ env: { ADMIN_USERNAME, ADMIN_PASSWORD: 'correct-horse-battery-staple' }, sharedDatabase: first.database });
    await waitFor(async () => ((await refreshedAt(second as TestApp)) > before ? true : undefined), 'the second start refresh');
    const { token } = await staffSession(second, ADMIN_USERNAME);
    const figures = await request(second.app.getHttpServer()).get('/api/admin/analytics').set('Authorization', `Bearer ${token}`).expect(200);
    expect(figures.body.totalRevenue).toBe(123);
  });
});
