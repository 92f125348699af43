import { isDatabaseUnavailable, noteConnectionLost } from './database-unavailable.js';

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('takes the ways a lost or restarting PostgreSQL shows itself as an outage', () => {
    const outages = [
      withCode('ECONNREFUSED'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client was closed and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('query failed'), { driverError: withCode('57P02') }),
      new AggregateError([withCode('ECONNREFUSED')], 'all attempts failed'),
    ];
    expect(outages.map((error) => isDatabaseUnavailable(error))).toEqual(outages.map(() => true));
  });

  it('takes a transaction released by a lost connection as an outage, and only just after a loss', () => {
    const released = Object.assign(new Error('Query runner already released. Cannot run queries anymore.'), { name: 'QueryRunnerAlreadyReleasedError' });
    const lostAt = 1_000_000;
    noteConnectionLost(lostAt);
    expect(isDatabaseUnavailable(released, 0, lostAt + 10)).toBe(true);
    expect(isDatabaseUnavailable(released, 0, lostAt + 120_000)).toBe(false);
  });

  it('leaves errors of the request or of the code alone', () => {
    const others = [withCode('23505', 'duplicate key'), withCode('22P02', 'invalid input syntax'), new TypeError('x is undefined'), null, 'text'];
    expect(others.map((error) => isDatabaseUnavailable(error))).toEqual(others.map(() => false));
  });
});
