import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatUsd, type BatchCheckAnswer, type BatchRowResult } from '@apostille/domain';
import { MemoryRouter } from 'react-router-dom';
import { BatchOrderTab, FIX_ROWS } from '../BatchOrderTab';
import { PLACE_MESSAGES } from './placeFailure';

/** The Batch Order tab's "Place and pay" step, the batch list and scans (issue #36), against a stubbed server. */

type Handler = (url: string, init: RequestInit) => Response | Promise<Response> | undefined;
let handler: Handler = () => undefined;
const calls: { url: string; method: string; headers: Headers; form: FormData | null }[] = [];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const row = (n: number, values: BatchRowResult['values'], errors: BatchRowResult['errors'] = []): BatchRowResult => ({
  row: n,
  values,
  errors,
  price: errors.length
    ? null
    : { totalCents: 10_000 + n, serviceFeesCents: 9_000, governmentFeesCents: 1_000 + n, savingsCents: 500, pendingGovernmentFees: 0 },
});
const answerOf = (rows: BatchRowResult[]): BatchCheckAnswer => {
  const valid = rows.filter((r) => r.price);
  return {
    rows,
    summary: {
      rowCount: rows.length,
      validRows: valid.length,
      invalidRows: rows.length - valid.length,
      totalCents: valid.reduce((sum, r) => sum + r.price!.totalCents, 0),
      savingsCents: valid.length * 500,
    },
  };
};
const GOOD = answerOf([
  row(2, { document_type: 'Birth Certificate', issued_in: 'FL', destination: 'Spain', customer_reference: 'CASE-1' }),
  row(3, { document_type: 'Affidavit', issued_in: 'NY', destination: 'Japan', customer_reference: 'CASE-3' }),
]);
const TOTAL = GOOD.summary.totalCents;
const BATCH = {
  id: 7,
  createdAt: '2026-11-29T12:00:00.000Z',
  rowCount: 2,
  totalCents: TOTAL,
  payment: { method: 'card', status: 'unpaid', paymentUrl: 'https://apostille.example/pay/tok-123' },
  orders: [
    { orderNumber: 'APO-2026-101', status: 'pending', customerReference: 'CASE-1', totalCents: 10_002, paid: false },
    { orderNumber: 'APO-2026-102', status: 'pending', customerReference: 'CASE-3', totalCents: 10_003, paid: false },
  ],
};
const summaryOf = ({ orders: _orders, ...summary }: typeof BATCH) => summary;

let placed: typeof BATCH | null;
beforeEach(() => {
  placed = null;
  calls.length = 0;
  handler = (url, init) => {
    if (url === '/api/customers/batch-orders/check') return json(200, GOOD);
    if (url === '/api/customers/batch-orders' && init.method === 'POST') {
      placed = BATCH;
      return json(201, BATCH);
    }
    if (url === '/api/customers/batch-orders') return json(200, placed ? [summaryOf(placed)] : []);
    if (url === '/api/customers/batch-orders/7') return json(200, BATCH);
    if (url.startsWith('/api/customers/orders/scans')) {
      return json(200, { scans: BATCH.orders.map((o, i) => ({ orderNumber: o.orderNumber, documentCount: 1, uploaded: i === 1 ? 1 : 0 })) });
    }
    if (url === '/api/customers/orders/APO-2026-101/documents') return json(201, { orderNumber: 'APO-2026-101', documents: [] });
    return undefined;
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      calls.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), form: init.body instanceof FormData ? init.body : null });
      return (await handler(url, init)) ?? json(404, { statusCode: 404, message: 'Not found' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const placeCalls = () => calls.filter((c) => c.url === '/api/customers/batch-orders' && c.method === 'POST');

function renderTab() {
  return render(
    <MemoryRouter>
      <BatchOrderTab email="ana@example.com" />
    </MemoryRouter>,
  );
}

async function upload(content = 'document_type,issued_in,destination\r\nBirth Certificate,FL,Spain\r\n') {
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [new File([content], 'batch.csv', { type: 'text/csv' })] } });
  await screen.findByRole('region', { name: 'Batch summary' });
}

async function fillAddress() {
  fireEvent.change(await screen.findByLabelText(/Street Address/), { target: { value: '1 Main St' } });
  fireEvent.change(screen.getByLabelText(/City/), { target: { value: 'Tampa' } });
  fireEvent.change(screen.getByLabelText(/^State/), { target: { value: 'FL' } });
  fireEvent.change(screen.getByLabelText(/ZIP Code/), { target: { value: '33602' } });
}

const placeButton = () => screen.getByRole('button', { name: `Place batch (${formatUsd(TOTAL)})` });

describe('Batch Order: place and pay', () => {
  it('asks for the return address, places the batch once with its key and shows it with its payment link', async () => {
    renderTab();
    await upload();
    // Return shipping is in the price (docs/decisions.md, "Batch orders: return shipping").
    expect(screen.getByRole('form', { name: 'Place batch' }).textContent).toContain('Return shipping included.');
    fireEvent.click(placeButton());
    expect(await screen.findByText('Street address is required')).toBeTruthy();
    expect(placeCalls()).toHaveLength(0);

    await fillAddress();
    const button = placeButton();
    fireEvent.click(button);
    fireEvent.click(button);
    const placedCard = await screen.findByRole('region', { name: 'Placed batch' });
    expect(placeCalls()).toHaveLength(1);
    const [call] = placeCalls();
    expect(call.headers.get('Idempotency-Key')).toMatch(/^batch-[0-9a-f]{32}$/);
    expect(call.form?.get('expectedTotalCents')).toBe(String(TOTAL));
    expect(JSON.parse(String(call.form?.get('returnAddress')))).toEqual({
      street: '1 Main St',
      city: 'Tampa',
      state: 'FL',
      zipCode: '33602',
      country: 'United States',
    });

    expect(within(placedCard).getByText(`Batch B-7 placed: 2 orders, total ${formatUsd(TOTAL)}.`)).toBeTruthy();
    expect(
      within(placedCard)
        .getByRole('link', { name: `Pay ${formatUsd(TOTAL)} for batch B-7` })
        .getAttribute('href'),
    ).toBe('/pay/tok-123');

    // The new batch is listed and open, its orders linked to tracking, with their scans.
    const orders = await screen.findByRole('list', { name: 'Orders of batch B-7' });
    expect(within(orders).getByRole('link', { name: 'APO-2026-101' }).getAttribute('href')).toBe('/tracking?order=APO-2026-101&email=ana%40example.com');
    expect(await within(orders).findByText('Scans received')).toBeTruthy();
    expect(within(orders).getAllByText('Unpaid')).toHaveLength(2);
  });

  it('shows the placed batch again after a reload instead of placing another', async () => {
    const first = renderTab();
    await upload();
    await fillAddress();
    fireEvent.click(placeButton());
    await screen.findByRole('region', { name: 'Placed batch' });
    first.unmount();

    renderTab();
    expect(await screen.findByText(`Batch B-7 placed: 2 orders, total ${formatUsd(TOTAL)}.`)).toBeTruthy();
    expect(placeCalls()).toHaveLength(1);
  });

  it('keeps the key and the address after a network error, so pressing again cannot place twice', async () => {
    let attempts = 0;
    const base = handler;
    handler = (url, init) => {
      if (url === '/api/customers/batch-orders' && init.method === 'POST' && attempts++ === 0) throw new TypeError('Failed to fetch');
      return base(url, init);
    };
    renderTab();
    await upload();
    await fillAddress();
    fireEvent.click(placeButton());
    expect(await screen.findByText(PLACE_MESSAGES.network)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Street Address/).value).toBe('1 Main St');
    fireEvent.click(placeButton());
    await screen.findByRole('region', { name: 'Placed batch' });
    const [a, b] = placeCalls();
    expect(b.headers.get('Idempotency-Key')).toBe(a.headers.get('Idempotency-Key'));
  });

  it('gives the same file the same key after a reload before the answer came', async () => {
    handler = (url, init) =>
      (url === '/api/customers/batch-orders' && init.method === 'POST' ? new Promise<Response>(() => undefined) : undefined) ?? beforeHandler(url, init);
    const first = renderTab();
    await upload();
    await fillAddress();
    fireEvent.click(placeButton());
    await waitFor(() => expect(placeCalls()).toHaveLength(1));
    first.unmount();

    renderTab();
    await upload();
    await fillAddress();
    fireEvent.click(placeButton());
    await waitFor(() => expect(placeCalls()).toHaveLength(2));
    const [a, b] = placeCalls();
    expect(b.headers.get('Idempotency-Key')).toBe(a.headers.get('Idempotency-Key'));
  });

  it('says the total changed on 409 and checks the file again, keeping the address', async () => {
    const base = handler;
    handler = (url, init) =>
      url === '/api/customers/batch-orders' && init.method === 'POST' ? json(409, { statusCode: 409, message: 'The batch costs more' }) : base(url, init);
    renderTab();
    await upload();
    await fillAddress();
    fireEvent.click(placeButton());
    expect(await screen.findByText(PLACE_MESSAGES.totalChanged)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/check'))).toHaveLength(2));
    expect((await screen.findByLabelText<HTMLInputElement>(/Street Address/)).value).toBe('1 Main St');
  });

  it('marks the rows the server refused on 400 and offers no Place button', async () => {
    const base = handler;
    handler = (url, init) =>
      url === '/api/customers/batch-orders' && init.method === 'POST'
        ? json(400, {
            statusCode: 400,
            message: '1 row has errors',
            errors: [
              { field: 'file', message: '1 row has errors' },
              { field: 'rows[3].destination', message: 'Japan no longer takes this document' },
            ],
          })
        : base(url, init);
    renderTab();
    await upload();
    await fillAddress();
    fireEvent.click(placeButton());
    expect(await screen.findByText(/Japan no longer takes this document/)).toBeTruthy();
    expect(screen.getByText(new RegExp(FIX_ROWS.replace('.', '\\.')))).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Place batch/ })).toBeNull();
  });

  it('offers no Place button for a file with row errors', async () => {
    handler = (url, init) =>
      url.endsWith('/check')
        ? json(200, answerOf([row(2, {}), row(3, { destination: 'Atlantis' }, [{ column: 'destination', message: 'Unknown' }])]))
        : beforeHandler(url, init);
    renderTab();
    await upload();
    expect(screen.getByText(/Fix the rows marked and upload the file again/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Place batch/ })).toBeNull();
  });

  it('asks no return address when every row has its own, and says "Invoiced monthly" for a monthly account', async () => {
    const own = { return_street: '9 Elm St', return_city: 'Austin', return_state: 'TX', return_postal_code: '73301', return_country: 'United States' };
    const base = handler;
    const monthly = { ...BATCH, payment: { method: 'monthly-invoice', status: 'unpaid' } };
    handler = (url, init) => {
      if (url.endsWith('/check')) return json(200, answerOf([row(2, { ...own, destination: 'Spain' }), row(3, { delivery: 'pickup' })]));
      if (url === '/api/customers/batch-orders' && init.method === 'POST') return json(201, monthly);
      return base(url, init);
    };
    renderTab();
    await upload();
    expect(screen.queryByLabelText(/Street Address/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Place batch/ }));
    const placedCard = await screen.findByRole('region', { name: 'Placed batch' });
    expect(within(placedCard).getByText('Invoiced monthly')).toBeTruthy();
    expect(placeCalls()[0].form?.get('returnAddress')).toBeNull();
  });

  it('uploads an order’s scans and then says they were received', async () => {
    placed = BATCH;
    renderTab();
    const item = await screen.findByRole('button', { name: /Batch B-7/ });
    fireEvent.click(item);
    const input = await screen.findByLabelText('Scans for order APO-2026-101');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' })] } });
    const orders = screen.getByRole('list', { name: 'Orders of batch B-7' });
    await waitFor(() => expect(within(orders).getAllByText('Scans received')).toHaveLength(2));
    const upload = calls.find((c) => c.url === '/api/customers/orders/APO-2026-101/documents');
    expect((upload?.form?.get('documents') as File).name).toBe('scan.pdf');
  });
});

/** The default handler of beforeEach, for tests that replace only one answer. */
function beforeHandler(url: string, init: RequestInit): Response | undefined {
  if (url === '/api/customers/batch-orders/check') return json(200, GOOD);
  if (url === '/api/customers/batch-orders') return json(200, []);
  return init ? undefined : undefined;
}
