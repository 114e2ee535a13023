import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

async function api<T>(page: Page, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request[method](`/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const rows = (page: Page) => page.getByRole('table', { name: 'Projects Management' }).locator('tbody tr');

test.use({ viewport: { width: 1400, height: 900 } });

test.describe('/projects and /project-dashboard', () => {
  test('lists, filters, searches and opens a project', async ({ page, signIn }) => {
    await signIn();
    await page.getByRole('navigation').getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects Management' })).toBeVisible();
    const all = await api<{ total: number }>(page, 'get', '/projects');
    await expect(rows(page)).toHaveCount(Math.min(all.total, 25));
    await expectAccessible(page, '/projects');

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/status=COMPLETED/);
    const completed = await api<{ total: number }>(page, 'get', '/projects?status=COMPLETED');
    await expect(rows(page)).toHaveCount(Math.max(completed.total, 1));
    expect(completed.total, 'the demo seed has completed projects').toBeGreaterThan(0);
    await expect(rows(page).filter({ hasNotText: 'Completed' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    const target = (
      await api<{ items: { id: string; title: string }[] }>(page, 'get', '/projects?pageSize=1')
    ).items[0];
    if (!target) throw new Error('the demo seed has no projects');
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(target.title);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('cell').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/project-dashboard\\?id=${target.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: target.title })).toBeVisible();
  });

  test('a project created from /projects appears in the list at once', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/projects');
    const title = `Umhlanga hotel suppression ${Date.now()}`;
    await page.getByRole('button', { name: 'New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Project' });
    await dialog.getByLabel('Project Title').fill(title);
    await dialog.getByLabel('Client Name').fill('Tsogo Sun');
    await dialog.getByRole('combobox', { name: 'Project Type' }).click();
    await page.getByRole('option', { name: 'Fire Suppression' }).click();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(rows(page).first()).toContainText(title);
    await expect(rows(page).first()).toContainText('Fire Suppression');
  });

  test('the project dashboard shows and edits status, progress, spend, milestones and team', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const project = await api<{ id: string; title: string }>(page, 'post', '/projects', {
      title: `Midrand depot sprinklers ${Date.now()}`,
      clientName: 'Bidvest',
      budget: 500000,
      dueDate: '2027-06-30',
    });
    await page.goto(`/project-dashboard?id=${project.id}`);
    await expect(page.getByRole('heading', { level: 2, name: project.title })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Project', exact: true })).toHaveValue(project.title);
    await expect(page.getByRole('region', { name: `Alerts: ${project.title}` })).toContainText(
      'All clear! No active alerts',
    );
    await expectAccessible(page, '/project-dashboard');

    await page.getByRole('combobox', { name: 'Project status' }).click();
    await page.getByRole('option', { name: 'Active' }).click();
    await page.getByRole('spinbutton', { name: 'Progress (%)' }).fill('40');
    await page.getByRole('spinbutton', { name: 'Spent (ZAR)' }).fill('650000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('progressbar', { name: `${project.title} progress` })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(page.getByText(/R\s150\s000 over budget/)).toBeVisible();
    // The server's budget rule raises an alert for this project; the panel picks it up.
    await expect(
      page
        .getByRole('region', { name: `Alerts: ${project.title}` })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();

    const milestones = page.getByRole('region', { name: 'Milestones' });
    await milestones.getByRole('button', { name: 'Add milestone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Milestone' });
    await dialog.getByLabel('Milestone title').fill('Hydrant flow test');
    await dialog.getByLabel('Due date').fill('2020-01-15');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const item = milestones.getByRole('listitem').filter({ hasText: 'Hydrant flow test' });
    await expect(item).toContainText('Overdue');
    // Checked once the server has saved it (the list is the server's).
    const complete = item.getByRole('checkbox', { name: 'Mark Hydrant flow test complete' });
    await complete.click();
    await expect(complete).toBeChecked();
    await expect(item).not.toContainText('Overdue');
    await item.getByRole('button', { name: 'Delete Hydrant flow test' }).click();
    await expect(milestones).toContainText('No milestones yet.');

    const team = page.getByRole('region', { name: 'Team' });
    // One list of people: a fitter in Resources → Personnel without a sign-in joins the team.
    await team.getByRole('combobox', { name: 'Add team member' }).fill('Johan Pretorius');
    await page.getByRole('option', { name: /^Johan Pretorius.*no sign-in$/ }).click();
    await expect(team.getByRole('button', { name: 'Remove Johan Pretorius' })).toBeVisible();
    await page.reload();
    await expect(team.getByText('Johan Pretorius')).toBeVisible();
    await expect(team.getByText('Sprinkler Fitter · no sign-in')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Progress (%)' })).toHaveValue('40');
    await expectAccessible(page, '/project-dashboard after edits');
  });
});
