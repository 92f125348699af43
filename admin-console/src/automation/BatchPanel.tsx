import { batchProcessedText, ignoredEntryText, splitOrderEntries } from '@apostille/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../toast/useToast';
import { automationKeys, batchProcess, type BatchResult } from './automationApi';
import { serverMessageOf } from '../api/request';

/** What the last batch did: how many ran, and each entry left out with why. */
function BatchOutcome({ result }: { result: BatchResult }) {
  return (
    <Alert severity={result.ignored.length > 0 ? 'warning' : 'success'} role="status" aria-label="Batch result">
      <AlertTitle>{batchProcessedText(result.processed, result.failed)}</AlertTitle>
      {result.ignored.length > 0 && (
        <>
          <Typography variant="body2">Ignored:</Typography>
          <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }} aria-label="Ignored entries">
            {result.ignored.map((item, index) => (
              <li key={index}>{ignoredEntryText(item.entry, item.reason)}</li>
            ))}
          </Typography>
        </>
      )}
    </Alert>
  );
}

/** Runs the automation rules over a list of orders, named by order number (or id). */
export function BatchPanel() {
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<BatchResult | null>(null);
  const toast = useToast();
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: batchProcess,
    onSuccess: (result) => {
      toast('Batch Processing Complete', batchProcessedText(result.processed, result.failed), result.ignored.length > 0 ? 'warning' : 'success');
      setOutcome(result);
      setText('');
      void client.invalidateQueries({ queryKey: automationKeys.metrics });
    },
    onError: (error) => toast('Batch Processing Failed', serverMessageOf(error, 'Failed to process batch'), 'error'),
  });
  const submit = () => {
    const entries = splitOrderEntries(text);
    if (entries.length === 0) {
      toast('No Orders Selected', 'No Orders Selected - Please select orders to process', 'error');
      return;
    }
    setOutcome(null);
    run.mutate({ entries });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Batch processing">
      <Stack spacing={2}>
        <Typography variant="h6">Batch processing</Typography>
        <TextField
          label="Order numbers"
          helperText="APO numbers (or ids), separated by commas, spaces or new lines"
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
          fullWidth
        />
        <Button variant="contained" onClick={submit} disabled={run.isPending}>
          Process Batch
        </Button>
        {outcome && <BatchOutcome result={outcome} />}
      </Stack>
    </Paper>
  );
}
