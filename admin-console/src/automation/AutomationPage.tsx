import { Permission } from '@apostille/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { can } from '../auth/permissions';
import { BatchPanel } from './BatchPanel';
import { MetricCards } from './MetricCards';
import { RulesList } from './RulesList';
import { TriggerPanel } from './TriggerPanel';
import { PageTitle } from '../components/PageTitle';

/** The Automation tab: figures, batch processing, manual trigger, rules. */
export function AutomationPage() {
  const manage = can(Permission.ManageAutomationRules);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%', overflowX: 'hidden' }}>
      <PageTitle title="Automation" />
      <Stack spacing={3}>
        <MetricCards />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: manage ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' } }}>
          {manage ? <BatchPanel /> : null}
          <TriggerPanel />
        </Box>
        <RulesList canToggle={manage} />
      </Stack>
    </Box>
  );
}

/** The automation-rules resource's own list route (/admin/automation-rules); the tab shows the same list below its panels. */
export function AutomationRulesPage() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%', overflowX: 'hidden' }}>
      <PageTitle title="Automation rules" />
      <RulesList />
    </Box>
  );
}
