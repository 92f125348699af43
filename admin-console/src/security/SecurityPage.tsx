import { ADMIN_MESSAGES, BACKUP_CODES_FILE_NAME, isCompleteTwoFactorCode } from '@apostille/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Title } from 'react-admin';
import { saveBlob } from '../api/ordersApi';
import { adminRequest, ApiError, serverMessageOf } from '../api/request';
import { getAdminUser, setAdminToken, setAdminUser, type AdminUser } from '../api/session';
import { useToast } from '../toast/useToast';
import { TwoFactorCodeField } from './TwoFactorCodeField';

interface SetupAnswer {
  qrCode: string;
  secret: string;
  backupCodes: string[];
}

interface TokenAnswer {
  success: boolean;
  message?: string;
  token: string;
}

/** Backup codes as a plain text file, one per line, with a short heading. */
export function backupCodesText(username: string, codes: readonly string[]): string {
  return [`Apostille Admin backup codes for ${username}`, 'Each code works once.', '', ...codes, ''].join('\n');
}

/**
 * /admin/security: the account overview and the two-factor flow of requirements A2 and A4 (state 0 the
 * overview, state 1 the setup with QR code, backup codes and the code check).
 */
export function SecurityPage() {
  const toast = useToast();
  const [user, setUser] = useState<AdminUser | null>(getAdminUser());
  const [setup, setSetup] = useState<SetupAnswer | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    adminRequest<{ user: AdminUser }>('/api/admin/verify')
      .then(({ user: fresh }) => {
        if (!live) return;
        setAdminUser(fresh);
        setUser(fresh);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  function updateUser(changes: Partial<AdminUser>) {
    const current = getAdminUser() ?? user;
    if (!current) return;
    const next = { ...current, ...changes };
    setAdminUser(next);
    setUser(next);
  }

  async function startSetup() {
    setBusy(true);
    try {
      setSetup(await adminRequest<SetupAnswer>('/api/admin/setup-2fa', { method: 'POST' }));
      setCode('');
    } catch (error) {
      toast(ADMIN_MESSAGES.setupFailedTitle, serverMessageOf(error, ADMIN_MESSAGES.setupFailed), 'error');
    } finally {
      setBusy(false);
    }
  }

  async function enable(event: FormEvent) {
    event.preventDefault();
    if (!setup || busy) return;
    if (!isCompleteTwoFactorCode(code)) {
      toast(ADMIN_MESSAGES.verificationRequiredTitle, ADMIN_MESSAGES.verificationRequired, 'error');
      return;
    }
    setBusy(true);
    try {
      // Only the code: the server kept the secret and backup codes it generated at setup.
      const answer = await adminRequest<TokenAnswer>('/api/admin/enable-2fa', { json: { token: code } });
      // Enabling revoked every other session, this one included: keep the fresh token.
      setAdminToken(answer.token);
      updateUser({ twoFactorEnabled: true });
      setSetup(null);
      setCode('');
      toast(ADMIN_MESSAGES.twoFactorEnabledTitle, answer.message, 'success');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
        toast(ADMIN_MESSAGES.verificationFailedTitle, error.serverMessage, 'error');
      } else {
        toast(ADMIN_MESSAGES.enableFailedTitle, serverMessageOf(error, ADMIN_MESSAGES.enableFailed), 'error');
      }
    } finally {
      setBusy(false);
    }
  }

  async function disable(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      toast(ADMIN_MESSAGES.passwordRequiredTitle, ADMIN_MESSAGES.passwordRequired, 'error');
      return;
    }
    setBusy(true);
    try {
      const answer = await adminRequest<TokenAnswer>('/api/admin/disable-2fa', { json: { password } });
      setAdminToken(answer.token);
      updateUser({ twoFactorEnabled: false });
      setPassword('');
      toast(ADMIN_MESSAGES.twoFactorDisabledTitle, answer.message, 'success');
    } catch (error) {
      toast(ADMIN_MESSAGES.disableFailedTitle, serverMessageOf(error, ADMIN_MESSAGES.disableFailed), 'error');
    } finally {
      setBusy(false);
    }
  }

  function downloadBackupCodes() {
    if (!setup) return;
    saveBlob(new Blob([backupCodesText(user?.username ?? 'admin', setup.backupCodes)], { type: 'text/plain;charset=utf-8' }), BACKUP_CODES_FILE_NAME);
  }

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 760 }}>
      <Title title="Security" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Account Security
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 1, m: 0, '& dd': { m: 0 } }}
            aria-label="Account overview"
          >
            <Typography component="dt" color="text.secondary">
              Username
            </Typography>
            <Typography component="dd">{user?.username}</Typography>
            <Typography component="dt" color="text.secondary">
              Email
            </Typography>
            <Typography component="dd">{user?.email}</Typography>
            <Typography component="dt" color="text.secondary">
              Role
            </Typography>
            <Typography component="dd">{user?.role}</Typography>
            <Typography component="dt" color="text.secondary">
              Two-factor authentication
            </Typography>
            <Box component="dd">
              <Chip
                size="small"
                color={user?.twoFactorEnabled ? 'success' : 'default'}
                label={user?.twoFactorEnabled ? 'Enabled' : 'Disabled'}
                data-testid="two-factor-status"
              />
            </Box>
          </Box>
        </CardContent>
      </Card>

      {!user?.twoFactorEnabled && !setup && (
        <Card>
          <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
            <Typography variant="h6" component="h2">
              Two-factor authentication
            </Typography>
            <Typography color="text.secondary">Protect the account with a 6-digit code from an authenticator app at every sign-in.</Typography>
            <Button variant="contained" onClick={() => void startSetup()} disabled={busy}>
              Enable Two-Factor Authentication
            </Button>
          </CardContent>
        </Card>
      )}

      {setup && (
        <Card>
          <CardContent component="form" noValidate onSubmit={(event) => void enable(event)} aria-label="Two-factor setup" sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="h6" component="h2">
              Set up two-factor authentication
            </Typography>
            <Typography>1. Scan this QR code with your authenticator app, or enter the secret key by hand.</Typography>
            <Box
              component="img"
              src={setup.qrCode}
              alt="QR code for your authenticator app"
              sx={{ width: 200, height: 200, border: 1, borderColor: 'divider' }}
            />
            <Typography>
              Secret key:{' '}
              <Box component="code" data-testid="two-factor-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {setup.secret}
              </Box>
            </Typography>
            <Typography>2. Save your backup codes. Each one signs you in once if you lose your phone.</Typography>
            <Box
              component="ul"
              aria-label="Backup codes"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
                gap: 1,
                p: 0,
                m: 0,
                listStyle: 'none',
                fontFamily: 'monospace',
              }}
            >
              {setup.backupCodes.map((backupCode) => (
                <li key={backupCode}>{backupCode}</li>
              ))}
            </Box>
            <Box>
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadBackupCodes}>
                Download Backup Codes
              </Button>
            </Box>
            <Typography>3. Enter the 6-digit code your app shows.</Typography>
            <TwoFactorCodeField value={code} onChange={setCode} disabled={busy} />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={busy || !isCompleteTwoFactorCode(code)}>
                Enable Two-Factor
              </Button>
              <Button onClick={() => setSetup(null)} disabled={busy}>
                Cancel
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}

      {user?.twoFactorEnabled && (
        <Card>
          <CardContent
            component="form"
            noValidate
            onSubmit={(event) => void disable(event)}
            aria-label="Disable two-factor"
            sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}
          >
            <Typography variant="h6" component="h2">
              Disable two-factor authentication
            </Typography>
            <Alert severity="info">Enter your password to turn two-factor authentication off.</Alert>
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              sx={{ minWidth: 280 }}
            />
            <Button type="submit" variant="outlined" color="error" disabled={busy}>
              Disable Two-Factor
            </Button>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
