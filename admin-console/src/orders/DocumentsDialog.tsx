import { ADMIN_CONSOLE_MESSAGES, ADMIN_DOCUMENT_TYPES, ADMIN_MESSAGES, ALLOWED_FILE_TYPES, MAX_DOCUMENTS_PER_ORDER } from '@apostille/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { useGetOne } from 'react-admin';
import { documentDownloadLink, markDocumentComplete, uploadOrderDocuments } from '../api/ordersApi';
import { serverMessageOf } from '../api/request';
import type { AdminOrder, AdminOrderDocument } from '../dataProvider/types';
import { formatOrderDate } from '../format/date';
import { DialogNoticeAlert, useDialogNotice } from '../toast/DialogMessage';
import { useToast } from '../toast/useToast';

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Opens the signed link as a download (same origin, so no pop-up is involved). */
function openLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Documents of one order: list, signed-link download, upload with type, mark as completed apostille. */
export function DocumentsDialog({ order, open, onClose }: { order: AdminOrder; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The orders list seeds react-admin's getOne cache with its rows, which carry no documents, and the
  // console never considers data stale: a query of its own, fetched afresh at each opening, shows the real files.
  const { data, isPending, error, refetch } = useGetOne<AdminOrder>(
    'orders',
    { id: order.id, meta: { purpose: 'documents' } },
    { enabled: open, staleTime: 0, gcTime: 0, refetchOnMount: 'always' },
  );
  const [files, setFiles] = useState<File[]>([]);
  const [documentType, setDocumentType] = useState('');
  const [complete, setComplete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const documents = data?.documents ?? [];
  const { notice, show, clear } = useDialogNotice();

  async function download(document: AdminOrderDocument) {
    try {
      openLink(await documentDownloadLink(order.id, document.id), document.originalName);
    } catch (failure) {
      show('Download Failed', serverMessageOf(failure, 'Failed to download the document'));
    }
  }

  async function markComplete(document: AdminOrderDocument) {
    setBusy(true);
    try {
      await markDocumentComplete(order.id, document.id, true);
      await refetch();
      toast(`${document.originalName} marked as completed apostille`, undefined, 'success');
    } catch (failure) {
      show(ADMIN_MESSAGES.updateFailedTitle, serverMessageOf(failure, 'Failed to update the document'));
    } finally {
      setBusy(false);
    }
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0 || !documentType) {
      show(ADMIN_CONSOLE_MESSAGES.uploadNeedsFilesAndType, undefined, 'warning');
      return;
    }
    clear();
    setBusy(true);
    try {
      const added = await uploadOrderDocuments(order.id, files, documentType, complete);
      setFiles([]);
      setInputKey((key) => key + 1);
      setComplete(false);
      await refetch();
      toast(`${added.length} document${added.length === 1 ? '' : 's'} uploaded`, undefined, 'success');
    } catch (failure) {
      show(ADMIN_MESSAGES.uploadDocumentsFailed, serverMessageOf(failure, ADMIN_MESSAGES.uploadDocumentsFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="documents-title">
      <DialogTitle id="documents-title">Documents of {order.orderNumber}</DialogTitle>
      <DialogContent>
        {isPending ? (
          <CircularProgress aria-label="Loading documents" />
        ) : error ? (
          <Alert severity="error">{serverMessageOf(error, 'Failed to load the documents')}</Alert>
        ) : documents.length === 0 ? (
          <Typography color="text.secondary">No documents yet.</Typography>
        ) : (
          <List aria-label="Order documents" dense>
            {documents.map((document) => (
              <ListItem key={document.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={document.originalName}
                  secondary={`${document.documentType} · ${fileSize(document.fileSize)} · ${formatOrderDate(document.uploadedAt)} · uploaded by ${document.uploadedBy}`}
                  sx={{ flex: '1 1 260px' }}
                />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  {document.isApostilleComplete ? (
                    <Chip size="small" color="success" icon={<CheckCircleIcon />} label="Completed apostille" />
                  ) : (
                    <Button size="small" onClick={() => void markComplete(document)} disabled={busy}>
                      Mark Complete
                    </Button>
                  )}
                  <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download(document)} aria-label={`Download ${document.originalName}`}>
                    Download
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
        <Divider sx={{ my: 2 }} />
        <Box component="form" onSubmit={(event) => void upload(event)} noValidate aria-label="Upload documents" sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="subtitle1" component="h3">
            Upload documents
          </Typography>
          <Button variant="outlined" component="label" sx={{ justifySelf: 'start' }}>
            Choose Files
            <input
              key={inputKey}
              hidden
              type="file"
              multiple
              aria-label="Files to upload"
              accept={[...ALLOWED_FILE_TYPES.mimeTypes, ...ALLOWED_FILE_TYPES.extensions].join(',')}
              onChange={(event) => setFiles(Array.from(event.target.files ?? []).slice(0, MAX_DOCUMENTS_PER_ORDER))}
            />
          </Button>
          {files.length > 0 && <Typography variant="body2">{files.map((file) => file.name).join(', ')}</Typography>}
          <TextField select label="Document Type" value={documentType} onChange={(event) => setDocumentType(event.target.value)} required>
            {ADMIN_DOCUMENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel control={<Checkbox checked={complete} onChange={(event) => setComplete(event.target.checked)} />} label="Apostille complete" />
          <Button type="submit" variant="contained" disabled={busy} sx={{ justifySelf: 'start' }}>
            Upload
          </Button>
        </Box>
      </DialogContent>
      <DialogNoticeAlert notice={notice} />
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
