import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { OutboxMessage } from '../src/notifications/entities/outbox-message.entity.js';
import { OutboxService } from '../src/notifications/outbox.service.js';
import { startSmtpServer } from './support/smtp-server.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';
import { UnitOfWork } from '../src/database/unit-of-work.js';

interface Moment {
  /** Hold the message at the SMTP server (answered only once close() has started). */
  holdsDelivery: boolean;
  /** Waits for the moment itself (an event, never a fixed time). */
  reach(app: TestApp, row: OutboxMessage, held: { arrived: Promise<void> } | undefined): Promise<void>;
}

const statusOf = (app: TestApp, row: OutboxMessage) =>
  app.app
    .get(DataSource)
    .getRepository(OutboxMessage)
    .findOneByOrFail({ id: row.id })
    .then((stored) => stored.status);

/** The moments of an e-mail's way out at which shutdown may land: just written, claimed by the relay, mid-SMTP, sent. */
const MOMENTS: Record<string, Moment> = {
  'right after it was written': { holdsDelivery: false, reach: async () => undefined },
  'once the relay has queued it': {
    holdsDelivery: true,
    // Held at the SMTP server, so it stays 'queued' (claimed, not yet sent) until close begins.
    reach: (app, row) => waitFor(async () => ((await statusOf(app, row)) === 'queued' ? true : undefined), 'the relay to claim it').then(() => undefined),
  },
  'while the SMTP server is receiving it': { holdsDelivery: true, reach: async (_app, _row, held) => held?.arrived },
  'after it was sent': {
    holdsDelivery: false,
    reach: (app, row) => waitFor(async () => ((await statusOf(app, row)) === 'sent' ? true : undefined), 'the delivery').then(() => undefined),
  },
};

// Shutdown must not hang when it lands in the middle of relaying or delivering an e-mail
// (it once waited forever when the pool closed under a delivery). Each case fails by timeout; the
// timeout includes booting the app, which takes a while on a busy machine.
describe('graceful shutdown with e-mail in flight', () => {
  it.each(Object.keys(MOMENTS))(
    'closes and keeps the message when shutdown starts %s',
    async (moment) => {
      const smtp = await startSmtpServer();
      const held = MOMENTS[moment].holdsDelivery ? smtp.holdNext() : undefined;
      const testApp = await bootTestApp({ env: { SMTP_URL: smtp.url } });
      try {
        const row = await testApp.app
          .get(UnitOfWork)
          .run(() => testApp.app.get(OutboxService).add({ kind: 'test', recipient: 'inflight@example.com', subject: 'In flight', textBody: 'x' }));
        await MOMENTS[moment].reach(testApp, row, held);
        const { url } = testApp.database;
        const closing = testApp.app.close();
        // A message held at the SMTP server is answered once close has begun: close may wait for it, never hang on it.
        held?.release();
        await closing;

        // The message is either delivered or left for the next start; never lost or half-written.
        const check = new DataSource(dataSourceOptions(url));
        await check.initialize();
        const stored = await check.getRepository(OutboxMessage).findOneByOrFail({ id: row.id });
        expect(['pending', 'queued', 'sent']).toContain(stored.status);
        await check.destroy();
      } finally {
        await testApp.database.drop();
        await smtp.close();
      }
    },
    60_000,
  );
});
