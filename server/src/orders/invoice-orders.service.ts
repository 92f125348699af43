import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../database/unit-of-work.js';

/** An order a monthly invoice bills, as the invoice e-mail lists it. */
export interface InvoicedOrder {
  id: number;
  orderNumber: string;
  customerReference: string | null;
  totalAmountCents: number;
}

/**
 * The orders side of the monthly invoice run: which accounts have orders to bill for a month, and
 * linking them to their invoice (the only writer of orders.monthly_invoice_id). A month is the
 * calendar month in the business's time zone, New York; `period` is its first day, 'YYYY-MM-DD'.
 * Billed are orders placed on account (invoice_monthly), in that month, neither cancelled (a
 * cancelled order is refunded or never charged) nor deleted, and on no invoice yet.
 */
@Injectable()
export class InvoiceOrdersService {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  /** The accounts with orders of `period` still to bill, in id order. */
  async accountsToInvoice(period: string): Promise<number[]> {
    const rows: { customer_id: number }[] = await this.unitOfWork.manager.query(
      `SELECT DISTINCT customer_id FROM orders WHERE customer_id IS NOT NULL AND ${TO_BILL} ORDER BY customer_id`,
      [period],
    );
    return rows.map((row) => row.customer_id);
  }

  /**
   * Links the account's orders of `period` still to bill to the invoice, in the caller's
   * transaction, and answers them in the order they were placed. Rows another run is linking wait
   * for it and are then passed by (monthly_invoice_id is no longer NULL), so no order is billed twice.
   */
  async linkToInvoice(customerId: number, period: string, invoiceId: number): Promise<InvoicedOrder[]> {
    const rows: { id: number; order_number: string; customer_reference: string | null; total_amount_cents: number }[] = await this.unitOfWork.manager.query(
      `WITH linked AS (
         UPDATE orders SET monthly_invoice_id = $2, updated_at = now()
          WHERE customer_id = $3 AND ${TO_BILL}
          RETURNING id, order_number, customer_reference, total_amount_cents
       ) SELECT * FROM linked`,
      [period, invoiceId, customerId],
    );
    return rows
      .map((row) => ({ id: row.id, orderNumber: row.order_number, customerReference: row.customer_reference, totalAmountCents: row.total_amount_cents }))
      .sort((a, b) => a.id - b.id);
  }
}

/** Orders on account, placed in the New York calendar month starting $1 (a date), live, not cancelled, on no invoice. */
const TO_BILL = `invoice_monthly AND monthly_invoice_id IS NULL AND deleted_at IS NULL AND status <> 'cancelled'
  AND created_at >= ($1::date)::timestamp AT TIME ZONE 'America/New_York'
  AND created_at < ($1::date + interval '1 month') AT TIME ZONE 'America/New_York'`;
