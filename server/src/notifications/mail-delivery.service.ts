import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import type { MailTransport } from './mail-transport.js';

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

export type DeliveryResult = 'sent' | 'already-sent' | 'missing';

/** Sends one outbox row. The row lock makes a duplicate job wait and then see 'sent'. */
@Injectable()
export class MailDeliveryService {
  private readonly logger = new Logger(MailDeliveryService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  async deliver(outboxId: number, options: { finalAttempt: boolean }): Promise<DeliveryResult> {
    let failure: Error | undefined;
    const result = await this.dataSource.transaction(async (manager): Promise<DeliveryResult> => {
      const repository = manager.getRepository(OutboxMessage);
      const row = await repository.findOne({ where: { id: outboxId }, lock: { mode: 'pessimistic_write' } });
      if (!row) return 'missing';
      if (row.status === 'sent') return 'already-sent';
      try {
        await this.transport.send({
          id: `outbox-${row.id}`,
          from: this.config.mailFrom,
          replyTo: this.config.supportEmail,
          to: row.recipient,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
        });
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        // update(), not save(): save() reads the row again to find what changed.
        await repository.update({ id: row.id }, { attempts: row.attempts + 1, lastError: failure.message.slice(0, 2000), status: options.finalAttempt ? 'failed' : 'queued' });
        return 'missing';
      }
      await repository.update({ id: row.id }, { attempts: row.attempts + 1, status: 'sent', sentAt: new Date(), lastError: null });
      return 'sent';
    });
    if (failure) {
      const level = options.finalAttempt ? 'error' : 'warn';
      this.logger[level](
        `e-mail ${outboxId} to ${maskEmail(await this.recipientOf(outboxId))} failed (${options.finalAttempt ? 'giving up; status failed' : 'will retry'}): ${failure.message}`,
      );
      throw failure;
    }
    if (result === 'sent') this.logger.log(`e-mail ${outboxId} sent through ${this.transport.kind}`);
    return result;
  }

  private async recipientOf(outboxId: number): Promise<string> {
    const row = await this.dataSource.getRepository(OutboxMessage).findOne({ where: { id: outboxId }, select: { recipient: true } });
    return row?.recipient ?? '?';
  }
}

/** Logs name the mailbox without exposing the whole address. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  if (!domain) return '***';
  return `${local.slice(0, 1)}***@${domain}`;
}
