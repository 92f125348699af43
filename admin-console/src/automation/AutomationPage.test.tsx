import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleQueryClient } from '../App';
import { saveSession } from '../api/session';
import { AutomationPage } from './AutomationPage';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: Call) => Response | undefined;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake staff server at the network boundary: answers by method and path, records every call. */
function stubServer(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', path: input, body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return handler(call) ?? json({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

let rules = [
  { id: 1, name: 'Paid to processing', description: 'Moves paid orders on', triggerType: 'payment_received', isActive: true },
  { id: 2, name: 'Reminder', description: 'Reminds unpaid customers', triggerType: 'time_based', isActive: false },
];

function standardServer(overrides: Handler = () => undefined): Call[] {
  return stubServer((call) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.path === '/api/admin/automation/metrics') {
      const active = rules.filter((rule) => rule.isActive).length;
      return json({ totalOrders: 40, automatedOrders: 13, automationRate: 0.3249, activeRules: active, totalRules: rules.length });
    }
    if (call.path === '/api/admin/automation/rules') return json(rules);
    return undefined;
  });
}

function renderPage(role = 'admin') {
  saveSession('token', { username: 'staff', email: 'staff@example.com', role, twoFactorEnabled: false });
  render(
    <AdminContext queryClient={consoleQueryClient()}>
      <AutomationPage />
      <Notification />
    </AdminContext>,
  );
}

beforeEach(() => {
  localStorage.clear();
  rules = [
    { id: 1, name: 'Paid to processing', description: 'Moves paid orders on', triggerType: 'payment_received', isActive: true },
    { id: 2, name: 'Reminder', description: 'Reminds unpaid customers', triggerType: 'time_based', isActive: false },
  ];
});
afterEach(() => vi.unstubAllGlobals());

const card = (label: string) => screen.findByRole('group', { name: label });

describe('Automation tab', () => {
  it('shows the four figures: rate as a rounded percentage, active rules as x/y', async () => {
    standardServer();
    renderPage();
    expect(within(await card('Total Orders')).getByText('40')).toBeTruthy();
    expect(within(await card('Automated Orders')).getByText('13')).toBeTruthy();
    expect(within(await card('Automation Rate')).getByText('32%')).toBeTruthy();
    expect(within(await card('Active Rules')).getByText('1/2')).toBeTruthy();
  });

  it('shows the fetch errors instead of zero figures', async () => {
    standardServer((call) => (call.path.startsWith('/api/admin/automation/') ? json({ message: 'boom' }, 500) : undefined));
    renderPage();
    expect(await screen.findByText('Failed to fetch automation metrics')).toBeTruthy();
    expect(await screen.findByText('Failed to fetch automation rules')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Total Orders' })).toBeNull();
  });

  it('toggles a rule, then refreshes the rules and the Active Rules figure', async () => {
    const calls = standardServer((call) => {
      if (call.method === 'PATCH' && call.path === '/api/admin/automation/rules/2') {
        rules = rules.map((rule) => (rule.id === 2 ? { ...rule, isActive: (call.body as { isActive: boolean }).isActive } : rule));
        return json({ success: true });
      }
      return undefined;
    });
    renderPage();
    const row = await screen.findByTestId('rule-2');
    fireEvent.click(within(row).getByRole('switch'));
    expect(await screen.findByText('Rule Updated')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ isActive: true });
    await waitFor(async () => expect(within(await card('Active Rules')).getByText('2/2')).toBeTruthy());
    expect(within(screen.getByTestId('rule-2')).getByRole<HTMLInputElement>('switch').checked).toBe(true);
  });

  it("names each rule's switch after its rule, for screen readers", async () => {
    standardServer();
    renderPage();
    const reminder = await screen.findByRole<HTMLInputElement>('switch', { name: 'Reminder active' });
    expect(reminder.checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Paid to processing active' }).checked).toBe(true);
  });

  it('says so when a rule toggle fails', async () => {
    standardServer((call) => (call.method === 'PATCH' ? json({ message: 'nope' }, 500) : undefined));
    renderPage();
    fireEvent.click(within(await screen.findByTestId('rule-1')).getByRole('switch'));
    expect(await screen.findByText('Rule Update Failed')).toBeTruthy();
    expect(screen.getByText('Failed to update rule')).toBeTruthy();
  });

  it('sends the entries as typed and names each one the server ignored, with why', async () => {
    const calls = standardServer((call) =>
      call.path === '/api/admin/automation/batch-process' ? json({ processed: 2, failed: 1, ignored: [{ entry: 'abc', reason: 'invalid' }] }) : undefined,
    );
    renderPage();
    fireEvent.change(await screen.findByLabelText('Order numbers'), { target: { value: 'APO-2026-005, abc\n7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Process Batch' }));
    expect(await screen.findByText('Batch Processing Complete')).toBeTruthy();
    expect(within(screen.getByRole('status', { name: 'Batch result' })).getByText('Processed 2 orders successfully, 1 failed')).toBeTruthy();
    expect(screen.getByText('abc: not an order number or id')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/admin/automation/batch-process')?.body).toEqual({ entries: ['APO-2026-005', 'abc', '7'] });
  });

  it('refuses an empty batch without calling the server, and reports a failed batch', async () => {
    const calls = standardServer((call) => (call.path === '/api/admin/automation/batch-process' ? json({ message: 'down' }, 500) : undefined));
    renderPage();
    fireEvent.change(await screen.findByLabelText('Order numbers'), { target: { value: ' , ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Process Batch' }));
    expect(await screen.findByText('No Orders Selected - Please select orders to process')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/admin/automation/batch-process')).toBe(false);
    fireEvent.change(screen.getByLabelText('Order numbers'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Process Batch' }));
    expect(await screen.findByText('Failed to process batch')).toBeTruthy();
    expect(screen.getByText('Batch Processing Failed')).toBeTruthy();
  });

  it('validates and sends a manual trigger', async () => {
    const calls = standardServer((call) => (call.path === '/api/admin/automation/trigger' ? json({ success: true }) : undefined));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Trigger Workflow' }));
    expect(await screen.findByText('Please enter an order ID')).toBeTruthy();
    expect(screen.getByText('Missing Order ID')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: 'APO-2026-005' } });
    fireEvent.change(screen.getByLabelText('Trigger data (JSON, optional)'), { target: { value: '{bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Trigger Workflow' }));
    expect(await screen.findByText('Please enter valid JSON for trigger data')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/admin/automation/trigger')).toBe(false);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Trigger type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'document_upload' }));
    fireEvent.change(screen.getByLabelText('Trigger data (JSON, optional)'), { target: { value: '{"source":"console"}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Trigger Workflow' }));
    expect(await screen.findByText('Workflow Triggered')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/admin/automation/trigger')?.body).toEqual({
      orderId: 'APO-2026-005',
      triggerType: 'document_upload',
      triggerData: { source: 'console' },
    });
  });

  it('reports a failed trigger', async () => {
    standardServer((call) => (call.path === '/api/admin/automation/trigger' ? json({ message: 'down' }, 500) : undefined));
    renderPage();
    fireEvent.change(await screen.findByLabelText('Order number'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Trigger Workflow' }));
    expect(await screen.findByText('Failed to trigger workflow')).toBeTruthy();
    expect(screen.getByText('Workflow Failed')).toBeTruthy();
  });

  it('hides the rule toggles and batch processing from roles without ManageAutomationRules', async () => {
    standardServer();
    renderPage('staff');
    const row = await screen.findByTestId('rule-1');
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Process Batch' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Trigger Workflow' })).toBeTruthy();
  });
});
