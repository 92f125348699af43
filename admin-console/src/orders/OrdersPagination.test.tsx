import { createTheme, ThemeProvider } from '@mui/material/styles';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { InfinitePaginationContext, ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { OrdersPagination } from './OrdersPagination';

function renderFooter(loaded: number, total: number, meta?: { totalCapped: boolean }, fetchNextPage = vi.fn()) {
  const context = {
    data: Array.from({ length: loaded }, (_, index) => ({ id: index + 1 })),
    total,
    isPending: false,
    meta,
  } as unknown as ListControllerResult;
  render(
    <ThemeProvider theme={createTheme()}>
      <ListContextProvider value={context}>
        <InfinitePaginationContext.Provider value={{ hasNextPage: loaded < total, fetchNextPage, isFetchingNextPage: false } as never}>
          <OrdersPagination />
        </InfinitePaginationContext.Provider>
      </ListContextProvider>
    </ThemeProvider>,
  );
}

describe('OrdersPagination', () => {
  it('says how many of the matches are loaded so far', () => {
    renderFooter(200, 1234, { totalCapped: false });
    expect(screen.getByRole('status').textContent).toBe('Showing 1–200 of 1,234 orders');
  });

  it('says "more than" when the server capped a broad search', () => {
    renderFooter(100, 10000, { totalCapped: true });
    expect(screen.getByRole('status').textContent).toBe('Showing 1–100 of more than 10,000 orders');
  });

  it('loads the next orders from the keyboard too, and offers nothing more once all are loaded', () => {
    const fetchNextPage = vi.fn();
    renderFooter(100, 150, undefined, fetchNextPage);
    fireEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    cleanup();
    renderFooter(150, 150);
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
  });
});
