import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@apostille/domain';
import { useEffect, useState } from 'react';
import { customerApi, failureText, type BatchDetail, type BatchSummary } from '../../../session/customerApi';
import { BatchOrders } from './BatchOrders';
import { BatchPayment } from './BatchPayment';

const NETWORK_ERROR = 'Could not reach the server. Please check your connection and try again.';

const placedOn = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** One batch: its summary and payment, and its orders once opened (read when first opened). */
function BatchItem({ summary, email, open, onToggle }: { summary: BatchSummary; email: string; open: boolean; onToggle: () => void }) {
  const [detail, setDetail] = useState<BatchDetail | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setError(null);
    customerApi
      .batch(summary.id)
      .then((batch) => live && setDetail(batch))
      .catch((failure: unknown) => live && setError(failureText(failure, 'Could not read the batch.', NETWORK_ERROR)));
    return () => {
      live = false;
    };
  }, [open, summary.id]);

  return (
    <Accordion component="li" expanded={open} onChange={onToggle} variant="outlined" disableGutters data-batch={summary.id}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`batch-${summary.id}-orders`} id={`batch-${summary.id}-header`}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 0.5, sm: 2 }, alignItems: 'baseline', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>Batch B-{summary.id}</Typography>
          <Typography variant="body2" color="text.secondary">
            {placedOn(summary.createdAt)} · {summary.rowCount === 1 ? '1 order' : `${summary.rowCount} orders`} · {formatUsd(summary.totalCents)}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`batch-${summary.id}-orders`}>
        <Stack spacing={2}>
          <Box>
            <BatchPayment batch={detail ?? summary} />
          </Box>
          {error && <Alert severity="error">{error}</Alert>}
          {!detail && !error && <CircularProgress size={24} aria-label="Loading the batch's orders" />}
          {detail && <BatchOrders batch={detail} email={email} />}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * "Your batches": the account's batches, newest first, each opening to its orders. `version`
 * changes when a batch was placed, so the list is read again; `openId` opens that batch.
 */
export function BatchList({ email, version, openId }: { email: string; version: number; openId: number | null }) {
  const [batches, setBatches] = useState<BatchSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Set<number>>(new Set());

  useEffect(() => {
    let live = true;
    customerApi
      .batches()
      .then((list) => live && setBatches(list))
      .catch((failure: unknown) => live && setError(failureText(failure, 'Could not read your batches.', NETWORK_ERROR)));
    return () => {
      live = false;
    };
  }, [version]);

  useEffect(() => {
    if (openId !== null) setOpen((before) => new Set(before).add(openId));
  }, [openId]);

  const toggle = (id: number) =>
    setOpen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Stack component="section" spacing={1.5} aria-labelledby="your-batches-title">
      <Typography id="your-batches-title" variant="h3" sx={{ fontSize: '1.2rem' }}>
        Your batches
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {batches?.length === 0 && <Typography color="text.secondary">No batches placed yet.</Typography>}
      {batches && batches.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Your batches">
          {batches.map((summary) => (
            <BatchItem key={summary.id} summary={summary} email={email} open={open.has(summary.id)} onToggle={() => toggle(summary.id)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
