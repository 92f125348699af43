import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { AutomationOrderFactsService } from '../orders/automation-order-facts.service.js';
import { publishDomainEvent, publishDomainEvents } from '../events/domain-event-publisher.js';
import { AUTOMATION_REQUEST_MESSAGES } from './dto/automation-requests.dto.js';
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
  /** Ids that name no order (unknown or deleted). */
  failed: number;
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
  ) {}

  async trigger(
    orderId: number,
    triggerType: AutomationTriggerType,
    triggerData: Record<string, unknown>,
    actor: OrderChangeActor,
  ): Promise<TriggeredAutomation> {
    // PostgreSQL refuses jsonb nested past its stack depth with an internal error: refuse it first, in
    // words, and before JSON.stringify walks it recursively.
    if (jsonDepth(triggerData) > TRIGGER_DATA_MAX_DEPTH) throw new BadRequestException(AUTOMATION_REQUEST_ERRORS.triggerDataTooDeep);
    if (Buffer.byteLength(JSON.stringify(triggerData)) > TRIGGER_DATA_MAX_BYTES) throw new BadRequestException(AUTOMATION_REQUEST_ERRORS.triggerDataTooLarge);
    return this.unitOfWork.run(async (manager) => {
      // Share-locked: the order cannot be deleted before the request is recorded.
      const orderNumber = await this.orders.lockLiveOrderNumber(orderId);
      if (orderNumber === null) throw new NotFoundException(AUTOMATION_REQUEST_ERRORS.orderNotFound);
      const [{ rules }]: { rules: number }[] = await manager.query(
        `SELECT count(*)::int AS rules FROM automation_rules WHERE is_active AND trigger_type = $1`,
        [triggerType],
      );
      // A trigger nothing listens to would be recorded as done and change nothing: say so instead.
      if (rules === 0) throw new ConflictException(AUTOMATION_REQUEST_ERRORS.noActiveRule(triggerType));
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

  async batch(orderIds: readonly number[], actor: OrderChangeActor): Promise<BatchResult> {
    const requested = [...new Set(orderIds)];
    if (requested.length === 0) throw new BadRequestException(AUTOMATION_REQUEST_MESSAGES.orderIdsInvalid);
    return this.unitOfWork.run(async (manager) => {
      const known = await this.orders.liveOrderIds(requested);
      // One INSERT for the lot; the relay hands them to the queue in batches.
      await publishDomainEvents(
        manager,
        known.map((orderId) => ({ type: 'automation.batch_requested' as const, payload: { orderId, adminId: actor.adminId } })),
      );
      const knownSet = new Set(known);
      const unknown = requested.filter((id) => !knownSet.has(id));
      await this.audit.record({
        actorType: 'admin',
        actorId: actor.adminId,
        action: 'automation.batch_requested',
        details: { requested: requested.length, processed: known.length, failed: unknown.length, unknownIds: unknown.slice(0, 20) },
        ipAddress: actor.ipAddress,
      });
      return { processed: known.length, failed: unknown.length };
    });
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
