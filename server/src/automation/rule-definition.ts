import { ORDER_STATUSES } from '../orders/entities/order.entity.js';
import type { OrderStatus } from '@apostille/domain';
import { DOMAIN_EVENT_TYPES, type DomainEventType } from '../events/domain-event-publisher.js';

/** When a rule applies: the events it listens to, and what the order must look like then. */
export interface RuleConditions {
  eventTypes: DomainEventType[];
  /** The order's status must be one of these (absent: any status). */
  orderStatusIn?: OrderStatus[];
  /** The order must have a succeeded payment. */
  orderPaid?: boolean;
  /** The order has documents and every one is marked apostille complete. */
  allDocumentsApostilled?: boolean;
}

/**
 * Events that report something that happened outside the order's own state (an envelope scanned,
 * a link left unpaid, a date passed): a rule listening only to these cannot tell from the order
 * alone whether it should act, so a blanket batch run leaves it out.
 */
export const OCCURRENCE_EVENT_TYPES: readonly DomainEventType[] = ['packing_slip.scanned', 'payment_link.unpaid', 'order.overdue'];

/** Whether a batch run (every active rule on chosen orders) may run this rule. */
export function runsInBatch(conditions: RuleConditions): boolean {
  return conditions.eventTypes.some((type) => !OCCURRENCE_EVENT_TYPES.includes(type));
}

/** The customer e-mails a rule may send (the Notifications tab's three kinds). */
export const RULE_NOTIFICATIONS = ['payment-reminder', 'document-ready', 'delivery-confirmation'] as const;
export type RuleNotification = (typeof RULE_NOTIFICATIONS)[number];

/** Longest staff note a rule may write. */
export const STAFF_NOTE_MAX_LENGTH = 2000;

export type RuleAction =
  { type: 'change_status'; status: OrderStatus } | { type: 'send_notification'; notification: RuleNotification } | { type: 'add_staff_note'; text: string };

export interface RuleDefinition {
  conditions: RuleConditions;
  actions: RuleAction[];
}

export class InvalidRuleDefinitionError extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStatus = (value: unknown): value is OrderStatus => typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
const isEventType = (value: unknown): value is DomainEventType => typeof value === 'string' && (DOMAIN_EVENT_TYPES as readonly string[]).includes(value);

function onlyKeys(value: Record<string, unknown>, allowed: readonly string[], what: string): void {
  const extra = Object.keys(value).filter((key) => !allowed.includes(key));
  if (extra.length > 0) throw new InvalidRuleDefinitionError(`${what}: unknown field ${extra[0]}`);
}

/**
 * The rule's stored JSON checked against the shape the engine runs: a definition that does not fit
 * is refused when saved and never run (a rule half-understood could move orders wrongly).
 */
export function parseRuleDefinition(conditions: unknown, actions: unknown): RuleDefinition {
  if (!isObject(conditions)) throw new InvalidRuleDefinitionError('conditions must be an object');
  onlyKeys(conditions, ['eventTypes', 'orderStatusIn', 'orderPaid', 'allDocumentsApostilled'], 'conditions');
  const { eventTypes, orderStatusIn, orderPaid, allDocumentsApostilled } = conditions;
  if (!Array.isArray(eventTypes) || eventTypes.length === 0 || !eventTypes.every(isEventType)) {
    throw new InvalidRuleDefinitionError('conditions.eventTypes must list known event types');
  }
  if (orderStatusIn !== undefined && (!Array.isArray(orderStatusIn) || !orderStatusIn.every(isStatus))) {
    throw new InvalidRuleDefinitionError('conditions.orderStatusIn must list order statuses');
  }
  if (orderPaid !== undefined && typeof orderPaid !== 'boolean') throw new InvalidRuleDefinitionError('conditions.orderPaid must be true or false');
  if (allDocumentsApostilled !== undefined && typeof allDocumentsApostilled !== 'boolean') {
    throw new InvalidRuleDefinitionError('conditions.allDocumentsApostilled must be true or false');
  }
  if (!Array.isArray(actions) || actions.length === 0) throw new InvalidRuleDefinitionError('actions must list at least one action');
  const parsedActions = actions.map((action, index): RuleAction => {
    if (!isObject(action)) throw new InvalidRuleDefinitionError(`actions[${index}] must be an object`);
    if (action.type === 'change_status') {
      onlyKeys(action, ['type', 'status'], `actions[${index}]`);
      if (!isStatus(action.status)) throw new InvalidRuleDefinitionError(`actions[${index}].status must be an order status`);
      // Cancelling refunds the customer, so only staff approving a cancellation request do it.
      if (action.status === 'cancelled')
        throw new InvalidRuleDefinitionError(`actions[${index}].status cannot be cancelled: staff cancel orders by approving a request`);
      return { type: 'change_status', status: action.status };
    }
    if (action.type === 'send_notification') {
      onlyKeys(action, ['type', 'notification'], `actions[${index}]`);
      if (!(RULE_NOTIFICATIONS as readonly unknown[]).includes(action.notification)) {
        throw new InvalidRuleDefinitionError(`actions[${index}].notification must be one of ${RULE_NOTIFICATIONS.join(', ')}`);
      }
      return { type: 'send_notification', notification: action.notification as RuleNotification };
    }
    if (action.type === 'add_staff_note') {
      onlyKeys(action, ['type', 'text'], `actions[${index}]`);
      if (typeof action.text !== 'string' || action.text.trim() === '' || action.text.length > STAFF_NOTE_MAX_LENGTH) {
        throw new InvalidRuleDefinitionError(`actions[${index}].text must be 1 to ${STAFF_NOTE_MAX_LENGTH} characters`);
      }
      return { type: 'add_staff_note', text: action.text };
    }
    throw new InvalidRuleDefinitionError(`actions[${index}].type is not a known action`);
  });
  return {
    conditions: {
      eventTypes: [...eventTypes],
      ...(orderStatusIn !== undefined ? { orderStatusIn: [...orderStatusIn] } : {}),
      ...(orderPaid !== undefined ? { orderPaid } : {}),
      ...(allDocumentsApostilled !== undefined ? { allDocumentsApostilled } : {}),
    },
    actions: parsedActions,
  };
}
