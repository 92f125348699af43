import { formatUsd, type OfficeBatchDocument, type OfficeBatchSheet, ROUTE_OFFICES, routeOfficeName } from '@apostille/domain';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link, Title } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { formatOrderDate } from '../format/date';
import { batchSheetKey, fetchBatchSheet } from './batchSheetApi';

/** In print only the sheet remains: the console's bar, menu and the page's controls are left out. */
const PRINT_STYLES = {
  '@media print': {
    '.MuiAppBar-root, .MuiDrawer-root, .MuiDrawer-docked, .RaSidebar-fixed, .RaLayout-appFrame > header, [data-print="hide"]': { display: 'none !important' },
    '.RaLayout-appFrame, .RaLayout-contentWithSidebar, .RaLayout-content': { margin: '0 !important', padding: '0 !important' },
    body: { background: '#fff' },
    '[data-print="sheet"] article': { breakInside: 'avoid' },
  },
};

const feeText = (document: OfficeBatchDocument) => (document.feeCents === null ? (document.feeNote ?? 'Quoted after review') : formatUsd(document.feeCents));

function Sheet({ sheet }: { sheet: OfficeBatchSheet }) {
  return (
    <Box data-print="sheet" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        Open orders (before Apostille Complete) with a document for this office, oldest first. Printed {formatOrderDate(sheet.generatedAt)}.
      </Typography>
      <Box
        component="dl"
        aria-label="Totals"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '4px 16px', m: 0, '& dd': { m: 0, fontWeight: 600 } }}
      >
        <dt>Orders</dt>
        <dd>{sheet.orders.length}</dd>
        <dt>Documents</dt>
        <dd>{sheet.documentCount}</dd>
        <dt>Known fees</dt>
        <dd>{formatUsd(sheet.knownFeesCents)}</dd>
        {sheet.pendingFeeCount > 0 ? (
          <>
            <dt>Fees after review</dt>
            <dd>{sheet.pendingFeeCount} document(s)</dd>
          </>
        ) : null}
      </Box>
      {sheet.orders.length === 0 ? <Typography>No open order has a document for this office.</Typography> : null}
      {sheet.orders.map((order) => (
        <Box
          component="article"
          key={order.orderId}
          aria-label={`Order ${order.orderNumber}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.5, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          <Typography variant="subtitle1" component="h2">
            <Link to={`/orders/${order.orderId}/show`}>{order.orderNumber}</Link> · {order.customerName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            To {order.destinationCountry} · {order.status}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {order.documents.map((document, index) => (
              <li key={`${document.documentNumber}-${index}`}>
                <Typography variant="body2">
                  Document {document.documentNumber}: {document.documentType} (issued by {document.issuedBy}) — {document.issues}, {feeText(document)}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The batch sheet of one office: what goes into its envelope. Printable (the console's navigation is
 * left out in print) and readable from a phone's width up without sideways scrolling.
 */
export function BatchSheetPage() {
  const { office = '' } = useParams();
  const navigate = useNavigate();
  const name = office ? routeOfficeName(office) : undefined;
  const sheet = useQuery({ queryKey: batchSheetKey(office), queryFn: () => fetchBatchSheet(office), enabled: Boolean(name) });
  const title = name ? `Batch sheet: ${name}` : 'Batch sheets';

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0, maxWidth: 960 }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Title title={title} />
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Box data-print="hide" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          label="Office"
          value={name ? office : ''}
          onChange={(event) => void navigate(`/batch-sheets/${encodeURIComponent(event.target.value)}`)}
          sx={{ minWidth: 0, width: { xs: '100%', sm: 360 } }}
        >
          {ROUTE_OFFICES.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
        {sheet.data ? (
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
            Print
          </Button>
        ) : null}
      </Box>
      {office && !name ? <Alert severity="error">Unknown office. Choose one from the list.</Alert> : null}
      {!office ? <Typography color="text.secondary">Choose an office to see what goes into its envelope.</Typography> : null}
      {sheet.isFetching && !sheet.data ? <LinearProgress aria-label="Loading batch sheet" /> : null}
      {sheet.error ? <Alert severity="error">The batch sheet could not be loaded. Try again.</Alert> : null}
      {sheet.data ? <Sheet sheet={sheet.data} /> : null}
    </Box>
  );
}
