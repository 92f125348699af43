import { adminRequest } from '../api/request';

export const CONVERSATION_STATUSES = ['open', 'pending', 'closed'] as const;
export const CONVERSATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;

export interface ConversationSummary {
  id: number;
  subject: string;
  status: string;
  priority: string;
  lastMessageAt: string;
  unread: boolean;
  customer: { id: number | null; email: string; name: string };
  order: { id: number; orderNumber: string } | null;
}

export interface ConversationMessage {
  id: number;
  content: string;
  senderType: 'customer' | 'admin' | 'system';
  /** Who on the staff wrote a reply; null for other messages. */
  staffName: string | null;
  isRead: boolean;
  createdAt: string;
}

export interface ConversationDetail extends ConversationSummary {
  messages: ConversationMessage[];
}

/** react-query keys: a reply or an update invalidates the whole 'conversations' family. */
export const conversationKeys = {
  all: ['conversations'] as const,
  list: (status: string, search: string) => ['conversations', 'list', status, search] as const,
  unread: ['conversations', 'unread'] as const,
  detail: (id: number) => ['conversations', 'detail', id] as const,
};

/** Conversations per page of the list; "Load more" fetches the next page. */
const CONVERSATIONS_PAGE_SIZE = 50;

interface ConversationListPage {
  conversations: ConversationSummary[];
  total: number;
  page: number;
}

/** One page of the list, narrowed by status and by a search (an order number, or part of a name or e-mail). */
export function fetchConversations(filter: { status: string; search: string }, page: number): Promise<ConversationListPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(CONVERSATIONS_PAGE_SIZE) });
  if (filter.status) query.set('status', filter.status);
  if (filter.search.trim()) query.set('search', filter.search.trim());
  return adminRequest<ConversationListPage>(`/api/admin/conversations?${query.toString()}`);
}

export async function fetchUnreadCount(): Promise<number> {
  return (await adminRequest<{ count: number }>('/api/admin/conversations/unread-count')).count;
}

export function fetchConversation(id: number): Promise<ConversationDetail> {
  return adminRequest<ConversationDetail>(`/api/admin/conversations/${id}`);
}

export function sendReply(id: number, content: string): Promise<ConversationMessage> {
  return adminRequest<ConversationMessage>(`/api/admin/conversations/${id}/messages`, { json: { content } });
}

export function updateConversation(id: number, change: { status?: string; priority?: string }): Promise<ConversationSummary> {
  return adminRequest<ConversationSummary>(`/api/admin/conversations/${id}`, { method: 'PATCH', json: change });
}

export interface ProcessedEmail {
  conversationId: number;
  created: boolean;
  linkedOrderNumber: string | null;
}

/** What processing would do (the server's dry run): nothing is written and no mail is sent. */
export interface EmailPreview {
  dryRun: true;
  created: boolean;
  conversationId: number | null;
  conversationSubject: string;
  linkedOrderNumber: string | null;
  /** null when the e-mail continues a conversation: only a new one is acknowledged. */
  acknowledgement: { recipient: string; subject: string } | null;
}

export function previewEmail(input: { customerEmail: string; subject: string; content: string }): Promise<EmailPreview> {
  return adminRequest<EmailPreview>('/api/admin/process-email/preview', { json: input });
}

export function processEmail(input: { customerEmail: string; subject: string; content: string }): Promise<ProcessedEmail> {
  return adminRequest<ProcessedEmail>('/api/admin/process-email', { json: input });
}
