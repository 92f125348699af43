import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, required, SaveButton, SelectInput, TextInput, useRecordContext, useUpdate } from 'react-admin';
import { OrderNumberLink } from '../components/OrderNumberLink';
import { formatPlainDate } from '../format/date';
import { formatDollars } from '../format/money';
import { translationLabel } from './translationLabels';
import { useToast } from '../toast/useToast';
import { TRANSLATION_SERVICE_STATUSES, TRANSLATION_SERVICES, type TranslationServiceItem } from '../dataProvider/translations';
import { serverMessageOf } from '../api/request';

const STATUS_CHOICES = TRANSLATION_SERVICE_STATUSES.map((value) => ({ id: value, name: translationLabel(value) }));

/** One active service (the translation-services record in context), edited in place: status and notes, saved together. */
export function ServiceRow() {
  const service = useRecordContext<TranslationServiceItem>();
  const toast = useToast();
  const [update, { isPending }] = useUpdate<TranslationServiceItem>();
  if (!service) return null;
  const save = (values: Partial<TranslationServiceItem>) =>
    void update(
      TRANSLATION_SERVICES,
      { id: service.id, data: { status: values.status, notes: values.notes ?? '' }, previousData: service },
      {
        onSuccess: () => toast('Service updated', undefined, 'success'),
        onError: (error) => toast('Error updating service', serverMessageOf(error, 'Failed to update the service'), 'error'),
      },
    );
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`service-${service.orderNumber}`}>
      <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        <OrderNumberLink id={service.orderId} orderNumber={service.orderNumber} /> · {service.documentType} · {service.sourceLanguage} →{' '}
        {service.targetLanguage} · {formatDollars(service.price)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {service.estimatedCompletionDate ? `Estimated completion ${formatPlainDate(`${service.estimatedCompletionDate}T00:00:00`)}` : 'No completion date'}
      </Typography>
      <Form record={service} onSubmit={save}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}>
          <SelectInput
            source="status"
            // An element rather than a string: react-admin then adds no "required" star to a menu that is never empty.
            label={<>Status</>}
            choices={STATUS_CHOICES}
            translateChoice={false}
            size="small"
            margin="none"
            helperText={false}
            sx={{ minWidth: 150 }}
            // Required: the menu offers no empty choice.
            validate={required()}
          />
          <TextInput
            source="notes"
            label="Notes"
            multiline
            maxRows={4}
            fullWidth
            size="small"
            margin="none"
            helperText={false}
            // An emptied field clears the notes ('' rather than react-admin's null, which would leave them as they were).
            parse={(value: string) => value}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <SaveButton label="Save" icon={<></>} alwaysEnable disabled={isPending} variant="contained" />
        </Stack>
      </Form>
    </Paper>
  );
}
