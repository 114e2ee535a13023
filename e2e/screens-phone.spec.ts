/**
 * The list screens on a 390 × 844 phone and at 1280 × 800: nothing scrolls sideways (neither the page
 * nor a box inside it), every row's actions are on screen, and axe finds no serious or critical
 * violation — on Clients, Projects, Quote History and its compare dialog, each Resources tab, the
 * Visits board's week and list, the documents upload dialog and the dashboard's charts.
 */
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function expectNoSidewaysScroll(page: Page, label: string) {
  const width = page.viewportSize()?.width ?? 0;
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, `${label}: page width`).toBeLessThanOrEqual(width);
  // A table that scrolls inside its own box hides columns just the same. Scrollable tab strips are
  // meant to scroll (they have arrows), so they are left out.
  const scrollers = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX;
        return (
          (overflow === 'auto' || overflow === 'scroll') &&
          !element.classList.contains('MuiTabs-scroller') &&
          element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => `${element.localName}.${element.className}`),
  );
  expect(scrollers, `${label}: boxes scrolling sideways`).toEqual([]);
}

/**
 * Every action is shown and lies inside the viewport's width once scrolled to. Measured in one pass in
 * the page: the lists grow with every journey that adds a person or a quote to the shared database,
 * and a round trip per button made the Resources tabs outlast the test's timeout on a busy machine.
 */
async function expectOnScreen(page: Page, actions: Locator, label: string) {
  const width = page.viewportSize()?.width ?? 0;
  await expect(actions.first()).toBeVisible();
  const boxes = await actions.evaluateAll((nodes) =>
    nodes.map((node) => {
      node.scrollIntoView({ block: 'center', inline: 'nearest' });
      const rect = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      const shown =
        rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
      return { shown, left: rect.left, right: rect.right };
    }),
  );
  expect(boxes.length, `${label}: actions`).toBeGreaterThan(0);
  boxes.forEach((box, index) => {
    expect(box.shown, `${label}: action ${index} shown`).toBe(true);
    expect(box.left, `${label}: action ${index} left edge`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${label}: action ${index} right edge`).toBeLessThanOrEqual(width);
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`screens at ${viewport.width} × ${viewport.height} (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('Clients: every client with View, Edit and Delete, nothing sideways, accessible', async ({
      page,
      signIn,
    }) => {
      await signIn();
      await page.goto('/clients');
      await expect(page.getByRole('heading', { level: 1, name: 'Client Management' })).toBeVisible();
      const clients = page.getByRole(viewport.name === 'phone' ? 'list' : 'table', { name: 'Clients' });
      await expect(clients).toContainText('Liberty Two Degrees');
      await expect(clients).not.toContainText(/R\d+k\b/);
      await expectNoSidewaysScroll(page, 'clients');
      for (const action of ['View Details', 'Edit', 'Delete'])
        await expectOnScreen(page, clients.getByRole('button', { name: new RegExp(`^${action}: `) }), action);
      await expectAccessible(page, `clients (${viewport.name})`);
    });

    test('Projects: every title link on screen, nothing sideways, accessible', async ({ page, signIn }) => {
      await signIn();
      await page.goto('/projects');
      await expect(page.getByRole('heading', { level: 1, name: 'Projects Management' })).toBeVisible();
      const projects = page.getByRole(viewport.name === 'phone' ? 'list' : 'table', {
        name: 'Projects Management',
      });
      await expect(projects.getByRole('link').first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'projects');
      await expectOnScreen(page, projects.getByRole('link'), 'project titles');
      // New Project does not sit on the search field's floating label.
      const button = await page.getByRole('button', { name: 'New Project' }).boundingBox();
      const label = await page.locator('label', { hasText: 'Search projects' }).boundingBox();
      expect((button?.y ?? 0) + (button?.height ?? 0)).toBeLessThanOrEqual(label?.y ?? 0);
      await expectAccessible(page, `projects (${viewport.name})`);
    });

    test('Quote History and the compare dialog: controls on screen, nothing sideways, accessible', async ({
      page,
      signIn,
    }) => {
      await signIn();
      await page.goto('/quoting?tab=history');
      const quotes = page.getByRole(viewport.name === 'phone' ? 'list' : 'table', { name: 'Saved quotes' });
      await expect(quotes.getByRole('checkbox').first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'quote history');
      await expectOnScreen(page, quotes.getByRole('checkbox'), 'compare boxes');
      await expectOnScreen(page, quotes.getByRole('combobox', { name: /^Status of / }), 'status');
      await expectOnScreen(page, quotes.getByRole('button', { name: /^Download PDF of / }), 'PDF');
      await expectAccessible(page, `quote history (${viewport.name})`);

      await quotes.getByRole('checkbox').nth(0).check();
      await quotes.getByRole('checkbox').nth(1).check();
      await page.getByRole('button', { name: 'Compare (2)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Compare Quotes' });
      await expect(dialog.getByRole('table', { name: 'Quotes side by side' })).toBeVisible();
      await expectAccessible(page, `quote compare dialog (${viewport.name})`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });

    test('Resources: each tab keeps registrations and buttons whole, nothing sideways, accessible', async ({
      page,
      signIn,
    }) => {
      await signIn();
      await page.goto('/resources');
      await expect(page.getByRole('heading', { level: 1, name: 'Resource Management' })).toBeVisible();
      for (const tab of ['Personnel', 'Equipment', 'Vehicles', 'Inventory']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        const items =
          tab === 'Inventory' ? page.getByRole('list', { name: 'Inventory' }) : page.getByRole('article');
        await expect(items.first()).toBeVisible();
        await expectNoSidewaysScroll(page, tab);
        const buttons = items.getByRole('button');
        await expectOnScreen(page, buttons, `${tab} buttons`);
        // A label on one line: a button is no taller than its one-line neighbours.
        const heights = await buttons.evaluateAll((nodes) =>
          nodes.filter((node) => node.textContent?.trim()).map((node) => node.getBoundingClientRect().height),
        );
        for (const height of heights) expect(height, `${tab}: button height`).toBeLessThan(40);
        await expectAccessible(page, `resources ${tab} (${viewport.name})`);
      }
      await page.getByRole('tab', { name: 'Vehicles' }).click();
      const registration = page
        .getByRole('article')
        .first()
        .getByText(/^[A-Z]{2} [\w -]+$/);
      const box = await registration.boundingBox();
      const lineHeight = await registration.evaluate((node) =>
        Number.parseFloat(getComputedStyle(node).lineHeight),
      );
      expect(box?.height ?? 0, 'registration on one line').toBeLessThan(lineHeight * 1.5);
    });

    test('Visits: the week and the list keep every visit’s actions on screen, nothing sideways, accessible', async ({
      page,
      signIn,
    }) => {
      await signIn();
      await page.goto('/visits');
      await expect(page.getByRole('heading', { level: 1, name: 'Visits' })).toBeVisible();
      // The demo books visits on the coming weekdays: next week always has some.
      await page.getByRole('button', { name: 'Next week' }).click();
      const schedule = page.getByRole('button', { name: /^Schedule the visit to / });
      await expect(schedule.first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'visits week');
      await expectOnScreen(page, schedule, 'schedule');
      // A phone's rows have room for the visit screen's icon beside the name (a day column's reach it
      // through the Schedule dialog).
      if (viewport.name === 'phone')
        await expectOnScreen(page, page.getByRole('link', { name: /^Open the visit to / }), 'open the visit');
      await expectAccessible(page, `visits week (${viewport.name})`);

      await page.getByRole('button', { name: 'List', exact: true }).click();
      const rows = page.getByRole(viewport.name === 'phone' ? 'list' : 'table', {
        name: 'Visits of the week',
      });
      await expect(rows.getByRole('link', { name: /^Open the visit to / }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'visits list');
      await expectOnScreen(page, rows.getByRole('link', { name: /^Open the visit to / }), 'list: open');
      await expectOnScreen(
        page,
        rows.getByRole('button', { name: /^Schedule the visit to / }),
        'list: schedule',
      );
      await expectAccessible(page, `visits list (${viewport.name})`);
    });

    test('Documents upload dialog is accessible', async ({ page, signIn }) => {
      await signIn();
      await page.goto('/documents');
      await page.getByRole('tab', { name: 'Browse Categories', exact: true }).click();
      await page.locator('#documents-tabpanel-2').getByRole('button', { name: 'Upload Document' }).click();
      const upload = page.getByRole('dialog', { name: 'Upload Document' });
      await expect(upload).toBeVisible();
      await expectAccessible(page, `upload dialog (${viewport.name})`);
    });

    test('Dashboard: the charts are no unnamed tab stops', async ({ page, signIn }) => {
      await signIn();
      await expect(
        page
          .getByRole('figure', { name: /^Cash Flow/ })
          .locator('svg')
          .first(),
      ).toBeVisible();
      await expect(
        page
          .getByRole('figure', { name: /^Resource Utilisation/ })
          .locator('svg')
          .first(),
      ).toBeVisible();
      const unnamed: string[] = [];
      for (let press = 0; press < 60; press += 1) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const element = document.activeElement;
          if (element?.localName !== 'svg') return null;
          return element.getAttribute('aria-label') || element.getAttribute('aria-labelledby')
            ? null
            : (element.closest('figure')?.getAttribute('aria-label') ?? 'svg');
        });
        if (stop) unnamed.push(stop);
      }
      expect(unnamed).toEqual([]);
    });
  });
}
