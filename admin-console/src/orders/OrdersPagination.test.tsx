import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { OrdersPagination } from './OrdersPagination';

function renderPager(total: number, meta?: { totalCapped: boolean }) {
  const context = {
    total,
    page: 1,
    perPage: 25,
    setPage: () => undefined,
    setPerPage: () => undefined,
    isPending: false,
    hasNextPage: true,
    meta,
  } as unknown as ListControllerResult;
  render(
    <ThemeProvider theme={createTheme()}>
      <ListContextProvider value={context}>
        <OrdersPagination rowsPerPageOptions={[25]} />
      </ListContextProvider>
    </ThemeProvider>,
  );
}

describe('OrdersPagination', () => {
  it('shows the exact total of an ordinary page', () => {
    renderPager(1234, { totalCapped: false });
    expect(screen.getByText('1–25 of 1,234')).toBeTruthy();
  });

  it('says "more than" when the server capped a broad search', () => {
    renderPager(10000, { totalCapped: true });
    expect(screen.getByText('1–25 of more than 10,000')).toBeTruthy();
  });
});
