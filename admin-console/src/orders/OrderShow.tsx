import { ShowBase } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AdminOrder } from '../dataProvider/types';
import { isOrderId, OrderStory } from './OrderStory';

/**
 * /admin/orders/{id}/show, react-admin's show route: the order's whole story read-only, for roles
 * that may read orders but not update them (no status, edit or documents buttons, no note box).
 */
export function OrderShow() {
  const id = Number(useParams<{ id: string }>().id);
  return (
    // The page says itself when the order is missing (ORDER_STORY_MESSAGES), rather than leaving for the list.
    <ShowBase<AdminOrder> resource="orders" id={id} redirectOnError={false} queryOptions={{ enabled: isOrderId(id), onError: () => undefined }}>
      <OrderStory id={id} canAddNotes={false} />
    </ShowBase>
  );
}
