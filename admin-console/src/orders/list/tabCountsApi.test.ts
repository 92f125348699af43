import { ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../api/apollo';
import { fetchOrderTabCounts, tabCountsFilter } from './tabCountsApi';

describe('status tab counts', () => {
  it('follow the search box and the office, never the status or tab chosen', () => {
    expect(tabCountsFilter({ q: '  smith ', status: 'pending', statusGroup: 'processing', office: 'us-dos' })).toEqual({ search: 'smith', office: 'us-dos' });
    expect(tabCountsFilter({ q: '   ', status: 'pending' })).toEqual({ search: undefined, office: undefined });
  });

  it('ask the server once for the four tabs of that filter', async () => {
    const sent: Record<string, unknown>[] = [];
    const link = new ApolloLink((operation) => {
      sent.push(operation.variables);
      return of({
        data: { orderTabCounts: { __typename: 'AdminOrderTabCounts', all: 6, pending: 2, processing: 3, complete: 1 } },
      } as ApolloLink.Result);
    });
    const counts = await fetchOrderTabCounts({ search: 'smith' }, createApolloClient(link));
    expect(counts).toEqual({ all: 6, pending: 2, processing: 3, complete: 1 });
    expect(sent).toEqual([{ filter: { search: 'smith' } }]);
  });
});
