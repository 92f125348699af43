import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider/dataProvider';
import { CONVERSATIONS } from '../dataProvider/conversations';

/**
 * react-query keys under the resource's name, as react-admin's own (`['conversations', 'getOne', …]`),
 * so refreshing `conversationKeys.all` refreshes the list, the open thread and the badge together.
 */
export const conversationKeys = {
  all: [CONVERSATIONS] as const,
  list: [CONVERSATIONS, 'getInfiniteList'] as const,
  unread: [CONVERSATIONS, 'unreadCount'] as const,
};

/** No polling (requirements A9): the count refreshes after a thread is opened, a reply or an update. */
export function useUnreadCount() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({ queryKey: conversationKeys.unread, queryFn: () => dataProvider.unreadConversationCount() });
}

export function useReply(id: number) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => dataProvider.replyToConversation(id, content),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
