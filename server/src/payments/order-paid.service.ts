import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { batchOfOrderSql } from '../orders/order-batch-sql.js';
import { invoiceOfOrderSql } from '../orders/order-invoice-sql.js';

/**
 * Whether orders are paid, for the staff orders list: the order's own payment succeeded (the
 * customer's checkout), or a payment link sent for it was paid (how a staff-created order is paid
 * online), or the one link of the wholesale batch it was placed in, or of the monthly invoice that
 * bills it, was paid. One statement for a whole page of orders.
 */
@Injectable()
export class OrderPaidService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Those of `orderIds` that are paid. */
  async paidOrderIds(orderIds: readonly number[]): Promise<Set<number>> {
    if (orderIds.length === 0) return new Set();
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT o.id FROM unnest($1::int[]) AS o(id)
        WHERE EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'succeeded')
           OR EXISTS (SELECT 1 FROM extra_charges c WHERE c.order_id = o.id AND c.status = 'paid')
           OR EXISTS (SELECT 1 FROM extra_charges c WHERE c.order_batch_id = ${batchOfOrderSql('o.id')} AND c.status = 'paid')
           OR EXISTS (SELECT 1 FROM extra_charges c WHERE c.monthly_invoice_id = ${invoiceOfOrderSql('o.id')} AND c.status = 'paid')`,
      [[...orderIds]],
    );
    return new Set(rows.map((row) => row.id));
  }
}
