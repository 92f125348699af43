import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** What a figure that failed to load shows: a dash, never a zero that looks real. */
export const UNKNOWN_FIGURE = '—';

/** One labelled figure (Overview, Analytics); a skeleton while it loads. */
export function StatCard({ label, value, loading }: { label: string; value: string; loading: boolean }) {
  return (
    <Card component="section" aria-label={label} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        {/* Two cards a row on a phone: the figure shrinks with the screen, and wraps rather than being cut ("$10,000.00"). */}
        <Typography
          variant="h4"
          component="p"
          data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}
          sx={{ fontSize: 'clamp(1.25rem, 5.5vw, 2.125rem)', overflowWrap: 'anywhere' }}
        >
          {loading ? <Skeleton width={80} /> : value}
        </Typography>
      </CardContent>
    </Card>
  );
}
