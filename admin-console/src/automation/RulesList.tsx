import { Permission } from '@apostille/domain';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { ListBase, RecordContextProvider, TextField, useListContext, useRecordContext, useUpdate } from 'react-admin';
import { can } from '../auth/permissions';
import { useToast } from '../toast/useToast';
import { AUTOMATION_RULES, type AutomationRule } from '../dataProvider/automationRules';
import { automationKeys } from './automationApi';
import { serverMessageOf } from '../api/request';

/** A rule as a card: its name, what it does and when, and its switch for roles that may turn rules on and off. */
function RuleRow({ canToggle }: { canToggle: boolean }) {
  const rule = useRecordContext<AutomationRule>();
  const toast = useToast();
  const client = useQueryClient();
  const [update, { isPending }] = useUpdate<AutomationRule>();
  if (!rule) return null;
  const toggle = (isActive: boolean) =>
    void update(
      AUTOMATION_RULES,
      { id: rule.id, data: { isActive }, previousData: rule },
      {
        onSuccess: () => {
          toast('Rule Updated', undefined, 'success');
          // The Active Rules figure changes with the rule.
          void client.invalidateQueries({ queryKey: automationKeys.all });
        },
        onError: (error) => toast('Rule Update Failed', serverMessageOf(error, 'Failed to update rule'), 'error'),
      },
    );
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`rule-${rule.id}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <div style={{ minWidth: 0 }}>
          <TextField source="name" variant="subtitle2" component="div" sx={{ overflowWrap: 'anywhere' }} />
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {rule.description} · {rule.triggerType}
          </Typography>
        </div>
        {canToggle ? (
          <FormControlLabel
            control={
              <Switch
                checked={rule.isActive}
                disabled={isPending}
                onChange={(event) => toggle(event.target.checked)}
                // Every switch's visible label is "Active" or "Inactive"; its name says which rule it turns on.
                slotProps={{ input: { 'aria-label': `${rule.name} active` } }}
              />
            }
            label={rule.isActive ? 'Active' : 'Inactive'}
          />
        ) : (
          <Typography variant="body2">{rule.isActive ? 'Active' : 'Inactive'}</Typography>
        )}
      </Stack>
    </Paper>
  );
}

function Rules({ canToggle }: { canToggle: boolean }) {
  const { data, error } = useListContext<AutomationRule>();
  return (
    <section aria-label="Automation rules">
      <Typography variant="h6" sx={{ mb: 1 }}>
        Automation rules
      </Typography>
      {error ? <Alert severity="error">Failed to fetch automation rules</Alert> : null}
      {data?.length === 0 ? <Typography color="text.secondary">No automation rules.</Typography> : null}
      <Stack spacing={1}>
        {data?.map((rule) => (
          <RecordContextProvider key={rule.id} value={rule}>
            <RuleRow canToggle={canToggle} />
          </RecordContextProvider>
        ))}
      </Stack>
    </section>
  );
}

/**
 * The automation-rules resource's list (every rule: the server has a handful): the Automation tab
 * shows it below its panels, /admin/automation-rules on its own. Switches only for ManageAutomationRules.
 */
export function RulesList({ canToggle = can(Permission.ManageAutomationRules) }: { canToggle?: boolean }) {
  return (
    <ListBase resource={AUTOMATION_RULES} perPage={100} disableSyncWithLocation>
      <Rules canToggle={canToggle} />
    </ListBase>
  );
}
