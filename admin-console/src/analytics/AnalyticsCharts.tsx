import { getServiceTier, statusLabel, type AnalyticsView } from '@apostille/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import { axisMax, countTick, dollarTick, formatRevenue, monthLabel } from './analyticsFormat';

const CHART_HEIGHT = 260;
/** Room for the longest status label ("Authentication in Progress") beside its bar, unclipped. */
const STATUS_LABEL_WIDTH = 190;
const DOCUMENT_TYPE_LABEL_WIDTH = 190;

function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>{empty ? <Typography color="text.secondary">No orders in this period.</Typography> : children}</CardContent>
    </Card>
  );
}

/** The four breakdowns of the Analytics tab; each chart takes its card's width, so it fits a phone. */
export function AnalyticsCharts({ view }: { view: AnalyticsView }) {
  const statuses = Object.entries(view.ordersByStatus).sort((a, b) => b[1] - a[1]);
  const services = Object.entries(view.revenueByService).sort((a, b) => b[1] - a[1]);
  return (
    <>
      <ChartCard title="Orders by Status" empty={statuses.length === 0}>
        <BarChart
          height={CHART_HEIGHT}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: statuses.map(([status]) => statusLabel(status)), width: STATUS_LABEL_WIDTH }]}
          xAxis={[{ min: 0, max: axisMax(statuses.map(([, count]) => count)), valueFormatter: countTick }]}
          series={[{ data: statuses.map(([, count]) => count), label: 'Orders', barLabel: 'value', barLabelPlacement: 'outside' }]}
          hideLegend
        />
      </ChartCard>
      <ChartCard title="Revenue by Service Level" empty={services.length === 0}>
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: services.map(([level]) => getServiceTier(level)?.name ?? level) }]}
          yAxis={[{ min: 0, max: axisMax(services.map(([, amount]) => amount)), valueFormatter: dollarTick, width: 70 }]}
          series={[
            {
              data: services.map(([, amount]) => amount),
              label: 'Revenue',
              valueFormatter: (value) => formatRevenue(value ?? 0),
              barLabel: (item) => formatRevenue(item.value ?? 0),
              barLabelPlacement: 'outside',
            },
          ]}
          hideLegend
        />
      </ChartCard>
      <ChartCard title="Popular Document Types" empty={view.topDocumentTypes.length === 0}>
        <ol aria-label="Document types by orders" style={{ margin: 0, paddingLeft: '1.5em' }}>
          {view.topDocumentTypes.map(({ type, count }) => (
            <li key={type}>
              <Typography component="span">
                {type}: {count} {count === 1 ? 'order' : 'orders'}
              </Typography>
            </li>
          ))}
        </ol>
        <BarChart
          height={CHART_HEIGHT}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: view.topDocumentTypes.map(({ type }) => type), width: DOCUMENT_TYPE_LABEL_WIDTH }]}
          xAxis={[{ min: 0, max: axisMax(view.topDocumentTypes.map(({ count }) => count)), valueFormatter: countTick }]}
          series={[{ data: view.topDocumentTypes.map(({ count }) => count), label: 'Orders', barLabel: 'value', barLabelPlacement: 'outside' }]}
          hideLegend
        />
      </ChartCard>
      <ChartCard title="Monthly Trends" empty={false}>
        <LineChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'point', data: view.monthlyTrends.map(({ month }) => monthLabel(month)) }]}
          yAxis={[
            { id: 'orders', width: 40, min: 0, max: axisMax(view.monthlyTrends.map(({ orders }) => orders)), valueFormatter: countTick },
            { id: 'revenue', position: 'right', width: 70, min: 0, max: axisMax(view.monthlyTrends.map(({ revenue }) => revenue)), valueFormatter: dollarTick },
          ]}
          series={[
            { data: view.monthlyTrends.map(({ orders }) => orders), label: 'Orders', yAxisId: 'orders' },
            {
              data: view.monthlyTrends.map(({ revenue }) => revenue),
              label: 'Revenue',
              yAxisId: 'revenue',
              valueFormatter: (value) => formatRevenue(value ?? 0),
            },
          ]}
        />
        <table aria-label="Monthly trends" style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={{ textAlign: 'left' }}>Month</th>
              <th style={{ textAlign: 'right' }}>Orders</th>
              <th style={{ textAlign: 'right' }}>Revenue</th>
            </tr>
          </thead>
          <tbody>
            {view.monthlyTrends.map(({ month, orders, revenue }) => (
              <tr key={month}>
                <td>{monthLabel(month)}</td>
                <td style={{ textAlign: 'right' }}>{orders}</td>
                <td style={{ textAlign: 'right' }}>{formatRevenue(revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ChartCard>
    </>
  );
}
