import type { EntityManager } from 'typeorm';
import type { OrderContact } from '../orders/order-lookup.service.js';
import { Conversation } from './entities/conversation.entity.js';
import { Message } from './entities/message.entity.js';

/**
 * A note for staff (sender "system") in the order's latest conversation, or in a new one opened for
 * it, which moves to the top of the Messages list and is reopened. Never e-mailed to the customer.
 * The messaging module's own write, for automation running in a worker without the HTTP modules.
 */
export async function addStaffNote(
  manager: EntityManager,
  order: OrderContact,
  text: string,
  now = new Date(),
): Promise<{ conversationId: number; messageId: number }> {
  const conversations = manager.getRepository(Conversation);
  let conversation = await conversations.findOne({ where: { orderId: order.id }, order: { lastMessageAt: 'DESC', id: 'DESC' } });
  if (!conversation) {
    conversation = await conversations.save(
      conversations.create({
        subject: `Order ${order.orderNumber}`,
        status: 'open',
        priority: 'high',
        customerId: order.customerId,
        customerEmail: order.customerEmail,
        customerName: `${order.customerFirstName} ${order.customerLastName}`.trim(),
        orderId: order.id,
        lastMessageAt: now,
      }),
    );
  } else {
    await conversations.update({ id: conversation.id }, { lastMessageAt: now, status: 'open' });
  }
  const messages = manager.getRepository(Message);
  const message = await messages.save(
    messages.create({ conversationId: conversation.id, content: text, senderType: 'system', senderAdminId: null, emailMessageId: null, isRead: true }),
  );
  return { conversationId: conversation.id, messageId: message.id };
}
