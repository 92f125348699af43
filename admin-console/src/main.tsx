import LinearProgress from '@mui/material/LinearProgress';
import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { getAdminToken } from './api/session';
import { SignInShell } from './auth/SignInShell';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// import.meta.env.BASE_URL is '/admin/' (vite.config.ts); react-router wants it without the slash.
const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');
const loadConsole = () => import('./ConsoleRouter');
const ConsoleRouter = lazy(loadConsole);

/**
 * Without a session, only the sign-in page loads (auth/SignInShell.tsx); with one, or once signed
 * in, the console. A session that turns out to be expired is sent back to sign in by the console
 * itself, with its own sign-in page.
 */
function Root() {
  const [signedIn, setSignedIn] = useState(() => getAdminToken() !== null);
  if (!signedIn) return <SignInShell base={BASE} onSignedIn={() => setSignedIn(true)} preload={() => void loadConsole()} />;
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading the console" />}>
      <ConsoleRouter basename={BASE} />
    </Suspense>
  );
}

createRoot(container).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
