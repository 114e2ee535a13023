import { expect, type Page, test } from '@playwright/test';
import { CLUSTER_PORTS } from '../playwright.config';
import { fillSignInForm, newUser } from './support/users';

// Two app instances share one PostgreSQL database and Redis (e2e/support/cluster.mjs, started by the
// Playwright config when TEST_DATABASE_URL and REDIS_URL are set, as CI sets them).
const withCluster = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const [urlA, urlB] = CLUSTER_PORTS.map((port) => `http://localhost:${port}`) as [string, string];

async function signInAt(page: Page, baseUrl: string, user: { email: string; password: string }) {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${baseUrl}/login`);
  await fillSignInForm(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Live', { exact: true })).toBeVisible();
}

test.describe('realtime across two server instances', () => {
  test.skip(!withCluster, 'needs TEST_DATABASE_URL and REDIS_URL');

  test('a project created through one instance appears in a colleague’s browser on the other, without a reload', async ({
    browser,
  }) => {
    const user = newUser();
    const registered = await fetch(`${urlA}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // The cluster's database is new: its first account is the administrator, at once (decision 0071).
      body: JSON.stringify({ ...user, role: 'ADMIN' }),
    });
    expect(registered.status).toBe(201);

    const mine = await (await browser.newContext()).newPage();
    const colleague = await (await browser.newContext()).newPage();
    await signInAt(mine, urlA, user);
    await signInAt(colleague, urlB, user);

    const title = `Cross-instance hydrant upgrade ${Date.now()}`;
    const board = (page: Page) => page.getByRole('region', { name: 'Project Board' });
    await board(mine).getByRole('button', { name: 'Create New Project' }).click();
    const dialog = mine.getByRole('dialog', { name: 'Create New Project' });
    await dialog.getByLabel('Project Title').fill(title);
    await dialog.getByLabel('Client Name').fill('Redefine Properties');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(board(mine).getByRole('link', { name: title })).toBeVisible();
    await expect(board(colleague).getByRole('link', { name: title })).toBeVisible();

    await mine.context().close();
    await colleague.context().close();
  });
});
