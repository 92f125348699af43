import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../database/unit-of-work.js';
import { OutboxMessage, type OutboxCapGroup } from './entities/outbox-message.entity.js';

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
 * Unsolicited mail (sent because someone typed an address into a form anyone can submit) is sent
 * only while the address got fewer than this many e-mails of the same cap group in the last hour,
 * so the forms cannot be used to flood an inbox. Groups are counted apart: a flood of contact-form
 * acknowledgements never holds back the verification e-mail of the account the owner creates.
 * Mail a customer caused by ordering or paying, and staff's, is never counted nor held back.
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
    return this.write(mail, { capGroup: null, status: 'pending', lastError: null });
  }

  private async write(mail: NewOutboxMail, state: Pick<OutboxMessage, 'capGroup' | 'status' | 'lastError'>): Promise<OutboxMessage> {
    const repository = this.unitOfWork.manager.getRepository(OutboxMessage);
    return repository.save(
      repository.create({
        ...mail,
        ...state,
        messageId: randomUUID(),
        htmlBody: mail.htmlBody ?? null,
        replyTo: mail.replyTo ?? null,
        inReplyTo: mail.inReplyTo ?? null,
        threadReferences: mail.threadReferences ?? null,
        orderId: mail.orderId ?? null,
        attempts: 0,
      }),
    );
  }

  /**
   * add() for mail a form anyone can submit sends to an address nobody has proven to own. Beyond the
   * cap of its group the mail is kept as 'suppressed' with the reason (never sent; operators see it
   * in the outbox and the health count, and a warning is logged), and the caller answers as usual,
   * so the cap reveals nothing. Returns whether the mail will be sent.
   */
  async addUnsolicited(mail: NewOutboxMail, capGroup: OutboxCapGroup = 'public_form'): Promise<boolean> {
    const manager = this.unitOfWork.manager;
    // One writer per address at a time (until commit), so parallel requests cannot all slip under the cap.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('outbox-recipient:' || lower($1)))`, [mail.recipient]);
    const [{ count }]: { count: number }[] = await manager.query(
      `SELECT count(*)::int AS count FROM outbox_messages
        WHERE lower(recipient) = lower($1) AND created_at > now() - interval '1 hour' AND cap_group = $2 AND status <> 'suppressed'`,
      [mail.recipient, capGroup],
    );
    if (count >= UNSOLICITED_MAIL_CAP_PER_HOUR) {
      const reason = `per-recipient cap: ${count} ${capGroup === 'account' ? 'account' : 'public-form'} e-mails to this address in the last hour (cap ${UNSOLICITED_MAIL_CAP_PER_HOUR})`;
      await this.write(mail, { capGroup, status: 'suppressed', lastError: reason });
      this.logger.warn(`${mail.kind} to ${mail.recipient} suppressed, not sent: ${reason}`);
      return false;
    }
    await this.write(mail, { capGroup, status: 'pending', lastError: null });
    return true;
  }

  /** Mail the cap held back in the last hour, for operators (the health answer). */
  async suppressedInLastHour(): Promise<number> {
    const [{ count }]: { count: number }[] = await this.unitOfWork.manager.query(
      `SELECT count(*)::int AS count FROM outbox_messages WHERE status = 'suppressed' AND created_at > now() - interval '1 hour'`,
    );
    return count;
  }
}
