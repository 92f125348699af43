import { ignoredEntryText, readOrderEntry } from '@apostille/domain';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../toast/useToast';
import type { AutomationTriggerType } from '../graphql/generated';
import { automationKeys, parseTriggerData, TRIGGER_TYPES, triggerForOrders } from './automationApi';
import { serverMessageOf } from '../api/request';

interface TriggerInput {
  orderId: string;
  triggerType: AutomationTriggerType;
  triggerData: Record<string, unknown>;
}

/** Starts one workflow for one order by hand. */
export function TriggerPanel() {
  const [orderId, setOrderId] = useState('');
  const [triggerType, setTriggerType] = useState<AutomationTriggerType>(TRIGGER_TYPES[0]);
  const [data, setData] = useState('');
  const toast = useToast();
  const client = useQueryClient();
  const trigger = useMutation({
    mutationFn: (input: TriggerInput) => triggerForOrders({ entries: [input.orderId] }, input.triggerType, input.triggerData),
    onSuccess: (result) => {
      const [left] = result.ignored;
      if (left) {
        toast('Workflow Failed', ignoredEntryText(left.entry, left.reason), 'error');
        return;
      }
      toast('Workflow Triggered', undefined, 'success');
      void client.invalidateQueries({ queryKey: automationKeys.metrics });
    },
    onError: (error) => toast('Workflow Failed', serverMessageOf(error, 'Failed to trigger workflow'), 'error'),
  });
  const submit = () => {
    const order = orderId.trim();
    if (!order) {
      toast('Missing Order ID', 'Please enter an order ID', 'error');
      return;
    }
    // Whether it names an order is the server's answer (it reads numbers and ids alike).
    if (readOrderEntry(order).kind === 'refused') {
      toast('Invalid Order Number', `${order.slice(0, 40)} is not an order number (like APO-2026-005) or id`, 'error');
      return;
    }
    const triggerData = parseTriggerData(data);
    if (!triggerData) {
      toast('Invalid JSON', 'Please enter valid JSON for trigger data', 'error');
      return;
    }
    trigger.mutate({ orderId: order, triggerType, triggerData });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Manual trigger">
      <Stack spacing={2}>
        <Typography variant="h6">Manual trigger</Typography>
        <TextField
          label="Order number"
          helperText="e.g. APO-2026-005 (an id works too)"
          value={orderId}
          onChange={(event) => setOrderId(event.target.value)}
          fullWidth
        />
        <TextField select label="Trigger type" value={triggerType} onChange={(event) => setTriggerType(event.target.value as AutomationTriggerType)} fullWidth>
          {TRIGGER_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Trigger data (JSON, optional)" value={data} onChange={(event) => setData(event.target.value)} multiline minRows={3} fullWidth />
        <Button variant="contained" onClick={submit} disabled={trigger.isPending}>
          Trigger Workflow
        </Button>
      </Stack>
    </Paper>
  );
}
