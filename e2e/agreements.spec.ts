/**
 * Maintenance agreements (issue 29 §1, decision 0087): a project manager writes an agreement for a
 * client's site, sends it for acceptance, the client accepts it through its private link on a 390 px
 * phone, and a billing run for the month makes its draft invoice in the register and issues it; axe is clean on the
 * screens at 1280 px and on the acceptance page at 390 px.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

async function clientWithSite(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const name = `Rosebank Mews Body Corporate ${Date.now()}`;
  const made = await page.request.post('/api/clients', {
    headers,
    data: { name, type: 'Commercial', address: '12 Cradock Avenue, Rosebank, 2196', status: 'Active' },
  });
  expect(made.ok()).toBe(true);
  const client = (await made.json()) as { id: string; name: string };
  const site = await page.request.post(`/api/clients/${client.id}/sites`, {
    headers,
    data: { name: 'Mews Block A', address: '12 Cradock Avenue, Rosebank' },
  });
  expect(site.ok()).toBe(true);
  return client;
}

test.describe('agreements at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an agreement is written, sent, accepted on a phone, and billed as a draft invoice', async ({
    page,
    signIn,
    browser,
  }) => {
    // A long journey with nine accessibility checks and two browsers.
    test.slow();
    await signIn();
    const client = await clientWithSite(page);

    await page.goto('/agreements');
    await expect(page.getByRole('heading', { level: 1, name: 'Maintenance agreements' })).toBeVisible();
    await expectAccessible(page, 'agreements list');
    await page.getByRole('link', { name: 'New agreement' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New maintenance agreement' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Client' }).fill(client.name);
    await page.getByRole('option', { name: client.name }).click();
    await page.getByRole('checkbox', { name: 'Mews Block A' }).check();
    const today = await page.getByLabel('Start date').inputValue();
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    await page.getByLabel('End date').fill(nextYear);
    await page.getByRole('textbox', { name: 'Fee (R, excl. VAT)' }).fill('3100');
    await page.getByRole('textbox', { name: 'Call-out fee (R)' }).fill('850');
    await expectAccessible(page, 'agreement form');
    await page.getByRole('button', { name: 'Save draft' }).click();

    const heading = page.getByRole('heading', { level: 1, name: /^AGR-\d{4}-\d{4}$/ });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent()) ?? '';
    await expect(page.getByTestId('agreement-fee')).toContainText(/3\s100,00/);
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await expectAccessible(page, 'draft agreement');

    await page.getByRole('button', { name: 'Send for acceptance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send for acceptance' });
    await dialog.getByRole('button', { name: 'Make the link' }).click();
    const linkField = dialog.getByRole('textbox', { name: /acceptance link/ });
    await expect(linkField).toHaveValue(/\/a\//);
    const link = await linkField.inputValue();
    await expectAccessible(page, 'send dialog with the link');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The client: a fresh browser, no account, a 390 px phone.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await phone.goto(link);
    await expect(
      phone.getByRole('heading', { level: 1, name: `Maintenance agreement ${number}` }),
    ).toBeVisible();
    await expect(phone.getByTestId('public-fee')).toContainText(/3\s100,00/);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(phone, 'agreement acceptance page at 390 px');
    await phone.getByRole('textbox', { name: /Your full name/ }).fill('Thandi Nkosi');
    await phone.getByRole('button', { name: 'Accept agreement' }).click();
    await expect(phone.getByText('Thank you, Thandi Nkosi: the agreement is accepted.')).toBeVisible();
    await expectAccessible(phone, 'accepted agreement at 390 px');
    await context.close();

    await page.reload();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText(/Accepted by Thandi Nkosi/)).toBeVisible();

    await page.goto('/invoices');
    await page.getByRole('button', { name: 'Billing run' }).click();
    const run = page.getByRole('dialog', { name: 'Billing run' });
    await expect(run.getByLabel('Month')).toHaveValue(today.slice(0, 7));
    await expectAccessible(page, 'billing run dialog');
    await run.getByRole('button', { name: 'Run billing' }).click();
    await expect(run.getByRole('status')).toContainText(/[1-9]\d* draft invoices? created/);
    // The drafts it made are issued together, each with its number.
    await run.getByRole('button', { name: /^Issue (this draft|these \d+ drafts)$/ }).click();
    await expect(run.getByRole('status')).toContainText(/[1-9]\d* invoices? issued, each with its number\./);
    await run.getByRole('button', { name: 'Run billing' }).click();
    await expect(run.getByRole('status')).toContainText(
      /^0 draft invoices created, [1-9]\d* already existed\.$/,
    );
    await run.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill(client.name);
    await expect(page.getByRole('row', { name: new RegExp(client.name) })).toContainText(/INV-\d{4}-\d{4}/);
    await expect(page.getByRole('row', { name: new RegExp(client.name) })).toContainText('Issued');
  });
});

test.describe('agreements at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list is cards and the agreement fits a phone', async ({ page, signIn }) => {
    await signIn();
    const client = await clientWithSite(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { Authorization: `Bearer ${token}` };
    const sites = (await (await page.request.get(`/api/clients/${client.id}/sites`, { headers })).json()) as {
      id: string;
    }[];
    const made = await page.request.post('/api/agreements', {
      headers,
      data: {
        clientId: client.id,
        sites: [{ siteId: sites[0]?.id, items: [{ system: 'SPRINKLER' }] }],
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        cadence: 'QUARTERLY',
        timing: 'IN_ARREARS',
        feeCents: 900_000,
      },
    });
    expect(made.ok()).toBe(true);
    const { number } = (await made.json()) as { number: string };
    await page.goto('/agreements');
    await expect(page.getByRole('heading', { level: 2, name: number })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'agreements list at 390 px');
    await page.getByRole('heading', { level: 2, name: number }).click();
    await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
    await expect(page.getByTestId('agreement-fee')).toContainText(/9\s000,00/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'agreement at 390 px');
  });
});
