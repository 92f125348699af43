import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessageOf } from '../api/request';
import { useToast } from '../toast/useToast';
import { fetchInvoiceMonthly, invoiceMonthlyKey, setInvoiceMonthly } from './invoiceMonthlyApi';

/**
 * Staff's "Invoice monthly" switch of an approved account: its API orders are then billed on a
 * monthly invoice instead of asking for a card payment through a payment link.
 */
export function InvoiceMonthlySwitch({ applicationId }: { applicationId: number }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const flag = useQuery({ queryKey: invoiceMonthlyKey(applicationId), queryFn: () => fetchInvoiceMonthly(applicationId) });
  const change = useMutation({
    mutationFn: (value: boolean) => setInvoiceMonthly(applicationId, value),
    onSuccess: (value) => {
      queryClient.setQueryData(invoiceMonthlyKey(applicationId), value);
      toast(value ? 'Monthly invoicing on' : 'Monthly invoicing off', undefined, 'success');
    },
    onError: (error) => toast('Not changed', serverMessageOf(error, 'Monthly invoicing could not be changed.'), 'error'),
  });
  if (flag.data === null) return null;
  return (
    <>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Switch
            checked={flag.data === true}
            disabled={flag.data === undefined || change.isPending}
            onChange={(event) => change.mutate(event.target.checked)}
          />
        }
        label="Invoice monthly"
      />
      <Typography variant="body2" color="text.secondary">
        {flag.data ? 'API orders are billed on the monthly invoice.' : 'API orders are paid by card through a payment link.'}
      </Typography>
    </>
  );
}
