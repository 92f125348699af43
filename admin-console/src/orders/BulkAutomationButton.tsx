import { batchProcessedText, ignoredEntryText, Permission } from '@apostille/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useRefresh, useStore, useUnselectAll } from 'react-admin';
import { serverMessageOf } from '../api/request';
import { can } from '../auth/permissions';
import { batchProcess, TRIGGER_TYPES, triggerForOrders, type BatchResult } from '../automation/automationApi';
import type { AutomationTriggerType } from '../graphql/generated';
import { useToast } from '../toast/useToast';
import { ALL_MATCHING_KEY } from './matchingSelection';
import { useOrderSelection } from './useOrderSelection';

/** "Run every active rule" (the Automation tab's batch), or one trigger type as the manual trigger does. */
type AutomationChoice = 'all-rules' | AutomationTriggerType;
const ALL_RULES = 'all-rules';

/**
 * Automation on the list's selection (ticked rows or all matching): every active rule, or one
 * trigger for each order. Entries left out are named with why.
 */
export function BulkAutomationButton() {
  const { selection, count, allMatching, empty } = useOrderSelection();
  const [, setAllMatching] = useStore<boolean>(ALL_MATCHING_KEY, false);
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<AutomationChoice>(ALL_RULES);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('orders');
  // Running every rule is the batch of the Automation tab (rule managers); one trigger is for anyone who updates orders.
  const mayRunAll = can(Permission.ManageAutomationRules);
  if (!can(Permission.UpdateOrders)) return null;

  async function run() {
    setBusy(true);
    setError(null);
    try {
      const result: BatchResult = choice === ALL_RULES ? await batchProcess(selection) : await triggerForOrders(selection, choice, {});
      const ignored = result.ignored.map((item) => ignoredEntryText(item.entry, item.reason)).join('; ');
      toast(batchProcessedText(result.processed, result.failed), ignored || undefined, result.failed > 0 ? 'warning' : 'success');
      setOpen(false);
      setAllMatching(false);
      unselectAll();
      refresh();
    } catch (failure) {
      setError(serverMessageOf(failure, 'Failed to process batch'));
    } finally {
      setBusy(false);
    }
  }

  const what = allMatching ? `all ${count} matching orders` : `${count} selected order${count === 1 ? '' : 's'}`;
  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setChoice(mayRunAll ? ALL_RULES : TRIGGER_TYPES[0]);
          setOpen(true);
        }}
        disabled={empty}
      >
        Run automation
      </Button>
      {open && (
        <Dialog open onClose={busy ? undefined : () => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="bulk-automation-title">
          <DialogTitle id="bulk-automation-title">Run automation on {what}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText>Each order goes through the automation queue on its own; an order a rule does not apply to is left as it is.</DialogContentText>
            <TextField select label="What to run" value={choice} onChange={(event) => setChoice(event.target.value as AutomationChoice)} sx={{ mt: 1 }}>
              {mayRunAll && <MenuItem value={ALL_RULES}>Every active rule</MenuItem>}
              {TRIGGER_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  Rules listening to {type}
                </MenuItem>
              ))}
            </TextField>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" onClick={() => void run()} disabled={busy}>
              Run
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
