import { ApolloLink } from '@apollo/client';
import { HttpError } from 'react-admin';
import { of } from 'rxjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApolloClient } from '../api/apollo';
import { createDataProvider } from './dataProvider';
import type { AdminOrder } from './types';

interface Recorded {
  operationName: string | undefined;
  variables: Record<string, unknown>;
  authorization: string | undefined;
}

const order: AdminOrder = {
  id: 7,
  orderNumber: 'APO-2026-007',
  status: 'pending',
  createdAt: '2026-01-05T15:07:00.000Z',
  updatedAt: '2026-01-05T15:07:00.000Z',
  customerFirstName: 'Ada',
  customerLastName: 'Lovelace',
  customerEmail: 'ada@example.com',
  customerPhone: '8505550123',
  serviceLevel: 'rush',
  documentType: 'Birth Certificate',
  documentCount: 2,
  destinationCountry: 'Spain',
  deliveryMethod: 'mail',
  shippingStreet: '1 Main St',
  shippingCity: 'Tallahassee',
  shippingState: 'FL',
  shippingZipCode: '32301',
  shippingCountry: 'United States',
  shippingNotes: null,
  totalAmount: 411.45,
  notes: null,
};

/**
 * A terminating link standing in for the HTTP transport: it records each operation as the
 * server would receive it and answers with what `respond` returns (data, or GraphQL errors).
 */
function recordingProvider(respond: (name: string | undefined, variables: Record<string, unknown>) => { data?: unknown; errors?: unknown[] }) {
  const operations: Recorded[] = [];
  const link = new ApolloLink((operation) => {
    const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
    operations.push({ operationName: operation.operationName, variables: operation.variables, authorization: headers.Authorization });
    return of(respond(operation.operationName, operation.variables) as ApolloLink.Result);
  });
  return { provider: createDataProvider(createApolloClient(link)), operations };
}

const withTypename = (o: AdminOrder) => ({ __typename: 'AdminOrder', ...o });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('adminToken', 'jwt-admin');
});

describe('dataProvider → staff GraphQL', () => {
  it('getList maps filter, sort and page to orders(filter, sort, page) with the bearer header', async () => {
    const { provider, operations } = recordingProvider(() => ({
      data: { orders: { __typename: 'AdminOrderPage', items: [withTypename(order)], total: 31, totalCapped: false } },
    }));
    const result = await provider.getList('orders', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'totalAmount', order: 'ASC' },
      filter: { q: ' lovelace ', status: 'pending' },
    });
    expect(operations).toEqual([
      {
        operationName: 'AdminOrders',
        variables: { filter: { status: 'pending', search: 'lovelace' }, sort: { field: 'totalAmount', order: 'ASC' }, page: { page: 2, perPage: 25 } },
        authorization: 'Bearer jwt-admin',
      },
    ]);
    expect(result.total).toBe(31);
    expect(result.meta).toEqual({ totalCapped: false });
    expect(result.data[0]).toMatchObject({ id: 7, orderNumber: 'APO-2026-007' });
  });

  it("getList treats status 'all' as no status, caps perPage at 100 and sorts unknown fields by createdAt", async () => {
    const { provider, operations } = recordingProvider(() => ({ data: { orders: { items: [], total: 0 } } }));
    await provider.getList('orders', { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'DESC' }, filter: { status: 'all' } });
    expect(operations[0].variables).toEqual({ filter: {}, sort: { field: 'createdAt', order: 'DESC' }, page: { page: 1, perPage: 100 } });
  });

  it('getOne asks order(id) and getMany asks orders(filter: { ids })', async () => {
    const { provider, operations } = recordingProvider((name) =>
      name === 'AdminOrder' ? { data: { order: { ...withTypename(order), documents: [] } } } : { data: { orders: { items: [withTypename(order)], total: 1 } } },
    );
    const one = await provider.getOne('orders', { id: '7' });
    const many = await provider.getMany('orders', { ids: [7, '8'] });
    expect(operations.map((o) => [o.operationName, o.variables])).toEqual([
      ['AdminOrder', { id: 7 }],
      ['AdminOrders', { filter: { ids: [7, 8] }, page: { page: 1, perPage: 2 } }],
    ]);
    expect(one.data).toMatchObject({ id: 7, documents: [] });
    expect(many.data).toHaveLength(1);
  });

  it('update sends only the changed fields to updateOrder', async () => {
    const { provider, operations } = recordingProvider(() => ({
      data: { updateOrder: withTypename({ ...order, customerPhone: '8505550199', notes: 'Call first' }) },
    }));
    const result = await provider.update('orders', {
      id: 7,
      data: { ...order, customerPhone: '8505550199', notes: 'Call first' },
      previousData: order,
    });
    expect(operations.map((o) => [o.operationName, o.variables])).toEqual([
      ['UpdateOrder', { id: 7, input: { customerPhone: '8505550199', notes: 'Call first' } }],
    ]);
    expect(result.data).toMatchObject({ customerPhone: '8505550199' });
  });

  it('update uses updateOrderStatus when only the status changes, with the notes', async () => {
    const { provider, operations } = recordingProvider(() => ({ data: { updateOrderStatus: withTypename({ ...order, status: 'shipped' }) } }));
    await provider.update('orders', { id: 7, data: { status: 'shipped' }, previousData: order, meta: { statusNotes: 'Sent by FedEx' } });
    expect(operations.map((o) => [o.operationName, o.variables])).toEqual([['UpdateOrderStatus', { id: 7, status: 'shipped', notes: 'Sent by FedEx' }]]);
  });

  it('updateMany is one bulkUpdateOrderStatus call', async () => {
    const { provider, operations } = recordingProvider(() => ({
      data: { bulkUpdateOrderStatus: [3, 4, 5].map((id) => ({ __typename: 'AdminOrder', id, status: 'processing' })) },
    }));
    const result = await provider.updateMany('orders', { ids: [3, 4, 5], data: { status: 'processing' }, meta: { notes: 'Batch received' } });
    expect(operations.map((o) => [o.operationName, o.variables])).toEqual([
      ['BulkUpdateOrderStatus', { ids: [3, 4, 5], status: 'processing', notes: 'Batch received' }],
    ]);
    expect(result.data).toEqual([3, 4, 5]);
  });

  it('delete is deleteOrder; deleteMany is one deleteOrder per id', async () => {
    const { provider, operations } = recordingProvider((_name, variables) => ({
      data: { deleteOrder: withTypename({ ...order, id: variables.id as number }) },
    }));
    const one = await provider.delete('orders', { id: 7, previousData: order });
    const many = await provider.deleteMany('orders', { ids: [8, 9] });
    expect(operations.map((o) => [o.operationName, o.variables])).toEqual([
      ['DeleteOrder', { id: 7 }],
      ['DeleteOrder', { id: 8 }],
      ['DeleteOrder', { id: 9 }],
    ]);
    expect(one.data).toMatchObject({ id: 7 });
    expect(many.data).toEqual([8, 9]);
  });

  it('stats (and getOne stats for the cards) query stats', async () => {
    const stats = { __typename: 'AdminStats', totalOrders: 12, processingOrders: 4, completedOrders: 5, totalRevenue: 2468.5 };
    const { provider, operations } = recordingProvider(() => ({ data: { stats } }));
    expect(await provider.stats()).toEqual({
      id: 'current',
      totalOrders: 12,
      processingOrders: 4,
      completedOrders: 5,
      totalRevenue: 2468.5,
      __typename: 'AdminStats',
    });
    expect((await provider.getOne('stats', { id: 'current' })).data).toMatchObject({ totalOrders: 12 });
    expect(operations.map((o) => o.operationName)).toEqual(['AdminStats', 'AdminStats']);
  });

  it("getList('refunded-checkouts') pages with take/skip (at most 100) and keys rows by payment intent id", async () => {
    const refund = {
      __typename: 'RefundedCheckout',
      paymentIntentId: 'pi_1',
      provider: 'stripe',
      amount: 20,
      customerEmail: null,
      reason: null,
      status: 'pending',
      createdAt: '2026-01-05T15:07:00.000Z',
      refundedAt: null,
    };
    const { provider, operations } = recordingProvider(() => ({
      data: { refundedCheckouts: { __typename: 'RefundedCheckoutPage', items: [refund], total: 101 } },
    }));
    const page = await provider.getList('refunded-checkouts', { pagination: { page: 3, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    await provider.getList('refunded-checkouts', { pagination: { page: 2, perPage: 500 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(operations.map((o) => [o.operationName, o.variables])).toEqual([
      ['RefundedCheckouts', { take: 50, skip: 100 }],
      ['RefundedCheckouts', { take: 100, skip: 100 }],
    ]);
    expect(page.total).toBe(101);
    expect(page.data[0]).toMatchObject({ id: 'pi_1', paymentIntentId: 'pi_1', status: 'pending' });
  });

  it('an authentication error becomes HttpError 401; other errors keep their status', async () => {
    const { provider } = recordingProvider((name) =>
      name === 'AdminStats'
        ? { errors: [{ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } }] }
        : { errors: [{ message: 'Order not found', extensions: { code: 'NOT_FOUND', originalError: { statusCode: 404, message: 'Order not found' } } }] },
    );
    const auth = await provider.stats().catch((error: unknown) => error);
    expect(auth).toBeInstanceOf(HttpError);
    expect(auth).toMatchObject({ status: 401, message: 'Authentication required' });
    const missing = await provider.update('orders', { id: 1, data: { notes: 'x' }, previousData: order }).catch((error: unknown) => error);
    expect(missing).toMatchObject({ status: 404, message: 'Order not found' });
  });
});
