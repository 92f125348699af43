import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { OutboxMessage } from '../src/notifications/entities/outbox-message.entity.js';
import { OutboxService } from '../src/notifications/outbox.service.js';
import { bootTestApp } from './support/test-app.js';

// Shutdown must not hang when it lands in the middle of relaying or delivering an e-mail
// (it once waited forever when the pool closed under a delivery). Each case fails by timeout.
describe('graceful shutdown with e-mail in flight', () => {
  it.each([0, 20, 60, 120])('closes and keeps the message when shutdown starts %i ms after it was written', async (delayMs) => {
    const testApp = await bootTestApp();
    const dataSource = testApp.app.get(DataSource);
    const row = await dataSource.transaction((manager) =>
      testApp.app.get(OutboxService).add(manager, { kind: 'test', recipient: 'inflight@example.com', subject: 'In flight', textBody: 'x' }),
    );
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const { url } = testApp.database;
    await testApp.app.close();

    // The message is either delivered or left for the next start; never lost or half-written.
    const check = new DataSource(dataSourceOptions(url));
    await check.initialize();
    const stored = await check.getRepository(OutboxMessage).findOneByOrFail({ id: row.id });
    expect(['pending', 'queued', 'sent']).toContain(stored.status);
    await check.destroy();
    await testApp.database.drop();
  }, 20_000);
});
