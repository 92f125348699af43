import { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from '../src/common/database-unavailable.js';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';

/**
 * PostgreSQL going away between two statements of one transaction: the request must be refused as an
 * outage (503, try again), not as a fault of ours (500). TypeORM releases the transaction on the
 * connection's error event, so the next statement fails with "Query runner already released" (the
 * 500 the fault test once saw on the contact form).
 */
describe('a connection lost in the middle of a transaction', () => {
  let testApp: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    testApp = await bootTestApp();
    dataSource = testApp.app.get(DataSource);
  });
  afterAll(() => testApp?.close());

  it('fails the next statement with an error the API answers as an outage', async () => {
    const unitOfWork = testApp.app.get(UnitOfWork);
    const failure = await unitOfWork
      .run(async (manager) => {
        const [{ pid }]: { pid: number }[] = await manager.query('SELECT pg_backend_pid() AS pid');
        await dataSource.query('SELECT pg_terminate_backend($1)', [pid]);
        // The connection's error event releases the transaction's runner.
        await waitFor(() => (manager.queryRunner?.isReleased ? true : undefined), 'the transaction to be released');
        await manager.query('SELECT 1');
        return 'the statement ran';
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).name).toMatch(/^QueryRunner(Provider)?AlreadyReleasedError$/);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // The pool carries on with a new connection.
    expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
