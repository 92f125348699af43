import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that can refuse the next N messages (all, or those to one address)
 * with a temporary error. Naming the address makes a refusal independent of what else is in flight.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  let refuseNext = 0;
  let refuseOnlyTo: string | undefined;
  let holdNext: { arrived: () => void; released: Promise<void> } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      const answer = () => {
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        if (refuseNext > 0 && (refuseOnlyTo === undefined || recipients.includes(refuseOnlyTo))) {
          refuseNext -= 1;
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          return callback(error);
        }
        received.push({ to: recipients, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      };
      stream.on('end', () => {
        const hold = holdNext;
        if (!hold) return answer();
        // A message held in the DATA phase: the sender waits for the answer until the test releases it.
        holdNext = undefined;
        hold.arrived();
        void hold.released.then(answer);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(count: number, onlyTo?: string) {
      refuseNext = count;
      refuseOnlyTo = onlyTo;
    },
    /** The next message is held before it is answered: `arrived` resolves when it is in, `release` lets it through. */
    holdNext() {
      let arrived!: () => void;
      let release!: () => void;
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holdNext = { arrived, released };
      return { arrived: arrival, release };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
