import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OrderNumberLink } from '../components/OrderNumberLink';
import { formatPlainDate } from '../format/date';
import { formatDollars } from '../format/money';
import { translationLabel } from './translationLabels';
import { useToast } from '../toast/useToast';
import { TRANSLATION_SERVICE_STATUSES, type TranslationServiceItem, translationKeys, type TranslationsApi } from '../dataProvider/translations';
import type { TranslationServiceStatus } from '../graphql/generated';
import { serverMessageOf } from '../api/request';

/** One active service: status and notes, saved together. */
export function ServiceRow({ service, api }: { service: TranslationServiceItem; api: TranslationsApi }) {
  const [status, setStatus] = useState<TranslationServiceStatus>(service.status);
  const [notes, setNotes] = useState(service.notes ?? '');
  const toast = useToast();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: () => api.updateService(service.id, { status, notes }),
    onSuccess: () => {
      toast('Service updated', undefined, 'success');
      void client.invalidateQueries({ queryKey: translationKeys.all });
    },
    onError: (error) => toast('Error updating service', serverMessageOf(error, 'Failed to update the service'), 'error'),
  });
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`service-${service.orderNumber}`}>
      <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        <OrderNumberLink id={service.orderId} orderNumber={service.orderNumber} /> · {service.documentType} · {service.sourceLanguage} →{' '}
        {service.targetLanguage} · {formatDollars(service.price)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {service.estimatedCompletionDate ? `Estimated completion ${formatPlainDate(`${service.estimatedCompletionDate}T00:00:00`)}` : 'No completion date'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as TranslationServiceStatus)}
          sx={{ minWidth: 150 }}
        >
          {TRANSLATION_SERVICE_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {translationLabel(value)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Notes"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          multiline
          maxRows={4}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending}>
          Save
        </Button>
      </Stack>
    </Paper>
  );
}
