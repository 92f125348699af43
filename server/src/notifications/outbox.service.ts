import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../database/unit-of-work.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';

export interface NewOutboxMail {
  /** What the message is, e.g. 'order_confirmation'; shown to operators. */
  kind: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody?: string | null;
  /** Threaded replies: a reply address other than the support mailbox, and the headers placing it in its thread. */
  replyTo?: string | null;
  inReplyTo?: string | null;
  threadReferences?: string | null;
  /** The order it is about, if any: it then shows on that order's console page. */
  orderId?: number | null;
}

/**
 * Unsolicited mail (sent because someone typed an address into a public form) is written only while
 * the address got fewer than this many e-mails of any kind in the last hour, so the forms cannot be
 * used to flood an inbox. Mail a customer caused by ordering or paying is never held back.
 */
export const UNSOLICITED_MAIL_CAP_PER_HOUR = 5;

/**
 * Writes e-mails into the outbox inside the caller's transaction: the message exists
 * exactly when the business change it announces was committed. The relay sends it later.
 */
@Injectable()
export class OutboxService {
  private readonly logger = new Logger('Outbox');

  constructor(private readonly unitOfWork: UnitOfWork) {}

  async add(mail: NewOutboxMail): Promise<OutboxMessage> {
    const repository = this.unitOfWork.manager.getRepository(OutboxMessage);
    return repository.save(
      repository.create({
        ...mail,
        messageId: randomUUID(),
        htmlBody: mail.htmlBody ?? null,
        replyTo: mail.replyTo ?? null,
        inReplyTo: mail.inReplyTo ?? null,
        threadReferences: mail.threadReferences ?? null,
        orderId: mail.orderId ?? null,
        status: 'pending',
        attempts: 0,
      }),
    );
  }

  /**
   * add() for mail a public form sends to an address nobody has proven to own. Beyond the cap the
   * mail is not written (the caller answers as usual, so the cap reveals nothing) and a warning
   * tells operators. Returns whether the mail was written.
   */
  async addUnsolicited(mail: NewOutboxMail): Promise<boolean> {
    const manager = this.unitOfWork.manager;
    // One writer per address at a time (until commit), so parallel requests cannot all slip under the cap.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('outbox-recipient:' || lower($1)))`, [mail.recipient]);
    const [{ count }]: { count: number }[] = await manager.query(
      `SELECT count(*)::int AS count FROM outbox_messages WHERE lower(recipient) = lower($1) AND created_at > now() - interval '1 hour'`,
      [mail.recipient],
    );
    if (count >= UNSOLICITED_MAIL_CAP_PER_HOUR) {
      this.logger.warn(
        `per-recipient e-mail cap: ${mail.kind} to ${mail.recipient} not written (${count} e-mails to this address in the last hour, cap ${UNSOLICITED_MAIL_CAP_PER_HOUR})`,
      );
      return false;
    }
    await this.add(mail);
    return true;
  }
}
