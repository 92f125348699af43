import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { AdminOrdersService } from '../orders/admin/admin-orders.service.js';
import { AuditService } from '../audit/audit.service.js';
import { addStaffNote } from '../messaging/conversation-notes.js';
import { CustomerNotificationsService, type NotificationRequest } from '../notifications/customer/customer-notifications.service.js';
import { AutomationOrderFactsService, type OrderRuleFacts } from '../orders/automation-order-facts.service.js';
import { AutomationPaymentFactsService } from '../payments/automation-payment-facts.service.js';
import { DomainEvent } from './entities/domain-event.entity.js';
import { type ActiveRule, AutomationRuleCache } from './automation-rule-cache.service.js';
import { type RuleAction, type RuleConditions, runsInBatch } from './rule-definition.js';

/** Staff asked for this run: by hand (the rules of one trigger type) or in a batch (every active rule). */
type StaffRequest = { kind: 'manual'; triggerType: string; triggerData: Record<string, unknown> } | { kind: 'batch' };

function staffRequestOf(event: DomainEvent): StaffRequest | null {
  if (event.type === 'automation.batch_requested') return { kind: 'batch' };
  if (event.type !== 'automation.manual_trigger') return null;
  const { triggerType, triggerData } = event.payload;
  return {
    kind: 'manual',
    triggerType: typeof triggerType === 'string' ? triggerType : '',
    triggerData: triggerData && typeof triggerData === 'object' && !Array.isArray(triggerData) ? (triggerData as Record<string, unknown>) : {},
  };
}

/** Rule-made status changes in a row on one order before the next rule is stopped. */
export const MAX_RULE_CHAIN = 5;
export const RULE_CHAIN_STOPPED = `stopped: ${MAX_RULE_CHAIN} rule-made changes in a row on this order (rules trigger each other)`;

/** How many rule-made changes led to this event: 0 for anything a person or the system did. */
function ruleChainDepthOf(event: DomainEvent): number {
  const depth = event.payload.ruleChainDepth;
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

interface OrderFacts extends OrderRuleFacts {
  paid: boolean;
}

/** A run row written at the end of the batch: skipped and failed runs change nothing else. */
interface RunRow {
  ruleId: number;
  orderId: number | null;
  eventId: number;
  triggerType: string;
  triggerData: string;
  status: 'succeeded' | 'skipped' | 'failed';
  error: string | null;
}

/**
 * Runs the active rules that listen to domain events, a batch of events per transaction. The
 * transaction locks the batch's orders (in id order, one statement that also reads their facts),
 * and each (rule, event) pair is claimed once in automation_rule_runs with its actions, so a
 * duplicated or retried job changes nothing twice and two events for one order meet one by one.
 * An action that fails rolls back to a savepoint taken before its run: that run's effects are
 * undone and it is recorded as failed, the batch's other runs are kept.
 */
@Injectable()
export class AutomationEngineService {
  private readonly logger = new Logger(AutomationEngineService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly adminOrders: AdminOrdersService,
    private readonly orderFacts: AutomationOrderFactsService,
    private readonly paymentFacts: AutomationPaymentFactsService,
    private readonly notifications: CustomerNotificationsService,
    private readonly audit: AuditService,
    private readonly ruleCache: AutomationRuleCache,
  ) {}

  async handleEvent(eventId: number): Promise<void> {
    await this.handleEvents([eventId]);
  }

  /**
   * One transaction for the events: one batch read of the rules' facts and payments, one insert of
   * the runs that only record (skipped, failed), one update marking the events handled. Per event,
   * only what acts: the claim of a run whose rule applies, its actions, and a savepoint around them.
   */
  async handleEvents(eventIds: readonly number[]): Promise<void> {
    if (eventIds.length === 0) return;
    await this.dataSource.transaction(async (manager) => {
      const events = await manager.getRepository(DomainEvent).find({ where: { id: In([...eventIds]) }, order: { id: 'ASC' } });
      const { rules } = await this.ruleCache.active(manager);
      const work = events.map((event) => ({ event, orderId: orderIdOf(event), request: staffRequestOf(event) }));
      const candidates = new Map(
        work.map((item) => [item.event.id, item.orderId === null ? [] : rules.filter((rule) => listensTo(rule, item.event, item.request))]),
      );
      const orderIds = [...new Set(work.filter((item) => candidates.get(item.event.id)?.length).map((item) => item.orderId as number))].sort((a, b) => a - b);
      const facts = await this.lockFactsOf(orderIds, manager);
      const runs: RunRow[] = [];
      for (const { event, orderId, request } of work) {
        for (const rule of candidates.get(event.id) ?? []) {
          const run = await this.runRule(rule, event, orderId as number, request, facts, manager);
          if (run) runs.push(run);
        }
      }
      await this.recordRuns(manager, runs);
      await manager.query(`UPDATE domain_events SET status = 'processed', processed_at = now(), last_error = NULL WHERE id = ANY($1::int[])`, [
        events.map((event) => event.id),
      ]);
    });
  }

  /** The facts of the orders, locked until the batch commits; a missing order (unknown or deleted) has none. */
  private async lockFactsOf(orderIds: number[], manager: EntityManager): Promise<Map<number, OrderFacts>> {
    const orders = await this.orderFacts.lockRuleFactsOf(orderIds, manager);
    const paid = await this.paymentFacts.paidOrderIds([...orders.keys()], manager);
    return new Map([...orders].map(([id, facts]) => [id, { ...facts, paid: paid.has(id) }]));
  }

  /**
   * One (rule, event) pair under the order's lock. A rule that applies is claimed and run at once,
   * inside a savepoint; a run that only records (skipped, failed) is answered for the batch's insert.
   * After a status change the order's facts are read again, so a later rule (of this event or the
   * next one of the batch) decides on the order as it now is; the other actions change nothing a
   * condition reads.
   */
  private async runRule(
    rule: ActiveRule,
    event: DomainEvent,
    orderId: number,
    request: StaffRequest | null,
    facts: Map<number, OrderFacts>,
    manager: EntityManager,
  ): Promise<RunRow | null> {
    // Rules that trigger each other (A moves to X, B moves back) stop after MAX_RULE_CHAIN changes in a row.
    const chainDepth = ruleChainDepthOf(event) + 1;
    const orderFacts = facts.get(orderId);
    const applies = orderFacts !== undefined && matches(rule.definition.conditions, orderFacts);
    const stopped = applies && chainDepth > MAX_RULE_CHAIN;
    const row = (status: RunRow['status'], error: string | null): RunRow => runRow(rule, event, orderFacts ? orderId : null, request, status, error);
    if (!applies) return row('skipped', null);
    if (stopped) {
      this.logger.warn(`automation rule ${rule.id} not run on order ${orderId}: ${RULE_CHAIN_STOPPED}`);
      return row('skipped', RULE_CHAIN_STOPPED);
    }
    await manager.query('SAVEPOINT automation_run');
    try {
      const claimed = await this.claimRun(manager, row('succeeded', null));
      if (claimed) for (const action of rule.definition.actions) await this.perform(action, rule, orderId, chainDepth, manager);
      await manager.query('RELEASE SAVEPOINT automation_run');
      if (claimed && rule.definition.actions.some((action) => action.type === 'change_status')) {
        const [fresh] = (await this.lockFactsOf([orderId], manager)).values();
        if (fresh) facts.set(orderId, fresh);
        else facts.delete(orderId);
      }
      return null;
    } catch (error) {
      await manager.query('ROLLBACK TO SAVEPOINT automation_run');
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error(`automation rule ${rule.id} failed on order ${orderId}: ${message}`);
      return row('failed', message);
    }
  }

  /** The run row of a rule that acts, written before its actions; false when an earlier delivery of the event already wrote it. */
  private async claimRun(manager: EntityManager, run: RunRow): Promise<boolean> {
    const rows: Array<{ id: number }> = await manager.query(
      `INSERT INTO automation_rule_runs (rule_id, order_id, event_id, trigger_type, trigger_data, status, error)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)
       ON CONFLICT (rule_id, event_id) DO NOTHING RETURNING id`,
      [run.ruleId, run.orderId, run.eventId, run.triggerType, run.triggerData, run.status, run.error],
    );
    return rows.length > 0;
  }

  /** The batch's recording-only runs in one statement; a pair an earlier delivery recorded keeps its row. */
  private async recordRuns(manager: EntityManager, runs: RunRow[]): Promise<void> {
    if (runs.length === 0) return;
    await manager.query(
      `INSERT INTO automation_rule_runs (rule_id, order_id, event_id, trigger_type, trigger_data, status, error)
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::jsonb[], $6::text[], $7::text[])
       ON CONFLICT (rule_id, event_id) DO NOTHING`,
      [
        runs.map((run) => run.ruleId),
        runs.map((run) => run.orderId),
        runs.map((run) => run.eventId),
        runs.map((run) => run.triggerType),
        runs.map((run) => run.triggerData),
        runs.map((run) => run.status),
        runs.map((run) => run.error),
      ],
    );
  }

  /** One action, in the run's transaction. */
  private async perform(action: RuleAction, rule: ActiveRule, orderId: number, chainDepth: number, manager: EntityManager): Promise<void> {
    const actor = { adminId: null, ipAddress: null, ruleId: rule.id, ruleChainDepth: chainDepth };
    switch (action.type) {
      case 'change_status':
        // The staff status change: history, audit (actor: the rule), event and customer e-mail.
        await this.adminOrders.updateStatus(orderId, action.status, `Automation: ${rule.name}`, actor, manager);
        return;
      case 'send_notification':
        // The Notifications tab's e-mail: outbox row and audit (actor: the rule).
        await this.notifications.send(orderId, notificationRequest(action.notification), actor, manager);
        return;
      case 'add_staff_note': {
        const order = await this.orderFacts.findLiveOrFail(manager, orderId);
        const note = await addStaffNote(manager, order, `${action.text} (automation: ${rule.name})`);
        await this.audit.record(
          {
            actorType: 'system',
            actorId: rule.id,
            action: 'automation.staff_note',
            orderId,
            details: { ruleId: rule.id, conversationId: note.conversationId, text: action.text },
          },
          manager,
        );
        return;
      }
    }
  }
}

/** The order an event is about, when it names one. */
function orderIdOf(event: DomainEvent): number | null {
  const orderId = event.payload.orderId;
  return typeof orderId === 'number' && Number.isInteger(orderId) ? orderId : null;
}

/**
 * Whether the rule is run for the event at all (a run row is then written, skipped or not). A staff
 * request runs the rule whatever events it listens to (a manual trigger: only rules of its trigger
 * type; a batch: not rules that wait for an occurrence such as a slip scan, which the order's state
 * cannot show); the order must still meet the rule's conditions. A rule never re-triggers itself
 * through the event its own action produced.
 */
function listensTo(rule: ActiveRule, event: DomainEvent, request: StaffRequest | null): boolean {
  if (request?.kind === 'manual' && rule.triggerType !== request.triggerType) return false;
  if (request?.kind === 'batch' && !runsInBatch(rule.definition.conditions)) return false;
  if (!request && !(rule.definition.conditions.eventTypes as string[]).includes(event.type)) return false;
  return event.payload.ruleId !== rule.id;
}

function runRow(
  rule: ActiveRule,
  event: DomainEvent,
  orderId: number | null,
  request: StaffRequest | null,
  status: RunRow['status'],
  error: string | null,
): RunRow {
  return {
    ruleId: rule.id,
    orderId,
    eventId: event.id,
    triggerType: request ? request.kind : rule.triggerType,
    triggerData: JSON.stringify(request?.kind === 'manual' ? { eventType: event.type, ...request.triggerData } : { eventType: event.type }),
    status,
    error,
  };
}

function notificationRequest(notification: 'payment-reminder' | 'document-ready' | 'delivery-confirmation'): NotificationRequest {
  switch (notification) {
    case 'payment-reminder':
      return { type: 'payment-reminder' };
    case 'document-ready':
      return { type: 'document-ready', documentType: 'apostille' };
    case 'delivery-confirmation':
      return { type: 'delivery-confirmation', trackingNumber: null };
  }
}

function matches(conditions: RuleConditions, facts: OrderFacts): boolean {
  if (conditions.orderStatusIn && !(conditions.orderStatusIn as string[]).includes(facts.status)) return false;
  if (conditions.orderPaid !== undefined && conditions.orderPaid !== facts.paid) return false;
  if (conditions.allDocumentsApostilled !== undefined && conditions.allDocumentsApostilled !== facts.allDocumentsApostilled) return false;
  return true;
}
