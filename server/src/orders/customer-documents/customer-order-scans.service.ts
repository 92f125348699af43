import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** How many of an order's documents the customer has sent scans of. */
export interface OrderScans {
  orderNumber: string;
  documentCount: number;
  uploaded: number;
}

/** The most order numbers one read answers: a page of a batch's orders. */
export const MAX_SCAN_LOOKUPS = 100;

/**
 * Which of the account's orders have their scans: the batch page asks for a page of orders at once
 * instead of one request per order. Counts only the customer's own uploads, as the upload route does.
 */
@Injectable()
export class CustomerOrderScansService {
  constructor(private readonly dataSource: DataSource) {}

  async of(customerId: number, orderNumbers: readonly string[]): Promise<OrderScans[]> {
    if (orderNumbers.length === 0) return [];
    const rows: { orderNumber: string; documentCount: number; uploaded: number }[] = await this.dataSource.query(
      `SELECT o.order_number AS "orderNumber", o.document_count AS "documentCount",
              (SELECT count(*)::int FROM order_documents d WHERE d.order_id = o.id AND d.uploaded_by = 'customer') AS uploaded
         FROM orders o
        WHERE o.customer_id = $1 AND o.order_number = ANY($2::text[])
        ORDER BY o.id`,
      [customerId, orderNumbers],
    );
    return rows;
  }
}
