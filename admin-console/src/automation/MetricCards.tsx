import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { automationKeys, fetchMetrics } from './automationApi';

function Card({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={label} role="group">
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5">{value}</Typography>
    </Paper>
  );
}

/** The four figures; on a fetch error the error shows instead of zeros. */
export function MetricCards() {
  const metrics = useQuery({ queryKey: automationKeys.metrics, queryFn: fetchMetrics });
  if (metrics.error) return <Alert severity="error">Failed to fetch automation metrics</Alert>;
  const data = metrics.data;
  if (!data) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      <Card label="Total Orders" value={String(data.totalOrders)} />
      <Card label="Automated Orders" value={String(data.automatedOrders)} />
      <Card label="Automation Rate" value={`${Math.round(data.automationRate * 100)}%`} />
      <Card label="Active Rules" value={`${data.activeRules}/${data.totalRules}`} />
    </Box>
  );
}
