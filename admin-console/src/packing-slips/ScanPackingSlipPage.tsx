import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { serverMessageOf } from '../api/request';
import { useToast } from '../toast/useToast';
import { type ScannedPackingSlip, scanPackingSlip } from './packingSlipsApi';
import { useBarcodeCamera } from './useBarcodeCamera';
import { PageTitle } from '../components/PageTitle';

/**
 * Opening the post: scan (camera or handheld scanner) or type the code of each packing slip. Every
 * scan is recorded on the order, and the packing-slip rule moves it to docs_received.
 */
export function ScanPackingSlipPage() {
  const [code, setCode] = useState('');
  const [scanned, setScanned] = useState<ScannedPackingSlip[]>([]);
  const toast = useToast();
  const scan = useMutation({
    mutationFn: scanPackingSlip,
    onSuccess: (slip) => {
      setScanned((list) => [slip, ...list.filter((s) => s.orderId !== slip.orderId)].slice(0, 20));
      setCode('');
      toast('Packing Slip Scanned', `${slip.orderNumber} (${slip.customerName}) recorded as arrived`, 'success');
    },
    onError: (error) => toast('Scan Failed', serverMessageOf(error, 'The packing slip could not be recorded'), 'error'),
  });
  const submitCode = useCallback((value: string) => {
    if (value.trim()) scan.mutate(value.trim());
    // scan.mutate is stable across renders; listing `scan` would restart the camera loop each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const camera = useBarcodeCamera(submitCode);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      toast('Missing Code', 'Scan or type the code of the packing slip', 'error');
      return;
    }
    submitCode(code);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <PageTitle title="Scan packing slip" />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={onSubmit} aria-label="Scan packing slip">
          <Stack spacing={2}>
            <Typography>Scan the QR code on the packing slip, or type the code printed under it.</Typography>
            <TextField
              label="Packing slip code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              placeholder="APO-2026-014.3f9a0c1b2d4e"
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false, maxLength: 64 } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button type="submit" variant="contained" disabled={scan.isPending}>
                Record arrival
              </Button>
              {camera.supported ? (
                <Button variant="outlined" startIcon={<QrCodeScannerIcon />} onClick={() => (camera.active ? camera.stop() : void camera.start())}>
                  {camera.active ? 'Stop camera' : 'Scan with camera'}
                </Button>
              ) : null}
            </Stack>
            {camera.error ? <Typography color="error">{camera.error}</Typography> : null}
            {camera.active ? <Box component="video" ref={camera.videoRef} muted playsInline sx={{ width: '100%', maxHeight: 320, bgcolor: 'black' }} /> : null}
          </Stack>
        </Paper>
        {scanned.length > 0 ? (
          <Paper variant="outlined" component="section" aria-label="Scanned this visit">
            <List dense>
              {scanned.map((slip) => (
                <ListItem key={slip.orderId}>
                  <ListItemText
                    primary={slip.orderNumber}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                    secondary={`${slip.customerName} · ${slip.documentCount} document${slip.documentCount === 1 ? '' : 's'} · was ${slip.status.replace(/_/g, ' ')}`}
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        ) : null}
      </Stack>
    </Box>
  );
}
