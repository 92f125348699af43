import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';

/**
 * The console under its router. A data router (not <BrowserRouter>) so react-admin's
 * unsaved-changes blocker can work; made on first render, not when this module loads, since the
 * sign-in page loads it early and changes the address afterwards.
 */
export default function ConsoleRouter({ basename }: { basename: string }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <App /> }], { basename }));
  return <RouterProvider router={router} />;
}
