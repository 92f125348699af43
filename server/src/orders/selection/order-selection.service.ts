import { BadRequestException, Injectable } from '@nestjs/common';
import { ADMIN_BULK_STATUS_MAX_ORDERS, ADMIN_ORDER_MESSAGES } from '@apostille/domain';
import { AdminOrdersService, type AdminOrderListFilter } from '../admin/admin-orders.service.js';
import { AutomationOrderFactsService, type NamedOrder } from '../automation-order-facts.service.js';
import { type IgnoredEntry, lookupKeys, sortEntries } from './order-entry-sorting.js';

/** Orders staff chose on the list: the entries they named (order numbers or ids), or every order matching the list's filter. */
export type OrderSelection = { entries: readonly string[] } | { matching: Omit<AdminOrderListFilter, 'ids'> };

export interface SelectedOrders {
  /** Live orders, each once. */
  orders: NamedOrder[];
  /** Entries that name no live order (or repeat one), with why; never for a filter. */
  ignored: IgnoredEntry[];
}

/**
 * What a bulk action from the console acts on. "All matching" is read from the list's filter here,
 * never from ids the browser sends, and is capped as a bulk status change is: beyond the cap
 * nothing happens and staff are asked to narrow the list.
 */
@Injectable()
export class OrderSelectionService {
  constructor(
    private readonly adminOrders: AdminOrdersService,
    private readonly facts: AutomationOrderFactsService,
  ) {}

  async resolve(selection: OrderSelection): Promise<SelectedOrders> {
    if ('entries' in selection) {
      const { ids, orderNumbers } = lookupKeys(selection.entries);
      return sortEntries(selection.entries, await this.facts.findNamedOrders(ids, orderNumbers));
    }
    // One more than the cap tells "too many" from "exactly the cap" without counting every match.
    const ids = await this.adminOrders.matchingIds(selection.matching, ADMIN_BULK_STATUS_MAX_ORDERS + 1);
    if (ids.length > ADMIN_BULK_STATUS_MAX_ORDERS) throw new BadRequestException(ADMIN_ORDER_MESSAGES.tooManyMatching);
    const found = await this.facts.findNamedOrders(ids, []);
    const byId = new Map(found.filter((order) => !order.deleted).map((order) => [order.id, order]));
    return { orders: ids.flatMap((id) => byId.get(id) ?? []), ignored: [] };
  }
}
