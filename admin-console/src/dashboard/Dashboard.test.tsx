import { ADMIN_MESSAGES } from '@apostille/domain';
import { render, screen } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { consoleQueryClient } from '../App';
import { Dashboard } from './Dashboard';

/** The server answering every read with an error, as a data provider sees it. */
const failingServer = new Proxy({} as DataProvider, { get: () => () => Promise.reject(new Error('503: Service Unavailable')) });

describe('Overview when the figures cannot be fetched', () => {
  it('says so and shows dashes, never zeros that look real', async () => {
    render(
      <AdminContext dataProvider={failingServer} queryClient={consoleQueryClient()}>
        <Dashboard />
      </AdminContext>,
    );
    expect(await screen.findByText(ADMIN_MESSAGES.fetchStatsFailed)).toBeTruthy();
    for (const id of ['stat-total-orders', 'stat-completed', 'stat-processing', 'stat-revenue']) expect(screen.getByTestId(id).textContent).toBe('—');
    expect(await screen.findByText(ADMIN_MESSAGES.fetchOrdersFailed)).toBeTruthy();
  });
});
