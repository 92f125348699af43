import { ALLOWED_FILE_TYPES, isAllowedUpload, ORDER_MESSAGES, UPLOAD_PROGRESS_TICK, uploadingText } from '@apostille/domain';
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
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useToast } from '../../components/toast/ToastProvider';

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

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size;

/** Splits a batch into files to add (allowed, not yet present) and whether any were rejected. */
export function mergeFiles(existing: File[], incoming: File[]): { files: File[]; added: number; rejected: boolean } {
  const files = [...existing];
  let added = 0;
  let rejected = false;
  for (const f of incoming) {
    if (!isAllowedUpload(f)) {
      rejected = true;
      continue;
    }
    if (files.some((g) => sameFile(f, g))) continue;
    files.push(f);
    added += 1;
  }
  return { files, added, rejected };
}

export interface DocumentUploaderProps {
  /** 1-based number of the document entry, used in the accessible names. */
  documentNumber: number;
  files: File[];
  onChange: (files: File[]) => void;
}

/** Drag-and-drop or click upload area with per-file list, remove buttons and simulated progress. */
export function DocumentUploader({ documentNumber, files, onChange }: DocumentUploaderProps) {
  const toast = useToast();
  const inputLabel = `Upload files for document ${documentNumber}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  // Simulated upload: +10 % every 100 ms, restarted by each accepted batch.
  const [batch, setBatch] = useState(0);
  useEffect(() => {
    if (batch === 0) return;
    setProgress(0);
    const timer = setInterval(() => {
      setProgress((p) => {
        if (p === null || p >= 100) {
          clearInterval(timer);
          return null;
        }
        return Math.min(100, p + UPLOAD_PROGRESS_TICK.percent);
      });
    }, UPLOAD_PROGRESS_TICK.intervalMs);
    return () => clearInterval(timer);
  }, [batch]);

  const addFiles = (incoming: File[]) => {
    if (incoming.length === 0) return;
    const { files: next, added, rejected } = mergeFiles(files, incoming);
    if (rejected) {
      toast({ title: ORDER_MESSAGES.invalidFilesTitle, description: ORDER_MESSAGES.invalidFiles, variant: 'destructive' });
    }
    if (added > 0) {
      onChange(next);
      setBatch((b) => b + 1);
    }
  };

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
      {progress !== null && (
        <Box sx={{ mt: 1.5 }} role="status" aria-live="polite">
          <Typography variant="caption">{uploadingText(progress)}</Typography>
          <LinearProgress variant="determinate" value={progress} aria-label={uploadingText(progress)} />
        </Box>
      )}
      {files.length > 0 && (
        <List dense aria-label="Uploaded files">
          {files.map((f, i) => (
            <ListItem
              key={`${f.name}-${f.size}`}
              secondaryAction={
                <IconButton edge="end" aria-label={`Remove ${f.name}`} onClick={() => onChange(files.filter((_, j) => j !== i))}>
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
    </Box>
  );
}
