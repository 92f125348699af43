import type { OrderEntryReason } from '@apostille/domain';
import { adminRequest } from '../api/request';

export const TRIGGER_TYPES = ['status_change', 'payment_received', 'document_upload', 'time_based'] as const;

export interface AutomationMetrics {
  totalOrders: number;
  automatedOrders: number;
  /** 0..1 */
  automationRate: number;
  activeRules: number;
  totalRules: number;
}

export interface AutomationRule {
  id: number;
  name: string;
  description: string;
  triggerType: string;
  isActive: boolean;
}

export interface BatchResult {
  processed: number;
  failed: number;
  /** Each entry left out, with why. */
  ignored: { entry: string; reason: OrderEntryReason }[];
}

export const automationKeys = { all: ['automation'] as const, metrics: ['automation', 'metrics'] as const, rules: ['automation', 'rules'] as const };

export const fetchMetrics = () => adminRequest<AutomationMetrics>('/api/admin/automation/metrics');
export const fetchRules = () => adminRequest<AutomationRule[]>('/api/admin/automation/rules');

export const setRuleActive = (id: number, isActive: boolean) =>
  adminRequest<unknown>(`/api/admin/automation/rules/${id}`, { method: 'PATCH', json: { isActive } });

/** Entries as staff typed them (order numbers or ids): the server says which it ran and which it left out. */
export const batchProcess = (entries: string[]) => adminRequest<BatchResult>('/api/admin/automation/batch-process', { json: { entries } });

/** `order`: the order number as staff know it, or the order id. */
export const triggerWorkflow = (orderId: string, triggerType: string, triggerData: Record<string, unknown>) =>
  adminRequest<unknown>('/api/admin/automation/trigger', { json: { orderId, triggerType, triggerData } });

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
