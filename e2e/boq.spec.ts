/**
 * The Detailed BOQ tab (issue 17): an administrator builds a bill from the price list with the mouse
 * (drag onto the bill, drag a line by its handle) and with the Add button, sets a quantity, saves,
 * downloads the PDF and finds the lines in order after a reload; accessible at 1280 and 390 px. The
 * run makes its own supplier and price items through the API, so it relies on no demo rows.
 */
import { statSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

async function api<T>(page: Page, path: string, data: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post(path, { data, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/**
 * dnd-kit starts a drag only after the pointer has moved past its activation distance: move in steps.
 * Both ends are on the screen before the drag starts (the price list is sticky beside the bill), as a
 * person drags; each step waits for what dnd-kit tells a screen reader (its live region), so a busy
 * machine cannot drop before the drag has started or before the pointer is over the target.
 */
async function drag(page: Page, from: Locator, to: Locator, over: string) {
  const isLine = await from.evaluate((el) => el.closest('[aria-label="Lines of the bill"]') !== null);
  const live = page.locator('[id^="DndLiveRegion"]');
  type Box = { x: number; y: number; width: number; height: number };
  const at: { start: Box | null; row: Box | null } = { start: null, row: null };
  // Picked up where the handle is now: if the page moved between measuring and pressing (a list still
  // settling), the press missed the handle, so it is let go and measured and pressed again.
  await expect(async () => {
    await to.scrollIntoViewIfNeeded();
    await from.scrollIntoViewIfNeeded();
    const start = await from.boundingBox();
    if (!start) throw new Error('drag: the item is not on the screen');
    at.start = start;
    at.row = await from.locator('xpath=ancestor::li[1]').boundingBox();
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2 + 12, { steps: 4 });
    // 'Picked up …', at once replaced by '… is over line N' when a line is picked up over itself.
    try {
      await expect(live).toHaveText(/Picked up| is over /, { timeout: 3_000 });
    } catch (error) {
      await page.mouse.up();
      throw error;
    }
  }).toPass({ timeout: 30_000 });
  const { start, row } = at;
  if (!start) throw new Error('drag: the item is not on the screen');
  // Measured once the drag has started (the bill may change as it does). A line being moved sorts by
  // the closest centre: its row's centre goes to the target's centre. A price item lands where the
  // pointer is: just inside the target's top.
  const end = await to.boundingBox();
  if (!end) throw new Error('drag: the target is not on the screen');
  const x = end.x + end.width / 2;
  const y =
    isLine && row
      ? end.y + end.height / 2 + (start.y + start.height / 2 - (row.y + row.height / 2))
      : end.y + Math.min(end.height / 2, 24);
  await page.mouse.move(x, y, { steps: 20 });
  // Nudged until dnd-kit has seen the dragged item over the target (its collision check runs per move);
  // a line is moved on a few pixels at a time towards the target's far side.
  let nudge = 0;
  await expect(async () => {
    const step = isLine ? Math.sign(end.y - start.y) * Math.min(nudge, end.height / 2) : 0;
    nudge += 4;
    await page.mouse.move(x, y + step + 2);
    await page.mouse.move(x, y + step);
    await expect(live).toContainText(` is over ${over}.`, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.mouse.up();
}

async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // The menu closes with a transition; until it is gone its backdrop takes the next press (a drag's).
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );

test.describe('detailed BOQ', () => {
  test('drag from the price list, add by button, reorder, save, PDF, reload: accessible at 1280 and 390 px', async ({
    page,
    signIn,
  }) => {
    // A whole bill built, saved, printed and reopened at two widths with axe at each: more than a minute
    // on a busy machine.
    test.slow();
    // A desk screen tall enough to show the price list and the bill's lines together, as they are
    // dragged between (on a shorter one the bill scrolls under the sticky price list).
    await page.setViewportSize({ width: 1280, height: 1400 });
    await signIn({ role: 'ADMIN' });
    const run = `E2E${Date.now().toString(36).toUpperCase()}`;
    // The created supplier, bare or wrapped as { message, supplier } like other create answers.
    const created = await api<{ id?: string; supplier?: { id: string } }>(page, '/api/price-list/suppliers', {
      name: `Supplier ${run}`,
    });
    const supplier = { id: created.supplier?.id ?? created.id };
    const item = (code: string, description: string, unit: string, unitPrice: number) =>
      api(page, '/api/price-list', {
        supplierId: supplier.id,
        code: `${run}-${code}`,
        description,
        unit,
        unitPrice,
        category: 'Sprinklers',
      });
    await item('SPK', 'Sprinkler head 68 °C pendent', 'each', 85.5);
    await item('PIPE', 'Steel pipe 50 mm', 'm', 212.4);
    await item('VLV', 'Alarm valve 100 mm', 'each', 18_950);

    await page.goto('/quoting?tab=boq');
    await expect(page.getByRole('heading', { level: 2, name: 'Bill of Quantities' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the price list' }).fill(run);
    const palette = page.getByRole('list', { name: 'Price list items' });
    await expect(palette.getByRole('listitem')).toHaveCount(3);
    await expectAccessible(page, 'Detailed BOQ at 1280 px');

    await page.getByRole('textbox', { name: /^Project Title/ }).fill(`Warehouse ${run}`);
    await choose(page, /^Client Type/, 'Industrial');
    await choose(page, /^Template for the terms/, 'Sprinkler System (SANS 10287)');

    const bill = page.locator('[data-boq-bill]');
    const lines = page.getByRole('list', { name: 'Lines of the bill' }).getByRole('listitem');
    const codes = () => lines.evaluateAll((items) => items.map((li) => li.getAttribute('data-line-code')));
    await drag(page, page.getByRole('button', { name: `Drag ${run}-SPK onto the bill` }), bill, 'the bill');
    await expect(lines).toHaveCount(1);
    // Dropped on a line, an item goes in before it.
    await drag(
      page,
      page.getByRole('button', { name: `Drag ${run}-PIPE onto the bill` }),
      lines.first(),
      'line 1',
    );
    await expect(lines).toHaveCount(2);
    await page.getByRole('button', { name: `Add ${run}-VLV to the bill` }).click();
    await expect.poll(codes).toEqual([`${run}-PIPE`, `${run}-SPK`, `${run}-VLV`]);

    await drag(page, page.getByRole('button', { name: /^Reorder line 3/ }), lines.first(), 'line 1');
    await expect.poll(codes).toEqual([`${run}-VLV`, `${run}-PIPE`, `${run}-SPK`]);
    await lines
      .nth(1)
      .getByRole('textbox', { name: /^Quantity/ })
      .fill('12.5');
    await expect(lines.nth(1).getByText(/^R\s2\s655/)).toBeVisible();

    await page.getByRole('button', { name: 'Save BOQ' }).click();
    await expect(page.getByText(/^Q-\d{4}-\d{4} saved$/)).toBeVisible();
    await expect(page).toHaveURL(/tab=boq&quote=/);
    await expect(page.getByText(/^Editing Q-\d{4}-\d{4} \(Draft\)$/)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(statSync(await download.path()).size).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByText(/^Editing Q-\d{4}-\d{4} \(Draft\)$/)).toBeVisible();
    await expect.poll(codes).toEqual([`${run}-VLV`, `${run}-PIPE`, `${run}-SPK`]);
    await expect(lines.nth(1).getByRole('textbox', { name: /^Quantity/ })).toHaveValue('12.5');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(lines).toHaveCount(3);
    await noSidewaysScroll(page);
    await expectAccessible(page, 'Detailed BOQ at 390 px');
  });
});
