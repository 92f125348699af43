import { ADMIN_BULK_STATUS_MAX_ORDERS } from '@apostille/domain';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useListContext, useStore } from 'react-admin';
import type { AdminOrder } from '../dataProvider/types';
import { ALL_MATCHING_KEY } from './matchingSelection';

/**
 * In the bulk toolbar: once every row of the page is selected and more orders match, offers to act
 * on all of them; the server then applies the action to the list's filter (search and tab).
 */
export function SelectAllMatching() {
  const { selectedIds, data, total } = useListContext<AdminOrder>();
  const [allMatching, setAllMatching] = useStore<boolean>(ALL_MATCHING_KEY, false);
  const pageSize = data?.length ?? 0;
  const wholePage = pageSize > 0 && selectedIds.length >= pageSize;
  // Unselecting a row (or clearing the selection) leaves "all matching".
  useEffect(() => {
    if (!wholePage && allMatching) setAllMatching(false);
  }, [wholePage, allMatching, setAllMatching]);
  if (!wholePage || total === undefined || total <= pageSize) return null;
  if (allMatching) {
    return (
      <Typography variant="body2" component="span" sx={{ mx: 1 }} role="status">
        All {total} matching orders are selected{total > ADMIN_BULK_STATUS_MAX_ORDERS ? ` (at most ${ADMIN_BULK_STATUS_MAX_ORDERS} change at once)` : ''}.{' '}
        <Button size="small" onClick={() => setAllMatching(false)}>
          Only this page
        </Button>
      </Typography>
    );
  }
  return (
    <Button size="small" onClick={() => setAllMatching(true)}>
      Select all {total} matching
    </Button>
  );
}
