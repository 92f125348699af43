import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WEBHOOK_MAX_ENDPOINTS, WEBHOOK_MESSAGES, WEBHOOK_URL_MAX, type WebhookDeliveryView, type WebhookEndpointView } from '@apostille/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { customerApi, failureText } from '../../session/customerApi';

const NETWORK_ERROR = 'Could not reach the server. Please check your connection and try again.';
const timeOf = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const STATUS_LABELS: Record<WebhookDeliveryView['status'], string> = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' };

/** What the last attempt got: the receiver's status code or why there was none. */
function lastAttemptText(delivery: WebhookDeliveryView): string {
  const last = delivery.attempts[delivery.attempts.length - 1];
  if (!last) return 'not attempted yet';
  const outcome = last.statusCode === null ? (last.error ?? 'no answer') : `HTTP ${last.statusCode}`;
  return `${delivery.attempts.length} attempt${delivery.attempts.length === 1 ? '' : 's'}, last: ${outcome} in ${last.durationMs} ms`;
}

function DeliveryRow({ delivery, onReplay }: { delivery: WebhookDeliveryView; onReplay: (id: number) => void }) {
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {delivery.payload.orderNumber}: {delivery.payload.previousStatus} → {delivery.payload.status} · {STATUS_LABELS[delivery.status]}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {timeOf(delivery.createdAt)} · {delivery.url} · {lastAttemptText(delivery)}
          {delivery.nextAttemptAt ? ` · next attempt ${timeOf(delivery.nextAttemptAt)}` : ''}
        </Typography>
      </Box>
      <Button size="small" variant="outlined" onClick={() => onReplay(delivery.id)} aria-label={`Replay delivery of ${delivery.payload.orderNumber}`}>
        Replay
      </Button>
    </Box>
  );
}

/**
 * Webhooks of a wholesale account (issue #36): the URLs that get every order status change, signed
 * with a secret shown once, and the recent deliveries with a Replay button. The server checks the
 * URL (https, public address) and sends only the owner's.
 */
export function WebhooksCard() {
  const [endpoints, setEndpoints] = useState<WebhookEndpointView[] | null>(null);
  const [deliveries, setDeliveries] = useState<WebhookDeliveryView[]>([]);
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = () =>
    Promise.all([customerApi.webhooks(), customerApi.webhookDeliveries()]).then(
      ([loadedEndpoints, loadedDeliveries]) => {
        setEndpoints(loadedEndpoints);
        setDeliveries(loadedDeliveries);
      },
      (failure: unknown) => setError(failureText(failure, 'Could not load your webhooks.', NETWORK_ERROR)),
    );
  useEffect(() => {
    void load();
  }, []);

  const run = async (action: () => Promise<unknown>, fallback: string) => {
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      await action();
      await load();
    } catch (failure) {
      setError(failureText(failure, fallback, NETWORK_ERROR));
    } finally {
      setBusy(false);
    }
  };

  const create = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const created = await customerApi.createWebhook(url.trim());
      setSecret(created.secret);
      setUrl('');
    }, 'Could not add the webhook.');
  };

  const full = endpoints !== null && endpoints.length >= WEBHOOK_MAX_ENDPOINTS;

  return (
    <Card variant="outlined" component="section" aria-labelledby="webhooks-heading">
      <CardContent>
        <Typography id="webhooks-heading" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
          Webhooks
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          We POST every status change of your orders to these https URLs, signed in the Apostille-Signature header (how to verify it: /api/v1/openapi.json).
          Failed deliveries are retried for about 9 hours.
        </Typography>
        {secret && (
          <Alert severity="success" sx={{ mb: 2 }} role="status" aria-label="New signing secret">
            <Typography sx={{ fontWeight: 600 }}>{WEBHOOK_MESSAGES.created}</Typography>
            <Typography component="code" sx={{ display: 'block', mt: 1, overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
              {secret}
            </Typography>
            <Button size="small" sx={{ mt: 1 }} onClick={() => void navigator.clipboard?.writeText(secret)}>
              Copy secret
            </Button>
          </Alert>
        )}
        {notice && (
          <Alert severity="info" role="status" sx={{ mb: 2 }}>
            {notice}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Stack component="form" onSubmit={create} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} aria-label="Add a webhook" sx={{ mb: 2 }}>
          <TextField
            label="Webhook URL"
            type="url"
            placeholder="https://…"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            size="small"
            required
            slotProps={{ htmlInput: { maxLength: WEBHOOK_URL_MAX } }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="contained" disabled={busy || full || url.trim() === ''}>
            Add webhook
          </Button>
        </Stack>
        {full && <Typography color="text.secondary">{WEBHOOK_MESSAGES.tooMany}</Typography>}
        {endpoints && endpoints.length === 0 && <Typography color="text.secondary">No webhooks yet.</Typography>}
        {endpoints && endpoints.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }} aria-label="Your webhooks">
            {endpoints.map((endpoint) => (
              <Box
                component="li"
                key={endpoint.id}
                sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
              >
                <Typography sx={{ flex: '1 1 220px', minWidth: 0, overflowWrap: 'anywhere' }}>{endpoint.url}</Typography>
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  aria-label={`Delete webhook ${endpoint.url}`}
                  onClick={() => void run(() => customerApi.deleteWebhook(endpoint.id), 'Could not delete the webhook.')}
                >
                  Delete
                </Button>
              </Box>
            ))}
          </Box>
        )}
        {deliveries.length > 0 && (
          <>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
              Recent deliveries
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Recent webhook deliveries">
              {deliveries.map((delivery) => (
                <DeliveryRow
                  key={delivery.id}
                  delivery={delivery}
                  onReplay={(id) =>
                    void run(async () => {
                      await customerApi.replayWebhookDelivery(id);
                      setNotice(WEBHOOK_MESSAGES.replayed);
                    }, 'Could not replay the delivery.')
                  }
                />
              ))}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
