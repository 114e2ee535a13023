import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, signInNew, test } from './support/fixtures';

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const alertsPanel = (page: Page) => page.getByRole('region', { name: 'Critical Alerts' });
const board = (page: Page) => page.getByRole('region', { name: 'Project Board' });

async function createFromDialog(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: 'Create New Project' });
  await expect(dialog).toBeVisible();
  const create = dialog.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Project Title').fill(title);
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Client Name').fill('Growthpoint Properties');
  await dialog.getByLabel('Location').fill('Sandton');
  await dialog.getByLabel('Budget (ZAR)').fill('1250000');
  await create.click();
  await expect(dialog).toBeHidden();
}

test.use({ viewport: { width: 1400, height: 900 } });

test.describe('the dashboard', () => {
  test('shows real metrics, up to 8 critical alerts, the project board, system figures and a live connection', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await expect(page.getByRole('banner').getByText('Live', { exact: true })).toBeVisible();
    const metrics = await apiGet<{ activeProjects: number; totalPortfolioValue: number }>(
      page,
      '/projects/metrics',
    );
    const activeCard = page.getByRole('heading', { level: 3, name: 'Active Projects' }).locator('..');
    await expect(activeCard).toContainText(String(metrics.activeProjects));
    await expect(
      page.getByRole('heading', { level: 3, name: 'Total Portfolio Value' }).locator('..'),
    ).toContainText(/R\s?[\d\s\u00a0]+/);
    await expect(
      page
        .getByRole('figure', { name: /^Cash Flow:/ })
        .locator('svg')
        .first(),
    ).toBeVisible();
    await expect(
      page
        .getByRole('figure', { name: /^Compliance Summary:/ })
        .locator('svg')
        .first(),
    ).toBeVisible();

    const { total } = await apiGet<{ total: number }>(page, '/projects/alerts');
    const shown = alertsPanel(page).getByRole('listitem');
    await expect(shown).toHaveCount(Math.min(8, total));
    // The demo seed raises 11 (projects, maintenance, weather), so Show More is always there.
    expect(total, 'the demo seed raises more than 8 alerts').toBeGreaterThan(8);
    await alertsPanel(page)
      .getByRole('button', { name: `Show ${Math.min(total, 16) - 8} More` })
      .click();
    await expect(shown).toHaveCount(Math.min(16, total));
    await alertsPanel(page).getByRole('button', { name: 'Show Less' }).click();
    await expect(shown).toHaveCount(8);

    await expect(board(page).getByRole('link').first()).toBeVisible();
    const status = await apiGet<{ counts: { projects: number } }>(page, '/system/status');
    await expect(page.getByRole('region', { name: 'At a Glance' })).toContainText(
      String(status.counts.projects),
    );
    // Every tile is a measured, explained figure; what cannot be measured is not shown.
    await expect(page.getByRole('region', { name: 'AI System Status' })).not.toContainText('n/a');
    await expect(page.getByRole('region', { name: 'At a Glance' })).toContainText(
      'Clients on the Clients page',
    );
    await expectAccessible(page, 'dashboard');
  });

  test('shows four placeholder cards while the metrics load, and Failed to load metrics when the server fails', async ({
    page,
    signIn,
  }) => {
    await signIn();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/projects/metrics', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByTestId('metric-skeleton')).toHaveCount(4);
    release();
    await expect(page.getByRole('heading', { level: 3, name: 'Win Rate' })).toBeVisible();
    await expect(page.getByTestId('metric-skeleton')).toHaveCount(0);

    await page.unroute('**/api/projects/metrics');
    await page.route('**/api/projects/metrics', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }),
    );
    await page.getByRole('button', { name: 'refresh metrics' }).click();
    await expect(page.getByText('Failed to load metrics')).toBeVisible();
    await expectAccessible(page, 'dashboard with failed metrics');

    await page.unroute('**/api/projects/metrics');
    await page.getByRole('button', { name: 'refresh metrics' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Win Rate' })).toBeVisible();
  });

  test('creates a project from the dialog and from the quick-action menu, and both appear at once', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const first = `Rosebank Mall sprinklers ${Date.now()}`;
    await board(page).getByRole('button', { name: 'Create New Project' }).click();
    await expectAccessible(page, 'create-project dialog');
    await createFromDialog(page, first);
    await expect(
      board(page).getByRole('region', { name: 'Tender projects' }).getByRole('link', { name: first }),
    ).toBeVisible();

    const second = `Menlyn warehouse alarm ${Date.now()}`;
    await page.getByRole('button', { name: 'quick actions' }).click();
    await page.getByRole('menuitem', { name: 'New Project' }).click();
    await createFromDialog(page, second);
    await expect(board(page).getByRole('link', { name: second })).toBeVisible();
    const listed = await apiGet<{ items: { title: string; status: string; budget: number }[] }>(
      page,
      `/projects?q=${encodeURIComponent(second)}`,
    );
    expect(listed.items[0]).toMatchObject({ title: second, status: 'TENDER', budget: 1_250_000 });
  });

  test('a project created in another session appears without a reload, over the live connection', async ({
    page,
    browser,
    signIn,
  }) => {
    await signIn();
    await expect(page.getByRole('banner').getByText('Live', { exact: true })).toBeVisible();
    const colleague = await (await browser.newContext()).newPage();
    await signInNew(colleague);
    const title = `Brackenfell school alarm ${Date.now()}`;
    await board(colleague).getByRole('button', { name: 'Create New Project' }).click();
    await createFromDialog(colleague, title);
    await expect(board(page).getByRole('link', { name: title })).toBeVisible();
    await colleague.context().close();
  });

  test('acknowledging an alert removes it, and it stays gone after a reload', async ({ page, signIn }) => {
    await signIn();
    const button = alertsPanel(page)
      .getByRole('button', { name: /^Acknowledge / })
      .first();
    await expect(button).toBeVisible();
    const label = (await button.getAttribute('aria-label')) as string;
    const before = await alertsPanel(page).getByRole('button', { name: label, exact: true }).count();
    await button.click();
    await expect(alertsPanel(page).getByRole('button', { name: label, exact: true })).toHaveCount(before - 1);
    await page.reload();
    await expect(alertsPanel(page).getByRole('listitem').first()).toBeVisible();
    await expect(alertsPanel(page).getByRole('button', { name: label, exact: true })).toHaveCount(before - 1);
  });

  test('Generate Quote opens quoting; Schedule Site Visit adds a dated visit; Export Reports downloads CSV', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.getByRole('button', { name: 'quick actions' }).click();
    await expectAccessible(page, 'quick-action menu');
    await page.getByRole('menuitem', { name: 'Generate Quote' }).click();
    await expect(page).toHaveURL(/\/quoting$/);
    await page.goBack();

    await page.getByRole('button', { name: 'quick actions' }).click();
    await page.getByRole('menuitem', { name: 'Schedule Site Visit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Site Visit' });
    await dialog.getByRole('combobox', { name: 'Project' }).click();
    const option = page.getByRole('option').first();
    const projectTitle = ((await option.textContent()) ?? '').trim();
    await option.click();
    await dialog.getByLabel('Visit title').fill('Pre-commissioning walk-through');
    await dialog.getByLabel('Visit date').fill('2027-02-15');
    await expectAccessible(page, 'site-visit dialog');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/Site visit for .+ scheduled on 2027\/02\/15/)).toBeVisible();
    const [match] = (
      await apiGet<{ items: { id: string; title: string }[] }>(
        page,
        '/projects?pageSize=100&sort=title&order=asc',
      )
    ).items.filter((project) => projectTitle.startsWith(project.title));
    const project = await apiGet<{ milestones: { title: string; kind: string; dueDate: string }[] }>(
      page,
      `/projects/${match?.id}`,
    );
    expect(project.milestones).toContainEqual(
      expect.objectContaining({
        title: 'Pre-commissioning walk-through',
        kind: 'SITE_VISIT',
        dueDate: '2027-02-15',
      }),
    );

    await page.getByRole('button', { name: 'quick actions' }).click();
    await page.getByRole('menuitem', { name: 'Export Reports' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export Reports' });
    for (const [button, pattern] of [
      ['Projects (CSV)', /^projects.*\.csv$/],
      ['Metrics (CSV)', /^metrics.*\.csv$/],
    ] as const) {
      const download = page.waitForEvent('download');
      await exportDialog.getByRole('button', { name: button }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(pattern);
      const path = await file.path();
      const { readFileSync } = await import('node:fs');
      expect(readFileSync(path, 'utf8').split('\n').length).toBeGreaterThan(1);
    }
  });
});

test.describe('the lists behind the dashboard figures', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  type Overdue = { items: { title: string }[]; total: number };
  type Month = { month: string; received: number; spent: number; net: number };
  type MonthDetail = Month & { payments: unknown[]; costs: unknown[] };

  const monthTitle = (month: string) =>
    `Cash Flow: ${new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))}`;
  const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  async function openOverdue(page: Page, overdue: Overdue) {
    await page.getByRole('button', { name: 'Overdue Tasks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Overdue Tasks' });
    await expect(dialog).toBeVisible();
    if (overdue.total > 0) {
      await expect(dialog.getByRole('list', { name: 'Overdue tasks' }).getByRole('listitem')).toHaveCount(
        overdue.items.length,
      );
      await expect(dialog.getByRole('listitem').first()).toContainText(overdue.items[0]!.title);
    } else await expect(dialog).toContainText('Nothing is overdue.');
    return dialog;
  }

  async function openCashFlow(page: Page, detail: MonthDetail) {
    await page.getByRole('button', { name: 'Cash Flow This Month' }).click();
    const dialog = page.getByRole('dialog', { name: monthTitle(detail.month) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(detail.payments.length + detail.costs.length);
    return dialog;
  }

  test('Overdue Tasks and Cash Flow This Month open their lists, which agree with the cards, at 1280 and 390 px', async ({
    page,
    signIn,
  }) => {
    // Six axe runs at two widths: more than the default minute on a loaded machine.
    test.slow();
    await signIn();
    const metrics = await apiGet<{ overdueTasks: number; cashFlowMonths: Month[] }>(
      page,
      '/projects/metrics',
    );
    const overdue = await apiGet<Overdue>(page, '/projects/metrics/overdue-tasks');
    expect(overdue.total).toBe(metrics.overdueTasks);
    const thisMonth = metrics.cashFlowMonths.at(-1)!;
    const detail = await apiGet<MonthDetail>(page, `/projects/metrics/cash-flow/${thisMonth.month}`);
    expect(detail).toMatchObject(thisMonth);

    let dialog = await openOverdue(page, overdue);
    await expectAccessible(page, 'overdue tasks dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Overdue Tasks' })).toBeFocused();

    dialog = await openCashFlow(page, detail);
    await expectAccessible(page, 'cash-flow month dialog');
    if (detail.payments.length > 0) {
      // A payment recorded on a project opens its Money tab; one recorded in the register, the statement.
      await expect(dialog.getByRole('link', { name: /, (Money tab|statement)$/ }).first()).toHaveAttribute(
        'href',
        /^\/project-dashboard\?id=.+&tab=money$|^\/clients\/.+\/statement$/,
      );
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // A month of the chart, from its button under the chart.
    const first = metrics.cashFlowMonths[0]!;
    await page.getByRole('group', { name: 'Entries by month' }).getByRole('button').first().click();
    await expect(page.getByRole('dialog', { name: monthTitle(first.month) })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => scrollWidth(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'dashboard with its month buttons at 390 px');
    dialog = await openOverdue(page, overdue);
    await expect.poll(() => scrollWidth(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'overdue tasks dialog at 390 px');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    dialog = await openCashFlow(page, detail);
    await expect.poll(() => scrollWidth(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'cash-flow month dialog at 390 px');
  });

  test('Compliance Rate opens the sites it counts, each with why, at 1280 and 390 px', async ({
    page,
    signIn,
  }) => {
    test.slow();
    await signIn();
    const metrics = await apiGet<{
      complianceSummary: { compliant: number; nonCompliant: number; pending: number };
    }>(page, '/projects/metrics');
    const sites = await apiGet<{ status: string; siteName: string }[]>(
      page,
      '/projects/metrics/compliance-sites',
    );
    const count = (status: string) => sites.filter((site) => site.status === status).length;
    expect({
      compliant: count('COMPLIANT'),
      nonCompliant: count('NON_COMPLIANT'),
      pending: count('PENDING'),
    }).toEqual(metrics.complianceSummary);
    // The demo has open critical and major defects, so some sites are non-compliant; they come first.
    expect(sites[0]?.status).toBe('NON_COMPLIANT');

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.getByRole('button', { name: 'Compliance Rate' }).click();
      const dialog = page.getByRole('dialog', { name: 'Compliance Rate' });
      await expect(dialog.getByRole('listitem')).toHaveCount(sites.length);
      await expect(dialog.getByRole('listitem').first()).toContainText('Non-compliant');
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `compliance sites dialog at ${width} px`);
      if (width === 390) {
        await dialog.getByRole('link', { name: sites[0]!.siteName }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: sites[0]!.siteName })).toBeVisible();
      } else {
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    }
  });

  test('Win Rate opens every decision it counts; the dialog adds up to the card, at 1280 and 390 px', async ({
    page,
    signIn,
  }) => {
    test.slow();
    await signIn();
    const detail = await apiGet<{ winRate: number; won: number; decided: number; decisions: unknown[] }>(
      page,
      '/projects/metrics/win-rate',
    );
    const metrics = await apiGet<{ winRate: number }>(page, '/projects/metrics');
    expect(detail.winRate).toBe(metrics.winRate);
    expect(detail.decisions).toHaveLength(detail.decided);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      // The card: its heading (the button that opens the list) and its figure.
      const card = page
        .locator('div', { has: page.getByRole('heading', { level: 3, name: 'Win Rate' }) })
        .last();
      await expect(card).toContainText(`${metrics.winRate}%`);
      await page.getByRole('button', { name: 'Win Rate' }).click();
      const dialog = page.getByRole('dialog', { name: 'Win Rate' });
      await expect(dialog.getByTestId('win-rate-formula')).toHaveText(
        `${detail.won} won of ${detail.decided} decided = ${detail.winRate}%.`,
      );
      await expect(dialog.getByRole('list', { name: 'Decisions counted' }).getByRole('listitem')).toHaveCount(
        detail.decided,
      );
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `win rate dialog at ${width} px`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('a technician sees the overdue tasks but no cash-flow list', async ({ page, signIn }) => {
    await signIn({ role: 'TECHNICIAN' });
    // A technician lands on My day; the dashboard is theirs from the menu.
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const overdue = await apiGet<Overdue>(page, '/projects/metrics/overdue-tasks');
    await openOverdue(page, overdue);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Cash Flow This Month' })).toHaveCount(0);
  });
});
