import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useOrderPagePath } from '../orders/useOrderPagePath';

/** An order number that opens the order's page (edit for staff who may change orders, else show). */
export function OrderNumberLink({ id, orderNumber }: { id: number; orderNumber: string }) {
  const orderPath = useOrderPagePath();
  return (
    <Link component={RouterLink} to={orderPath(id)} onClick={(event) => event.stopPropagation()}>
      {orderNumber}
    </Link>
  );
}
