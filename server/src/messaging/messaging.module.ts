import { Module } from '@nestjs/common';
import { CustomerLookupModule } from '../customers/customer-lookup.module.js';
import { OrderLookupModule } from '../orders/order-lookup.module.js';
import { AdminConversationsController, AdminProcessEmailController } from './admin-conversations.controller.js';
import { ConversationsResolver } from './conversations.resolver.js';
import { ConversationsService } from './conversations.service.js';

/** Conversations and messages: the staff Messages tab (REST and GraphQL) and the inbound e-mail path. */
@Module({
  imports: [OrderLookupModule, CustomerLookupModule],
  controllers: [AdminConversationsController, AdminProcessEmailController],
  providers: [ConversationsService, ConversationsResolver],
  exports: [ConversationsService],
})
export class MessagingModule {}
