import {
  ADMIN_AUTH_MESSAGES,
  ADMIN_MESSAGES,
  normalizeBackupCode,
  normalizeTwoFactorCode,
  TWO_FACTOR_CODE_INPUT_MAX_LENGTH,
  TWO_FACTOR_CODE_LENGTH,
} from '@apostille/domain';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { TwoFactorRequiredError, type LoginParams } from './authProvider';

type Step = 'password' | 'code';

interface SignInFormProps {
  /** Signs in (authProvider.login): resolves once the session is saved, throws the message to show. */
  login: (params: LoginParams) => Promise<unknown>;
  /** Called once signed in. */
  onSignedIn: () => void;
  /** Called as the form is filled in: the console's code can load meanwhile. */
  onTyping?: () => void;
}

/**
 * /admin/login: username and password, then the 6-digit code when the account has two-factor on
 * (or one of its backup codes). Shows the server's message, 'Login failed' or the network error.
 * Free of react-admin, so the sign-in page loads without the console (auth/SignInShell.tsx).
 */
export function SignInForm({ login, onSignedIn, onTyping }: SignInFormProps) {
  const [step, setStep] = useState<Step>('password');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useBackupCode, setUseBackupCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const codeReady = useBackupCode ? code.length > 0 : code.length === TWO_FACTOR_CODE_LENGTH;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (step === 'password') {
      const missing = {
        username: username.trim() ? undefined : ADMIN_AUTH_MESSAGES.usernameRequired,
        password: password ? undefined : ADMIN_AUTH_MESSAGES.passwordRequired,
      };
      setFieldErrors(missing);
      if (missing.username || missing.password) return;
    } else if (!codeReady) {
      setError(ADMIN_MESSAGES.verificationRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await login({ username: username.trim(), password, twoFactorCode: step === 'code' ? code : undefined });
      onSignedIn();
    } catch (failure) {
      if (failure instanceof TwoFactorRequiredError) {
        setStep('code');
        setCode('');
      } else {
        setError(failure instanceof Error && failure.message ? failure.message : ADMIN_MESSAGES.loginFailed);
      }
    } finally {
      setBusy(false);
    }
  }

  function backToPassword() {
    setStep('password');
    setCode('');
    setPassword('');
    setError(null);
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          onInput={onTyping}
          aria-label="Admin sign-in"
          sx={{ display: 'grid', gap: 2, p: 3 }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
            <Avatar sx={{ bgcolor: 'primary.main' }}>
              <LockOutlinedIcon />
            </Avatar>
            <Typography variant="h5" component="h1">
              Admin Login
            </Typography>
            <Typography variant="body2" color="text.secondary" align="center">
              {step === 'password' ? 'Sign in to manage orders.' : 'Enter the 6-digit code from your authenticator app.'}
            </Typography>
          </Box>

          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}

          {step === 'password' ? (
            <>
              <TextField
                label="Username"
                name="username"
                autoComplete="username"
                autoFocus
                required
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                error={Boolean(fieldErrors.username)}
                helperText={fieldErrors.username}
              />
              <TextField
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={Boolean(fieldErrors.password)}
                helperText={fieldErrors.password}
              />
            </>
          ) : useBackupCode ? (
            <TextField
              label="Backup code"
              name="backupCode"
              autoComplete="one-time-code"
              autoFocus
              value={code}
              onChange={(event) => setCode(normalizeBackupCode(event.target.value))}
            />
          ) : (
            <TextField
              label="Verification code"
              name="twoFactorCode"
              autoComplete="one-time-code"
              autoFocus
              value={code}
              onChange={(event) => setCode(normalizeTwoFactorCode(event.target.value))}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: TWO_FACTOR_CODE_INPUT_MAX_LENGTH } }}
            />
          )}

          <Button type="submit" variant="contained" size="large" disabled={busy || (step === 'code' && !codeReady)}>
            {busy ? <CircularProgress size={24} color="inherit" aria-label="Signing in" /> : step === 'password' ? 'Sign In' : 'Verify'}
          </Button>

          {step === 'code' && (
            <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              <Button
                size="small"
                onClick={() => {
                  setUseBackupCode(!useBackupCode);
                  setCode('');
                }}
              >
                {useBackupCode ? 'Use authenticator code' : 'Use a backup code'}
              </Button>
              <Button size="small" onClick={backToPassword}>
                Start over
              </Button>
            </Box>
          )}

          <Link href="/" align="center" underline="hover">
            Back to Home
          </Link>
        </CardContent>
      </Card>
    </Box>
  );
}
