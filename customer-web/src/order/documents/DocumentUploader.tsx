import { ALLOWED_FILE_TYPES, uploadingText } from '@apostille/domain';
import Close from '@mui/icons-material/Close';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { StagedFile } from '../checkout/checkoutApi';
import { useUploads, type UploadItem } from './uploads';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const ACCEPT = [...ALLOWED_FILE_TYPES.extensions, ...ALLOWED_FILE_TYPES.mimeTypes].join(',');

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface DocumentUploaderProps {
  /** 1-based number of the document entry, used in the accessible names. */
  documentNumber: number;
  /** The document entry's id: uploads started here belong to it. */
  documentId: string;
  /** The files staged for this document. */
  files: readonly StagedFile[];
  onRemove: (file: StagedFile) => void;
}

/** Drag-and-drop or click upload area: the document's staged files, each upload's real progress, and refused files with the reason. */
export function DocumentUploader({ documentNumber, documentId, files, onRemove }: DocumentUploaderProps) {
  const uploads = useUploads();
  const inputLabel = `Upload files for document ${documentNumber}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const mine = uploads.items.filter((i) => i.documentId === documentId);
  const addFiles = (incoming: File[]) => uploads.add(documentId, incoming);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    addFiles(Array.from(e.dataTransfer.files));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      inputRef.current?.click();
    }
  };

  return (
    <Box>
      <Box
        role="button"
        tabIndex={0}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
        onKeyDown={onKeyDown}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'background.default',
          borderRadius: 2,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
          cursor: 'pointer',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <CloudUploadOutlined color="primary" aria-hidden sx={{ fontSize: 36 }} />
        {/* The accessible name is the visible text (plus which document, for screen readers). */}
        <Typography sx={{ fontWeight: 600 }}>
          Drag and drop files here, or click to browse <Box component="span" sx={visuallyHidden}>{`for document ${documentNumber}`}</Box>
        </Typography>
        <Typography id={hintId} variant="caption" color="text.secondary">
          PDF, JPG or PNG, up to 10 MB each
        </Typography>
      </Box>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={ACCEPT}
        aria-label={inputLabel}
        hidden
        onChange={(e) => {
          addFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      {files.length > 0 && (
        <List dense aria-label="Uploaded files">
          {files.map((f) => (
            <ListItem
              key={f.id}
              secondaryAction={
                <IconButton edge="end" aria-label={`Remove ${f.name}`} onClick={() => onRemove(f)}>
                  <DeleteOutline />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <InsertDriveFileOutlined aria-hidden />
              </ListItemIcon>
              <ListItemText primary={f.name} secondary={formatFileSize(f.size)} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItem>
          ))}
        </List>
      )}
      {mine.map((item) =>
        item.error ? <Refused key={item.key} item={item} onDismiss={() => uploads.dismiss(item.key)} /> : <Uploading key={item.key} item={item} />,
      )}
    </Box>
  );
}

/** One file on its way: its name and size, and how much of it the server has received. */
function Uploading({ item }: { item: UploadItem }) {
  const text = uploadingText(item.progress);
  return (
    <Box sx={{ mt: 1.5 }} role="status" aria-live="polite" data-testid="upload-progress">
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {item.name}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          ({formatFileSize(item.size)})
        </Typography>
      </Typography>
      <Typography variant="caption">{text}</Typography>
      <LinearProgress variant="determinate" value={item.progress} aria-label={`${item.name}: ${text}`} />
    </Box>
  );
}

/** A refused file: its name and why, until the customer dismisses it. */
function Refused({ item, onDismiss }: { item: UploadItem; onDismiss: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ mt: 1.5, overflowWrap: 'anywhere' }}
      data-testid="upload-refused"
      action={
        <IconButton size="small" color="inherit" aria-label={`Dismiss ${item.name}`} onClick={onDismiss}>
          <Close fontSize="small" />
        </IconButton>
      }
    >
      <strong>{item.name}</strong>: {item.error}
    </Alert>
  );
}
