import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isAllowedUpload, ORDER_MESSAGES } from '@apostille/domain';
import { useState, type ChangeEvent } from 'react';
import { customerApi, failureText } from '../../../session/customerApi';

const NETWORK_ERROR = 'Could not reach the server. Please check your connection and try again.';
const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** "Upload scans" for one order: PDF, JPG or PNG, at most the documents it still lacks; the server checks the files by content. */
export function UploadScansButton({ orderNumber, most, onUploaded }: { orderNumber: string; most: number; onUploaded: (count: number) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setError(null);
    if (files.length > most) {
      setError(`This order needs ${most === 1 ? '1 scan' : `${most} scans`}: choose at most ${most}.`);
      return;
    }
    // The server refuses them too (by content); saying so here spares the upload.
    if (!files.every((file) => isAllowedUpload(file))) {
      setError(ORDER_MESSAGES.invalidFiles);
      return;
    }
    setBusy(true);
    try {
      await customerApi.uploadScans(orderNumber, files);
      onUploaded(files.length);
    } catch (failure) {
      setError(failureText(failure, 'The scans could not be uploaded.', NETWORK_ERROR));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Button component="label" size="small" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
        {busy ? 'Uploading…' : 'Upload scans'}
        <input hidden type="file" multiple={most > 1} accept={ACCEPT} aria-label={`Scans for order ${orderNumber}`} onChange={(event) => void choose(event)} />
      </Button>
      {error && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
          {error}
        </Typography>
      )}
    </Stack>
  );
}
