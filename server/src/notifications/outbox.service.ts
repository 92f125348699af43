import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
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
}

/**
 * Writes e-mails into the outbox inside the caller's transaction: the message exists
 * exactly when the business change it announces was committed. The relay sends it later.
 */
@Injectable()
export class OutboxService {
  async add(manager: EntityManager, mail: NewOutboxMail): Promise<OutboxMessage> {
    const repository = manager.getRepository(OutboxMessage);
    return repository.save(repository.create({
        ...mail,
        htmlBody: mail.htmlBody ?? null,
        replyTo: mail.replyTo ?? null,
        inReplyTo: mail.inReplyTo ?? null,
        threadReferences: mail.threadReferences ?? null,
        status: 'pending',
        attempts: 0,
      }),);
  }
}
