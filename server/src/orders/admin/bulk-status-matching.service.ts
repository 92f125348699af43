import { BadRequestException, Injectable } from '@nestjs/common';
import { ADMIN_BULK_STATUS_MAX_ORDERS, ADMIN_ORDER_MESSAGES } from '@apostille/domain';
import type { OrderChangeActor } from '../../common/staff-actor.js';
import { OrderStateService } from '../order-state.service.js';
import { type AdminOrderListFilter, AdminOrdersService } from './admin-orders.service.js';

export interface MatchingStatusChange {
  /** Orders the filter matched when the change ran. */
  matched: number;
  /** Of those, the orders now in the status (changed, or already in it); a deleted one meanwhile is left out. */
  updated: number;
}

/**
 * "Select all N matching" on the orders list: the status change applies to the list's filter as the
 * server reads it, not to ids a browser sends. Capped like a bulk change of chosen rows: beyond the
 * cap nothing changes and staff are asked to narrow the list.
 */
@Injectable()
export class BulkStatusMatchingService {
  constructor(
    private readonly orders: AdminOrdersService,
    private readonly orderState: OrderStateService,
  ) {}

  async apply(
    filter: Omit<AdminOrderListFilter, 'ids'>,
    status: string,
    notes: string | null | undefined,
    actor: OrderChangeActor,
  ): Promise<MatchingStatusChange> {
    // One more than the cap tells "too many" from "exactly the cap" without counting every match.
    const ids = await this.orders.matchingIds(filter, ADMIN_BULK_STATUS_MAX_ORDERS + 1);
    if (ids.length > ADMIN_BULK_STATUS_MAX_ORDERS) throw new BadRequestException(ADMIN_ORDER_MESSAGES.tooManyMatching);
    if (ids.length === 0) return { matched: 0, updated: 0 };
    const updated = await this.orderState.bulkUpdateStatus(ids, status, notes, actor);
    return { matched: ids.length, updated: updated.length };
  }
}
