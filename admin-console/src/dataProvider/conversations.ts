import { HttpError, type GetListParams, type GetListResult, type UpdateParams } from 'react-admin';
import type { GraphqlCall } from '../api/graphql';
import type { ConversationMessageFieldsFragment, ConversationPriority, ConversationStatus, ConversationSummaryFieldsFragment } from '../graphql/generated';
import { OPEN_CONVERSATION_MUTATION, REPLY_TO_CONVERSATION_MUTATION, UPDATE_CONVERSATION_MUTATION, CONVERSATIONS_QUERY } from './conversationOperations';

/** The react-admin resource of customer conversations (the Messages tab). */
export const CONVERSATIONS = 'conversations';

/** The order of the console's menus; `satisfies` keeps them to the schema's enum values. */
export const CONVERSATION_STATUSES = ['open', 'pending', 'closed'] as const satisfies readonly ConversationStatus[];
export const CONVERSATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const satisfies readonly ConversationPriority[];

export type ConversationSummary = ConversationSummaryFieldsFragment;
export type ConversationMessage = ConversationMessageFieldsFragment;
export interface ConversationDetail extends ConversationSummary {
  messages: ConversationMessage[];
}

/** The server's page size is 1..100. */
const MAX_PAGE_SIZE = 100;

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Filter `status` (one of the statuses, else every status) and `q` (an order number, or part of a name or e-mail). */
export async function conversationsList(query: GraphqlCall, params: GetListParams): Promise<GetListResult<ConversationSummary>> {
  const filter = (params.filter ?? {}) as { status?: unknown; q?: unknown };
  const status = CONVERSATION_STATUSES.find((known) => known === filter.status) ?? null;
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, params.pagination?.perPage ?? 25));
  const page = Math.max(1, params.pagination?.page ?? 1);
  const data = await query(CONVERSATIONS_QUERY, { status, search: nonEmpty(filter.q), page, pageSize });
  return { data: data.conversationList.conversations, total: data.conversationList.total };
}

/** Reading a thread opens it: the server marks its customer messages read. */
export async function openConversation(mutate: GraphqlCall, id: unknown): Promise<ConversationDetail> {
  const { messages, ...conversation } = (await mutate(OPEN_CONVERSATION_MUTATION, { id: Number(id) })).openConversation;
  return { ...conversation, messages: messages ?? [] };
}

/** Status and priority are the fields staff change; the messages read before stay on the record. */
export async function updateConversation(mutate: GraphqlCall, params: UpdateParams): Promise<ConversationSummary & Partial<ConversationDetail>> {
  const data = (params.data ?? {}) as { status?: unknown; priority?: unknown };
  const status = CONVERSATION_STATUSES.find((known) => known === data.status) ?? null;
  const priority = CONVERSATION_PRIORITIES.find((known) => known === data.priority) ?? null;
  if (!status && !priority) throw new HttpError('Nothing to change', 400);
  const updated = (await mutate(UPDATE_CONVERSATION_MUTATION, { id: Number(params.id), status, priority })).updateConversation;
  const previous = params.previousData as Partial<ConversationDetail> | undefined;
  return previous?.messages ? { ...updated, messages: previous.messages } : updated;
}

export async function replyToConversation(mutate: GraphqlCall, id: number, content: string): Promise<ConversationMessage> {
  return (await mutate(REPLY_TO_CONVERSATION_MUTATION, { id, content })).replyToConversation;
}
