import type { TablePaginationProps } from '@mui/material/TablePagination';
import { Pagination, useListContext, type PaginationProps } from 'react-admin';
import { pageRangeLabel } from '../format/pageRange';

/** react-admin's pager, with "of more than N" when the server capped a broad search's total. */
export function OrdersPagination(props: PaginationProps) {
  const list = useListContext();
  const totalCapped = Boolean((list.meta as { totalCapped?: boolean } | undefined)?.totalCapped);
  // react-admin passes further props on to MUI's TablePagination, whose label this replaces.
  const label: Pick<TablePaginationProps, 'labelDisplayedRows'> = { labelDisplayedRows: (range) => pageRangeLabel(range, totalCapped) };
  return <Pagination {...props} {...label} />;
}
