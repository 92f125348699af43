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
}

export const automationKeys = { all: ['automation'] as const, metrics: ['automation', 'metrics'] as const, rules: ['automation', 'rules'] as const };

export const fetchMetrics = () => adminRequest<AutomationMetrics>('/api/admin/automation/metrics');
export const fetchRules = () => adminRequest<AutomationRule[]>('/api/admin/automation/rules');

export const setRuleActive = (id: number, isActive: boolean) =>
  adminRequest<unknown>(`/api/admin/automation/rules/${id}`, { method: 'PATCH', json: { isActive } });

export const batchProcess = (orderIds: number[]) => adminRequest<BatchResult>('/api/admin/automation/batch-process', { json: { orderIds } });

export const triggerWorkflow = (orderId: number, triggerType: string, triggerData: Record<string, unknown>) =>
  adminRequest<unknown>('/api/admin/automation/trigger', { json: { orderId, triggerType, triggerData } });

/** "12, x, 7,,3" → [12, 7, 3]: anything that is not a positive whole number is dropped. */
export function parseOrderIds(text: string): number[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => id > 0 && Number.isSafeInteger(id));
}

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
