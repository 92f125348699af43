import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../toast/useToast';
import { type AutomationRule, automationKeys, fetchRules, setRuleActive } from './automationApi';
import { serverMessageOf } from '../api/request';

function RuleRow({ rule, canToggle }: { rule: AutomationRule; canToggle: boolean }) {
  const toast = useToast();
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: (isActive: boolean) => setRuleActive(rule.id, isActive),
    onSuccess: () => {
      toast('Rule Updated', undefined, 'success');
      // Rules and the Active Rules figure both change.
      void client.invalidateQueries({ queryKey: automationKeys.all });
    },
    onError: (error) => toast('Rule Update Failed', serverMessageOf(error, 'Failed to update rule'), 'error'),
  });
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`rule-${rule.id}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <div style={{ minWidth: 0 }}>
          <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
            {rule.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {rule.description} · {rule.triggerType}
          </Typography>
        </div>
        {canToggle ? (
          <FormControlLabel
            control={
              <Switch
                checked={rule.isActive}
                disabled={toggle.isPending}
                onChange={(event) => toggle.mutate(event.target.checked)}
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

export function RulesList({ canToggle }: { canToggle: boolean }) {
  const rules = useQuery({ queryKey: automationKeys.rules, queryFn: fetchRules });
  return (
    <section aria-label="Automation rules">
      <Typography variant="h6" sx={{ mb: 1 }}>
        Automation rules
      </Typography>
      {rules.error ? <Alert severity="error">Failed to fetch automation rules</Alert> : null}
      {rules.data?.length === 0 ? <Typography color="text.secondary">No automation rules.</Typography> : null}
      <Stack spacing={1}>
        {rules.data?.map((rule) => (
          <RuleRow key={rule.id} rule={rule} canToggle={canToggle} />
        ))}
      </Stack>
    </section>
  );
}
