/**
 * Issue 30 §2–§4: the office records a person's working hours, an SAQCC registration with its copy
 * (stored in the library) and leave, at 1280 px; the same dialog is usable at 390 px; a site's place
 * and access hours. Axe-clean throughout.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { textPdf } from './support/pdfs';

const stamp = () => String(Date.now()).slice(-6);
const card = (page: Page, name: string) => page.getByRole('article', { name });
const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
};

async function addPerson(page: Page, name: string) {
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Personnel' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Role').fill('Fire Technician');
  await dialog.getByLabel('Start of work').fill('06:30');
  await dialog.getByLabel('End of work').fill('15:30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, name)).toContainText('Working hours: 06:30–15:30');
}

test.describe('registrations and leave', () => {
  test('the office adds a registration with its copy, and leave, at 1280 px', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn();
    const name = `Sibusiso Dlamini ${stamp()}`;
    await addPerson(page, name);

    await card(page, name)
      .getByRole('button', { name: `Registrations and leave: ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `${name}: registrations and leave` });
    await expect(dialog.getByText('No registrations on record.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add registration' }).click();
    const form = page.getByRole('dialog', { name: 'Add registration' });
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Gas suppression' }).click();
    await form.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: 'Technician' }).click();
    await form.getByLabel('Registration number').fill('SAQCC-GS-77001');
    await form.getByLabel('Expiry date').fill(inDays(20));
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    const item = dialog.getByRole('listitem', { name: /SAQCC-GS-77001/ });
    await expect(item).toContainText('Gas suppression · Technician');
    await expect(item).toContainText(/Expires in (19|20) days/);

    await item.getByTestId(/^copy-/).setInputFiles({
      name: 'saqcc-gs-77001.pdf',
      mimeType: 'application/pdf',
      buffer: textPdf(['SAQCC Fire registration SAQCC-GS-77001']),
    });
    await expect(dialog.getByText('Copy stored in the library')).toBeVisible();
    await expect(item.getByRole('link', { name: 'Copy in the library' })).toBeVisible();

    const leave = dialog.getByRole('group', { name: 'Add leave' });
    await leave.getByLabel('Start date').fill(inDays(40));
    await leave.getByLabel('End date').fill(inDays(44));
    await leave.getByLabel('Reason').fill('Annual leave');
    await leave.getByRole('button', { name: 'Add leave' }).click();
    await expect(dialog.getByText(/Annual leave/)).toBeVisible();
    await expectAccessible(page, 'registrations and leave at 1280 px');

    // The copy opens in the library.
    await item.getByRole('link', { name: 'Copy in the library' }).click();
    await expect(page).toHaveURL(/\/documents\/preview\//);
    await expect(page.getByText(/SAQCC Gas suppression registration SAQCC-GS-77001/).first()).toBeVisible();
  });

  test('the dialog is usable at 390 px', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn();
    const name = `Ayanda Zulu ${stamp()}`;
    await addPerson(page, name);
    await card(page, name)
      .getByRole('button', { name: `Registrations and leave: ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `${name}: registrations and leave` });
    await dialog.getByRole('button', { name: 'Add registration' }).click();
    const form = page.getByRole('dialog', { name: 'Add registration' });
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Portable extinguishers' }).click();
    await form.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: 'Serviceman' }).click();
    await form.getByLabel('Registration number').fill('SAQCC-PE-390');
    await form.getByLabel('Expiry date').fill(inDays(400));
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('listitem', { name: /SAQCC-PE-390/ })).toContainText('Current');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const upload = dialog.getByRole('button', { name: 'Upload copy SAQCC-PE-390' });
    const box = await upload.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await expectAccessible(page, 'registrations and leave at 390 px');
  });

  test("a site's area, place and access hours, with an Open in maps link", async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { Authorization: `Bearer ${token}` };
    const clients = await (await page.request.get('/api/clients?search=Liberty%20Two', { headers })).json();
    const sites = await (
      await page.request.get(`/api/clients/${clients.items[0].id}/sites`, { headers })
    ).json();
    const tower = sites.find((s: { name: string }) => s.name === 'Sandton office tower');
    await page.goto(`/sites/${tower.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sandton office tower' })).toBeVisible();
    // The demo seed gives it its place and access hours.
    await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      /https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-26\.\d+,28\.\d+/,
    );
    await expect(page.getByText('07:00–18:00')).toBeVisible();
    await page.getByRole('button', { name: 'Edit site' }).click();
    const form = page.getByRole('dialog', { name: 'Edit site' });
    await form.getByLabel('Access from').fill('06:30');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('06:30–18:00')).toBeVisible();
    await expectAccessible(page, 'the site page with its place');
  });
});
