import { graphqlMutation, graphqlQuery } from '../api/graphql';
import type {
  AutomationBatchResultFieldsFragment,
  AutomationTriggerType,
  CustomerNotificationType,
  NotifyCustomersOfOrdersMutation,
  OrderSelectionInput,
} from '../graphql/generated';
import { AUTOMATION_METRICS_QUERY, BATCH_PROCESS_MUTATION, NOTIFY_CUSTOMERS_MUTATION, TRIGGER_FOR_ORDERS_MUTATION } from './automationOperations';

/** The trigger types of the schema's AutomationTriggerType, in the order the screens offer them. */
export const TRIGGER_TYPES: readonly AutomationTriggerType[] = ['status_change', 'payment_received', 'document_upload', 'time_based'];

export type BatchResult = AutomationBatchResultFieldsFragment;
export type BulkNotificationResult = NotifyCustomersOfOrdersMutation['notifyCustomersOfOrders'];
export type { OrderSelectionInput };

/** The tab's figures; the rules are the automation-rules resource's (react-admin's keys). */
export const automationKeys = { all: ['automation'] as const, metrics: ['automation', 'metrics'] as const };

export const fetchMetrics = async () => (await graphqlQuery(AUTOMATION_METRICS_QUERY, {})).automationMetrics;

/** Every active rule on each selected order: entries are order numbers (or ids) as staff read them, or the list's filter. */
export const batchProcess = async (selection: OrderSelectionInput): Promise<BatchResult> =>
  (await graphqlMutation(BATCH_PROCESS_MUTATION, { selection })).batchProcessOrders;

/** One trigger for each selected order; trigger data is a JSON object. */
export const triggerForOrders = async (
  selection: OrderSelectionInput,
  triggerType: AutomationTriggerType,
  triggerData: Record<string, unknown>,
): Promise<BatchResult> =>
  (await graphqlMutation(TRIGGER_FOR_ORDERS_MUTATION, { selection, triggerType, triggerData: JSON.stringify(triggerData) })).triggerAutomationForOrders;

export const notifyCustomers = async (
  selection: OrderSelectionInput,
  type: CustomerNotificationType,
  details: { documentType?: string; trackingNumber?: string },
): Promise<BulkNotificationResult> =>
  (
    await graphqlMutation(NOTIFY_CUSTOMERS_MUTATION, {
      selection,
      type,
      documentType: details.documentType ?? null,
      trackingNumber: details.trackingNumber ?? null,
    })
  ).notifyCustomersOfOrders;

/** Trigger data: empty means {}; otherwise it must be a JSON object. Answers null when invalid. */
export function parseTriggerData(text: string): Record<string, unknown> | null {
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
