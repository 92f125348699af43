import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { NewOutboxMail } from '../notifications/outbox.service.js';
import { outboxMailInsertSql } from '../notifications/outbox-insert-sql.js';
import { type CustomerContact, guestCustomerUpsertSql } from '../customers/guest-customers.js';
import { Order } from './entities/order.entity.js';
import { domainEventInsertSql } from '../events/domain-event-publisher.js';
import { nextOrderSequenceSql, orderNumberSql } from './order-number.allocator.js';

/** The 'order.created' event, written by the publisher's SQL form inside the one placement statement. */
const ORDER_CREATED_EVENT_SQL = domainEventInsertSql(
  'order.created',
  `jsonb_build_object('orderId', o.id, 'orderNumber', o.order_number, 'customerId', o.customer_id,
     'customerEmail', o.customer_email, 'serviceLevel', o.service_level, 'documentCount', o.document_count,
     'totalAmountCents', o.total_amount_cents, 'paymentIntentId', o.payment_intent_id)`,
  'new_order o',
);

/** A guest's customer row (parameters 3–6), only when no signed-in customer's id (parameter 2) is given. */
const GUEST_CUSTOMER_SQL = guestCustomerUpsertSql({ email: '$3', firstName: '$4', lastName: '$5', phone: '$6' }, '$2::integer IS NULL');

/** The confirmation e-mail (parameters 10–14), its number slot (parameter 15) filled with the new order's number. */
const CONFIRMATION_MAIL_SQL = outboxMailInsertSql(
  {
    kind: '$10::text',
    recipient: '$11::text',
    subject: 'replace($12::text, $15::text, o.order_number)',
    textBody: 'replace($13::text, $15::text, o.order_number)',
    htmlBody: 'replace($14::text, $15::text, o.order_number)',
    orderId: 'o.id',
  },
  'new_order o',
);

/** The order's own columns as a checkout fills them; number, customer, id and timestamps come from the statement. */
export type OrderDraft = Omit<
  Order,
  | 'id'
  | 'orderNumber'
  | 'customerId'
  | 'customer'
  | 'lineItems'
  | 'originalsReceivedAt'
  | 'returnCarrier'
  | 'returnTrackingNumber'
  | 'createdAt'
  | 'updatedAt'
  | 'deletedAt'
  | 'documents'
  | 'statusHistory'
>;

export interface NewOrderDocument {
  originalName: string;
  fileName: string;
  mimeType: string;
  fileSize: number;
  documentType: string;
  /** Which of the order's documents the file is of (1-based): a document may have several files. */
  documentNumber: number;
}

export interface OrderInsert {
  /** Business year of the order number. */
  year: number;
  draft: OrderDraft;
  /** The signed-in customer's id, or a guest's contact (linked to the customer with that e-mail, or a new passwordless one). */
  customer: { id: number } | CustomerContact;
  documents: NewOrderDocument[];
  /** The verified payment; it is linked to the order and marked succeeded. */
  paymentId: number;
  /**
   * The payments module's SQL form that settles payment `paymentIdSql` on the order of
   * `orderFromSql` (payments/order-payment-sql.ts), handed in by the checkout so that orders
   * does not depend on payments.
   */
  settlePaymentSql: (paymentIdSql: string, orderFromSql: string) => string;
  /** The confirmation e-mail for an order number. */
  confirmationMail: (orderNumber: string) => NewOutboxMail;
}

export interface InsertedOrder {
  id: number;
  orderNumber: string;
  customerId: number;
  /** true when the order created the guest's customer row. */
  isNewAccount: boolean;
}

/**
 * Writes a web order in ONE statement: order number, customer link, the order, its documents, the
 * first status-history row (pending), the payment link, the 'order.created' automation event and
 * the confirmation e-mail in the outbox. One statement is atomic without BEGIN/COMMIT (2 round trips
 * fewer) and holds the order-number counter's row lock only while it runs; on any error nothing is
 * written and the number is given back. The rows of other modules' tables (customer, payment, event,
 * e-mail) come from those modules' own SQL forms, so each table's SQL stays with its owner.
 *
 * The e-mail is rendered before the number exists, with a random one-off slot in its place that the
 * statement replaces (the slot is letters and digits, so HTML and URL escaping leave it as is).
 */
export async function insertOrder(dataSource: DataSource, input: OrderInsert, manager?: EntityManager): Promise<InsertedOrder> {
  const metadata = dataSource.getMetadata(Order);
  const record: Record<string, unknown> = {};
  for (const [property, value] of Object.entries(input.draft)) {
    // undefined: leave the column to its default, as TypeORM's insert does.
    if (value !== undefined) record[metadata.findColumnWithPropertyName(property)!.databaseName] = value;
  }
  // Entity column names, never request data.
  const columns = Object.keys(record).map((column) => `"${column}"`);
  const slot = `ordernumberslot${randomBytes(12).toString('hex')}`;
  const mail = input.confirmationMail(slot);
  const signedIn = 'id' in input.customer ? input.customer.id : null;
  const contact = 'id' in input.customer ? null : input.customer;

  // Inside the caller's transaction when given one (the checkout holds the payment's lock there).
  const rows: InsertedOrder[] = await (manager ?? dataSource).query(
    `WITH counter AS (
       ${nextOrderSequenceSql('$1::integer')}
     ), guest AS (
       ${GUEST_CUSTOMER_SQL}
     ), new_order AS (
       INSERT INTO orders (order_number, customer_id, ${columns.join(', ')})
       SELECT ${orderNumberSql('$1::integer', 'counter.last_value')}, COALESCE($2::integer, (SELECT id FROM guest)),
              ${columns.map((column) => `r.${column}`).join(', ')}
       FROM counter, jsonb_populate_record(NULL::orders, $7::jsonb) AS r
       RETURNING id, order_number, customer_id, customer_email, service_level, document_count, total_amount_cents, payment_intent_id
     ), documents AS (
       INSERT INTO order_documents (order_id, original_name, file_name, mime_type, file_size, document_type, document_number, uploaded_by)
       SELECT o.id, d.original_name, d.file_name, d.mime_type, d.file_size, d.document_type, d.document_number, 'customer'
       FROM new_order o,
            jsonb_to_recordset($8::jsonb) AS d(original_name text, file_name text, mime_type text, file_size integer, document_type text, document_number integer)
     ), history AS (
       INSERT INTO order_status_history (order_id, old_status, new_status, notes) SELECT id, NULL, 'pending', 'Order received' FROM new_order
     ), payment AS (
       ${input.settlePaymentSql('$9', 'new_order o')}
     ), event AS (
       ${ORDER_CREATED_EVENT_SQL}
     ), mail AS (
       ${CONFIRMATION_MAIL_SQL}
     )
     SELECT o.id, o.order_number AS "orderNumber", o.customer_id AS "customerId", COALESCE((SELECT is_new FROM guest), false) AS "isNewAccount"
     FROM new_order o`,
    [
      input.year,
      signedIn,
      contact?.email ?? null,
      contact?.firstName ?? null,
      contact?.lastName ?? null,
      contact?.phone ?? null,
      JSON.stringify(record),
      JSON.stringify(
        input.documents.map((d) => ({
          original_name: d.originalName,
          file_name: d.fileName,
          mime_type: d.mimeType,
          file_size: d.fileSize,
          document_type: d.documentType,
          document_number: d.documentNumber,
        })),
      ),
      input.paymentId,
      mail.kind,
      mail.recipient,
      mail.subject,
      mail.textBody,
      mail.htmlBody ?? null,
      slot,
    ],
  );
  return rows[0];
}
