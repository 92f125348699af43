import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool, QueryResult } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { poolOf } from '../database/pool.js';
import { autoSubmittedFor } from './auto-submitted.js';
import type { MailTransport } from './mail-transport.js';

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

export type DeliveryResult = 'sent' | 'already-sent' | 'missing';

interface LockedOutboxRow {
  id: number;
  message_id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  reply_to: string | null;
  in_reply_to: string | null;
  thread_references: string | null;
  kind: string;
  status: string;
  attempts: number;
}

/**
 * Sends one outbox row. The row lock, held while the message goes out, makes a duplicate job wait
 * and then see 'sent'. Plain SQL on the pool in two round trips (BEGIN with the locking read, then
 * the outcome with COMMIT): this runs once per order, and the ORM's transaction took four plus its
 * query building.
 */
@Injectable()
export class MailDeliveryService {
  private readonly logger = new Logger(MailDeliveryService.name);
  private readonly pool: Pool;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {
    this.pool = poolOf(dataSource);
  }

  /**
   * Delivers each row of a mail job in turn; one failure does not hold up the others. If any
   * failed, the job fails with their reasons and the queue retries it after its backoff: the rows
   * sent meanwhile then answer 'already-sent', so only the failed ones go out again.
   */
  async deliverAll(outboxIds: readonly number[], options: { finalAttempt: boolean }): Promise<string> {
    const counts: Record<DeliveryResult, number> = { sent: 0, 'already-sent': 0, missing: 0 };
    const failures: string[] = [];
    for (const id of outboxIds) {
      try {
        counts[await this.deliver(id, options)] += 1;
      } catch (error) {
        failures.push(`e-mail ${id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (failures.length > 0) throw new Error(`${failures.length} of ${outboxIds.length} e-mails failed (${failures.join('; ')})`);
    return `sent ${counts.sent}, already sent ${counts['already-sent']}, missing ${counts.missing}`;
  }

  async deliver(outboxId: number, options: { finalAttempt: boolean }): Promise<DeliveryResult> {
    // The id is written into the statement (a simple query may hold several statements, a bound one not): integers only.
    if (!Number.isSafeInteger(outboxId) || outboxId < 1) return 'missing';
    const client = await this.pool.connect();
    let failure: { error: Error; recipient: string } | undefined;
    let result: DeliveryResult;
    try {
      const [, locked] = (await client.query(
        `BEGIN; SELECT id, message_id, recipient, subject, text_body, html_body, reply_to, in_reply_to, thread_references, kind, status, attempts FROM outbox_messages WHERE id = ${outboxId} FOR UPDATE`,
      )) as unknown as [unknown, QueryResult<LockedOutboxRow>];
      const row = locked.rows[0];
      if (!row || row.status === 'sent') {
        await client.query('COMMIT');
        result = row ? 'already-sent' : 'missing';
      } else {
        try {
          await this.transport.send({
            id: `outbox-${row.id}`,
            messageId: row.message_id,
            from: this.config.mailFrom,
            replyTo: row.reply_to ?? this.config.supportEmail,
            inReplyTo: row.in_reply_to ?? undefined,
            references: row.thread_references ?? undefined,
            to: row.recipient,
            subject: row.subject,
            text: row.text_body,
            html: row.html_body,
            autoSubmitted: autoSubmittedFor(row.kind),
          });
        } catch (error) {
          failure = { error: error instanceof Error ? error : new Error(String(error)), recipient: row.recipient };
        }
        if (failure) {
          await client.query(`UPDATE outbox_messages SET attempts = attempts + 1, last_error = $2, status = $3 WHERE id = $1`, [
            row.id,
            failure.error.message.slice(0, 2000),
            options.finalAttempt ? 'failed' : 'queued',
          ]);
          await client.query('COMMIT');
          result = 'missing';
        } else {
          await client.query(
            `UPDATE outbox_messages SET attempts = attempts + 1, status = 'sent', sent_at = now(), last_error = NULL WHERE id = ${row.id}; COMMIT`,
          );
          result = 'sent';
        }
      }
    } catch (error) {
      // A broken connection is dropped, not returned to the pool mid-transaction.
      await client.query('ROLLBACK').catch(() => undefined);
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    client.release();
    if (failure) {
      const level = options.finalAttempt ? 'error' : 'warn';
      this.logger[level](
        `e-mail ${outboxId} to ${maskEmail(failure.recipient)} failed (${options.finalAttempt ? 'giving up; status failed' : 'will retry'}): ${failure.error.message}`,
      );
      throw failure.error;
    }
    if (result === 'sent') this.logger.log(`e-mail ${outboxId} sent through ${this.transport.kind}`);
    return result;
  }
}

/** Logs name the mailbox without exposing the whole address. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  if (!domain) return '***';
  return `${local.slice(0, 1)}***@${domain}`;
}
