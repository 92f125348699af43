import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { AutomationOrderFactsService } from '../orders/automation-order-facts.service.js';
import { publishDomainEvent, publishDomainEvents } from '../events/domain-event-publisher.js';
import { readOrderEntry } from '@apostille/domain';
import { AUTOMATION_REQUEST_MESSAGES, BATCH_MAX_ORDER_IDS } from './dto/automation-requests.dto.js';
import type { IgnoredEntry } from '../orders/selection/order-entry-sorting.js';
import { OrderSelectionService, type OrderSelection } from '../orders/selection/order-selection.service.js';
import type { AutomationTriggerType } from './entities/automation-rule.entity.js';
import type { OrderChangeActor } from '../common/staff-actor.js';
import { UnitOfWork } from '../database/unit-of-work.js';

/** Trigger data is recorded with every run it causes: kept small. */
export const TRIGGER_DATA_MAX_BYTES = 4096;

/** triggerData may nest objects and arrays this many levels deep at most. */
const TRIGGER_DATA_MAX_DEPTH = 10;

export const AUTOMATION_REQUEST_ERRORS = {
  orderNotFound: 'Order not found',
  noActiveRule: (triggerType: string) => `No active automation rule listens to ${triggerType}: turn one on first`,
  triggerDataTooLarge: `triggerData must be at most ${TRIGGER_DATA_MAX_BYTES} bytes of JSON`,
  triggerDataTooDeep: `triggerData may nest objects and arrays at most ${TRIGGER_DATA_MAX_DEPTH} levels deep`,
} as const;

export interface TriggeredAutomation {
  queued: true;
  orderId: number;
  orderNumber: string;
  triggerType: AutomationTriggerType;
  /** Active rules of that trigger type; each runs once on the order when its conditions hold. */
  activeRules: number;
}

export interface BatchResult {
  /** Orders handed to the automation queue (every active rule runs on each). */
  processed: number;
  /** Entries left out (the length of `ignored`). */
  failed: number;
  /** Each entry left out, with why: unknown, deleted, duplicate, tooLong or invalid. */
  ignored: IgnoredEntry[];
}

/**
 * Staff asking automation to run now. Both write domain events in the request's transaction, so the
 * work goes the way every event goes (relay → automation queue → engine, at least once, once per
 * rule and event) and a request answers as soon as the events are committed, whatever their number.
 */
@Injectable()
export class AutomationRequestsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditService,
    private readonly orders: AutomationOrderFactsService,
    private readonly selection: OrderSelectionService,
  ) {}

  /** `order`: the order's id, or its number as staff know it (APO-2026-005). */
  async trigger(
    order: number | string,
    triggerType: AutomationTriggerType,
    triggerData: Record<string, unknown>,
    actor: OrderChangeActor,
  ): Promise<TriggeredAutomation> {
    checkTriggerData(triggerData);
    return this.unitOfWork.run(async (manager) => {
      const orderId = await this.idOf(order);
      // Share-locked: the order cannot be deleted before the request is recorded.
      const orderNumber = orderId === null ? null : await this.orders.lockLiveOrderNumber(orderId);
      if (orderId === null || orderNumber === null) throw new NotFoundException(AUTOMATION_REQUEST_ERRORS.orderNotFound);
      const rules = await this.requireActiveRules(triggerType);
      await publishDomainEvent(manager, { type: 'automation.manual_trigger', payload: { orderId, triggerType, triggerData, adminId: actor.adminId } });
      await this.audit.record({
        actorType: 'admin',
        actorId: actor.adminId,
        action: 'automation.triggered',
        orderId,
        details: { triggerType, triggerData },
        ipAddress: actor.ipAddress,
      });
      return { queued: true as const, orderId, orderNumber, triggerType, activeRules: rules };
    });
  }

  /**
   * One trigger for each order of a selection from the orders list (chosen rows or all matching):
   * each order gets its own event, as if triggered one by one; entries naming no live order are
   * answered with their reason and never fail the others.
   */
  async triggerMany(
    selection: OrderSelection,
    triggerType: AutomationTriggerType,
    triggerData: Record<string, unknown>,
    actor: OrderChangeActor,
  ): Promise<BatchResult> {
    checkTriggerData(triggerData);
    checkSelectionSize(selection);
    return this.unitOfWork.run(async (manager) => {
      await this.requireActiveRules(triggerType);
      const { orders, ignored } = await this.selection.resolve(selection);
      await publishDomainEvents(
        manager,
        orders.map((order) => ({
          type: 'automation.manual_trigger' as const,
          payload: { orderId: order.id, triggerType, triggerData, adminId: actor.adminId },
        })),
      );
      await this.audit.record({
        actorType: 'admin',
        actorId: actor.adminId,
        action: 'automation.triggered_many',
        details: { triggerType, triggerData, processed: orders.length, failed: ignored.length, ignored: ignored.slice(0, 20) },
        ipAddress: actor.ipAddress,
      });
      return { processed: orders.length, failed: ignored.length, ignored };
    });
  }

  /**
   * Runs every active rule on each live order of the selection: the entries named (order numbers or
   * ids), or all orders matching the list's filter. Every entry is answered: a bad one is ignored
   * with its reason, never failing the others.
   */
  async batch(selection: OrderSelection, actor: OrderChangeActor): Promise<BatchResult> {
    checkSelectionSize(selection);
    return this.unitOfWork.run(async (manager) => {
      const { orders, ignored } = await this.selection.resolve(selection);
      const requested = 'entries' in selection ? selection.entries.length : orders.length;
      // One INSERT for the lot; the relay hands them to the queue in batches.
      await publishDomainEvents(
        manager,
        orders.map((order) => ({ type: 'automation.batch_requested' as const, payload: { orderId: order.id, adminId: actor.adminId } })),
      );
      await this.audit.record({
        actorType: 'admin',
        actorId: actor.adminId,
        action: 'automation.batch_requested',
        details: { requested, processed: orders.length, failed: ignored.length, ignored: ignored.slice(0, 20) },
        ipAddress: actor.ipAddress,
      });
      return { processed: orders.length, failed: ignored.length, ignored };
    });
  }

  /** Active rules of the type; a trigger nothing listens to would be recorded as done and change nothing: say so instead. */
  private async requireActiveRules(triggerType: AutomationTriggerType): Promise<number> {
    const [{ rules }]: { rules: number }[] = await this.unitOfWork.manager.query(
      `SELECT count(*)::int AS rules FROM automation_rules WHERE is_active AND trigger_type = $1`,
      [triggerType],
    );
    if (rules === 0) throw new ConflictException(AUTOMATION_REQUEST_ERRORS.noActiveRule(triggerType));
    return rules;
  }

  /** The id an order reference names (an id as given, or the id of an order number); null when it names none. */
  private async idOf(order: number | string): Promise<number | null> {
    if (typeof order === 'number') return order;
    const read = readOrderEntry(order);
    if (read.kind === 'id') return read.id;
    if (read.kind === 'refused') return null;
    const [found] = await this.orders.findNamedOrders([], [read.orderNumber]);
    return found && !found.deleted ? found.id : null;
  }
}

/**
 * PostgreSQL refuses jsonb nested past its stack depth with an internal error: refuse it first, in
 * words, and before JSON.stringify walks it recursively.
 */
function checkTriggerData(triggerData: Record<string, unknown>): void {
  if (jsonDepth(triggerData) > TRIGGER_DATA_MAX_DEPTH) throw new BadRequestException(AUTOMATION_REQUEST_ERRORS.triggerDataTooDeep);
  if (Buffer.byteLength(JSON.stringify(triggerData)) > TRIGGER_DATA_MAX_BYTES) throw new BadRequestException(AUTOMATION_REQUEST_ERRORS.triggerDataTooLarge);
}

/** A list of entries holds 1 to BATCH_MAX_ORDER_IDS; a filter is capped where it is read. */
function checkSelectionSize(selection: OrderSelection): void {
  if ('entries' in selection && (selection.entries.length === 0 || selection.entries.length > BATCH_MAX_ORDER_IDS)) {
    throw new BadRequestException(AUTOMATION_REQUEST_MESSAGES.entriesInvalid);
  }
}

/** How deep a JSON value nests (a scalar is 0), counted without recursion so no input can overflow the stack. */
function jsonDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > TRIGGER_DATA_MAX_DEPTH) return deepest;
    for (const child of Object.values(current as Record<string, unknown>)) pending.push([child, depth + 1]);
  }
  return deepest;
}
