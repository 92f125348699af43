import { Permission } from '@apostille/domain';
import { useCreatePath, type Identifier } from 'react-admin';
import { can } from '../auth/permissions';

/** Where an order's number links to: its edit route, or the read-only show route for a role that may not update orders. */
export function useOrderPagePath(): (id: Identifier) => string {
  const createPath = useCreatePath();
  const type = can(Permission.UpdateOrders) ? 'edit' : 'show';
  return (id) => createPath({ resource: 'orders', type, id });
}
