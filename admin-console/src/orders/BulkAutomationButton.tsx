import { batchProcessedText, ignoredEntryText, Permission } from '@apostille/domain';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useListContext, useRefresh, useStore, useUnselectAll } from 'react-admin';
import { serverMessageOf } from '../api/request';
import { can } from '../auth/permissions';
import { batchProcess } from '../automation/automationApi';
import type { AdminOrder } from '../dataProvider/types';
import { useToast } from '../toast/useToast';
import { ALL_MATCHING_KEY } from './matchingSelection';

/**
 * Runs every active automation rule on the selected orders (the Automation tab's batch, started from
 * the list). Only for chosen rows: "all matching" offers the status change alone.
 */
export function BulkAutomationButton() {
  const { selectedIds, data } = useListContext<AdminOrder>();
  const [allMatching] = useStore<boolean>(ALL_MATCHING_KEY, false);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('orders');
  if (!can(Permission.ManageAutomationRules) || allMatching) return null;

  async function run() {
    setBusy(true);
    try {
      // Order numbers, as staff read them; an order gone from the page is sent by id.
      const entries = selectedIds.map((id) => data?.find((order) => order.id === id)?.orderNumber ?? String(id));
      const result = await batchProcess(entries);
      const ignored = result.ignored.map((item) => ignoredEntryText(item.entry, item.reason)).join('; ');
      toast(batchProcessedText(result.processed, result.failed), ignored || undefined, result.failed > 0 ? 'warning' : 'success');
      unselectAll();
      refresh();
    } catch (error) {
      toast('Batch Processing Failed', serverMessageOf(error, 'Failed to process batch'), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="small" onClick={() => void run()} disabled={busy || selectedIds.length === 0}>
      Run automation
    </Button>
  );
}
