import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { API_KEY_MESSAGES, API_KEY_NAME_MAX, type ApiKeyScope, type ApiKeyView } from '@apostille/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { customerApi, failureText } from '../../session/customerApi';

const NETWORK_ERROR = 'Could not reach the server. Please check your connection and try again.';
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** A key as its row says it: name, scope, the first characters, and when it was made, used or revoked. */
function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKeyView; onRevoke: (id: number) => void }) {
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{apiKey.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {apiKey.prefix}… · {apiKey.scope === 'write' ? 'read and write' : 'read only'} · created {dateOf(apiKey.createdAt)}
          {apiKey.lastUsedAt ? ` · last used ${dateOf(apiKey.lastUsedAt)}` : ' · never used'}
          {apiKey.revokedAt ? ` · revoked ${dateOf(apiKey.revokedAt)}` : ''}
        </Typography>
      </Box>
      {!apiKey.revokedAt && (
        <Button size="small" color="error" variant="outlined" onClick={() => onRevoke(apiKey.id)} aria-label={`Revoke ${apiKey.name}`}>
          Revoke
        </Button>
      )}
    </Box>
  );
}

/**
 * API keys of a wholesale account (issue #36): make one for a system that calls /api/v1, see it
 * once, revoke it when that system goes. The server refuses keys to other accounts.
 */
export function ApiKeysCard() {
  const [keys, setKeys] = useState<ApiKeyView[] | null>(null);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = () => customerApi.apiKeys().then(setKeys, (failure: unknown) => setError(failureText(failure, 'Could not load your API keys.', NETWORK_ERROR)));
  useEffect(() => {
    void load();
  }, []);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const created = await customerApi.createApiKey(name.trim(), scope);
      setSecret(created.secret);
      setName('');
      await load();
    } catch (failure) {
      setError(failureText(failure, 'Could not create the key.', NETWORK_ERROR));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (id: number) => {
    setError(null);
    try {
      await customerApi.revokeApiKey(id);
      await load();
    } catch (failure) {
      setError(failureText(failure, 'Could not revoke the key.', NETWORK_ERROR));
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="api-keys-heading">
      <CardContent>
        <Typography id="api-keys-heading" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
          API keys
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Your systems can read your orders and prices through our API at /api/v1 (its OpenAPI document: /api/v1/openapi.json). Send a key as
          &quot;Authorization: Bearer apo_…&quot;.
        </Typography>
        {secret && (
          <Alert severity="success" sx={{ mb: 2 }} role="status" aria-label="New API key">
            <Typography sx={{ fontWeight: 600 }}>{API_KEY_MESSAGES.created}</Typography>
            <Typography component="code" sx={{ display: 'block', mt: 1, overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
              {secret}
            </Typography>
            <Button size="small" sx={{ mt: 1 }} onClick={() => void navigator.clipboard?.writeText(secret)}>
              Copy key
            </Button>
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Stack
          component="form"
          onSubmit={(event) => void create(event)}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          aria-label="Create an API key"
          sx={{ mb: 2 }}
        >
          <TextField
            label="Key name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            size="small"
            required
            slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX } }}
            sx={{ flex: 1 }}
          />
          <TextField select label="Access" value={scope} onChange={(event) => setScope(event.target.value as ApiKeyScope)} size="small" sx={{ minWidth: 160 }}>
            <MenuItem value="read">Read only</MenuItem>
            <MenuItem value="write">Read and write</MenuItem>
          </TextField>
          <Button type="submit" variant="contained" disabled={busy || name.trim() === ''}>
            Create key
          </Button>
        </Stack>
        {keys && keys.length === 0 && <Typography color="text.secondary">No API keys yet.</Typography>}
        {keys && keys.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Your API keys">
            {keys.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={(id) => void revoke(id)} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
