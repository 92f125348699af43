import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an MUI select and waits until the menu has closed and the select shows the
 * choice. Opening the same select again while the previous menu is still fading out can land the
 * click on the closing menu, so the next step would act on a choice that never happened.
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toHaveCount(0);
  await expect(select).toHaveText(option);
}
