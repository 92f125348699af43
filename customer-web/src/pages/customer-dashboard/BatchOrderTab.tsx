import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  BATCH_DEFAULT_DELIVERY,
  BATCH_DEFAULT_SERVICE_LEVEL,
  BATCH_MAX_FILE_BYTES,
  BATCH_MAX_ROWS,
  BATCH_MESSAGES,
  formatUsd,
  type BatchCellError,
  type BatchCheckAnswer,
  type BatchColumn,
  type BatchReturnAddress,
  type BatchRowResult,
} from '@apostille/domain';
import { useEffect, useState, type ChangeEvent } from 'react';
import { customerApi, failureText, type BatchDetail } from '../../session/customerApi';
import { BatchList } from './batch/BatchList';
import { PlaceBatchForm } from './batch/PlaceBatchForm';
import { PlacedBatch } from './batch/PlacedBatch';
import { withRowErrors } from './batch/placeFailure';
import { fileFingerprint, prepareBatch, storedPreparedBatch, type PreparedBatch } from './batch/preparedBatch';
import { EMPTY_RETURN_ADDRESS } from './batch/returnAddress';

/** Said, with no Place button, while the file has rows with errors. */
export const FIX_ROWS = 'Fix the rows marked and upload the file again.';
const NETWORK_ERROR = 'Could not reach the server. Please check your connection and try again.';
/** Rows drawn at a time: a 10,000-row batch is read page by page. */
const PAGE = 100;

/** The columns the table shows, in the template's order. */
const SHOWN: { column: BatchColumn; label: string }[] = [
  { column: 'document_type', label: 'Document type' },
  { column: 'issued_in', label: 'Issued in' },
  { column: 'destination', label: 'Destination' },
  { column: 'customer_reference', label: 'Reference' },
  { column: 'service_level', label: 'Service' },
  { column: 'delivery', label: 'Delivery' },
];
const RETURN_COLUMNS: BatchColumn[] = ['return_street', 'return_city', 'return_state', 'return_postal_code', 'return_country'];

const ERROR_BG = '#fef2f2';
const ERROR_TEXT = '#b91c1c';

/** A cell as written; a blank service level or delivery shows the default it stands for. */
function valueText(row: BatchRowResult, column: BatchColumn): string {
  const value = row.values[column] ?? '';
  if (value) return value;
  if (column === 'service_level') return `${BATCH_DEFAULT_SERVICE_LEVEL} (default)`;
  if (column === 'delivery') return `${BATCH_DEFAULT_DELIVERY} (default)`;
  return '';
}

function returnText(row: BatchRowResult): string {
  const parts = RETURN_COLUMNS.map((column) => row.values[column]).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'Same as account';
}

function errorsAt(row: BatchRowResult, columns: readonly (BatchColumn | null)[]): BatchCellError[] {
  return row.errors.filter((error) => columns.includes(error.column));
}

/** A cell's value and, under it, what is wrong with it; the cell is marked when anything is. */
function CheckedValue({ value, errors }: { value: string; errors: BatchCellError[] }) {
  return (
    <>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
      {errors.map((error) => (
        <Typography key={error.message} variant="body2" sx={{ color: ERROR_TEXT, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {error.message}
        </Typography>
      ))}
    </>
  );
}

function PriceOrStatus({ row }: { row: BatchRowResult }) {
  if (row.price) return <Typography variant="body2">{formatUsd(row.price.totalCents)}</Typography>;
  return <CheckedValue value="Not priced" errors={errorsAt(row, [null])} />;
}

function RowsTable({ rows }: { rows: BatchRowResult[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Checked rows">
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            {SHOWN.map(({ column, label }) => (
              <TableCell key={column}>{label}</TableCell>
            ))}
            <TableCell>Return address</TableCell>
            <TableCell align="right">Price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.row} data-row={row.row} aria-invalid={row.errors.length > 0}>
              <TableCell>{row.row}</TableCell>
              {SHOWN.map(({ column }) => {
                const errors = errorsAt(row, [column]);
                return (
                  <TableCell key={column} data-column={column} aria-invalid={errors.length > 0} sx={errors.length ? { bgcolor: ERROR_BG } : undefined}>
                    <CheckedValue value={valueText(row, column)} errors={errors} />
                  </TableCell>
                );
              })}
              {(() => {
                const errors = errorsAt(row, RETURN_COLUMNS);
                return (
                  <TableCell data-column="return_address" aria-invalid={errors.length > 0} sx={errors.length ? { bgcolor: ERROR_BG } : undefined}>
                    <CheckedValue value={returnText(row)} errors={errors} />
                  </TableCell>
                );
              })()}
              <TableCell align="right">
                <PriceOrStatus row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phone: one card per row, each field on its own line. */
function RowCards({ rows }: { rows: BatchRowResult[] }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Checked rows">
      {rows.map((row) => (
        <Card
          component="li"
          key={row.row}
          variant="outlined"
          data-row={row.row}
          aria-invalid={row.errors.length > 0}
          sx={row.errors.length ? { borderColor: ERROR_TEXT } : undefined}
        >
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>Row {row.row}</Typography>
              <PriceOrStatus row={row} />
            </Stack>
            {[...SHOWN, { column: 'return_address' as const, label: 'Return address' }].map(({ column, label }) => {
              const errors = column === 'return_address' ? errorsAt(row, RETURN_COLUMNS) : errorsAt(row, [column]);
              const value = column === 'return_address' ? returnText(row) : valueText(row, column);
              return (
                <Box
                  key={column}
                  data-column={column}
                  aria-invalid={errors.length > 0}
                  sx={{ py: 0.5, px: 1, borderRadius: 1, ...(errors.length ? { bgcolor: ERROR_BG } : {}) }}
                >
                  <Typography variant="caption" color="text.secondary">
                    {label}
                  </Typography>
                  <CheckedValue value={value} errors={errors} />
                </Box>
              );
            })}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function Summary({ answer }: { answer: BatchCheckAnswer }) {
  const { summary } = answer;
  const facts: [string, string][] = [
    ['Rows', String(summary.rowCount)],
    ['Ready', String(summary.validRows)],
    ['With errors', String(summary.invalidRows)],
    ['Total of the ready rows', formatUsd(summary.totalCents)],
    ['Wholesale savings', formatUsd(summary.savingsCents)],
  ];
  return (
    <Card variant="outlined" aria-label="Batch summary" component="section">
      <CardContent>
        <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
          Summary
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, gap: 1.5 }}>
          {facts.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.1rem' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Each ready row becomes its own order. Return shipping included: orders going to one address come back together. Government fees we confirm after
          review are not in the total.
        </Typography>
        {summary.invalidRows > 0 && (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            {summary.invalidRows === 1 ? '1 row has' : `${summary.invalidRows} rows have`} errors. {FIX_ROWS}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Batch order (issue #36), for confirmed wholesale accounts: download the template, choose a CSV,
 * and see every row checked, with its errors at their columns and its price at the account's tier.
 * A file without row errors is placed and paid once ("Place and pay"); the account's batches and
 * their orders, with each order's scans, are listed below.
 */
export function BatchOrderTab({ email }: { email: string }) {
  const [answer, setAnswer] = useState<BatchCheckAnswer | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [prepared, setPrepared] = useState<PreparedBatch | null>(null);
  const [placedBefore, setPlacedBefore] = useState<number | null>(null);
  const [address, setAddress] = useState<BatchReturnAddress>(EMPTY_RETURN_ADDRESS);
  const [placed, setPlaced] = useState<BatchDetail | null>(null);
  const [listVersion, setListVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [shown, setShown] = useState(PAGE);
  // Below MUI's md breakpoint the table would not fit: one card per row instead.
  const phone = useMediaQuery('(max-width:899.95px)', { noSsr: true });

  const downloadTemplate = async () => {
    setError(null);
    try {
      const blob = await customerApi.batchTemplate();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'batch-order-template.csv';
      link.click();
      URL.revokeObjectURL(url);
    } catch (failure) {
      setError(failureText(failure, 'Could not download the template.', NETWORK_ERROR));
    }
  };

  // After a reload, the batch this session placed is shown again, never placed again.
  useEffect(() => {
    const batchId = storedPreparedBatch()?.batchId;
    if (batchId === undefined) return;
    let live = true;
    customerApi
      .batch(batchId)
      .then((batch) => live && setPlaced(batch))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const check = async (chosen: File) => {
    setError(null);
    setAnswer(null);
    setPlaced(null);
    setPrepared(null);
    setPlacedBefore(null);
    setFile(chosen);
    setFileName(chosen.name);
    // The server refuses it too; saying so here spares the upload.
    if (chosen.size > BATCH_MAX_FILE_BYTES) {
      setError(BATCH_MESSAGES.tooLarge);
      return;
    }
    setBusy(true);
    try {
      const [checked, fingerprint] = await Promise.all([customerApi.checkBatch(chosen), fileFingerprint(chosen)]);
      const next = prepareBatch(fingerprint);
      setPrepared(next.prepared);
      setPlacedBefore(next.placedBefore);
      setAnswer(checked);
      setOnlyErrors(checked.summary.invalidRows > 0);
      setShown(PAGE);
    } catch (failure) {
      setError(failureText(failure, 'The file could not be checked.', NETWORK_ERROR));
    } finally {
      setBusy(false);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) await check(chosen);
  };

  const rows = answer ? (onlyErrors ? answer.rows.filter((row) => row.errors.length > 0) : answer.rows) : [];
  const visible = rows.slice(0, shown);

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
            Batch order
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Order many documents at once: one row per document, up to {BATCH_MAX_ROWS.toLocaleString('en-US')} rows. We check every row and price it at your
            wholesale tier before anything is charged.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void downloadTemplate()}>
              Download template
            </Button>
            <Button component="label" variant="contained" startIcon={<UploadFileIcon />} disabled={busy}>
              Choose CSV file
              <input hidden type="file" accept=".csv,text/csv" aria-label="CSV file" onChange={(event) => void choose(event)} />
            </Button>
          </Stack>
          {fileName && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
              File: {fileName}
            </Typography>
          )}
          {busy && (
            <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }} role="status">
              <CircularProgress size={20} aria-hidden />
              <Typography>Checking your file…</Typography>
            </Stack>
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </CardContent>
      </Card>

      {placed && <PlacedBatch batch={placed} />}

      {answer && !placed && (
        <>
          {placedBefore !== null && (
            <Alert severity="warning">
              You placed this same file as batch B-{placedBefore} earlier. Placing it again makes a second batch with new orders.
            </Alert>
          )}
          <Summary answer={answer} />
          {file && prepared && answer.summary.invalidRows === 0 && answer.summary.validRows > 0 && (
            <PlaceBatchForm
              file={file}
              answer={answer}
              prepared={prepared}
              address={address}
              onAddressChange={setAddress}
              onPlaced={(batch) => {
                setPlaced(batch);
                setListVersion((version) => version + 1);
              }}
              onRowErrors={(failure) => {
                setAnswer(withRowErrors(answer, failure.rows));
                setOnlyErrors(true);
                setShown(PAGE);
              }}
              onRecheck={() => void check(file)}
            />
          )}
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
              Checked rows
            </Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={onlyErrors}
                  onChange={(event) => {
                    setOnlyErrors(event.target.checked);
                    setShown(PAGE);
                  }}
                />
              }
              label="Only rows with errors"
            />
          </Stack>
          {phone ? <RowCards rows={visible} /> : <RowsTable rows={visible} />}
          {rows.length > visible.length && (
            <Button variant="outlined" onClick={() => setShown((count) => count + PAGE)} sx={{ alignSelf: 'center' }}>
              Show {Math.min(PAGE, rows.length - visible.length)} more of {rows.length - visible.length}
            </Button>
          )}
        </>
      )}

      <BatchList email={email} version={listVersion} openId={placed?.id ?? null} />
    </Stack>
  );
}
