import type { EntityManager } from 'typeorm';

/**
 * The outbox's part of data deletion: every e-mail to the person loses its address and contents
 * (kind, dates and delivery status stay as the record that we wrote to them). Mail not yet sent is
 * not sent any more: it is marked failed, with the reason.
 */
export async function redactEmailsTo(manager: EntityManager, email: string, placeholderEmail: string): Promise<number> {
  const [rows]: [unknown[]] = await manager.query(
    `UPDATE outbox_messages SET
        recipient = $2, subject = '[removed]', text_body = '[removed]', html_body = NULL, reply_to = NULL,
        status = CASE WHEN status = 'sent' THEN status ELSE 'failed' END,
        last_error = CASE WHEN status = 'sent' THEN last_error ELSE 'not sent: the recipient''s data was deleted on request' END
      WHERE lower(recipient) = lower($1)
      RETURNING id`,
    [email, placeholderEmail],
  );
  return rows.length;
}
