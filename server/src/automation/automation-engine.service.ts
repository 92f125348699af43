import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { OrderStateService } from '../orders/order-state.service.js';
import { AuditService } from '../audit/audit.service.js';
import { addStaffNote } from '../messaging/conversation-notes.js';
import { CustomerNotificationsService, type NotificationRequest } from '../orders/customer-notifications/customer-notifications.service.js';
import { AutomationOrderFactsService, type OrderRuleFacts } from '../orders/automation-order-facts.service.js';
import { AutomationPaymentFactsService } from '../payments/automation-payment-facts.service.js';
import { DomainEvent } from './entities/domain-event.entity.js';
import { AutomationRule } from './entities/automation-rule.entity.js';
import { type RuleAction, type RuleConditions, InvalidRuleDefinitionError, parseRuleDefinition, runsInBatch } from './rule-definition.js';
import { UnitOfWork } from '../database/unit-of-work.js';

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

/**
 * Runs the active rules that listen to a domain event. Each (rule, event) pair is claimed once in
 * automation_rule_runs in the same transaction as its actions, under the order's lock, so a
 * duplicated or retried job changes nothing twice and two events for one order meet one by one.
 */
@Injectable()
export class AutomationEngineService {
  private readonly logger = new Logger(AutomationEngineService.name);

  constructor(
    private readonly unitOfWork: UnitOfWork,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orderState: OrderStateService,
    private readonly orderFacts: AutomationOrderFactsService,
    private readonly paymentFacts: AutomationPaymentFactsService,
    private readonly notifications: CustomerNotificationsService,
    private readonly audit: AuditService,
  ) {}

  async handleEvent(eventId: number): Promise<void> {
    const event = await this.dataSource.getRepository(DomainEvent).findOne({ where: { id: eventId } });
    if (!event) return;
    const orderId = event.payload.orderId;
    if (typeof orderId === 'number' && Number.isInteger(orderId)) {
      const rules = await this.dataSource.getRepository(AutomationRule).find({ where: { isActive: true }, order: { id: 'ASC' } });
      const request = staffRequestOf(event);
      for (const rule of rules) await this.runRule(rule, event, orderId, request);
    }
    await this.dataSource.getRepository(DomainEvent).update({ id: event.id }, { status: 'processed', processedAt: new Date(), lastError: null });
  }

  private async runRule(rule: AutomationRule, event: DomainEvent, orderId: number, request: StaffRequest | null): Promise<void> {
    let definition;
    try {
      definition = parseRuleDefinition(rule.conditions, rule.actions);
    } catch (error) {
      // Refused when saved; a row edited by hand in the database is left alone rather than half-run.
      if (error instanceof InvalidRuleDefinitionError) return this.logger.warn(`automation rule ${rule.id} skipped: ${error.message}`);
      throw error;
    }
    // A staff request runs the rule whatever events it listens to (a manual trigger: only rules of its
    // trigger type; a batch: not rules that wait for an occurrence such as a slip scan, which the order's
    // state cannot show); the order must still meet the rule's conditions.
    if (request?.kind === 'manual' && rule.triggerType !== request.triggerType) return;
    if (request?.kind === 'batch' && !runsInBatch(definition.conditions)) return;
    if (!request && !(definition.conditions.eventTypes as string[]).includes(event.type)) return;
    // A rule never re-triggers itself through the event its own action produced.
    if (event.payload.ruleId === rule.id) return;
    // Rules that trigger each other (A moves to X, B moves back) stop after MAX_RULE_CHAIN changes in a row.
    const chainDepth = ruleChainDepthOf(event) + 1;

    // One transaction per (rule, event): lock the order, read the facts, claim the run, act, record.
    // A second event for the same order waits on the lock and then sees what this run changed; a
    // second delivery of the same event finds the run claimed. A failure rolls back every effect.
    let orderExists = false;
    try {
      await this.unitOfWork.run(async (manager) => {
        const facts = await this.factsOf(orderId);
        orderExists = facts !== null;
        const applies = facts !== null && matches(definition.conditions, facts);
        const stopped = applies && chainDepth > MAX_RULE_CHAIN;
        const outcome = applies && !stopped ? 'succeeded' : 'skipped';
        const runId = await this.claimRun(manager, rule, event, orderId, orderExists, outcome, stopped ? RULE_CHAIN_STOPPED : null, request);
        if (runId === null || !applies) return;
        if (stopped) return this.logger.warn(`automation rule ${rule.id} not run on order ${orderId}: ${RULE_CHAIN_STOPPED}`);
        for (const action of definition.actions) await this.perform(action, rule, orderId, chainDepth, manager);
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error(`automation rule ${rule.id} failed on order ${orderId}: ${message}`);
      await this.claimRun(this.dataSource.manager, rule, event, orderId, orderExists, 'failed', message, request);
    }
  }

  /** The run row, written once per (rule, event); null when an earlier delivery of the event already wrote it. */
  private async claimRun(
    manager: EntityManager,
    rule: AutomationRule,
    event: DomainEvent,
    orderId: number,
    orderExists: boolean,
    status: 'succeeded' | 'skipped' | 'failed',
    error: string | null,
    request: StaffRequest | null,
  ): Promise<number | null> {
    const rows: Array<{ id: number }> = await manager.query(
      `INSERT INTO automation_rule_runs (rule_id, order_id, event_id, trigger_type, trigger_data, status, error)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)
       ON CONFLICT (rule_id, event_id) DO NOTHING RETURNING id`,
      [
        rule.id,
        orderExists ? orderId : null,
        event.id,
        request ? request.kind : rule.triggerType,
        JSON.stringify(request?.kind === 'manual' ? { eventType: event.type, ...request.triggerData } : { eventType: event.type }),
        status,
        error,
      ],
    );
    return rows[0]?.id ?? null;
  }

  /** The order locked for this run, and what the conditions read of it; null when it is unknown or deleted. */
  private async factsOf(orderId: number): Promise<OrderFacts | null> {
    const facts = await this.orderFacts.ruleFacts(orderId, true);
    return facts && { ...facts, paid: await this.paymentFacts.orderPaid(orderId) };
  }

  /** One action, in the run's transaction. */
  private async perform(action: RuleAction, rule: AutomationRule, orderId: number, chainDepth: number, manager: EntityManager): Promise<void> {
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
