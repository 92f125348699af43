import type { OrderNoteView, OrderStoryView } from '@apostille/domain';
import { adminRequest } from '../api/request';

export const orderStoryKey = (id: number) => ['order-story', id] as const;

export const fetchOrderStory = (id: number) => adminRequest<OrderStoryView>(`/api/admin/orders/${id}/story`);

/** POST /api/admin/orders/:id/notes: the note as stored, with its author and time. */
export const addOrderNote = async (id: number, body: string) =>
  (await adminRequest<{ note: OrderNoteView }>(`/api/admin/orders/${id}/notes`, { json: { body } })).note;
