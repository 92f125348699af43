import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from './App';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

describe('App routes', () => {
  it('shows the 404 page for an unknown path', () => {
    renderAt('/this-page-does-not-exist');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a New Order' }).getAttribute('href')).toBe('/order');
  });

  it.each(['/', '/order'])('shows the New Order page at %s', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Apostille Services' })).toBeTruthy();
    expect(screen.queryByText('Page Not Found')).toBeNull();
  });
});
