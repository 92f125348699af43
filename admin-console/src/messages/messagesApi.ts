import { graphqlMutation as mutate, graphqlQuery as query } from '../api/graphql';
import {
  CONVERSATIONS_QUERY,
  OPEN_CONVERSATION_MUTATION,
  PREVIEW_EMAIL_QUERY,
  PROCESS_EMAIL_MUTATION,
  REPLY_TO_CONVERSATION_MUTATION,
  UNREAD_CONVERSATION_COUNT_QUERY,
  UPDATE_CONVERSATION_MUTATION,
} from '../dataProvider/conversationOperations';
import type {
  ConversationMessageFieldsFragment,
  ConversationPriority,
  ConversationsQuery,
  ConversationStatus,
  ConversationSummaryFieldsFragment,
  PreviewEmailQuery,
  ProcessEmailMutation,
} from '../graphql/generated';

/**
 * The Messages tab's calls, over the staff GraphQL API: every shape below is a generated type of its
 * operation (dataProvider/conversationOperations.ts), so a change of the server's schema fails the build.
 */

/** The order of the console's menus; `satisfies` keeps them to the schema's enum values. */
export const CONVERSATION_STATUSES = ['open', 'pending', 'closed'] as const satisfies readonly ConversationStatus[];
export const CONVERSATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const satisfies readonly ConversationPriority[];

export type ConversationSummary = ConversationSummaryFieldsFragment;
export type ConversationMessage = ConversationMessageFieldsFragment;
export interface ConversationDetail extends ConversationSummary {
  messages: ConversationMessage[];
}
type ConversationListPage = ConversationsQuery['conversationList'];
export type ProcessedEmail = ProcessEmailMutation['processEmail'];
/** What processing would do (the server's dry run): nothing is written and no mail is sent. */
export type EmailPreview = PreviewEmailQuery['previewEmail'];

/** react-query keys: a reply or an update invalidates the whole 'conversations' family. */
export const conversationKeys = {
  all: ['conversations'] as const,
  list: (status: string, search: string) => ['conversations', 'list', status, search] as const,
  unread: ['conversations', 'unread'] as const,
  detail: (id: number) => ['conversations', 'detail', id] as const,
};

/** Conversations per page of the list; "Load more" fetches the next page. */
const CONVERSATIONS_PAGE_SIZE = 50;

/** A status of the list's filter ('' for every status). */
function statusFilter(value: string): ConversationStatus | null {
  return CONVERSATION_STATUSES.find((status) => status === value) ?? null;
}

/** One page of the list, narrowed by status and by a search (an order number, or part of a name or e-mail). */
export async function fetchConversations(filter: { status: string; search: string }, page: number): Promise<ConversationListPage> {
  const search = filter.search.trim();
  const data = await query(CONVERSATIONS_QUERY, { status: statusFilter(filter.status), search: search || null, page, pageSize: CONVERSATIONS_PAGE_SIZE });
  return data.conversationList;
}

export async function fetchUnreadCount(): Promise<number> {
  return (await query(UNREAD_CONVERSATION_COUNT_QUERY, {})).unreadConversationCount;
}

/** Opens a thread: the server marks its customer messages read. */
export async function fetchConversation(id: number): Promise<ConversationDetail> {
  const { messages, ...conversation } = (await mutate(OPEN_CONVERSATION_MUTATION, { id })).openConversation;
  return { ...conversation, messages: messages ?? [] };
}

export async function sendReply(id: number, content: string): Promise<ConversationMessage> {
  return (await mutate(REPLY_TO_CONVERSATION_MUTATION, { id, content })).replyToConversation;
}

export async function updateConversation(id: number, change: { status?: ConversationStatus; priority?: ConversationPriority }): Promise<ConversationSummary> {
  return (await mutate(UPDATE_CONVERSATION_MUTATION, { id, status: change.status ?? null, priority: change.priority ?? null })).updateConversation;
}

export async function previewEmail(input: { customerEmail: string; subject: string; content: string }): Promise<EmailPreview> {
  return (await query(PREVIEW_EMAIL_QUERY, input)).previewEmail;
}

export async function processEmail(input: { customerEmail: string; subject: string; content: string }): Promise<ProcessedEmail> {
  return (await mutate(PROCESS_EMAIL_MUTATION, input)).processEmail;
}
