import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationPriority, ConversationStatus } from '../graphql/generated';
import { conversationKeys, fetchConversation, fetchConversations, fetchUnreadCount, sendReply, updateConversation } from './messagesApi';

/** Conversation data for the Messages tab. No polling (requirements A9): lists refresh after a reply or an update. */
export function useConversationList(status: string, search: string) {
  return useInfiniteQuery({
    queryKey: conversationKeys.list(status, search),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchConversations({ status, search }, pageParam),
    // The next page while the pages read so far hold fewer than the total.
    getNextPageParam: (last, pages) => (pages.reduce((sum, page) => sum + page.conversations.length, 0) < last.total ? last.page + 1 : undefined),
  });
}

export function useUnreadCount() {
  return useQuery({ queryKey: conversationKeys.unread, queryFn: fetchUnreadCount });
}

/** Opening a thread marks it read on the server, so the list and the badge are refreshed once it has loaded. */
export function useConversation(id: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: conversationKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: async () => {
      const conversation = await fetchConversation(id as number);
      void client.invalidateQueries({ queryKey: ['conversations', 'list'] });
      void client.invalidateQueries({ queryKey: conversationKeys.unread });
      return conversation;
    },
  });
}

export function useConversationActions(id: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: conversationKeys.all });
  const reply = useMutation({ mutationFn: (content: string) => sendReply(id, content), onSuccess: refresh });
  const update = useMutation({
    mutationFn: (change: { status?: ConversationStatus; priority?: ConversationPriority }) => updateConversation(id, change),
    onSuccess: refresh,
  });
  return { reply, update };
}
