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
  @Field(() => String, { nullable: true, description: 'The username of the staff member who wrote a reply' }) staffName: string | null;
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
