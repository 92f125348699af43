import { expect, test, type Page } from '@playwright/test';
import { insertTrackedOrder } from './public-db';
import { CCPA_MESSAGES } from '../../libs/domain/src/index';
import { openLivePage } from './live-page';

/** A text or number field by its accessible name (labels of required fields also carry a '*'). */
function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true }).or(page.getByRole('spinbutton', { name, exact: true }));
}

async function expectTrackedOrder(page: Page, orderNumber: string) {
  await expect(page.getByRole('heading', { level: 2, name: `Order ${orderNumber}` })).toBeVisible();
  const progress = page.getByRole('list', { name: 'Order progress' });
  await expect(progress.getByRole('listitem')).toHaveCount(7);
  await expect(progress.locator('[aria-current="step"]')).toContainText('Documents Received');
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customer Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pricing' })).toBeVisible();
  const pricing = page.getByRole('region', { name: 'Pricing' });
  await expect(pricing.getByText('Total paid')).toBeVisible();
  await expect(pricing.locator('dd').last()).toHaveText('$261.45');
  // A note no staff member wrote for the customer reads as the status's own words.
  await expect(page.getByText('Received at our centre')).toBeVisible();
  await expect(page.getByText('Document Scanning')).toBeVisible();
  await expect(page.getByText('birth-certificate.pdf')).toBeVisible();
  await expect(page.getByText('240.0 KB')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Need help?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start New Order' })).toHaveAttribute('href', '/order');
}

test.describe('public site', () => {
  test('tracks an order with the form and with the query-parameter link', async ({ page }) => {
    const order = await insertTrackedOrder();
    await openLivePage(page, '/tracking');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByText('Please enter both order number and email address')).toBeVisible();

    await field(page, 'Order number').fill(order.orderNumber.toLowerCase());
    await field(page, 'Email address').fill(order.email.toUpperCase());
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expectTrackedOrder(page, order.orderNumber);

    await page.goto(`/tracking?order=${encodeURIComponent(order.orderNumber)}&email=${encodeURIComponent(order.email)}`);
    await expectTrackedOrder(page, order.orderNumber);

    await page.goto(`/tracking?order=${encodeURIComponent(order.orderNumber)}&email=someone.else%40example.com`);
    await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
    await expect(page.getByText("We couldn't find an order with those details")).toBeVisible();
    await expect(page.getByText(/APO-YYYY-###/)).toBeVisible();
  });

  test('contact form: validation messages, then a sent message', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(page.getByText('Subject must be at least 5 characters')).toBeVisible();
    await expect(page.getByText('Message must be at least 20 characters')).toBeVisible();

    await field(page, 'Name').fill('Carla Contact');
    await field(page, 'Email').fill('carla.contact@example.com');
    await field(page, 'Phone').fill('(305) 555-0199');
    await field(page, 'Subject').fill('Apostille for a diploma');
    await field(page, 'Message').fill('Can you authenticate a Florida diploma for use in Italy?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent!')).toBeVisible();
    await expect(page.getByText(/within 24 hours/).first()).toBeVisible();
  });

  test('wholesale: a full application', async ({ page }) => {
    await page.goto('/wholesale');
    await expect(page.getByText(/up to 30%/).first()).toBeVisible();
    await field(page, 'Company name').fill('Sunshine Legal LLC');
    await page.getByRole('combobox', { name: /Business type/ }).click();
    await page.getByRole('option', { name: 'Law Firm' }).click();
    await field(page, 'Tax ID (EIN)').fill('12-3456789');
    await field(page, 'Years in business').fill('12');
    await field(page, 'First name').fill('Maria');
    await field(page, 'Last name').fill('Lopez');
    await field(page, 'Job title').fill('Paralegal');
    await field(page, 'Email').fill('maria.e2e@sunshinelegal.example');
    await field(page, 'Phone').fill('3055550123');
    await field(page, 'Street address').fill('100 Main Street');
    await field(page, 'City').fill('Miami');
    await field(page, 'State').fill('FL');
    await field(page, 'ZIP code').fill('33101');
    await field(page, 'Monthly document volume').fill('40');
    await field(page, 'Estimated annual spend (USD)').fill('25000');
    await page.getByRole('checkbox', { name: 'Document Apostille' }).check();
    await page.getByRole('checkbox', { name: 'Bulk Processing' }).check();
    await field(page, 'Why do you need wholesale pricing?').fill('We file dozens of apostilles for immigration clients every month.');
    await page.getByRole('combobox', { name: /How did you hear about us/ }).click();
    await page.getByRole('option', { name: 'Referral from Client' }).click();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('You must accept the terms')).toBeVisible();
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Application Submitted!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
    await expect(page.getByText('We review your application within 1-2 business days.')).toBeVisible();
    await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: "We'll review your application" })).toBeVisible();
  });

  test('CCPA opt-out request', async ({ page }) => {
    await page.goto('/ccpa-opt-out');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await field(page, 'First name').fill('Sam');
    await field(page, 'Last name').fill('Rivera');
    await field(page, 'Email').fill('sam.rivera.e2e@example.com');
    await page.getByRole('combobox', { name: /Verification method/ }).click();
    await page.getByRole('option', { name: 'Phone verification' }).click();
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText(CCPA_MESSAGES.phoneRequiredForPhoneVerification)).toBeVisible();
    await field(page, 'Phone (optional)').fill('3055550111');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Request Submitted Successfully' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a legal page and the footer', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('Effective date: September 29, 2025 · Last updated: September 29, 2025')).toBeVisible();
    await expect(page.getByText(/laws of the State of Florida/)).toBeVisible();
    await expect(page.getByText(/RUSH SERVICE: \$227 for the first document/)).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Admin Portal' })).toHaveAttribute('href', '/admin');
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=Hi!%20I%20need%20help%20with%20apostille%20services\.$/,
    );
  });

  test('the floating chat button says what it does on hover and on keyboard focus', async ({ page }) => {
    await openLivePage(page, '/tracking');
    const chat = page.getByRole('complementary', { name: 'Chat' });
    const button = chat.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(button).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    const tooltip = chat.getByText('Chat with us on WhatsApp');
    await expect(tooltip).toHaveCSS('opacity', '0');
    await button.hover();
    await expect(tooltip).toHaveCSS('opacity', '1');
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCSS('opacity', '0');
    await button.focus();
    await expect(tooltip).toHaveCSS('opacity', '1');
  });

  test('an unknown path shows Page Not Found with the layout', async ({ page }) => {
    await page.goto('/definitely/not/here');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
