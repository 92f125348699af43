import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Customer } from '../customers/entities/customer.entity.js';
import { Conversation } from './entities/conversation.entity.js';
import { Message } from './entities/message.entity.js';

export interface IncomingCustomerMessage {
  email: string;
  name: string;
  subject: string;
  content: string;
}

export interface PostedMessage {
  conversation: Conversation;
  message: Message;
  /** true when a new conversation was opened, false when an open or pending one was continued. */
  opened: boolean;
}

/** Conversations of the staff Messages tab. Every write runs in the caller's transaction. */
@Injectable()
export class ConversationsService {
  /**
   * Adds a customer message to the writer's open or pending conversation (matched by e-mail, case
   * insensitive), or opens a new one. A transaction-scoped advisory lock per address keeps two
   * simultaneous messages from opening two conversations.
   */
  async postCustomerMessage(manager: EntityManager, incoming: IncomingCustomerMessage): Promise<PostedMessage> {
    const email = incoming.email.trim();
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('conversation:' || lower($1)))`, [email]);

    const conversations = manager.getRepository(Conversation);
    let conversation = await conversations
      .createQueryBuilder('c')
      .where('lower(c.customer_email) = lower(:email)', { email })
      .andWhere('c.status IN (:...statuses)', { statuses: ['open', 'pending'] })
      .orderBy('c.last_message_at', 'DESC')
      .getOne();
    const opened = !conversation;
    const now = new Date();

    if (!conversation) {
      const customer = await manager
        .getRepository(Customer)
        .createQueryBuilder('customer')
        .select(['customer.id'])
        .where('lower(customer.email) = lower(:email)', { email })
        .getOne();
      conversation = await conversations.save(
        conversations.create({
          subject: incoming.subject,
          status: 'open',
          priority: 'normal',
          customerId: customer?.id ?? null,
          customerEmail: email,
          customerName: incoming.name,
          lastMessageAt: now,
        }),
      );
    } else {
      // A customer writing again re-opens a conversation that was waiting on them.
      await conversations.update({ id: conversation.id }, { lastMessageAt: now, status: 'open' });
      conversation.lastMessageAt = now;
      conversation.status = 'open';
    }

    const messages = manager.getRepository(Message);
    const message = await messages.save(
      messages.create({
        conversationId: conversation.id,
        content: incoming.content,
        senderType: 'customer',
        senderAdminId: null,
        isRead: false,
      }),
    );
    return { conversation, message, opened };
  }
}
