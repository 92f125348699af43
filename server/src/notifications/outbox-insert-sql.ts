/** SQL expressions (over the rows of the CTE's FROM) for each part of an outbox e-mail. */
export interface OutboxMailSql {
  kind: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  orderId: string;
}

/**
 * The same row as OutboxService.add, for a writer that puts a whole change in one SQL statement
 * (order placement: see orders/order-insert.ts): the body of a CTE writing one pending e-mail per
 * row of `fromSql`, so the e-mail exists exactly when the change it announces does.
 */
export function outboxMailInsertSql(mail: OutboxMailSql, fromSql: string): string {
  return `INSERT INTO outbox_messages (kind, recipient, subject, text_body, html_body, order_id, status, attempts)
       SELECT ${mail.kind}, ${mail.recipient}, ${mail.subject}, ${mail.textBody}, ${mail.htmlBody}, ${mail.orderId}, 'pending', 0
       FROM ${fromSql}`;
}
