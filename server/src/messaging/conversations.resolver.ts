import { UseGuards } from '@nestjs/common';
import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AdminUser } from '../admin/entities/admin-user.entity.js';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { ConversationsService } from './conversations.service.js';
import {
  ConversationChangeArgs,
  ConversationListArgs,
  ConversationMessageType,
  ConversationPageType,
  ConversationType,
  EmailPreviewType,
  ProcessedEmailType,
} from './conversations.types.js';
import { Allow, Permission } from '../auth/allow.decorator.js';
import { staffActor } from '../common/staff-actor.js';

/** The Messages tab and the e-mail test form over GraphQL; the same service as the REST routes. */
@Resolver(() => ConversationType)
@UseGuards(AdminAuthGuard)
@Allow(Permission.ManageMessages)
export class ConversationsResolver {
  constructor(private readonly conversations: ConversationsService) {}

  @Query(() => ConversationPageType)
  conversationList(@Args() args: ConversationListArgs): Promise<ConversationPageType> {
    return this.conversations.list(args);
  }

  @Query(() => Int, { description: 'Conversations with a customer message no staff member has opened' })
  unreadConversationCount(): Promise<number> {
    return this.conversations.unreadCount();
  }

  @Mutation(() => ConversationType, { description: 'Opens a thread: its messages, and its customer messages become read' })
  openConversation(
    @Args('id', { type: () => Int }) id: number,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<ConversationType> {
    return this.conversations.open(id, staffActor(admin, ip));
  }

  @Mutation(() => ConversationMessageType)
  replyToConversation(
    @Args('id', { type: () => Int }) id: number,
    @Args('content') content: string,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<ConversationMessageType> {
    return this.conversations.reply(id, content, staffActor(admin, ip));
  }

  @Mutation(() => ConversationType, { description: 'Changes the status, the priority or both' })
  updateConversation(
    @Args('id', { type: () => Int }) id: number,
    @Args() change: ConversationChangeArgs,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<ConversationType> {
    return this.conversations.update(id, { status: change.status, priority: change.priority }, staffActor(admin, ip));
  }

  @Query(() => EmailPreviewType, { description: 'What processEmail would do, without doing it (the e-mail test form starts with this)' })
  previewEmail(@Args('customerEmail') customerEmail: string, @Args('subject') subject: string, @Args('content') content: string): Promise<EmailPreviewType> {
    return this.conversations.previewEmail({ customerEmail, subject, content });
  }

  @Mutation(() => ProcessedEmailType, { description: 'Runs the inbound e-mail path for a customer e-mail typed in by staff' })
  processEmail(
    @Args('customerEmail') customerEmail: string,
    @Args('subject') subject: string,
    @Args('content') content: string,
    @CurrentAdmin() admin: AdminUser,
    @ClientAddress() ip: string | null,
  ): Promise<ProcessedEmailType> {
    return this.conversations.receiveEmail({ customerEmail, subject, content }, { actorType: 'admin', actorId: admin.id, ipAddress: ip });
  }
}
