import { getServiceTier } from '@apostille/domain';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Datagrid, FunctionField, List, SearchInput, SelectInput, TextField, TopToolbar } from 'react-admin';
import type { AdminOrder } from '../dataProvider/types';
import { MAX_PER_PAGE } from '../dataProvider/dataProvider';
import { formatOrderDate } from '../format/date';
import { formatDollars } from '../format/money';
import { OrdersPagination } from './OrdersPagination';
import { RowActions } from './RowActions';
import { BulkStatusButton } from './StatusDialogs';
import { STATUS_CHOICES, StatusChip } from './StatusChip';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search orders" />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} emptyText="All statuses" alwaysOn />,
];

function ListActions() {
  return (
    <TopToolbar>
      <BulkStatusButton />
    </TopToolbar>
  );
}

/** Orders tab: search, status filter and the orders on one page (up to the server's page cap). */
export function OrderList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Orders"
      filters={filters}
      actions={<ListActions />}
      perPage={MAX_PER_PAGE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      pagination={<OrdersPagination rowsPerPageOptions={[25, 50, MAX_PER_PAGE]} />}
      empty={false}
    >
      <Datagrid bulkActionButtons={<BulkStatusButton />} rowClick={false} sx={{ '& .RaDatagrid-rowCell': { whiteSpace: 'nowrap' } }}>
        <TextField source="orderNumber" label="Order" />
        <FunctionField<AdminOrder>
          label="Customer"
          sortBy="customerLastName"
          render={(order) => (
            <>
              <Typography variant="body2">
                {order.customerFirstName} {order.customerLastName}
              </Typography>
              {isSmall && (
                <Typography variant="caption" color="text.secondary">
                  {order.customerEmail}
                </Typography>
              )}
            </>
          )}
        />
        {!isSmall && <TextField source="customerEmail" label="Email" />}
        <FunctionField<AdminOrder> label="Status" sortBy="status" render={(order) => <StatusChip status={order.status} />} />
        {!isSmall && <FunctionField<AdminOrder> label="Service" sortable={false} render={(order) => getServiceTier(order.serviceLevel)?.name ?? order.serviceLevel} />}
        {!isSmall && <TextField source="destinationCountry" label="Destination" sortable={false} />}
        {!isSmall && <TextField source="documentCount" label="Docs" sortable={false} />}
        <FunctionField<AdminOrder> label="Total" sortBy="totalAmount" render={(order) => formatDollars(order.totalAmount)} />
        <FunctionField<AdminOrder> label="Created" sortBy="createdAt" render={(order) => formatOrderDate(order.createdAt)} />
        <FunctionField<AdminOrder> label="Actions" render={() => <RowActions />} />
      </Datagrid>
    </List>
  );
}
