import { type DocumentRouteView, formatTypicalDays, formatUsd, type OrderStoryView } from '@apostille/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Section } from './OrderStorySections';

const feeOf = (step: DocumentRouteView['steps'][number]) => (step.feeCents === null ? (step.feeNote ?? 'Quoted after review') : formatUsd(step.feeCents));

function DocumentRoute({ route }: { route: DocumentRouteView }) {
  return (
    <Box component="article" aria-label={`Document ${route.documentNumber} route`} sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3">
        Document {route.documentNumber}: {route.documentType}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Issued by {route.issuedBy}. {route.summary}
      </Typography>
      {route.reviewReason ? <Typography variant="body2">{route.reviewReason}</Typography> : null}
      {route.steps.length > 0 ? (
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {route.steps.map((step, index) => (
            <li key={`${step.office}-${index}`}>
              <Typography variant="body2">
                <strong>{step.officeName}</strong>: {step.issues}. Fee: {feeOf(step)}. Typical time: {formatTypicalDays(step.typicalDays)}.
              </Typography>
            </li>
          ))}
        </Box>
      ) : null}
      <Typography variant="body2">
        Government fees charged: {formatUsd(route.knownFeesCents)}
        {route.pendingFees.length > 0 ? ` (plus ${route.pendingFees.join('; ')})` : ''}. Typical time in all: {formatTypicalDays(route.typicalDays)}.
      </Typography>
      {route.risks.length > 0 ? (
        <>
          <Typography variant="body2" color="text.secondary">
            Risks
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {route.risks.map((risk) => (
              <li key={risk}>
                <Typography variant="body2">{risk}</Typography>
              </li>
            ))}
          </Box>
        </>
      ) : null}
      <Typography variant="caption" color="text.secondary">
        Route data as of {route.asOf}
      </Typography>
    </Box>
  );
}

/** Each document's route as the customer saw it when ordering (kept on the order). */
export function Routes({ story }: { story: OrderStoryView }) {
  const routes = story.documentRoutes ?? [];
  return (
    <Section title="Routes" empty={routes.length === 0 && 'No route was kept for this order (placed before routes were shown).'}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {routes.map((route) => (
          <DocumentRoute key={route.documentNumber} route={route} />
        ))}
      </Box>
    </Section>
  );
}
