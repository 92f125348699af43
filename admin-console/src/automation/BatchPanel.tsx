import { batchProcessedText } from '@apostille/domain';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../toast/useToast';
import { automationKeys, batchProcess, parseOrderIds } from './automationApi';
import { serverMessageOf } from '../api/request';

/** Runs the automation rules over a list of orders. */
export function BatchPanel() {
  const [text, setText] = useState('');
  const toast = useToast();
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: batchProcess,
    onSuccess: (result) => {
      toast('Batch Processing Complete', batchProcessedText(result.processed, result.failed), 'success');
      setText('');
      void client.invalidateQueries({ queryKey: automationKeys.metrics });
    },
    onError: (error) => toast('Batch Processing Failed', serverMessageOf(error, 'Failed to process batch'), 'error'),
  });
  const submit = () => {
    const ids = parseOrderIds(text);
    if (ids.length === 0) {
      toast('No Orders Selected', 'No Orders Selected - Please select orders to process', 'error');
      return;
    }
    run.mutate(ids);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Batch processing">
      <Stack spacing={2}>
        <Typography variant="h6">Batch processing</Typography>
        <TextField label="Order IDs (comma-separated)" value={text} onChange={(event) => setText(event.target.value)} fullWidth />
        <Button variant="contained" onClick={submit} disabled={run.isPending}>
          Process Batch
        </Button>
      </Stack>
    </Paper>
  );
}
