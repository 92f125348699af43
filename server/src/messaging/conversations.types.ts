import { Field, Int, ObjectType } from '@nestjs/graphql';

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
  @Field({ description: 'customer, admin or system' }) senderType: string;
  @Field() isRead: boolean;
  @Field() createdAt: Date;
}

@ObjectType('Conversation')
export class ConversationType {
  @Field(() => Int) id: number;
  @Field() subject: string;
  @Field({ description: 'open, pending or closed' }) status: string;
  @Field({ description: 'low, normal, high or urgent' }) priority: string;
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
