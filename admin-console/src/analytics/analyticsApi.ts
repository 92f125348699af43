import type { AnalyticsRange, AnalyticsView } from '@apostille/domain';
import { adminRequest } from '../api/request';

export const analyticsKey = (range: AnalyticsRange | null) => ['analytics', range?.from ?? '', range?.to ?? ''] as const;

export const fetchAnalytics = (range: AnalyticsRange | null) =>
  adminRequest<AnalyticsView>(range ? `/api/admin/analytics?${new URLSearchParams({ from: range.from, to: range.to }).toString()}` : '/api/admin/analytics');

export const refreshAnalytics = () => adminRequest<{ refreshedAt: string; ms: number }>('/api/admin/analytics/refresh', { method: 'POST' });
