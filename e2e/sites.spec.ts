/**
 * Client sites and asset registers (issue 16, part 1): a project manager opens a client, adds a site,
 * imports its assets from CSV (a file with one bad row first: its errors are listed and nothing is
 * written; then a good file), sees them on the site page and their maintenance schedule. At 1280 px
 * and at 390 px (cards instead of tables, nothing scrolls sideways); axe is clean on each screen and
 * dialog.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

const HEADER = 'type,make,model,serial,location,installed_on,standard,notes';
const BAD_CSV = [
  HEADER,
  'EXTINGUISHER_DCP,Chubb,9 kg DCP,E2E-DCP-1,Ground floor lobby,2024-03-15,,',
  'Hose reel,Reel-Tech,30 m,E2E-HR-1,East stair,2024-02-30,,',
].join('\n');
const GOOD_CSV = [
  HEADER,
  'EXTINGUISHER_DCP,Chubb,9 kg DCP,E2E-DCP-1,Ground floor lobby,2024-03-15,,',
  'Hose reel,Reel-Tech,30 m,E2E-HR-1,East stair,2024-02-01,,',
  'Fire alarm control panel,Ziton,ZP3,E2E-FP-1,Security control room,2022-06-01,,"Loop 1 and 2"',
].join('\n');

async function createClient(page: Page, name: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post('/api/clients', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, type: 'Commercial', status: 'Active', address: '1 Long Street, Cape Town, 8001' },
  });
  expect(response.ok()).toBe(true);
}

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test.describe(`sites and assets at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('open a client, add a site, import assets (a bad file first), see the register and schedule', async ({
      page,
      signIn,
    }) => {
      await signIn();
      const clientName = `Atlantic Seaboard Properties ${width} ${Date.now()}`;
      await createClient(page, clientName);
      const fitsWidth = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.goto('/clients');
      await page.getByRole('textbox', { name: 'Search clients' }).fill(clientName);
      await page.getByRole('link', { name: clientName }).click();
      await expect(page.getByRole('heading', { level: 1, name: clientName })).toBeVisible();
      await page.getByRole('tab', { name: 'Sites' }).click();
      await expect(page).toHaveURL(/tab=sites/);
      await expect(page.getByText('This client has no sites yet.')).toBeVisible();
      await expectAccessible(page, 'client sites tab, empty');

      await page.getByRole('button', { name: 'Add site' }).click();
      const siteDialog = page.getByRole('dialog', { name: 'Add site' });
      await siteDialog.getByRole('textbox', { name: /Site name/ }).fill('Waterfront office block');
      await siteDialog
        .getByRole('textbox', { name: /Address/ })
        .fill('19 Dock Road, V&A Waterfront, Cape Town, 8001');
      await siteDialog.getByRole('textbox', { name: 'Contact phone' }).fill('021 555 0101');
      await siteDialog.getByRole('textbox', { name: 'Access notes' }).fill('Sign in at security, level P1');
      await expectAccessible(page, 'add site dialog');
      await siteDialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Waterfront office block added')).toBeVisible();
      await fitsWidth();
      await page.getByRole('link', { name: 'Waterfront office block' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Waterfront office block' })).toBeVisible();
      await expect(page.getByText('No assets are registered at this site yet.')).toBeVisible();
      await expectAccessible(page, 'site page, empty register');

      await page.getByRole('button', { name: 'Import CSV' }).click();
      const importDialog = page.getByRole('dialog', { name: 'Import assets from CSV' });
      await importDialog.locator('input[type=file]').setInputFiles(csvFile('bad-assets.csv', BAD_CSV));
      await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
      const rowErrors = importDialog.getByRole('list', { name: 'Rows with errors' });
      await expect(rowErrors).toContainText('Row 3, installed_on: Installed date is not a real date');
      await expect(importDialog).toContainText('1 row has errors; nothing was imported');
      await expectAccessible(page, 'import dialog with row errors');
      await importDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByText('No assets are registered at this site yet.')).toBeVisible();

      await page.getByRole('button', { name: 'Import CSV' }).click();
      await importDialog.locator('input[type=file]').setInputFiles(csvFile('assets.csv', GOOD_CSV));
      await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(page.getByText('3 assets imported')).toBeVisible();
      const register =
        width < 900
          ? page.getByRole('list', { name: 'Asset register' })
          : page.getByRole('table', { name: 'Asset register' });
      await expect(register).toContainText('E2E-DCP-1');
      await expect(register).toContainText('E2E-HR-1');
      await expect(register).toContainText('Security control room');
      await fitsWidth();
      await expectAccessible(page, 'site page with assets');

      await page.getByRole('tab', { name: 'Schedule' }).click();
      // The imported register's visits are generated at once: the weekly panel test is due first.
      const due = page.getByRole('region', { name: 'Visits due' });
      await expect(due.getByRole('listitem').first()).toContainText('Weekly');
      const panel = page.getByRole('region', { name: 'Fire alarm control panel' });
      await expect(panel).toContainText('SANS 10139');
      await expect(panel).toContainText('Weekly');
      await expect(page.getByRole('region', { name: 'Hose reel' })).toContainText('SANS 543');
      await expect(
        page.getByRole('region', { name: 'Portable extinguisher (dry chemical powder)' }),
      ).toContainText('SANS 1475');
      await fitsWidth();
      await expectAccessible(page, 'schedule tab');

      await page.getByRole('tab', { name: 'History' }).click();
      await expect(
        page.getByText('No inspection visits done or cancelled at this site in the last year.'),
      ).toBeVisible();
      await expectAccessible(page, 'history tab');

      await page.getByRole('link', { name: /Back to Atlantic Seaboard/ }).click();
      await expect(page).toHaveURL(/tab=sites/);
      const sites =
        width < 900 ? page.getByRole('list', { name: 'Sites' }) : page.getByRole('table', { name: 'Sites' });
      await expect(sites).toContainText('Waterfront office block');
      await expect(sites).toContainText('3');
    });
  });
}

test.describe('a demo site seen by a technician', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('reads the register, schedule and access notes of a demo site, with nothing to change', async ({
    page,
    signIn,
  }) => {
    await signIn({ role: 'TECHNICIAN' });
    await page.goto('/clients');
    await page.getByRole('link', { name: 'Midrand Logistics Park (Pty) Ltd' }).click();
    await page.getByRole('tab', { name: 'Sites' }).click();
    const sites = page.getByRole('list', { name: 'Sites' });
    await expect(sites).toContainText('Warehouse C cold store');
    await expect(page.getByRole('button', { name: 'Add site' })).toHaveCount(0);
    await sites.getByRole('link', { name: 'Warehouse A' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Warehouse A' })).toBeVisible();
    await expect(page.getByText(/Reverse-park at dock 1/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Asset register' })).toContainText('Pump house');
    for (const name of ['Add asset', 'Import CSV', 'Edit site'])
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit asset|^Delete asset/ })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'demo site, technician, phone');
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await expect(page.getByRole('region', { name: 'Sprinkler pump (diesel)' })).toContainText('SANS 10287');
    await expectAccessible(page, 'demo site schedule, phone');
  });
});
