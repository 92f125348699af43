import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * Which orders have customer messages no staff member has read, for the marker on the staff orders
 * list: a conversation linked to the order with an unread customer message (the Messages tab's
 * "unread"). One statement for a whole page of orders, through the partial index on unread messages.
 */
@Injectable()
export class OrderUnreadMessagesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Those of `orderIds` with an unread customer message in one of their conversations. */
  async ordersWithUnreadMessages(orderIds: readonly number[]): Promise<Set<number>> {
    if (orderIds.length === 0) return new Set();
    const rows: { order_id: number }[] = await this.dataSource.query(
      `SELECT DISTINCT c.order_id FROM conversations c
        WHERE c.order_id = ANY($1::int[])
          AND EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.sender_type = 'customer' AND NOT m.is_read)`,
      [[...orderIds]],
    );
    return new Set(rows.map((row) => row.order_id));
  }
}
