/**
 * Roles are more than badges (docs/permissions.md): a technician does not see what they may not do,
 * and the API refuses it when asked directly; an administrator reads the audit trail.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { createAccount, createAdminAccount, newUser } from './support/users';

async function api(page: Page, method: 'get' | 'post' | 'delete', path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return page.request[method](`/api${path}`, { headers: { Authorization: `Bearer ${token}` }, data });
}

test.describe('permissions', () => {
  test('a technician sees no delete, add or edit they may not use, and the API refuses them', async ({
    page,
    signInAs,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const technician = await createAccount(page, newUser({ firstName: 'Tumelo' }), 'TECHNICIAN');
    await signInAs(technician);
    // A technician's home is My day (issue 30 §1); the dashboard is reached from the menu.
    await expect(page).toHaveURL(/\/my-day$/);

    const nav = page.getByRole('navigation');
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Clients' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Quoting' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Audit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create New Project' })).toHaveCount(0);
    await expect(page.getByText('Total Portfolio Value')).toHaveCount(0);
    await expect(page.getByText('Active Projects').first()).toBeVisible();

    await nav.getByRole('link', { name: 'Clients' }).click();
    const table = page.getByRole('table', { name: 'Clients' });
    await expect(table).toContainText('Liberty Two Degrees');
    await expect(page.getByRole('button', { name: 'View Details: Liberty Two Degrees' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New Client' })).toHaveCount(0);
    await expect(table.getByRole('button', { name: /^Edit:/ })).toHaveCount(0);
    await expect(table.getByRole('button', { name: /^Delete:/ })).toHaveCount(0);
    await expectAccessible(page, '/clients as a technician');

    await nav.getByRole('link', { name: 'Resources' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Resource Management' })).toBeVisible();
    await expect(page.getByText('Thabo Nkosi')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schedule', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Personnel' })).toHaveCount(0);

    await page.goto('/quoting');
    await expect(page.getByRole('heading', { level: 1, name: 'Not available to your role' })).toBeVisible();
    await expectAccessible(page, '/quoting as a technician');

    // Asked directly, the server refuses: the hidden buttons are not the protection.
    const clients = await (await api(page, 'get', '/clients?search=Liberty')).json();
    const refusedDelete = await api(page, 'delete', `/clients/${clients.items[0].id}`);
    expect(refusedDelete.status()).toBe(403);
    expect(await refusedDelete.json()).toEqual({ error: 'Your role does not allow this' });
    const refusedAdd = await api(page, 'post', '/resources/personnel', {
      name: 'Ghost Worker',
      role: 'Fitter',
      status: 'Available',
      skills: [],
    });
    expect(refusedAdd.status()).toBe(403);
    expect((await api(page, 'get', '/quick-quote/templates')).status()).toBe(403);
    expect((await api(page, 'get', '/clients?search=Liberty')).status()).toBe(200);
  });

  test('an administrator reads the audit trail from the side menu, on a desktop and on a phone', async ({
    page,
    signInAs,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const admin = await createAdminAccount(page);
    await signInAs(admin);
    const created = await api(page, 'post', '/clients', {
      name: `Audit Towers ${Date.now()}`,
      type: 'Commercial',
      status: 'Active',
      contact: 'Zanele Khumalo',
      email: 'zanele@audittowers.co.za',
      phone: '011 555 0100',
      rating: 4,
    });
    expect(created.status()).toBe(201);

    await page.getByRole('navigation').getByRole('link', { name: 'Audit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
    const trail = page.getByRole('table', { name: 'Audit trail' });
    await expect(trail.getByRole('row').nth(1)).toContainText('create client');
    await expect(trail.getByRole('row').nth(1)).toContainText('Audit Towers');
    await expectAccessible(page, '/audit');

    await page.setViewportSize({ width: 390, height: 800 });
    const cards = page.getByRole('list', { name: 'Audit trail' });
    await expect(cards.locator(':scope > li').first()).toContainText('create client');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, '/audit at 390 px');
  });
});
