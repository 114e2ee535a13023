/**
 * Invoices from the work done (issue 29 §2; decision 0088): the office sends someone to a site with
 * 'New call-out', the visit is done (started, parts and travel recorded, completed through the API to
 * keep the journey short), then the office opens the visit, sees it is chargeable, presses 'Create
 * invoice', lands on the new draft and issues it. At 1280 and 390 px, axe-clean on every screen.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { tokenOf } from './support/visits';

async function call(page: Page, method: 'POST' | 'PUT', url: string, data?: object) {
  const response = await page.request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data,
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

async function siteToCallOut(page: Page) {
  const stamp = Date.now();
  const client = await call(page, 'POST', '/api/clients', {
    name: `Menlyn Office Park ${stamp}`,
    type: 'Commercial',
    status: 'Active',
    address: '12 Lois Avenue, Menlyn, 0181',
  });
  const site = await call(page, 'POST', `/api/clients/${client.id}/sites`, {
    name: `Menlyn Block C ${stamp}`,
    address: '12 Lois Avenue, Menlyn, 0181',
    contactName: 'Sipho Dlamini',
    contactPhone: '012 555 0100',
    accessNotes: 'Security at gate 2',
  });
  return site as { id: string; name: string };
}

async function journey(page: Page, width: string) {
  const site = await siteToCallOut(page);
  await page.goto(`/sites/${site.id}`);
  await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeVisible();
  await page.getByRole('button', { name: 'New call-out' }).click();
  const dialog = page.getByRole('dialog', { name: `New call-out: ${site.name}` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Sprinkler head leaking above the loading bay');
  await expectAccessible(page, `call-out dialog at ${width}`);
  await dialog.getByRole('button', { name: 'Create call-out' }).click();
  await expect(page).toHaveURL(/\/visits\/[\w-]+$/);
  const visitId = page.url().split('/').pop() as string;
  await expect(page.getByText('Chargeable').first()).toBeVisible();

  // The work on site, through the API: started, 20 km and a part recorded, completed.
  await call(page, 'POST', `/api/visits/${visitId}/start`);
  await call(page, 'PUT', `/api/visits/${visitId}/charges`, {
    travelKm: 20,
    parts: [{ description: 'Escutcheon plate', quantity: 2 }],
  });
  await call(page, 'POST', `/api/visits/${visitId}/complete`);

  await page.reload();
  await expect(page.getByText('Escutcheon plate × 2')).toBeVisible();
  await expect(page.getByText('Travel: 20 km')).toBeVisible();
  await expectAccessible(page, `completed call-out at ${width}`);
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Draft' })).toBeVisible();
  // R 850 call-out fee, 0.25 h at R 650 (R 162,50), 20 km at R 6,50 (R 130): R 1 142,50 excl.
  await expect(page.getByText(/Call-out fee: Menlyn Block C/).first()).toBeVisible();
  await expect(page.getByText('Travel: 20 km').first()).toBeVisible();
  await expectAccessible(page, `draft from the call-out at ${width}`);
  await page.getByRole('group', { name: 'Invoice actions' }).getByRole('button', { name: 'Issue' }).click();
  await page
    .getByRole('dialog', { name: 'Issue this invoice?' })
    .getByRole('button', { name: 'Issue' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^INV-\d{4}-\d{4}$/ })).toBeVisible();

  // Back on the visit: it names its invoice and offers no second one.
  await page.goto(`/visits/${visitId}`);
  await expect(page.getByRole('link', { name: 'Open invoice' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create invoice' })).toHaveCount(0);
}

test.describe('a call-out invoiced at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('office creates a call-out, the work is done, the draft is made from it and issued', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await journey(page, '1280 px');
  });
});

test.describe('a call-out invoiced at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the same on a phone', async ({ page, signIn }) => {
    await signIn();
    await journey(page, '390 px');
  });
});
