import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleQueryClient } from '../App';
import { saveSession } from '../api/session';
import { createDataProvider } from '../dataProvider/dataProvider';
import { AutomationPage } from './AutomationPage';

/** One GraphQL operation the page sent: its name and variables. */
interface Call {
  operation: string;
  variables: Record<string, unknown>;
}

type Handler = (call: Call) => Response | undefined;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const data = (body: Record<string, unknown>) => json({ data: body });
/** A GraphQL error as the server answers it (HTTP 200, the reason in errors[0]). */
const graphqlError = (message: string, code = 'INTERNAL_SERVER_ERROR', status = 500) =>
  json({ data: null, errors: [{ message, extensions: { code, status } }] });

/** A fake staff server at the network boundary: answers each GraphQL operation by name, records every call. */
function stubServer(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { operationName?: string; variables?: Record<string, unknown> };
      const call = { operation: body.operationName ?? '', variables: body.variables ?? {} };
      calls.push(call);
      return handler(call) ?? graphqlError(`no stand-in for ${call.operation}`);
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
    if (call.operation === 'AutomationMetrics') {
      const active = rules.filter((rule) => rule.isActive).length;
      return data({ automationMetrics: { totalOrders: 40, automatedOrders: 13, automationRate: 0.3249, activeRules: active, totalRules: rules.length } });
    }
    if (call.operation === 'AutomationRules') return data({ automationRules: rules });
    return undefined;
  });
}

function renderPage(role = 'admin') {
  saveSession('token', { username: 'staff', email: 'staff@example.com', role, twoFactorEnabled: false });
  render(
    <AdminContext queryClient={consoleQueryClient()} dataProvider={createDataProvider()}>
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
    standardServer(() => graphqlError('boom'));
    renderPage();
    expect(await screen.findByText('Failed to fetch automation metrics')).toBeTruthy();
    expect(await screen.findByText('Failed to fetch automation rules')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Total Orders' })).toBeNull();
  });

  it('toggles a rule, then refreshes the rules and the Active Rules figure', async () => {
    const calls = standardServer((call) => {
      if (call.operation === 'SetAutomationRuleActive' && call.variables.id === 2) {
        rules = rules.map((rule) => (rule.id === 2 ? { ...rule, isActive: call.variables.isActive as boolean } : rule));
        return data({ setAutomationRuleActive: { id: 2, isActive: call.variables.isActive } });
      }
      return undefined;
    });
    renderPage();
    const row = await screen.findByTestId('rule-2');
    fireEvent.click(within(row).getByRole('switch'));
    expect(await screen.findByText('Rule Updated')).toBeTruthy();
    expect(calls.find((call) => call.operation === 'SetAutomationRuleActive')?.variables).toEqual({ id: 2, isActive: true });
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
    standardServer((call) => (call.operation === 'SetAutomationRuleActive' ? graphqlError('nope') : undefined));
    renderPage();
    fireEvent.click(within(await screen.findByTestId('rule-1')).getByRole('switch'));
    expect(await screen.findByText('Rule Update Failed')).toBeTruthy();
    expect(screen.getByText('Failed to update rule')).toBeTruthy();
  });

  it('sends the entries as typed and names each one the server ignored, with why', async () => {
    const calls = standardServer((call) =>
      call.operation === 'BatchProcessOrders'
        ? data({ batchProcessOrders: { processed: 2, failed: 1, ignored: [{ entry: 'abc', reason: 'invalid' }] } })
        : undefined,
    );
    renderPage();
    fireEvent.change(await screen.findByLabelText('Order numbers'), { target: { value: 'APO-2026-005, abc\n7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Process Batch' }));
    expect(await screen.findByText('Batch Processing Complete')).toBeTruthy();
    expect(within(screen.getByRole('status', { name: 'Batch result' })).getByText('Processed 2 orders successfully, 1 failed')).toBeTruthy();
    expect(screen.getByText('abc: not an order number or id')).toBeTruthy();
    expect(calls.find((call) => call.operation === 'BatchProcessOrders')?.variables).toEqual({ selection: { entries: ['APO-2026-005', 'abc', '7'] } });
  });

  it('refuses an empty batch without calling the server, and reports a failed batch', async () => {
    const calls = standardServer((call) => (call.operation === 'BatchProcessOrders' ? graphqlError('down') : undefined));
    renderPage();
    fireEvent.change(await screen.findByLabelText('Order numbers'), { target: { value: ' , ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Process Batch' }));
    expect(await screen.findByText('No Orders Selected - Please select orders to process')).toBeTruthy();
    expect(calls.some((call) => call.operation === 'BatchProcessOrders')).toBe(false);
    fireEvent.change(screen.getByLabelText('Order numbers'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Process Batch' }));
    expect(await screen.findByText('Failed to process batch')).toBeTruthy();
    expect(screen.getByText('Batch Processing Failed')).toBeTruthy();
  });

  it('validates and sends a manual trigger', async () => {
    const calls = standardServer((call) =>
      call.operation === 'TriggerAutomationForOrders' ? data({ triggerAutomationForOrders: { processed: 1, failed: 0, ignored: [] } }) : undefined,
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Trigger Workflow' }));
    expect(await screen.findByText('Please enter an order ID')).toBeTruthy();
    expect(screen.getByText('Missing Order ID')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: 'APO-2026-005' } });
    fireEvent.change(screen.getByLabelText('Trigger data (JSON, optional)'), { target: { value: '{bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Trigger Workflow' }));
    expect(await screen.findByText('Please enter valid JSON for trigger data')).toBeTruthy();
    expect(calls.some((call) => call.operation === 'TriggerAutomationForOrders')).toBe(false);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Trigger type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'document_upload' }));
    fireEvent.change(screen.getByLabelText('Trigger data (JSON, optional)'), { target: { value: '{"source":"console"}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Trigger Workflow' }));
    expect(await screen.findByText('Workflow Triggered')).toBeTruthy();
    expect(calls.find((call) => call.operation === 'TriggerAutomationForOrders')?.variables).toEqual({
      selection: { entries: ['APO-2026-005'] },
      triggerType: 'document_upload',
      triggerData: '{"source":"console"}',
    });
  });

  it('reports a failed trigger', async () => {
    standardServer((call) => (call.operation === 'TriggerAutomationForOrders' ? graphqlError('down') : undefined));
    renderPage();
    fireEvent.change(await screen.findByLabelText('Order number'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Trigger Workflow' }));
    expect(await screen.findByText('Failed to trigger workflow')).toBeTruthy();
    expect(screen.getByText('Workflow Failed')).toBeTruthy();
  });

  it("says which order a trigger could not reach, and the server's reason for a refused trigger", async () => {
    standardServer((call) => {
      if (call.operation !== 'TriggerAutomationForOrders') return undefined;
      const [entry] = (call.variables.selection as { entries: string[] }).entries;
      if (entry === 'APO-2099-001') return data({ triggerAutomationForOrders: { processed: 0, failed: 1, ignored: [{ entry, reason: 'unknown' }] } });
      return graphqlError('No active automation rule listens to time_based: turn one on first', 'CONFLICT', 409);
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Order number'), { target: { value: 'APO-2099-001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Trigger Workflow' }));
    expect(await screen.findByText('APO-2099-001: no such order')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: 'APO-2026-005' } });
    fireEvent.click(screen.getByRole('button', { name: 'Trigger Workflow' }));
    expect(await screen.findByText('No active automation rule listens to time_based: turn one on first')).toBeTruthy();
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
