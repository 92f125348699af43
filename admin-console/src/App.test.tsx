import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from './App';

describe('admin console shell', () => {
  it('renders the dashboard with its title', async () => {
    const router = createMemoryRouter([{ path: '*', element: <App /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Apostille Admin' })).toBeTruthy();
    expect(screen.getByText('The staff console is being set up.')).toBeTruthy();
  });
});
