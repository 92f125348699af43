import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useEffect } from 'react';
import { BRAND } from '../brand';
import { authProvider } from './authProvider';
import { announceSignIn } from './signInNotice';
import { SignInForm } from './SignInForm';

const shellTheme = createTheme(BRAND);

interface SignInShellProps {
  /** The console's base path ('/admin'). */
  base: string;
  /** Signed in: the console takes over at the address the staff member asked for. */
  onSignedIn: () => void;
  /** Starts loading the console's code (while the form is filled in). */
  preload: () => void;
}

/**
 * The sign-in page as a staff member without a session first sees it: MUI and the form only, so a
 * phone downloads a fraction of the console before it can sign in. The console itself (react-admin,
 * its data layer and every tab) loads while the form is filled in, and takes over once signed in,
 * at the address first asked for.
 */
export function SignInShell({ base, onSignedIn, preload }: SignInShellProps) {
  useEffect(() => {
    const asked = window.location.pathname + window.location.search;
    const loginPath = `${base}/login`;
    if (window.location.pathname !== loginPath) window.history.replaceState({ asked }, '', loginPath);
  }, [base]);

  const signedIn = () => {
    const asked = (window.history.state as { asked?: string } | null)?.asked;
    const next = asked && asked.startsWith(base) && !asked.startsWith(`${base}/login`) ? asked : `${base}/`;
    window.history.replaceState(null, '', next);
    announceSignIn();
    onSignedIn();
  };

  return (
    <ThemeProvider theme={shellTheme}>
      <CssBaseline />
      <SignInForm login={(params) => authProvider.login(params)} onSignedIn={signedIn} onTyping={preload} />
    </ThemeProvider>
  );
}
