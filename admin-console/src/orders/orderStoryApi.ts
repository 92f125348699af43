import type { OrderStoryView } from '@apostille/domain';
import { adminRequest } from '../api/request';

export const orderStoryKey = (id: number) => ['order-story', id] as const;

export const fetchOrderStory = (id: number) => adminRequest<OrderStoryView>(`/api/admin/orders/${id}/story`);
