import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

async function openResources(page: Page) {
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Management' })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const stamp = () => String(Date.now()).slice(-6);

test.use({ viewport: { width: 1400, height: 900 } });

test.describe('/resources', () => {
  test('tabs, summary note, search filtering the tab, and accessibility', async ({ page, signIn }) => {
    await signIn();
    await openResources(page);
    await expect(page.getByTestId('resource-summary')).toContainText(
      /\d+ of \d+ personnel available, \d+ equipment items need maintenance, \d+ inventory items below minimum stock/,
    );
    await expect(card(page, 'Thabo Nkosi')).toBeVisible();
    await expectAccessible(page, '/resources personnel');
    await page.getByLabel('Search resources').fill('fm-200');
    await expect(card(page, 'Riaan Botha')).toBeVisible();
    await expect(card(page, 'Thabo Nkosi')).toBeHidden();
    await page.getByLabel('Search resources').fill('');
    for (const tab of ['Equipment', 'Vehicles', 'Inventory']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `/resources ${tab}`);
    }
    await page.getByRole('tab', { name: 'Vehicles' }).click();
    await expect(page.getByText('CA 123-456')).toBeVisible();
    await expect(page.getByText(/km$/).first()).toBeVisible();
  });

  test('personnel: add, edit and schedule; double-booking refused', async ({ page, signIn }) => {
    await signIn();
    await openResources(page);
    const name = `Lindiwe Mthembu ${stamp()}`;
    await page.getByRole('button', { name: 'Add Personnel' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Role').fill('Sprinkler Fitter');
    await dialog.getByLabel('Skills').fill('Pipework, Welding');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(card(page, name)).toContainText('Welding');
    await card(page, name).getByRole('button', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Role').fill('Lead Fitter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(card(page, name)).toContainText('Lead Fitter');

    // The same dates twice: the first booking is saved, the second refused.
    const scheduleFirstProject = async () => {
      await card(page, name).getByRole('button', { name: 'Schedule' }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByLabel('Project').click();
      await page.getByRole('option').first().click();
      await dialog.getByLabel('Start date').fill('2099-01-05');
      await dialog.getByLabel('End date').fill('2099-01-09');
      await dialog.getByRole('button', { name: 'Save' }).click();
    };
    await scheduleFirstProject();
    await expect(dialog).toBeHidden();
    await expect(card(page, name)).toContainText('Active projects: 1');
    await scheduleFirstProject();
    await expect(dialog).toContainText('This person is already scheduled on those dates');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('equipment: add, check out, check in, maintenance with a past due date raises an alert', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await openResources(page);
    await page.getByRole('tab', { name: 'Equipment' }).click();
    const name = `Core Drill ${stamp()}`;
    await page.getByRole('button', { name: 'Add Equipment' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Location').fill('Johannesburg Workshop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await card(page, name).getByRole('button', { name: 'Check Out' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Person or project').fill('Thabo Nkosi');
    await dialog.getByLabel('Due back').fill('2099-02-01');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(card(page, name)).toContainText('In Use');
    await expect(card(page, name)).toContainText('Checked out to: Thabo Nkosi');
    await card(page, name).getByRole('button', { name: 'Check In' }).click();
    await expect(card(page, name)).toContainText('Available');
    await card(page, name).getByRole('button', { name: 'Maintenance' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Date').first().fill('2024-01-01');
    await dialog.getByLabel('Next due date').fill('2024-06-01');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const { items: alerts } = await (
      await page.request.get('/api/projects/alerts?pageSize=100', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    expect(alerts.map((a: { title: string }) => a.title)).toContain(`Maintenance overdue: ${name}`);
  });

  test('vehicles: add (duplicate registration refused), assign, service', async ({ page, signIn }) => {
    await signIn();
    await openResources(page);
    await page.getByRole('tab', { name: 'Vehicles' }).click();
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Type').fill('Ford Ranger');
    await dialog.getByLabel('Registration').fill('CA 123-456');
    await dialog.getByLabel('Fuel (%)').fill('150');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Fuel must be a number from 0 to 100');
    await dialog.getByLabel('Fuel (%)').fill('40');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('A vehicle with this registration already exists');
    const reg = `GP ${stamp()} GP`;
    await dialog.getByLabel('Registration').fill(reg);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const vehicle = page.getByRole('article').filter({ hasText: reg });
    await expect(vehicle.getByLabel('Fuel 40%')).toBeVisible();
    await vehicle.getByRole('button', { name: 'Assign' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Person or project').fill('Zanele Khumalo');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(vehicle).toContainText('Assigned to: Zanele Khumalo');
    await vehicle.getByRole('button', { name: 'Service' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Date').fill('2026-01-01');
    await dialog.getByLabel('Odometer (km)').fill('1500');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(vehicle).toContainText('1 500 km');
  });

  test('inventory: add, status rule, reorder and receive, export and import CSV', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await openResources(page);
    await page.getByRole('tab', { name: 'Inventory' }).click();
    const item = `Pressure Gauges ${stamp()}`;
    await page.getByRole('button', { name: 'Add Item' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Item').fill(item);
    await dialog.getByLabel('Quantity').fill('4');
    await dialog.getByLabel('Minimum stock').fill('10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('listitem').filter({ hasText: item });
    await expect(row).toContainText('Critical');
    await row.getByRole('button', { name: 'Reorder' }).click();
    await page.getByRole('dialog').getByLabel('Quantity').fill('20');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('Reorder of 20 awaiting delivery');
    await row.getByRole('button', { name: 'Receive' }).click();
    await expect(row).toContainText('Quantity: 24');
    await expect(row).toContainText('Good');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv).toContain(`${item},24,10,Good`);

    const bad = path.join(tmpdir(), `bad-${stamp()}.csv`);
    writeFileSync(bad, 'item,quantity,minStock\nValves,-1,5\n');
    await page.locator('input[type=file]').setInputFiles(bad);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Row 2: Quantity cannot be negative' }),
    ).toBeVisible();
    const good = path.join(tmpdir(), `good-${stamp()}.csv`);
    writeFileSync(good, `item,quantity,minStock\nCSV Nozzles ${stamp()},3,10\n`);
    await page.locator('input[type=file]').setInputFiles(good);
    await expect(page.getByRole('alert').filter({ hasText: 'Imported: 1 added, 0 updated' })).toBeVisible();
  });
});
