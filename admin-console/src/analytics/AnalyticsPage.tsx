import { ANALYTICS_MESSAGES, type AnalyticsRange } from '@apostille/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/request';
import { StatCard, UNKNOWN_FIGURE } from '../components/StatCard';
import { AnalyticsCharts } from './AnalyticsCharts';
import { analyticsKey, fetchAnalytics, refreshAnalytics } from './analyticsApi';
import { useToast } from '../toast/useToast';
import { serverMessageOf } from '../api/request';
import { formatOrderDate } from '../format/date';
import { formatConversion, formatRevenue, formatWholeDollars, rangeFromSearch } from './analyticsFormat';

/** The Analytics tab (requirements A2): four figures and four breakdowns, all time or for a chosen period. */
export function AnalyticsPage() {
  // The period lives in the address, so a reload, the back button or a shared link keeps it.
  const [search, setSearch] = useSearchParams();
  const range: AnalyticsRange | null = rangeFromSearch(search);
  const [from, setFrom] = useState(range?.from ?? '');
  const [to, setTo] = useState(range?.to ?? '');
  const setRange = (next: AnalyticsRange | null) => setSearch(next ? { from: next.from, to: next.to } : {});
  // Back and forward change the address, not the fields: the fields follow it.
  const rangeFrom = range?.from ?? '';
  const rangeTo = range?.to ?? '';
  useEffect(() => {
    setFrom(rangeFrom);
    setTo(rangeTo);
  }, [rangeFrom, rangeTo]);
  const analytics = useQuery({ queryKey: analyticsKey(range), queryFn: () => fetchAnalytics(range) });
  const queryClient = useQueryClient();
  const toast = useToast();
  // The figures come from rollups refreshed every 10 minutes; staff can ask for them now.
  const refresh = useMutation({
    mutationFn: refreshAnalytics,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['analytics'] });
      toast(ANALYTICS_MESSAGES.refreshed, undefined, 'success');
    },
    onError: (error) => toast(ANALYTICS_MESSAGES.fetchFailed, serverMessageOf(error, ANALYTICS_MESSAGES.fetchFailed), 'error'),
  });
  const view = analytics.data;
  const failed = Boolean(analytics.error);
  const figure = (format: () => string) => (failed || !view ? UNKNOWN_FIGURE : format());
  // A range the server refused says why; anything else is the spec's fetch error.
  const refusal = analytics.error instanceof ApiError && analytics.error.status === 400 ? analytics.error.serverMessage : undefined;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setRange(from || to ? { from, to } : null);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title="Analytics" />
      <Typography variant="h4" component="h1">
        Analytics
      </Typography>
      <Stack component="form" aria-label="Period" onSubmit={apply} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField label="From" type="date" size="small" value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label="To" type="date" size="small" value={to} onChange={(e) => setTo(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <Button type="submit" variant="contained">
          Apply
        </Button>
        <Button
          onClick={() => {
            setFrom('');
            setTo('');
            setRange(null);
          }}
        >
          All time
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" data-testid="analytics-as-of">
          {view ? `Figures as of ${formatOrderDate(view.asOf)}` : ' '}
        </Typography>
        <Button size="small" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
          {refresh.isPending ? 'Refreshing...' : 'Refresh figures'}
        </Button>
      </Stack>
      {failed ? <Alert severity="error">{refusal ?? ANALYTICS_MESSAGES.fetchFailed}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <StatCard label="Total Revenue" value={figure(() => formatRevenue(view!.totalRevenue))} loading={analytics.isPending} />
        <StatCard label="Avg Order Value" value={figure(() => formatWholeDollars(view!.avgOrderValue))} loading={analytics.isPending} />
        <StatCard label="Total Customers" value={figure(() => String(view!.customerCount))} loading={analytics.isPending} />
        <StatCard label="Conversion Rate" value={figure(() => formatConversion(view!.conversionRate))} loading={analytics.isPending} />
      </Box>
      {view && !failed ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          <AnalyticsCharts view={view} />
        </Box>
      ) : null}
    </Box>
  );
}
