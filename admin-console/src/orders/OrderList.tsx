import type { MouseEvent } from 'react';
import { getServiceTier } from '@apostille/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { ADMIN_MESSAGES, ROUTE_OFFICES } from '@apostille/domain';
import { Datagrid, FunctionField, InfiniteList, Link, SearchInput, SelectInput, TextField, TopToolbar, useListContext } from 'react-admin';
import { StatusTabs } from './StatusTabs';
import type { AdminOrder } from '../dataProvider/types';
import { MAX_PER_PAGE } from '../dataProvider/dataProvider';
import { formatOrderDate } from '../format/date';
import { formatDollars } from '../format/money';
import { useIsPhone } from '../mobile/useIsPhone';
import { OrderCardStack } from './OrderCard';
import { OrdersPagination } from './OrdersPagination';
import { PaymentChip, UnreadMarker, type OrderListRow } from './list/OrderMarks';
import { STICKY_BULK_BAR_SX } from './list/stickyBulkBar';
import { RowActions } from './RowActions';
import { useOrderPagePath } from './useOrderPagePath';
import { BulkStatusButton } from './StatusDialogs';
import { BulkAutomationButton } from './BulkAutomationButton';
import { BulkNotifyButton } from './BulkNotifyButton';
import { SelectAllMatching } from './SelectAllMatching';
import { STATUS_CHOICES, StatusChip } from './StatusChip';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search orders" />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} emptyText="All statuses" alwaysOn />,
  // Orders with a document whose route passes through the office (any status; combine with Status to narrow).
  <SelectInput key="office" source="office" label="Office" choices={[...ROUTE_OFFICES]} emptyText="All offices" />,
];

function ListActions() {
  return (
    <TopToolbar>
      <BulkStatusButton />
    </TopToolbar>
  );
}

/** The table's text when the search or tab leaves no order, as the cards say it. */
function NoOrdersMatch() {
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      No orders match.
    </Typography>
  );
}

/** The list's page as cards on a phone, where a table would scroll sideways. */
function OrderCards() {
  const { data, isPending, error } = useListContext<OrderListRow>();
  if (error) return <Alert severity="error">{ADMIN_MESSAGES.fetchOrdersFailed}</Alert>;
  if (isPending) return <Skeleton variant="rectangular" height={200} />;
  return (
    <Box sx={{ p: 1 }}>
      <OrderCardStack orders={data ?? []} />
    </Box>
  );
}

/** The page's title on a phone, where the app bar leaves the title out. */
function PhoneTitle() {
  return (
    <Typography variant="h5" component="h1" sx={{ px: 1, pt: 1 }}>
      Orders
    </Typography>
  );
}

/**
 * Orders tab: search, status tabs with their counts, and the whole list on one scrolling page: the
 * next 100 orders (the server's page cap) load as its end comes into view. Each row says paid or
 * unpaid and marks unread customer messages; ticked rows keep the bulk bar in view while scrolling.
 */
export function OrderList() {
  const isPhone = useIsPhone();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // Service, destination and document count need a wide screen; below it the table keeps the columns
  // staff scan first, so that a 1440 px laptop shows Total, Created and Actions without scrolling.
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  const orderPath = useOrderPagePath();
  return (
    <InfiniteList
      title="Orders"
      filters={filters}
      actions={isPhone ? false : <ListActions />}
      perPage={MAX_PER_PAGE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      pagination={<OrdersPagination />}
      empty={false}
      sx={STICKY_BULK_BAR_SX}
    >
      {isPhone && <PhoneTitle />}
      <StatusTabs />
      {isPhone ? (
        <OrderCards />
      ) : (
        <Datagrid
          bulkActionButtons={
            <>
              <SelectAllMatching />
              <BulkStatusButton />
              <BulkAutomationButton />
              <BulkNotifyButton />
            </>
          }
          rowClick={false}
          // react-admin's own text would be "No Orders found" (the resource label, capitalised).
          empty={<NoOrdersMatch />}
          sx={{ '& .RaDatagrid-rowCell': { whiteSpace: 'nowrap' }, '& .column-customer': { whiteSpace: 'normal' } }}
        >
          <FunctionField<OrderListRow>
            label="Order"
            sortBy="orderNumber"
            render={(order) => (
              <>
                <Link to={orderPath(order.id)} onClick={(event: MouseEvent) => event.stopPropagation()}>
                  {order.orderNumber}
                </Link>
                <UnreadMarker order={order} />
              </>
            )}
          />
          <FunctionField<AdminOrder>
            source="customer"
            label="Customer"
            sortBy="customerLastName"
            render={(order) => (
              <Box sx={{ maxWidth: { xs: 180, lg: 260 }, overflowWrap: 'anywhere' }}>
                <Typography variant="body2">
                  {order.customerFirstName} {order.customerLastName}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {order.customerEmail}
                </Typography>
              </Box>
            )}
          />
          <FunctionField<AdminOrder> label="Status" sortBy="status" render={(order) => <StatusChip status={order.status} />} />
          {isWide && (
            <FunctionField<AdminOrder> label="Service" sortable={false} render={(order) => getServiceTier(order.serviceLevel)?.name ?? order.serviceLevel} />
          )}
          {isWide && <TextField source="destinationCountry" label="Destination" sortable={false} />}
          {isWide && <TextField source="documentCount" label="Docs" sortable={false} />}
          <FunctionField<AdminOrder> label="Total" sortBy="totalAmount" render={(order) => formatDollars(order.totalAmount)} />
          <FunctionField<OrderListRow> label="Payment" sortable={false} render={(order) => <PaymentChip order={order} />} />
          {!isSmall && <FunctionField<AdminOrder> label="Created" sortBy="createdAt" render={(order) => formatOrderDate(order.createdAt)} />}
          <FunctionField<AdminOrder> label="Actions" render={() => <RowActions />} />
        </Datagrid>
      )}
    </InfiniteList>
  );
}
