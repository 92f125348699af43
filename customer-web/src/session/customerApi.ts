import type {
  ApiKeyScope,
  ApiKeyView,
  BatchCheckAnswer,
  BatchReturnAddress,
  CancellationPreviewAnswer,
  CustomerCancellation,
  CustomerOrderListItem,
  CustomerProfile,
  WebhookDeliveryView,
  WebhookEndpointView,
} from '@apostille/domain';
import { ApiError, apiDownload, apiGet, apiPostForm, apiRequest } from '../api/request';

export interface LoginAnswer {
  success: boolean;
  token: string;
  customer: CustomerProfile;
  message: string;
}

export interface ProfileDraft {
  firstName: string;
  lastName: string;
  phone: string;
}

/** The calls of requirements C7 for customer accounts. */
export const customerApi = {
  login: (email: string, password: string) => apiRequest<LoginAnswer>('POST', '/api/customers/login', { email, password }),
  register: (body: { firstName: string; lastName: string; email: string; phone?: string; password: string }) =>
    apiRequest<{ success: boolean; message: string }>('POST', '/api/customers/register', body),
  verifyEmail: (token: string) => apiRequest<{ success: boolean; message: string }>('POST', '/api/customers/verify-email', { token }),
  requestPasswordReset: (email: string) => apiRequest<{ success: boolean; message: string }>('POST', '/api/customers/password-reset', { email }),
  resetPassword: (token: string, password: string) =>
    apiRequest<{ success: boolean; message: string }>('POST', '/api/customers/password-reset/confirm', { token, password }),
  profile: () => apiGet<{ customer: CustomerProfile }>('/api/customers/profile'),
  /** Requirements C7: the draft is sent with the other loaded fields; the server changes only names and phone. */
  updateProfile: (profile: CustomerProfile, draft: ProfileDraft) =>
    apiRequest<{ success: boolean; customer: CustomerProfile; message: string }>('PUT', '/api/customers/profile', { ...profile, ...draft }),
  orders: () => apiGet<{ orders: CustomerOrderListItem[] }>('/api/customers/orders'),
  cancellations: () => apiGet<{ cancellations: CustomerCancellation[] }>('/api/customers/cancellations'),
  cancellationPreview: (orderNumber: string) => apiGet<CancellationPreviewAnswer>(`/api/customers/orders/${encodeURIComponent(orderNumber)}/cancellation`),
  requestCancellation: (orderNumber: string, reason: string) =>
    apiRequest<{ message: string; request: CustomerCancellation }>('POST', `/api/customers/orders/${encodeURIComponent(orderNumber)}/cancellation`, {
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    }),
  /** A wholesale account's API keys (never their secrets) */
  apiKeys: () => apiGet<ApiKeyView[]>('/api/customers/api-keys'),
  /** The new key's secret is in this answer only. */
  createApiKey: (name: string, scope: ApiKeyScope) => apiRequest<ApiKeyView & { secret: string }>('POST', '/api/customers/api-keys', { name, scope }),
  revokeApiKey: (id: number) => apiRequest<ApiKeyView>('DELETE', `/api/customers/api-keys/${id}`),
  webhooks: () => apiGet<WebhookEndpointView[]>('/api/customers/webhooks'),
  /** The new endpoint's signing secret is in this answer only. */
  createWebhook: (url: string) => apiRequest<WebhookEndpointView & { secret: string }>('POST', '/api/customers/webhooks', { url }),
  deleteWebhook: (id: number) => apiRequest<WebhookEndpointView>('DELETE', `/api/customers/webhooks/${id}`),
  webhookDeliveries: () => apiGet<WebhookDeliveryView[]>('/api/customers/webhooks/deliveries'),
  replayWebhookDelivery: (id: number) => apiRequest<WebhookDeliveryView>('POST', `/api/customers/webhooks/deliveries/${id}/replay`),
  /** A wholesale batch CSV checked row by row and priced; nothing is stored or charged. */
  checkBatch: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiPostForm<BatchCheckAnswer>('/api/customers/batch-orders/check', form);
  },
  batchTemplate: () => apiDownload('/api/customers/batch-orders/template.csv'),
  /**
   * Places a checked batch. The same Idempotency-Key with the same file and fields answers the batch
   * already placed (200) instead of placing another, so a retry after a reload or a lost answer is safe.
   */
  placeBatch: (file: File, expectedTotalCents: number, returnAddress: BatchReturnAddress | null, idempotencyKey: string) => {
    const form = new FormData();
    form.append('file', file);
    form.append('expectedTotalCents', String(expectedTotalCents));
    if (returnAddress) form.append('returnAddress', JSON.stringify(returnAddress));
    return apiPostForm<BatchDetail>('/api/customers/batch-orders', form, { 'Idempotency-Key': idempotencyKey });
  },
  batches: () => apiGet<BatchSummary[]>('/api/customers/batch-orders'),
  batch: (id: number) => apiGet<BatchDetail>(`/api/customers/batch-orders/${id}`),
  /** Scans of an order's documents, each file the order's next document. */
  uploadScans: (orderNumber: string, files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append('documents', file);
    return apiPostForm<{ orderNumber: string }>(`/api/customers/orders/${encodeURIComponent(orderNumber)}/documents`, form);
  },
  /** How many scans each of these orders (at most 100) has of its documents. */
  orderScans: (orderNumbers: string[]) =>
    apiGet<{ scans: OrderScans[] }>(`/api/customers/orders/scans?orderNumbers=${encodeURIComponent(orderNumbers.join(','))}`),
};

/** A placed batch as the list shows it (GET /api/customers/batch-orders). */
export interface BatchSummary {
  id: number;
  createdAt: string;
  rowCount: number;
  totalCents: number;
  payment: { method: 'card' | 'monthly-invoice'; status: 'paid' | 'unpaid'; paymentUrl?: string };
}

/** A batch with its orders (GET /api/customers/batch-orders/:id). */
export interface BatchDetail extends BatchSummary {
  orders: { orderNumber: string; status: string; customerReference: string | null; totalCents: number; paid: boolean }[];
}

export interface OrderScans {
  orderNumber: string;
  documentCount: number;
  uploaded: number;
}

/**
 * The toast text for a failed call: the server's own message when it answered one, the given fallback
 * when it answered without one, and the network-error text when it could not be reached.
 */
export function failureText(error: unknown, fallback: string, networkError: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return networkError;
}
