import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../App';

/** Waits until the page that loads on first visit (App.tsx) has replaced the loading bar. */
export async function pageLoaded(): Promise<void> {
  await waitFor(() => {
    if (screen.queryByRole('progressbar', { name: 'Loading page' })) throw new Error('page still loading');
  });
}

/** The whole site at a path, as a visitor who typed it would see it once the page has loaded. */
export async function renderAppAt(path: string) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  await pageLoaded();
  return view;
}
