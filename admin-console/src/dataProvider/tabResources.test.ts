import { ApolloLink } from '@apollo/client';
import { HttpError } from 'react-admin';
import { of } from 'rxjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApolloClient } from '../api/apollo';
import { createDataProvider } from './dataProvider';

/** The stand-in transport of dataProvider.test.ts: it records each operation and answers with `respond`. */
function recordingProvider(respond: (name: string, variables: Record<string, unknown>) => { data?: unknown; errors?: unknown[] }) {
  const operations: [string, Record<string, unknown>][] = [];
  const link = new ApolloLink((operation) => {
    operations.push([operation.operationName ?? '', operation.variables]);
    return of(respond(operation.operationName ?? '', operation.variables) as ApolloLink.Result);
  });
  return { provider: createDataProvider(createApolloClient(link)), operations };
}

const listParams = (page: number, perPage: number, filter: Record<string, unknown> = {}) => ({
  pagination: { page, perPage },
  sort: { field: 'id', order: 'ASC' as const },
  filter,
});

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
  content: 'Hello',
  senderType: 'customer',
  staffName: null,
  isRead: true,
  createdAt: '2026-03-02T15:07:00.000Z',
};

const member = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'StaffMember',
  id,
  username: `clerk${id}`,
  email: `clerk${id}@example.com`,
  role: 'staff',
  disabled: false,
  twoFactorEnabled: true,
  createdAt: '2026-01-05T15:07:00.000Z',
  ...overrides,
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('adminToken', 'jwt-admin');
});

describe('conversations', () => {
  it('getList sends the status and the trimmed search with the page, and answers the total', async () => {
    const { provider, operations } = recordingProvider(() => ({
      data: { conversationList: { __typename: 'ConversationPage', conversations: [summary], total: 51, page: 2, pageSize: 50 } },
    }));
    const result = await provider.getList('conversations', listParams(2, 50, { status: 'pending', q: ' APO-2026-1 ' }));
    await provider.getList('conversations', listParams(1, 500, { status: 'bogus', q: '  ' }));
    expect(operations).toEqual([
      ['Conversations', { status: 'pending', search: 'APO-2026-1', page: 2, pageSize: 50 }],
      ['Conversations', { status: null, search: null, page: 1, pageSize: 100 }],
    ]);
    expect(result.total).toBe(51);
    expect(result.data[0]).toMatchObject({ id: 5, subject: 'Apostille for Spain' });
  });

  it('getOne opens the thread (marking it read) and answers its messages', async () => {
    const { provider, operations } = recordingProvider(() => ({ data: { openConversation: { ...summary, unread: false, messages: [message] } } }));
    const { data } = await provider.getOne('conversations', { id: '5' });
    expect(operations).toEqual([['OpenConversation', { id: 5 }]]);
    expect(data).toMatchObject({ id: 5, unread: false, messages: [{ id: 9, content: 'Hello' }] });
  });

  it('update changes the status or the priority and keeps the messages already read', async () => {
    const { provider, operations } = recordingProvider(() => ({ data: { updateConversation: { ...summary, priority: 'urgent' } } }));
    const { data } = await provider.update('conversations', { id: 5, data: { priority: 'urgent' }, previousData: { ...summary, messages: [message] } });
    expect(operations).toEqual([['UpdateConversation', { id: 5, status: null, priority: 'urgent' }]]);
    expect(data).toMatchObject({ priority: 'urgent', messages: [{ id: 9 }] });
    const refused = await provider.update('conversations', { id: 5, data: { priority: 'whenever' }, previousData: summary }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(operations).toHaveLength(1);
  });

  it('replies and counts the unread conversations', async () => {
    const { provider, operations } = recordingProvider((name) =>
      name === 'UnreadConversationCount'
        ? { data: { unreadConversationCount: 3 } }
        : { data: { replyToConversation: { ...message, id: 10, senderType: 'admin', content: 'Yes' } } },
    );
    expect(await provider.unreadConversationCount()).toBe(3);
    expect(await provider.replyToConversation(5, 'Yes')).toMatchObject({ id: 10, content: 'Yes' });
    expect(operations).toEqual([
      ['UnreadConversationCount', {}],
      ['ReplyToConversation', { id: 5, content: 'Yes' }],
    ]);
  });
});

describe('translation services and quotes', () => {
  it('getList asks the page (of 100, whatever perPage) and says whether another may follow', async () => {
    const services = Array.from({ length: 100 }, (_, i) => ({ __typename: 'TranslationServiceItem', id: i + 1 }));
    const { provider, operations } = recordingProvider((name) =>
      name === 'TranslationServices'
        ? { data: { translationServices: services } }
        : { data: { translationQuotes: [{ __typename: 'TranslationQuote', id: 1 }] } },
    );
    const full = await provider.getList('translation-services', listParams(1, 25));
    const short = await provider.getList('translation-quotes', listParams(2, 100));
    expect(operations).toEqual([
      ['TranslationServices', { page: 1 }],
      ['TranslationQuotes', { page: 2 }],
    ]);
    expect(full.data).toHaveLength(100);
    expect(full.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    expect(short.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
  });

  it('update saves a service status and notes, and prices a quote', async () => {
    const { provider, operations } = recordingProvider((name) =>
      name === 'UpdateTranslationService'
        ? { data: { updateTranslationService: { __typename: 'TranslationServiceItem', id: 3, status: 'completed', notes: '' } } }
        : { data: { priceTranslationQuote: { __typename: 'TranslationQuote', id: 7, status: 'sent' } } },
    );
    await provider.update('translation-services', { id: 3, data: { status: 'completed', notes: '' }, previousData: { id: 3 } });
    const priced = await provider.update('translation-quotes', { id: 7, data: { price: 120.5 }, previousData: { id: 7 } });
    expect(operations).toEqual([
      ['UpdateTranslationService', { id: 3, status: 'completed', notes: '' }],
      ['PriceTranslationQuote', { id: 7, price: 120.5 }],
    ]);
    expect(priced.data).toMatchObject({ status: 'sent' });
    // A price of nothing never reaches the server.
    await expect(provider.update('translation-quotes', { id: 7, data: { price: 0 }, previousData: { id: 7 } })).rejects.toBeInstanceOf(HttpError);
    expect(operations).toHaveLength(2);
  });
});

describe('automation rules', () => {
  it('getList pages the rules here, update switches one on or off', async () => {
    const rules = [1, 2, 3].map((id) => ({
      __typename: 'AutomationRule',
      id,
      name: `Rule ${id}`,
      description: '',
      triggerType: 'time_based',
      isActive: false,
    }));
    const { provider, operations } = recordingProvider((name) =>
      name === 'AutomationRules'
        ? { data: { automationRules: rules } }
        : { data: { setAutomationRuleActive: { __typename: 'AutomationRule', id: 2, isActive: true } } },
    );
    const page = await provider.getList('automation-rules', listParams(2, 2));
    expect(page).toMatchObject({ total: 3, data: [{ id: 3 }] });
    const { data } = await provider.update('automation-rules', { id: 2, data: { isActive: true }, previousData: rules[1] });
    expect(data).toMatchObject({ id: 2, name: 'Rule 2', isActive: true });
    expect(operations).toEqual([
      ['AutomationRules', {}],
      ['SetAutomationRuleActive', { id: 2, isActive: true }],
    ]);
  });
});

describe('staff', () => {
  it('lists, creates and changes accounts one mutation per change', async () => {
    const { provider, operations } = recordingProvider((name, variables) => {
      if (name === 'StaffMembers') return { data: { staffMembers: [member(1), member(2)] } };
      if (name === 'CreateStaffMember') return { data: { createStaffMember: member(3) } };
      if (name === 'ChangeStaffRole') return { data: { changeStaffRole: member(2, { role: variables.role }) } };
      if (name === 'SetStaffDisabled') return { data: { setStaffDisabled: member(2, { disabled: variables.disabled }) } };
      return { data: { resetStaffTwoFactor: member(2, { twoFactorEnabled: false }) } };
    });
    expect((await provider.getList('staff', listParams(1, 100))).total).toBe(2);
    await provider.create('staff', { data: { username: 'clerk3', email: 'clerk3@example.com', role: 'staff', password: 'a long password' } });
    await provider.update('staff', { id: 2, data: { role: 'admin' }, previousData: member(2) });
    await provider.update('staff', { id: 2, data: { disabled: true }, previousData: member(2) });
    const reset = await provider.update('staff', { id: 2, data: {}, previousData: member(2), meta: { resetTwoFactor: true } });
    expect(reset.data).toMatchObject({ twoFactorEnabled: false });
    expect(operations).toEqual([
      ['StaffMembers', {}],
      ['CreateStaffMember', { input: { username: 'clerk3', email: 'clerk3@example.com', role: 'staff', password: 'a long password' } }],
      ['ChangeStaffRole', { id: 2, role: 'admin' }],
      ['SetStaffDisabled', { id: 2, disabled: true }],
      ['ResetStaffTwoFactor', { id: 2 }],
    ]);
  });

  it('reads and sets the require-two-factor setting as one record', async () => {
    const { provider, operations } = recordingProvider((name) =>
      name === 'StaffSettings'
        ? { data: { staffSettings: { __typename: 'StaffSettings', requireTwoFactor: false } } }
        : { data: { setRequireTwoFactor: { __typename: 'StaffSettings', requireTwoFactor: true } } },
    );
    expect((await provider.getOne('staff-settings', { id: 'current' })).data).toMatchObject({ id: 'current', requireTwoFactor: false });
    const { data } = await provider.update('staff-settings', { id: 'current', data: { requireTwoFactor: true }, previousData: { id: 'current' } });
    expect(data).toMatchObject({ id: 'current', requireTwoFactor: true });
    expect(operations).toEqual([
      ['StaffSettings', {}],
      ['SetRequireTwoFactor', { enabled: true }],
    ]);
  });
});
