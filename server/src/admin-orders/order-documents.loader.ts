import type { OrderDocument } from '../orders/entities/order-document.entity.js';

type Waiter = { resolve: (documents: OrderDocument[]) => void; reject: (error: unknown) => void };

/**
 * Collects the `documents` look-ups of one GraphQL request and answers them with one query: the
 * field resolvers of a list's items all run before the next turn of the event loop, so the batch
 * is flushed with setImmediate.
 */
export class OrderDocumentsLoader {
  private pending = new Map<number, Waiter[]>();
  private scheduled = false;

  constructor(private readonly loadMany: (orderIds: number[]) => Promise<Map<number, OrderDocument[]>>) {}

  load(orderId: number): Promise<OrderDocument[]> {
    return new Promise((resolve, reject) => {
      const waiters = this.pending.get(orderId) ?? [];
      waiters.push({ resolve, reject });
      this.pending.set(orderId, waiters);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    this.scheduled = false;
    try {
      const documents = await this.loadMany([...batch.keys()]);
      for (const [orderId, waiters] of batch) for (const waiter of waiters) waiter.resolve(documents.get(orderId) ?? []);
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }
}
