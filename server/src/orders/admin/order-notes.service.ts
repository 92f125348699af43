import { Injectable, NotFoundException } from '@nestjs/common';
import { type OrderNoteView, ORDER_STORY_MESSAGES } from '@apostille/domain';
import type { AdminUser } from '../../admin/entities/admin-user.entity.js';
import { AuditService } from '../../audit/audit.service.js';
import { OrderNote } from './entities/order-note.entity.js';
import { UnitOfWork } from '../../database/unit-of-work.js';

export function toOrderNoteView(note: { id: number; body: string; authorName: string; createdAt: Date }): OrderNoteView {
  return { id: note.id, body: note.body, author: note.authorName, createdAt: note.createdAt.toISOString() };
}

/**
 * Staff notes on an order as entries: each keeps its author and time, none overwrites another,
 * and adding one is audited. They are read with the rest of the order on its page (OrderStoryService).
 */
@Injectable()
export class OrderNotesService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  /** Adds a note (body already validated and trimmed); 404 for an unknown or deleted order. */
  async add(orderId: number, body: string, author: AdminUser, ipAddress: string | null): Promise<OrderNoteView> {
    return this.unitOfWork.run(async (manager) => {
      // KEY SHARE: a deletion of the order waits for the note, and a note never lands on a deleted order.
      const [order]: { order_number: string }[] = await manager.query(`SELECT order_number FROM orders WHERE id = $1 AND deleted_at IS NULL FOR KEY SHARE`, [
        orderId,
      ]);
      if (!order) throw new NotFoundException(ORDER_STORY_MESSAGES.notFound);
      const note = await manager.getRepository(OrderNote).save({ orderId, authorAdminId: author.id, authorName: author.username, body });
      await this.audit.record({
        actorType: 'admin',
        actorId: author.id,
        action: 'order.note_added',
        orderId,
        details: { orderNumber: order.order_number, noteId: note.id },
        ipAddress,
      });
      return toOrderNoteView(note);
    });
  }
}
