import { ApolloLink } from '@apollo/client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, defaultI18nProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { of } from 'rxjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleQueryClient } from '../App';
import { createApolloClient } from '../api/apollo';
import { saveSession } from '../api/session';
import { createDataProvider } from '../dataProvider/dataProvider';
import { MessagesPage } from './MessagesPage';

const summary = {
  __typename: 'Conversation',
  id: 5,
  subject: 'Apostille for Spain',
  status: 'open',
  priority: 'normal',
  lastMessageAt: '2026-03-02T15:07:00.000Z',
  unread: true,
  customer: { __typename: 'ConversationCustomer', id: null, email: 'carla@example.com', name: 'Carla' },
  order: null,
};
const message = {
  __typename: 'ConversationMessage',
  id: 9,
  content: 'Can you help?',
  senderType: 'customer',
  staffName: null,
  isRead: true,
  createdAt: summary.lastMessageAt,
};

function renderPage() {
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  let opened = false;
  const link = new ApolloLink((operation) => {
    const name = operation.operationName ?? '';
    sent.push({ name, variables: operation.variables });
    if (name === 'Conversations')
      return of({ data: { conversationList: { __typename: 'ConversationPage', conversations: [summary], total: 1, page: 1, pageSize: 50 } } });
    if (name === 'UnreadConversationCount') return of({ data: { unreadConversationCount: opened ? 0 : 1 } });
    if (name === 'OpenConversation') {
      opened = true;
      return of({ data: { openConversation: { ...summary, unread: false, messages: [message] } } });
    }
    return of({ errors: [{ message: `no stand-in for ${name}` }] });
  });
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={defaultI18nProvider} queryClient={consoleQueryClient()} dataProvider={createDataProvider(createApolloClient(link))}>
        <MessagesPage />
      </AdminContext>
    </MemoryRouter>,
  );
  return sent;
}

beforeEach(() => {
  localStorage.clear();
  saveSession('token', { username: 'clerk', email: 'clerk@example.com', role: 'admin', twoFactorEnabled: false });
});

describe('Messages page', () => {
  it('lists the conversations, opens one beside the list, and the unread count follows', async () => {
    const sent = renderPage();
    expect(await screen.findByText('1 unread')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    fireEvent.click(await within(list).findByText('Apostille for Spain'));
    expect(await screen.findByText('Can you help?')).toBeTruthy();
    expect(sent.find((call) => call.name === 'OpenConversation')?.variables).toEqual({ id: 5 });
    await waitFor(() => expect(screen.queryByText('1 unread')).toBeNull());
  });
});
