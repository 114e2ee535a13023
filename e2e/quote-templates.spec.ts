/**
 * The Templates tab of /quoting (issue 17: 'a template edited in Templates changes the next Quick
 * Quote'). Each run adds its own template, so the standard three stay as other journeys expect them.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function openTemplates(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Quoting' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quoting' })).toBeVisible();
  await page.getByRole('tab', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/tab=templates/);
  await expect(page.getByRole('heading', { level: 2, name: 'Quote Templates' })).toBeVisible();
}

async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );

test.describe('quote templates', () => {
  test('a template edited in Templates changes the next Quick Quote; retired, it is no longer offered', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn();
    await openTemplates(page);
    const table = page.getByRole('table', { name: 'Quote templates' });
    await expect(table.getByRole('row', { name: /Sprinkler System \(SANS 10287\)/ })).toBeVisible();
    await expectAccessible(page, 'templates tab at 1280 px');

    const name = `Foam Deluge ${Date.now()}`;
    await page.getByRole('button', { name: 'Add template' }).click();
    const add = page.getByRole('dialog', { name: 'Add quote template' });
    await add.getByRole('textbox', { name: /^Name/ }).fill(name);
    await choose(page, /^Project type/, 'Fire Suppression');
    await add.getByRole('textbox', { name: /^Base rate/ }).fill('100');
    await add.getByRole('textbox', { name: /^Minimum area/ }).fill('500');
    await add.getByRole('textbox', { name: /^Maximum area/ }).fill('50');
    await add.getByRole('textbox', { name: /^Typical duration/ }).fill('3–5 weeks');
    await add.getByRole('textbox', { name: /^Includes/ }).fill('Foam concentrate tank\nDeluge valve set');
    await add
      .getByRole('textbox', { name: /^Payment terms/ })
      .fill('50% deposit on order; balance on handover.');
    await add
      .getByRole('textbox', { name: 'Validity', exact: true })
      .fill('This quotation is valid for 30 days.');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Minimum area must be less than maximum area')).toBeVisible();
    await expectAccessible(page, 'add template dialog with an error');
    await add.getByRole('textbox', { name: /^Minimum area/ }).fill('20');
    await add.getByRole('textbox', { name: /^Maximum area/ }).fill('2000');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByText(`Template '${name}' added`)).toBeVisible();
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    expect(plain(await row.textContent())).toContain('R 100,00 per m²');

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit quote template' });
    await expect(edit.getByRole('textbox', { name: /^Includes/ })).toHaveValue(
      'Foam concentrate tank\nDeluge valve set',
    );
    await edit.getByRole('textbox', { name: /^Base rate/ }).fill('222');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect.poll(async () => plain(await row.textContent())).toContain('R 222,00 per m²');

    await page.getByRole('tab', { name: 'Quick Quote' }).click();
    await choose(page, 'Project Type', name);
    await expect(page.getByText('Typical range for this template: 20 – 2 000 m²')).toBeVisible();
    await choose(page, 'Client Type', 'Industrial');
    await page.getByRole('spinbutton', { name: 'Area (m²)' }).fill('100');
    await page.getByRole('textbox', { name: 'Project Title' }).fill('Tank farm foam deluge');
    await page.getByRole('button', { name: 'Generate Quote' }).click();
    const panel = page.getByRole('region', { name: 'Generated Quote' });
    const rows = panel.getByRole('table', { name: 'Estimate' }).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    expect(plain(await rows.nth(1).textContent())).toBe(`${name}: 100 m² × R 222/m²R 22 200`);
    await expect(panel.getByRole('list', { name: 'Includes' }).getByRole('listitem')).toHaveText([
      'Foam concentrate tank',
      'Deluge valve set',
    ]);

    await page.getByRole('tab', { name: 'Templates' }).click();
    await table
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('button', { name: `Retire ${name}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Retire template?' });
    await expectAccessible(page, 'retire confirmation');
    await confirm.getByRole('button', { name: 'Retire' }).click();
    await expect(page.getByText(`Template '${name}' retired`)).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(name) })).toBeHidden();
    await page.getByRole('switch', { name: 'Show retired templates' }).check();
    await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Retired');

    await page.getByRole('tab', { name: 'Quick Quote' }).click();
    await page.getByRole('combobox', { name: 'Project Type' }).click();
    await expect(page.getByRole('option', { name: 'Fire Alarm System (SANS 10139)' })).toBeVisible();
    await expect(page.getByRole('option', { name })).toHaveCount(0);
  });

  test('on a 390 px phone the templates are cards, nothing runs off the screen, and it stays accessible', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn();
    await page.goto('/quoting?tab=templates');
    const cards = page.getByRole('list', { name: 'Quote templates' });
    await expect(cards.getByRole('listitem', { name: 'Sprinkler System (SANS 10287)' })).toBeVisible();
    await noSidewaysScroll(page);
    await expectAccessible(page, 'templates tab at 390 px');

    await cards.getByRole('button', { name: 'Edit Gas Suppression System (SANS 14520)' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit quote template' });
    await expect(edit.getByRole('textbox', { name: /^Base rate/ })).toHaveValue('3200');
    await noSidewaysScroll(page);
    await expectAccessible(page, 'edit template dialog at 390 px');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
  });

  test('an engineer sees the templates without Add, Edit or Retire', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn({ role: 'ENGINEER' });
    await page.goto('/quoting?tab=templates');
    await expect(page.getByRole('table', { name: 'Quote templates' }).getByRole('row')).toHaveCount(4);
    await expect(
      page.getByText('Only administrators and project managers can change templates.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add template' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Retire) / })).toHaveCount(0);
  });
});
