import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UnitOfWork } from '../database/unit-of-work.js';

/** An extra charge whose payment link is still unpaid. */
export interface UnpaidCharge {
  id: number;
  orderId: number;
}

export interface UnpaidChargesPage {
  createdBefore: Date;
  /** Keyset cursor: only charges with a greater id (0 for the first page). */
  afterId: number;
  limit: number;
}

/** The payments the automation rules read: whether an order is paid, and the links still unpaid. */
@Injectable()
export class AutomationPaymentFactsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** A payment of the order succeeded (the order's own or an extra charge's). */
  async orderPaid(orderId: number): Promise<boolean> {
    const manager = this.unitOfWork.manager;
    const [row]: { paid: boolean }[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = $1 AND p.status = 'succeeded') AS paid`,
      [orderId],
    );
    return row.paid;
  }

  /** Those of `orderIds` with a succeeded payment (orderPaid for many orders in one statement). */
  async paidOrderIds(orderIds: readonly number[]): Promise<Set<number>> {
    if (orderIds.length === 0) return new Set();
    const rows: { order_id: number }[] = await this.unitOfWork.manager.query(
      `SELECT DISTINCT order_id FROM payments WHERE order_id = ANY($1::int[]) AND status = 'succeeded'`,
      [[...orderIds]],
    );
    return new Set(rows.map((row) => row.order_id));
  }

  /** One page, by ascending id, of extra charges created before the date and still unpaid, whatever their order's state. */
  async unpaidCharges(page: UnpaidChargesPage): Promise<UnpaidCharge[]> {
    return this.dataSource.query(
      `SELECT c.id, c.order_id AS "orderId" FROM extra_charges c
        WHERE c.status = 'pending' AND c.created_at < $1 AND c.id > $2
        ORDER BY c.id LIMIT $3`,
      [page.createdBefore, page.afterId, page.limit],
    );
  }
}
