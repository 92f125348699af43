import { ArgsType, Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_PAGE } from '../common/input/limits.js';
import { CONVERSATION_PRIORITIES, CONVERSATION_STATUSES, type ConversationPriority, type ConversationStatus } from './entities/conversation.entity.js';
import { MESSAGE_SENDER_TYPES, type MessageSenderType } from './entities/message.entity.js';
import { CONVERSATIONS_DEFAULT_PAGE_SIZE, CONVERSATIONS_MAX_PAGE_SIZE, MESSAGING_MESSAGES } from './messaging-limits.js';

/** The closed sets of the entities, as GraphQL enums whose values are the stored words. */
function enumOf<T extends string>(values: readonly T[]): { [K in T]: K } {
  return Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };
}

export const ConversationStatusEnum = enumOf(CONVERSATION_STATUSES);
registerEnumType(ConversationStatusEnum, { name: 'ConversationStatus', description: 'Open: waiting on staff; pending: waiting on the customer; closed' });

export const ConversationPriorityEnum = enumOf(CONVERSATION_PRIORITIES);
registerEnumType(ConversationPriorityEnum, { name: 'ConversationPriority' });

export const MessageSenderTypeEnum = enumOf(MESSAGE_SENDER_TYPES);
registerEnumType(MessageSenderTypeEnum, { name: 'MessageSenderType', description: 'Who wrote a message: the customer, a staff member, or the system' });

/** The list's filter and page: the rules of the REST list query (ConversationListQuery). */
@ArgsType()
export class ConversationListArgs {
  @IsOptional()
  @IsIn(CONVERSATION_STATUSES, { message: MESSAGING_MESSAGES.invalidStatus })
  @Field(() => ConversationStatusEnum, { nullable: true, description: 'Every status when omitted' })
  status?: ConversationStatus | null;

  @IsOptional()
  @IsString()
  @MaxLength(100, { message: MESSAGING_MESSAGES.searchTooLong })
  @Field(() => String, { nullable: true, description: "An order number, or part of the customer's name or e-mail" })
  search?: string | null;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE)
  @Field(() => Int, { nullable: true, description: 'From 1; 1 when omitted' })
  page?: number | null;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(CONVERSATIONS_MAX_PAGE_SIZE)
  @Field(() => Int, { nullable: true, description: `1 to ${CONVERSATIONS_MAX_PAGE_SIZE}; ${CONVERSATIONS_DEFAULT_PAGE_SIZE} when omitted` })
  pageSize?: number | null;
}

/** A change of status, priority or both (the rules of ConversationUpdateDto). */
@ArgsType()
export class ConversationChangeArgs {
  @IsOptional()
  @IsIn(CONVERSATION_STATUSES, { message: MESSAGING_MESSAGES.invalidStatus })
  @Field(() => ConversationStatusEnum, { nullable: true })
  status?: ConversationStatus | null;

  @IsOptional()
  @IsIn(CONVERSATION_PRIORITIES, { message: MESSAGING_MESSAGES.invalidPriority })
  @Field(() => ConversationPriorityEnum, { nullable: true })
  priority?: ConversationPriority | null;
}

@ObjectType('ConversationCustomer')
export class ConversationCustomerType {
  @Field(() => Int, { nullable: true, description: 'The account, when one exists for the e-mail' }) id: number | null;
  @Field() email: string;
  @Field() name: string;
}

@ObjectType('ConversationOrder')
export class ConversationOrderType {
  @Field(() => Int) id: number;
  @Field() orderNumber: string;
}

@ObjectType('ConversationMessage')
export class ConversationMessageType {
  @Field(() => Int) id: number;
  @Field({ description: 'Plain text' }) content: string;
  @Field(() => MessageSenderTypeEnum) senderType: MessageSenderType;
  @Field(() => String, { nullable: true, description: 'The username of the staff member who wrote a reply' }) staffName: string | null;
  @Field() isRead: boolean;
  @Field() createdAt: Date;
}

@ObjectType('Conversation')
export class ConversationType {
  @Field(() => Int) id: number;
  @Field() subject: string;
  @Field(() => ConversationStatusEnum) status: ConversationStatus;
  @Field(() => ConversationPriorityEnum) priority: ConversationPriority;
  @Field() lastMessageAt: Date;
  @Field() createdAt: Date;
  @Field({ description: 'A customer message no staff member has opened' }) unread: boolean;
  @Field(() => ConversationCustomerType) customer: ConversationCustomerType;
  @Field(() => ConversationOrderType, { nullable: true }) order: ConversationOrderType | null;
  @Field(() => [ConversationMessageType], { nullable: true, description: 'Only on a single conversation' }) messages?: ConversationMessageType[];
}

@ObjectType('ConversationPage')
export class ConversationPageType {
  @Field(() => [ConversationType]) conversations: ConversationType[];
  @Field(() => Int) total: number;
  @Field(() => Int) page: number;
  @Field(() => Int) pageSize: number;
}

@ObjectType('ProcessedEmail')
export class ProcessedEmailType {
  @Field(() => Int) conversationId: number;
  @Field({ description: 'true when a new conversation was opened' }) created: boolean;
  @Field(() => String, { nullable: true }) linkedOrderNumber: string | null;
}

@ObjectType('EmailAcknowledgementPreview')
export class EmailAcknowledgementPreviewType {
  @Field() recipient: string;
  @Field() subject: string;
}

@ObjectType('EmailPreview', { description: 'What processing a customer e-mail would do; nothing is written and no mail is sent' })
export class EmailPreviewType {
  @Field({ description: 'Always true: a dry run' }) dryRun: boolean;
  @Field({ description: 'true when a new conversation would be opened' }) created: boolean;
  @Field(() => Int, { nullable: true, description: 'The existing conversation it would continue' }) conversationId: number | null;
  @Field() conversationSubject: string;
  @Field(() => String, { nullable: true, description: 'The order the conversation would be linked to' }) linkedOrderNumber: string | null;
  @Field(() => EmailAcknowledgementPreviewType, {
    nullable: true,
    description: 'The acknowledgement that would be e-mailed; null when the e-mail continues a conversation',
  })
  acknowledgement: EmailAcknowledgementPreviewType | null;
}
