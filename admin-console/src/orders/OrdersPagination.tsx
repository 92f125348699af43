import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { InfinitePagination, useInfinitePaginationContext, useListContext } from 'react-admin';
import { pageRangeLabel } from '../format/pageRange';

/**
 * Below the orders: loads the next 100 as the end of the list scrolls into view (react-admin's
 * InfinitePagination), with a button doing the same for the keyboard (and where the browser cannot
 * watch the scroll), and says how many of the matches are shown, with "more than" when the server
 * capped a broad search's total.
 */
export function OrdersPagination() {
  const list = useListContext();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  const totalCapped = Boolean((list.meta as { totalCapped?: boolean } | undefined)?.totalCapped);
  const loaded = list.data?.length ?? 0;
  const watchesScroll = typeof IntersectionObserver !== 'undefined';
  return (
    <Box sx={{ textAlign: 'center', pb: 2 }}>
      {watchesScroll && <InfinitePagination />}
      {!list.isPending && loaded > 0 && list.total !== undefined && (
        <Typography variant="caption" color="text.secondary" component="p" role="status">
          Showing {pageRangeLabel({ from: 1, to: loaded, count: list.total }, totalCapped)} orders
        </Typography>
      )}
      {hasNextPage && !isFetchingNextPage && fetchNextPage && (
        <Button size="small" onClick={() => void fetchNextPage()}>
          Load more orders
        </Button>
      )}
    </Box>
  );
}
