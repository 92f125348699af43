import { ORDER_MESSAGES } from '@apostille/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../components/toast/ToastProvider';
import { OrderPage } from './OrderPage';

function renderAt(path: string, width: number) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: /min-width:\s*(\d+)px/.test(query) ? width >= Number(/min-width:\s*(\d+)px/.exec(query)![1]) : false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        onchange: null,
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
  // Nothing to restore (no checkout key stored); shipping rates and saves answer nothing.
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 204 })));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ToastProvider>
        <OrderPage />
      </ToastProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup(); // unmounting saves what is unsaved: while fetch is still the stub
  vi.unstubAllGlobals();
});

describe('OrderPage', () => {
  it('desktop: the progress bar names the steps as the headings do, step counter at 1, ?service preselects, Next shows the step message', async () => {
    renderAt('/order?service=lightning', 1280);
    // The desktop flow is its own download (steps/lazySections.tsx).
    const progress = await screen.findByLabelText('Order progress');
    for (const label of ['Service & Document Details', 'Customer Information', 'Review & Documents', 'Payment']) {
      expect(within(progress).getByText(label)).toBeTruthy();
    }
    expect(within(progress).queryByText('Documents')).toBeNull();
    expect(screen.getByText('Step 1 of 3: Service & Document Details')).toBeTruthy();
    // The parts of the form load on their own (steps/lazySections.tsx).
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: /LIGHTNING SPEED/ })).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Get Custom Help' }).getAttribute('href')).toBe('/contact');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The first toast brings its own code (components/toast).
    expect(await screen.findByText(ORDER_MESSAGES.formValidationErrorTitle)).toBeTruthy();
    expect(screen.getByText(ORDER_MESSAGES.selectDocumentTypeForAll)).toBeTruthy();
  });

  it('desktop: Start Over asks for confirmation and clears the form', async () => {
    renderAt('/order?service=rush', 1280);
    fireEvent.change(await screen.findByLabelText(/Destination Country/), { target: { value: 'Spain' } });
    // Each document shows its own route once typed: an FBI check goes to the U.S. Department of State.
    fireEvent.change(screen.getByLabelText(/Document 1 type/), { target: { value: 'FBI Background Check' } });
    expect(screen.getByLabelText<HTMLSelectElement>(/Document 1 issued in \/ by/).value).toBe('federal-agency');
    expect(screen.getByText('Apostille from U.S. Department of State, Office of Authentications')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, Start Over' }));
    expect((await screen.findByLabelText<HTMLSelectElement>(/Destination Country/)).value).toBe('');
  });

  it('phone: five steps, Next enabled by completeness; switching country clears the state', async () => {
    renderAt('/', 390);
    expect(screen.getByText('Step 1 of 5: Customer Info')).toBeTruthy();
    const next = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    expect(next().disabled).toBe(true);
    fireEvent.change(await screen.findByLabelText(/First Name/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText(/Last Name/), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '8505551234' } });
    expect(next().disabled).toBe(false);
    fireEvent.click(next());
    // The step is in the address (a history entry of its own).
    expect(await screen.findByText('Step 2 of 5: Shipping Address')).toBeTruthy();
    fireEvent.change(await screen.findByRole('combobox', { name: /^State/ }), { target: { value: 'FL' } });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /^State/ }).value).toBe('FL');
    fireEvent.change(screen.getByLabelText(/Country/), { target: { value: 'Germany' } });
    expect(screen.getByLabelText<HTMLInputElement>(/State \/ Province/).value).toBe('');
  });
});
