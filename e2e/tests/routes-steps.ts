import { expect, type Page } from '@playwright/test';

/** Steps of the route journeys (routes-desktop and routes-phone specs). */

export const FBI_CHECK = 'FBI Background Check';
export const DEPARTMENT_OF_STATE = 'U.S. Department of State, Office of Authentications';
export const DO_NOT_NOTARIZE = 'Do not notarize an FBI check: a notarized federal document is no longer valid.';

/** Document 1 typed as an FBI check: federal by default, its route shown under it before any payment. */
export async function chooseFbiCheck(page: Page) {
  await page.getByLabel('Document 1 type').selectOption(FBI_CHECK);
  await expect(page.getByLabel('Document 1 issued in / by')).toHaveValue('federal-agency');
  const route = page.getByRole('region', { name: `Route for document 1: ${FBI_CHECK}` });
  await expect(route.getByRole('list', { name: 'Route steps' })).toContainText(DEPARTMENT_OF_STATE);
  await expect(route.getByRole('list', { name: 'Route steps' })).toContainText('Government fee: $20.00');
  await expect(route.getByRole('list', { name: 'Route steps' })).toContainText(/Typical time: \d/);
  await expect(route.getByRole('list', { name: 'Checklist' })).toContainText(DO_NOT_NOTARIZE);
  await expect(route.getByText(/^Route data as of [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
}

/** The order summary's government fees: one line in all, one per office below it. */
export async function expectGovernmentFee(page: Page, amount: string) {
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByRole('listitem').filter({ has: page.getByText('Government fees', { exact: true }) })).toContainText(amount);
  await expect(summary.getByRole('list', { name: 'Government fees by office' })).toContainText(DEPARTMENT_OF_STATE);
}

/** The payment server priced the order as the page did: no "Total confirmed by our payment server" note. */
export async function expectSameTotalAsServer(page: Page) {
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByText(/Total confirmed by our payment server/)).toHaveCount(0);
}
