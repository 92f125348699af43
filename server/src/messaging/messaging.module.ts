import { Module } from '@nestjs/common';
import { AdminConversationsController, AdminProcessEmailController } from './admin-conversations.controller.js';
import { ConversationsResolver } from './conversations.resolver.js';
import { ConversationsService } from './conversations.service.js';

/** Conversations and messages: the staff Messages tab (REST and GraphQL) and the inbound e-mail path. */
@Module({
  controllers: [AdminConversationsController, AdminProcessEmailController],
  providers: [ConversationsService, ConversationsResolver],
  exports: [ConversationsService],
})
export class MessagingModule {}
