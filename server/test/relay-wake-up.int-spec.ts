import { DataSource } from 'typeorm';
import { ModulesContainer } from '@nestjs/core';
import { publishDomainEvent } from '../src/events/domain-event-publisher.js';
import { PollingRelay } from '../src/queue/polling-relay.js';
import { DatabaseNotifications, LISTENER_APPLICATION_NAME } from '../src/queue/database-notifications.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';

// The longest fallback poll the configuration allows: anything relayed within the test's wait was woken.
const FALLBACK_POLL_MS = '600000';

const listenerConnections = async (dataSource: DataSource): Promise<number> => {
  const [row] = await dataSource.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`, [
    LISTENER_APPLICATION_NAME,
  ]);
  return row.n;
};

async function insertOrder(dataSource: DataSource, number: string): Promise<number> {
  const [row] = await dataSource.query(
    `INSERT INTO orders (order_number, status, customer_first_name, customer_last_name, customer_email, customer_phone,
                         service_level, destination_country, document_type, total_amount_cents)
     VALUES ($1, 'pending', 'Wake', 'Up', 'wake-up@example.com', '8505550100', 'fast', 'Italy', 'Birth Certificate', 10000) RETURNING id`,
    [number],
  );
  return row.id;
}

describe('relays wake on database notifications', () => {
  let testApp: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { OUTBOX_POLL_MS: FALLBACK_POLL_MS, SMTP_URL: '', ALLOW_FILE_MAIL: 'true' } });
    dataSource = testApp.app.get(DataSource);
    await waitFor(() => (testApp.app.get(DatabaseNotifications).listening ? true : undefined), 'the listener to connect');
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const eventStatus = async (orderId: number): Promise<string | undefined> => {
    const [row] = await dataSource.query(`SELECT status FROM domain_events WHERE (payload->>'orderId')::int = $1`, [orderId]);
    return row?.status;
  };

  it('relays a committed domain event and an e-mail long before the fallback poll', async () => {
    // One LISTEN connection for the whole process, shared by both relays.
    expect(await listenerConnections(dataSource)).toBe(1);
    const orderId = await insertOrder(dataSource, 'APO-2026-8801');
    // No active rule listens to document.uploaded: the relay marks it handled in its pass.
    await dataSource.transaction((manager) => publishDomainEvent(manager, { type: 'document.uploaded', payload: { orderId } }));
    await waitFor(async () => ((await eventStatus(orderId)) === 'processed' ? true : undefined), 'the event to be relayed');

    const [mail] = await dataSource.query(
      `INSERT INTO outbox_messages (kind, recipient, subject, text_body) VALUES ('test', 'wake-up@example.com', 'Woken', 'x') RETURNING id`,
    );
    await waitFor(async () => {
      const [row] = await dataSource.query(`SELECT status FROM outbox_messages WHERE id = $1`, [mail.id]);
      return row.status === 'pending' ? undefined : true;
    }, 'the e-mail to be relayed');
  });

  it('queues a new webhook delivery long before the fallback poll', async () => {
    const [customer] = await dataSource.query(
      `INSERT INTO customers (email, first_name, last_name) VALUES ('hooks-wake@example.com', 'Wake', 'Up') RETURNING id`,
    );
    const [endpoint] = await dataSource.query(
      `INSERT INTO webhook_endpoints (customer_id, url, secret_encrypted) VALUES ($1, 'https://hooks.example.com/in', 'x') RETURNING id`,
      [customer.id],
    );
    const [delivery] = await dataSource.query(
      `INSERT INTO webhook_deliveries (endpoint_id, customer_id, event_id, type, payload, next_attempt_at)
       VALUES ($1, $2, gen_random_uuid(), 'order.status_changed', '{}', now()) RETURNING id`,
      [endpoint.id, customer.id],
    );
    // Claimed by the relay (queued, or already attempted): only a wake-up can do that before the poll.
    await waitFor(async () => {
      const [row] = await dataSource.query(`SELECT status, attempts FROM webhook_deliveries WHERE id = $1`, [delivery.id]);
      return row.status !== 'pending' || row.attempts > 0 ? true : undefined;
    }, 'the delivery to be claimed');
  });

  it('listens again after its connection is killed, and relays what came meanwhile', async () => {
    await dataSource.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`, [
      LISTENER_APPLICATION_NAME,
    ]);
    const orderId = await insertOrder(dataSource, 'APO-2026-8802');
    await dataSource.transaction((manager) => publishDomainEvent(manager, { type: 'document.uploaded', payload: { orderId } }));
    await waitFor(async () => ((await eventStatus(orderId)) === 'processed' ? true : undefined), 'the event to be relayed after reconnecting');
    await waitFor(async () => ((await listenerConnections(dataSource)) === 1 ? true : undefined), 'one listener again');
  });
});

describe('an API process without queue workers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await bootTestApp({ env: { RUN_QUEUE_WORKERS: 'false' } });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('runs no relay loop and holds no LISTEN connection', async () => {
    const dataSource = testApp.app.get(DataSource);
    // A committed event and e-mail notify their channels; nobody in this process hears or polls them.
    const orderId = await insertOrder(dataSource, 'APO-2026-8803');
    await dataSource.transaction((manager) => publishDomainEvent(manager, { type: 'document.uploaded', payload: { orderId } }));
    // No relay of any kind among the process's providers (a relay's poll timer starts with it).
    const relays = [...testApp.app.get(ModulesContainer).values()]
      .flatMap((module) => [...module.providers.values()])
      .filter((wrapper) => wrapper.instance instanceof PollingRelay);
    expect(relays).toEqual([]);
    expect(testApp.app.get(DatabaseNotifications).listening).toBe(false);
    expect(await listenerConnections(dataSource)).toBe(0);
    const [row] = await dataSource.query(`SELECT status FROM domain_events WHERE (payload->>'orderId')::int = $1`, [orderId]);
    expect(row.status).toBe('pending');
  });
});
