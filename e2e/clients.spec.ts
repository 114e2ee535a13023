import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

async function api(page: Page, method: 'get' | 'post' | 'patch', path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request[method](`/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

const table = (page: Page) => page.getByRole('table', { name: 'Clients' });

test.use({ viewport: { width: 1400, height: 900 } });

test.describe('/clients', () => {
  test('cards, search, type filter, details and accessibility on the demo data', async ({ page, signIn }) => {
    await signIn();
    await page.getByRole('navigation').getByRole('link', { name: 'Clients' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Client Management' })).toBeVisible();
    await expect(table(page)).toContainText('Liberty Two Degrees');
    const listed = await api(page, 'get', '/clients');
    await expect(page.getByTestId('summary-Total Clients')).toHaveText(String(listed.summary.totalClients));
    await expect(page.getByTestId('summary-Total Revenue')).toHaveText(/^R\d+\.\dM$/);
    await expect(table(page).getByText('Not rated').first()).toBeVisible();
    await expectAccessible(page, '/clients');

    await page.getByLabel('Search clients').fill('NALEDI');
    await expect(table(page).locator('tbody tr')).toHaveCount(1);
    await expect(table(page)).toContainText('Liberty Two Degrees');
    await page.getByLabel('Search clients').fill('');
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Government' }).click();
    // Retrying assertions: the rows are replaced while the filtered page loads.
    await expect(table(page).locator('tbody tr').first()).toContainText('Government');
    await expect(table(page).locator('tbody tr').filter({ hasNotText: 'Government' })).toHaveCount(0);

    await page.getByRole('button', { name: 'View Details: Transnet Port Terminals' }).click();
    const details = page.getByRole('dialog');
    await expect(details).toContainText('s.ngcobo@transnet.net');
    await expect(details).toContainText('Last Contact');
    await expectAccessible(page, 'client details');
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
  });

  test('add with validation, edit, schedule a meeting with .ics, delete refused then allowed', async ({
    page,
    signIn,
  }) => {
    // Five dialogs, a calendar file and two deletes: more than a minute on a busy machine.
    test.slow();
    await signIn();
    await page.goto('/clients');
    const name = `Karoo Cement Works ${Date.now()}`;
    await page.getByRole('button', { name: 'Add New Client' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Phone').fill('12345');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Name is required');
    await expect(dialog).toContainText('Enter a valid email address');
    await expectAccessible(page, 'client form with errors');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Email').fill('anika@karoocement.co.za');
    await dialog.getByLabel('Phone').fill('082 123 4567');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByLabel('Search clients').fill(name);
    await expect(table(page).locator('tbody tr')).toHaveCount(1);
    await expect(table(page)).toContainText('+27 82 123 4567');

    await page.getByRole('button', { name: `Edit: ${name}` }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Contact Person').fill('Anika Botha');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(table(page)).toContainText('Anika Botha');

    await page.getByRole('button', { name: `View Details: ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Schedule Meeting' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Date').fill('2025-03-03');
    await dialog.getByLabel('Time').fill('10:30');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(dialog).toContainText('Meeting scheduled');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download .ics' }).click();
    const ics = readFileSync(await (await download).path(), 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART:20250303T083000Z');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const project = await api(page, 'post', '/projects', {
      title: 'Kiln fire detection',
      clientName: name,
      clientType: 'INDUSTRIAL',
      location: 'Beaufort West',
      area: 100,
      budget: 100000,
      dueDate: '2027-01-01',
    });
    await api(page, 'patch', `/projects/${project.id}`, { status: 'ACTIVE' });
    await page.reload();
    await page.getByLabel('Search clients').fill(name);
    await page.getByRole('button', { name: `Delete: ${name}` }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toContainText('This client has active projects and cannot be deleted');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await api(page, 'patch', `/projects/${project.id}`, { status: 'COMPLETED' });
    await page.reload();
    await page.getByLabel('Search clients').fill(name);
    await page.getByRole('button', { name: `Delete: ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(table(page)).toContainText('No clients match your search');
  });
});
