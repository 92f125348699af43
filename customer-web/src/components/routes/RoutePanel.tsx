import { formatUsd, type DocumentRouteView, type RouteStepView } from '@apostille/domain';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** "2026-11-20" → "November 20, 2026". */
export const dateForPeople = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "5–7 business days", "at least 3 business days", "1 business day". */
export function businessDays(days: { min: number; max: number | null } | null): string {
  if (!days) return 'not known yet';
  const unit = (n: number) => (n === 1 ? 'business day' : 'business days');
  if (days.max === null) return `at least ${days.min} ${unit(days.min)}`;
  if (days.max === days.min) return `${days.min} ${unit(days.min)}`;
  return `${days.min}–${days.max} ${unit(days.max)}`;
}

/** A route as the panel shows it: the form's own view, or an order's as the API answers it (fees made cents again). */
export type ShownRoute = Omit<DocumentRouteView, 'knownFeesCents' | 'snapshot'>;

const feeOf = (step: RouteStepView) => (step.feeCents !== null ? formatUsd(step.feeCents) : (step.feeNote ?? 'Fee confirmed after review'));

/**
 * One document's route in plain words: what it needs, each office with what it issues, its fee and
 * typical time, the known reasons such a document is refused as a checklist, and the data's date.
 */
export function RoutePanel({ route, title }: { route: ShownRoute; title?: string }) {
  const heading = title ?? `Route for document ${route.documentNumber}: ${route.documentType}`;
  const headingId = `route-${route.documentNumber}-title`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 }, bgcolor: 'action.hover', minWidth: 0, overflowWrap: 'anywhere' }}
    >
      <Typography id={headingId} component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Issued by {route.issuedBy}
      </Typography>
      {route.status === 'review' ? (
        <Alert severity="info" role="status" sx={{ mb: 1 }}>
          {route.summary}
        </Alert>
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
          {route.summary}
        </Typography>
      )}
      {route.steps.length > 0 && (
        <Stack component="ol" spacing={1} aria-label="Route steps" sx={{ pl: 2.5, m: 0, mb: 1 }}>
          {route.steps.map((step, i) => (
            <li key={`${step.office}-${i}`}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {step.officeName}
              </Typography>
              <Typography variant="body2" component="div">
                Issues: {step.issues}
              </Typography>
              <Typography variant="body2" component="div">
                Government fee: {feeOf(step)}
              </Typography>
              <Typography variant="body2" component="div">
                Typical time: {businessDays(step.typicalDays)}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
      {route.steps.length > 1 && route.typicalDays && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Typical time in all: {businessDays(route.typicalDays)}
        </Typography>
      )}
      {route.pendingFees.length > 0 && route.status !== 'review' && (
        <Box component="ul" aria-label="Fees quoted after review" sx={{ pl: 2.5, m: 0, mb: 1 }}>
          {route.pendingFees.map((fee) => (
            <Typography key={fee} component="li" variant="body2">
              {fee}
            </Typography>
          ))}
        </Box>
      )}
      {route.risks.length > 0 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Before you send it
          </Typography>
          <Box component="ul" aria-label="Checklist" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}>
            {route.risks.map((risk) => (
              <Stack key={risk} component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start', py: 0.25 }}>
                <CheckBoxOutlineBlank fontSize="small" aria-hidden sx={{ mt: 0.25, color: 'text.secondary' }} />
                <Typography variant="body2">{risk}</Typography>
              </Stack>
            ))}
          </Box>
        </>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
        Route data as of {dateForPeople(route.asOf)}
      </Typography>
    </Box>
  );
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A step as the API answers it (`fee` in dollars) or as the form has it (`feeCents`): fee in cents. */
function stepOf(step: Record<string, unknown>): RouteStepView {
  const dollars = typeof step.fee === 'number' ? Math.round(step.fee * 100) : null;
  return {
    ...(step as unknown as RouteStepView),
    feeCents: typeof step.feeCents === 'number' ? step.feeCents : dollars,
    feeNote: typeof step.feeNote === 'string' ? step.feeNote : null,
  };
}

/** Routes as an order response carries them (`documentRoutes`), or none when absent or not of that shape. */
export function routesOf(response: unknown): ShownRoute[] {
  const routes = isObject(response) ? response.documentRoutes : undefined;
  if (!Array.isArray(routes)) return [];
  const fits = (r: unknown): r is Record<string, unknown> & { steps: unknown[] } =>
    isObject(r) &&
    typeof r.documentNumber === 'number' &&
    typeof r.documentType === 'string' &&
    typeof r.summary === 'string' &&
    typeof r.asOf === 'string' &&
    Array.isArray(r.steps) &&
    r.steps.every(isObject) &&
    Array.isArray(r.risks) &&
    Array.isArray(r.pendingFees);
  if (!routes.every(fits)) return [];
  return routes.map((r) => ({ ...(r as unknown as ShownRoute), steps: (r.steps as Record<string, unknown>[]).map(stepOf) }));
}

/** The routes of an order's documents (confirmation, tracking); nothing when the order has none. */
export function DocumentRoutesSection({ routes }: { routes: readonly ShownRoute[] }) {
  if (routes.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="document-routes-title" sx={{ minWidth: 0 }}>
      <Typography id="document-routes-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Your documents&apos; routes
      </Typography>
      <Stack spacing={1.5}>
        {routes.map((route) => (
          <RoutePanel key={route.documentNumber} route={route} />
        ))}
      </Stack>
    </Box>
  );
}
