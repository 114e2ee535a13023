/**
 * A project's details after creation (issue 15): edited on the project dashboard with the change in
 * the audit trail, a duplicate title for the same client is a warning that can be overridden, and a
 * completed project is archived out of the list and restored; axe on the dialogs at both widths.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post(`/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

for (const width of [1280, 390]) {
  test(`at ${width} px: edit details, a duplicate title warned, archive and restore`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await signIn();
    const stamp = Date.now();
    const project = await post<{ id: string; title: string }>(page, '/projects', {
      title: `Parktown clinic detection ${stamp}`,
      clientName: `Netcare ${stamp}`,
      budget: 300000,
    });
    await post(page, '/projects', {
      title: `Parktown clinic suppression ${stamp}`,
      clientName: `Netcare ${stamp}`,
    });

    await page.goto(`/project-dashboard?id=${project.id}`);
    await page.getByRole('button', { name: 'Edit details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit project details' });
    await expectAccessible(page, `edit details at ${width}`);
    // Renaming onto the client's other project is a warning, then Save anyway.
    await dialog.getByRole('textbox', { name: /Project Title/ }).fill(`Parktown clinic suppression ${stamp}`);
    await dialog.getByRole('textbox', { name: /Location/ }).fill('Parktown, Johannesburg');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('already has a project called');
    await dialog.getByRole('button', { name: 'Save anyway' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 2, name: `Parktown clinic suppression ${stamp}` }),
    ).toBeVisible();
    await expect(page.getByText('Parktown, Johannesburg')).toBeVisible();

    // Finished, then archived: out of the list, back with Restore.
    await page.getByRole('combobox', { name: 'Project status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('button', { name: 'Archive project' }).click();
    await expect(page.getByText(/^Archived on/)).toBeVisible();
    await expectAccessible(page, `archived project at ${width}`);
    await page.goto(`/projects?q=${encodeURIComponent(String(stamp))}`);
    await expect(page.getByText(`Parktown clinic suppression ${stamp}`)).toHaveCount(1);
    await page.goto(`/projects?q=${encodeURIComponent(String(stamp))}&archived=include`);
    await expect(page.getByText(`Parktown clinic suppression ${stamp}`)).toHaveCount(2);
    await page.goto(`/project-dashboard?id=${project.id}`);
    await page.getByRole('button', { name: 'Restore from archive' }).click();
    await expect(page.getByText(/^Archived on/)).toBeHidden();
  });
}

for (const width of [1280, 390]) {
  test(`at ${width} px: a new project's typed client joins Clients, and the project moves to a picked client`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await signIn();
    const stamp = Date.now();
    const newClient = `Umhlanga Clinic ${stamp}`;
    await page.goto('/projects');
    await page
      .getByRole('button', { name: /New Project/ })
      .first()
      .click();
    const create = page.getByRole('dialog', { name: 'Create New Project' });
    await create.getByRole('textbox', { name: /Project Title/ }).fill(`Clinic detection ${stamp}`);
    await create.getByRole('combobox', { name: /^Client Name/ }).fill(newClient);
    await expect(create.getByText(`New client: ${newClient} will be added to Clients`)).toBeVisible();
    await expectAccessible(page, `create project with a new client at ${width}`);
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(create).toBeHidden();

    // The client is in Clients, and its page lists the project.
    await page.goto('/clients');
    await page.getByRole('textbox', { name: 'Search clients' }).fill(String(stamp));
    await page.getByRole('link', { name: newClient }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: newClient })).toBeVisible();
    const projects = page.getByRole('region', { name: 'Projects' });
    await projects.getByRole('link', { name: `Clinic detection ${stamp}` }).click();

    // Edit details: pick a client from the list; the project shows it and links to it.
    await page.getByRole('button', { name: 'Edit details' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit project details' });
    const picker = edit.getByRole('combobox', { name: /^Client Name/ });
    await picker.fill('Liberty Two');
    await page.getByRole('option', { name: /^Liberty Two Degrees/ }).click();
    await expect(edit.getByText('From the Clients list')).toBeVisible();
    await expectAccessible(page, `client picked at ${width}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await page.getByRole('link', { name: 'Liberty Two Degrees' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Liberty Two Degrees' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Projects' }).getByRole('link', { name: `Clinic detection ${stamp}` }),
    ).toBeVisible();
  });
}
