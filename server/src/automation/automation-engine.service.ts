import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UnitOfWork } from '../database/unit-of-work.js';
import { OrderStateService } from '../orders/order-state.service.js';
import { AuditService } from '../audit/audit.service.js';
import { addStaffNote } from '../messaging/conversation-notes.js';
import { CustomerNotificationsService, type NotificationRequest } from '../customer-notifications/customer-notifications.service.js';
import { AutomationOrderFactsService, type OrderRuleFacts } from '../orders/automation-order-facts.service.js';
import { AutomationPaymentFactsService } from '../payments/automation-payment-facts.service.js';
import type { OrderStatus } from '@apostille/domain';
import type { DomainEvent } from '../events/entities/domain-event.entity.js';
import { loadDomainEvents, markDomainEventsProcessed } from '../events/domain-event-queue.js';
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

/** A batch met a run an earlier delivery already claimed: it is handled one event at a time instead. */
class ClaimedBefore extends Error {
  constructor() {
    super('a run of the batch was claimed by an earlier delivery');
  }
}

/** The events of a transaction, the rules each one runs, and the facts of their orders (locked). */
interface Prepared {
  events: DomainEvent[];
  work: Array<{ event: DomainEvent; orderId: number | null; request: StaffRequest | null; rules: ActiveRule[] }>;
  facts: Map<number, OrderFacts>;
}

/** A rule that applies, with what it does to its order. */
interface PlannedRun {
  run: RunRow;
  rule: ActiveRule;
  orderId: number;
  chainDepth: number;
}

/**
 * Runs the active rules that listen to domain events, a batch of events per transaction. The
 * transaction locks the batch's orders (in id order, one statement that also reads their facts),
 * and each (rule, event) pair is claimed once in automation_rule_runs with its actions, so a
 * duplicated or retried job changes nothing twice and two events for one order meet one by one.
 *
 * A batch is planned first: rule after rule, event after event, on the facts read once and kept up
 * to date with the status each planned change sets (the orders are locked, so nothing else changes
 * them). Then every run is claimed in one insert, and the actions are applied step by step, each
 * order's in its planned order, the status changes of a step through one bulk status change per
 * rule and target status. Savepoints per run are not used on this path: each costs round trips and
 * a subtransaction (past 64 in one transaction every session's snapshots slow down), and actions
 * almost never fail. When anything in the batch fails, or one of its runs was claimed by an earlier
 * delivery, it is rolled back whole and its events are handled again one transaction each, every
 * run inside a savepoint of its own, so a failing action undoes only its run and is recorded failed.
 */
@Injectable()
export class AutomationEngineService {
  private readonly logger = new Logger(AutomationEngineService.name);

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly orderState: OrderStateService,
    private readonly orderFacts: AutomationOrderFactsService,
    private readonly paymentFacts: AutomationPaymentFactsService,
    private readonly notifications: CustomerNotificationsService,
    private readonly audit: AuditService,
    private readonly ruleCache: AutomationRuleCache,
  ) {}

  async handleEvent(eventId: number): Promise<void> {
    await this.handleEvents([eventId]);
  }

  /** The events in one transaction; if that fails, each event again in its own (see the class comment). */
  async handleEvents(eventIds: readonly number[]): Promise<void> {
    if (eventIds.length === 0) return;
    if (eventIds.length === 1) return this.handleOneByOne(eventIds[0]);
    try {
      await this.handleBatch(eventIds);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`automation batch of ${eventIds.length} events rolled back (${message}); handling them one by one`);
      for (const eventId of eventIds) await this.handleOneByOne(eventId);
    }
  }

  private async handleBatch(eventIds: readonly number[]): Promise<void> {
    await this.unitOfWork.run(async (manager) => {
      const { events, work, facts } = await this.prepare(eventIds, manager);
      const planned: PlannedRun[] = [];
      const runs: RunRow[] = [];
      for (const { event, orderId, request, rules } of work) {
        for (const rule of rules) {
          const decided = this.decide(rule, event, orderId as number, request, facts);
          runs.push(decided.run);
          if (decided.acts) {
            planned.push({ run: decided.run, rule, orderId: orderId as number, chainDepth: decided.chainDepth });
            for (const action of rule.definition.actions) if (action.type === 'change_status') decided.facts.status = action.status;
          }
        }
      }
      const claimed = await this.insertRuns(manager, runs);
      if (planned.some(({ run }) => !claimed.has(runKey(run)))) throw new ClaimedBefore();
      await this.applyInSteps(planned, manager);
      await this.markHandled(manager, events);
    });
  }

  /**
   * The planned actions, each order's in order: step k applies the k-th action of every order, the
   * status changes of a step grouped by rule, target status and chain depth into one bulk change.
   */
  private async applyInSteps(planned: PlannedRun[], manager: EntityManager): Promise<void> {
    const perOrder = new Map<number, Array<{ action: RuleAction; plan: PlannedRun }>>();
    for (const plan of planned) {
      const list = perOrder.get(plan.orderId) ?? [];
      for (const action of plan.rule.definition.actions) list.push({ action, plan });
      perOrder.set(plan.orderId, list);
    }
    for (let step = 0; ; step++) {
      const now = [...perOrder].filter(([, list]) => list.length > step).map(([orderId, list]) => ({ orderId, ...list[step] }));
      if (now.length === 0) return;
      const statusChanges = new Map<string, { plan: PlannedRun; status: OrderStatus; orderIds: number[] }>();
      for (const { orderId, action, plan } of now) {
        if (action.type !== 'change_status') {
          await this.perform(action, plan.rule, orderId, plan.chainDepth, manager);
          continue;
        }
        const key = `${plan.rule.id}:${action.status}:${plan.chainDepth}`;
        const group = statusChanges.get(key) ?? { plan, status: action.status, orderIds: [] };
        group.orderIds.push(orderId);
        statusChanges.set(key, group);
      }
      for (const { plan, status, orderIds } of statusChanges.values()) {
        const actor = { adminId: null, ipAddress: null, ruleId: plan.rule.id, ruleChainDepth: plan.chainDepth };
        await this.orderState.updateStatusMany(
          orderIds.sort((a, b) => a - b),
          status,
          `Automation: ${plan.rule.name}`,
          actor,
        );
      }
    }
  }

  /** One event in its own transaction, each run that acts inside a savepoint. */
  private async handleOneByOne(eventId: number): Promise<void> {
    await this.unitOfWork.run(async (manager) => {
      const { events, work, facts } = await this.prepare([eventId], manager);
      const runs: RunRow[] = [];
      for (const { event, orderId, request, rules } of work) {
        for (const rule of rules) {
          const run = await this.runIsolated(rule, event, orderId as number, request, facts, manager);
          if (run) runs.push(run);
        }
      }
      await this.insertRuns(manager, runs);
      await this.markHandled(manager, events);
    });
  }

  /** The events, the rules each runs, and the facts of their orders, locked in id order until commit. */
  private async prepare(eventIds: readonly number[], manager: EntityManager): Promise<Prepared> {
    const events = await loadDomainEvents(manager, eventIds);
    const { rules } = await this.ruleCache.active(manager);
    const work = events.map((event) => {
      const orderId = orderIdOf(event);
      const request = staffRequestOf(event);
      return { event, orderId, request, rules: orderId === null ? [] : rules.filter((rule) => listensTo(rule, event, request)) };
    });
    const orderIds = [...new Set(work.filter((item) => item.rules.length > 0).map((item) => item.orderId as number))].sort((a, b) => a - b);
    const orders = await this.orderFacts.lockRuleFactsOf(orderIds);
    const paid = await this.paymentFacts.paidOrderIds([...orders.keys()]);
    const facts = new Map([...orders].map(([id, orderFacts]) => [id, { ...orderFacts, paid: paid.has(id) }]));
    return { events, work, facts };
  }

  /**
   * Whether the rule acts on the order for this event, and its run row.
   *
   * The facts are read once per transaction, not again per rule or event: the order is locked, so
   * only the runs of this transaction change it, and of what the conditions read (status, payment,
   * documents) an action changes only the status, to the status it names, which the caller writes
   * into the copy. A later rule of this event or of the next event therefore decides on the order
   * as it will be, without another read.
   */
  private decide(
    rule: ActiveRule,
    event: DomainEvent,
    orderId: number,
    request: StaffRequest | null,
    facts: Map<number, OrderFacts>,
  ): { acts: false; run: RunRow } | { acts: true; run: RunRow; chainDepth: number; facts: OrderFacts } {
    // Rules that trigger each other (A moves to X, B moves back) stop after MAX_RULE_CHAIN changes in a row.
    const chainDepth = ruleChainDepthOf(event) + 1;
    const orderFacts = facts.get(orderId);
    const row = (status: RunRow['status'], error: string | null): RunRow => runRow(rule, event, orderFacts ? orderId : null, request, status, error);
    if (!orderFacts || !matches(rule.definition.conditions, orderFacts)) return { acts: false, run: row('skipped', null) };
    if (chainDepth > MAX_RULE_CHAIN) {
      this.logger.warn(`automation rule ${rule.id} not run on order ${orderId}: ${RULE_CHAIN_STOPPED}`);
      return { acts: false, run: row('skipped', RULE_CHAIN_STOPPED) };
    }
    return { acts: true, run: row('succeeded', null), chainDepth, facts: orderFacts };
  }

  /** One (rule, event) pair: claimed and run inside a savepoint; a run that only records is answered for the insert. */
  private async runIsolated(
    rule: ActiveRule,
    event: DomainEvent,
    orderId: number,
    request: StaffRequest | null,
    facts: Map<number, OrderFacts>,
    manager: EntityManager,
  ): Promise<RunRow | null> {
    const decided = this.decide(rule, event, orderId, request, facts);
    if (!decided.acts) return decided.run;
    const before = { ...decided.facts };
    await manager.query('SAVEPOINT automation_run');
    try {
      if (await this.claimRun(manager, decided.run)) {
        for (const action of rule.definition.actions) {
          await this.perform(action, rule, orderId, decided.chainDepth, manager);
          if (action.type === 'change_status') decided.facts.status = action.status;
        }
      }
      await manager.query('RELEASE SAVEPOINT automation_run');
      return null;
    } catch (error) {
      await manager.query('ROLLBACK TO SAVEPOINT automation_run');
      facts.set(orderId, before);
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error(`automation rule ${rule.id} failed on order ${orderId}: ${message}`);
      return { ...decided.run, status: 'failed', error: message };
    }
  }

  private async markHandled(manager: EntityManager, events: DomainEvent[]): Promise<void> {
    await markDomainEventsProcessed(
      manager,
      events.map((event) => event.id),
    );
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

  /**
   * Run rows in one statement; a pair an earlier delivery recorded keeps its row. Answers the pairs
   * written now ("rule:event"), so the caller knows its claims held.
   */
  private async insertRuns(manager: EntityManager, runs: RunRow[]): Promise<Set<string>> {
    if (runs.length === 0) return new Set();
    const rows: Array<{ rule_id: number; event_id: number }> = await manager.query(
      `INSERT INTO automation_rule_runs (rule_id, order_id, event_id, trigger_type, trigger_data, status, error)
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::jsonb[], $6::text[], $7::text[])
       ON CONFLICT (rule_id, event_id) DO NOTHING RETURNING rule_id, event_id`,
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
    return new Set(rows.map((row) => `${row.rule_id}:${row.event_id}`));
  }

  /** One action, in the run's transaction. */
  private async perform(action: RuleAction, rule: ActiveRule, orderId: number, chainDepth: number, manager: EntityManager): Promise<void> {
    const actor = { adminId: null, ipAddress: null, ruleId: rule.id, ruleChainDepth: chainDepth };
    switch (action.type) {
      case 'change_status':
        // The one status change: history, audit (actor: the rule), event and, through its subscriber, the customer's e-mail.
        await this.orderState.updateStatus(orderId, action.status, `Automation: ${rule.name}`, actor);
        return;
      case 'send_notification':
        // The Notifications tab's e-mail: outbox row and audit (actor: the rule).
        await this.notifications.send(orderId, notificationRequest(action.notification), actor);
        return;
      case 'add_staff_note': {
        const order = await this.orderFacts.findLiveOrFail(orderId);
        const note = await addStaffNote(manager, order, `${action.text} (automation: ${rule.name})`);
        await this.audit.record({
          actorType: 'system',
          actorId: rule.id,
          action: 'automation.staff_note',
          orderId,
          details: { ruleId: rule.id, conversationId: note.conversationId, text: action.text },
        });
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

function runKey(run: RunRow): string {
  return `${run.ruleId}:${run.eventId}`;
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
