import { batchProcessedText, ignoredEntryText, Permission } from '@apostille/domain';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useRefresh } from 'react-admin';
import { can } from '../auth/permissions';
import { batchProcess, TRIGGER_TYPES, triggerForOrders, type BatchResult } from '../automation/automationApi';
import type { AutomationTriggerType } from '../graphql/generated';
import { useToast } from '../toast/useToast';
import { BulkSelectionDialog, useBulkSelectionAction } from './BulkSelectionDialog';

/** "Run every active rule" (the Automation tab's batch), or one trigger type as the manual trigger does. */
type AutomationChoice = 'all-rules' | AutomationTriggerType;
const ALL_RULES = 'all-rules';

/**
 * Automation on the list's selection (ticked rows or all matching): every active rule, or one
 * trigger for each order. Entries left out are named with why.
 */
export function BulkAutomationButton() {
  const bulk = useBulkSelectionAction('Failed to process batch');
  const [choice, setChoice] = useState<AutomationChoice>(ALL_RULES);
  const toast = useToast();
  const refresh = useRefresh();
  // Running every rule is the batch of the Automation tab (rule managers); one trigger is for anyone who updates orders.
  const mayRunAll = can(Permission.ManageAutomationRules);
  if (!can(Permission.UpdateOrders)) return null;

  const run = () =>
    bulk.perform(async () => {
      const result: BatchResult = choice === ALL_RULES ? await batchProcess(bulk.selection) : await triggerForOrders(bulk.selection, choice, {});
      const ignored = result.ignored.map((item) => ignoredEntryText(item.entry, item.reason)).join('; ');
      toast(batchProcessedText(result.processed, result.failed), ignored || undefined, result.failed > 0 ? 'warning' : 'success');
      refresh();
    });

  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setChoice(mayRunAll ? ALL_RULES : TRIGGER_TYPES[0]);
          bulk.setError(null);
          bulk.setOpen(true);
        }}
        disabled={bulk.empty}
      >
        Run automation
      </Button>
      {bulk.open && (
        <BulkSelectionDialog
          title={`Run automation on ${bulk.what}`}
          confirmLabel="Run"
          busy={bulk.busy}
          error={bulk.error}
          onClose={() => bulk.setOpen(false)}
          onConfirm={() => void run()}
        >
          <DialogContentText>Each order goes through the automation queue on its own; an order a rule does not apply to is left as it is.</DialogContentText>
          <TextField select label="What to run" value={choice} onChange={(event) => setChoice(event.target.value as AutomationChoice)} sx={{ mt: 1 }}>
            {mayRunAll && <MenuItem value={ALL_RULES}>Every active rule</MenuItem>}
            {TRIGGER_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                Rules listening to {type}
              </MenuItem>
            ))}
          </TextField>
        </BulkSelectionDialog>
      )}
    </>
  );
}
