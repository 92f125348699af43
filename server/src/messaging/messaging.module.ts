import { Module } from '@nestjs/common';
import { ConversationsService } from './conversations.service.js';

/** Conversations and messages; the staff screens come with the admin issues. */
@Module({ providers: [ConversationsService], exports: [ConversationsService] })
export class MessagingModule {}
