import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { pdfText } from './support/pdf-text';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function openQuoting(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Quoting' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quoting' })).toBeVisible();
}

async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('quoting', () => {
  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1400, height: 1000 });
  });

  test('generate → copy → save → recent → history → PDF download, accessible throughout', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await openQuoting(page);
    const title = `Warehouse ${Date.now()} / Phase 2`;
    await expectAccessible(page, 'quick quote form');

    const generate = page.getByRole('button', { name: 'Generate Quote' });
    await expect(generate).toBeDisabled();
    await choose(page, 'Project Type', 'Sprinkler System (SANS 10287)');
    await expect(page.getByText('Typical range for this template: 250 – 60 000 m²')).toBeVisible();
    await choose(page, 'Client Type', 'Industrial');
    await page.getByRole('spinbutton', { name: 'Area (m²)' }).fill('0');
    await page.getByRole('textbox', { name: 'Project Title' }).fill(title);
    await generate.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid area in square meters');

    await page.getByRole('spinbutton', { name: 'Area (m²)' }).fill('1200');
    await choose(page, 'Urgency', 'Urgent (+25%)');
    await choose(page, 'Location', 'Remote (+15% travel)');
    await page.getByRole('combobox', { name: 'Client Name' }).fill('Midrand Logistics Park (Pty) Ltd');
    await page.getByRole('textbox', { name: 'Contact Number' }).fill('011 555 0142');
    await generate.click();

    const panel = page.getByRole('region', { name: 'Generated Quote' });
    await expect(panel.getByTestId('quote-number')).toHaveText(/^Q-\d{4}-DRAFT$/);
    const rows = panel.getByRole('table', { name: 'Estimate' }).getByRole('row');
    await expect(rows).toHaveCount(8);
    expect((await rows.allTextContents()).map(plain)).toEqual([
      'DescriptionAmount',
      'Sprinkler System (SANS 10287): 1 200 m² × R 450/m²R 540 000',
      'Urgency: Urgent (+25% premium)R 135 000',
      'Travel: Remote site (+15% travel cost)R 101 250',
      'SubtotalR 776 250',
      'Markup (15%)R 116 438',
      'VAT (15%)R 133 903',
      'TotalR 1 026 591',
    ]);
    await expect(panel.getByRole('list', { name: 'Includes' }).getByRole('listitem')).toHaveCount(3);
    await expect(panel.getByRole('list', { name: 'Exclusions' }).getByRole('listitem')).toHaveCount(3);
    await expect(panel.getByRole('list', { name: 'Notes' }).getByRole('listitem')).toHaveCount(4);
    await expectAccessible(page, 'generated quote');

    await panel.getByRole('button', { name: 'Copy Total' }).click();
    await expect(page.getByText('Copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('R 1 026 591');

    await panel.getByRole('button', { name: 'Save Quote' }).click();
    await expect(page.getByText('Quote saved successfully!')).toBeVisible();
    await expect(panel.getByTestId('quote-number')).toHaveText(/^Q-\d{4}-\d{4}$/);
    const quoteNumber = (await panel.getByTestId('quote-number').textContent()) ?? '';
    await expect(panel.getByRole('button', { name: 'Saved' })).toBeDisabled();

    const [textDownload] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    const slug = title.replace(/[^A-Za-z0-9]+/g, '_');
    expect(textDownload.suggestedFilename()).toBe(`${quoteNumber}_${slug}.txt`);
    const text = readFileSync(await textDownload.path(), 'utf8');
    expect(text).toContain(`QUOTATION ${quoteNumber}`);
    expect(text).toMatch(/Total +R 1 026 591/);
    const template = (await (
      await page.request.get('/api/quick-quote/templates', {
        headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
      })
    ).json()) as { id: string; includes: string[]; exclusions: string[]; notes: string[] }[];
    const sprinkler = template.find((item) => item.id === 'SPRINKLER_SYSTEM');
    for (const item of [
      ...(sprinkler?.includes ?? []),
      ...(sprinkler?.exclusions ?? []),
      ...(sprinkler?.notes ?? []),
    ]) {
      expect(text).toContain(`- ${item}`);
    }

    const recent = page.getByRole('list', { name: 'Recent Quotes' });
    await expect(recent.getByRole('listitem').first()).toContainText(title);
    await expect(recent.getByRole('listitem').first()).toContainText('Draft');

    await page.getByRole('tab', { name: 'Quote History' }).click();
    await expect(page).toHaveURL(/tab=history/);
    const table = page.getByRole('table', { name: 'Saved quotes' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, 'quote history');
    await page.getByRole('textbox', { name: 'Search quotes' }).fill(quoteNumber);
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText(title);
    expect(plain(await row.textContent())).toContain('R 1 026 591');

    await page.getByRole('combobox', { name: `Status of ${quoteNumber}` }).click();
    await page.getByRole('option', { name: 'Won' }).click();
    await expect(page.getByText(`${quoteNumber} marked Won`)).toBeVisible();
    await expect(row.locator('.MuiChip-colorSuccess')).toHaveText('Won');

    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download PDF of ${quoteNumber}` }).click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toBe(`${quoteNumber}.pdf`);
    const pdf = await pdfText(await pdfDownload.path());
    for (const expected of [
      'Firebreak Fire Protection (Pty) Ltd',
      'VAT No. 4123456789',
      'QUOTATION',
      quoteNumber,
      'Valid until:',
      'Midrand Logistics Park (Pty) Ltd',
      'Warehouse',
      'Urgency: Urgent (+25% premium)',
      'Travel: Remote site (+15% travel cost)',
      'Price excl. VAT',
      'VAT (15%)',
      'R 1 026 590,63',
      'Includes',
      'Exclusions',
      'Notes',
      'Payment terms',
    ]) {
      expect(pdf, expected).toContain(expected);
    }
    expect(pdf).not.toContain('Markup');

    await page.goto('/quoting');
    await expect(
      page
        .getByRole('list', { name: 'Recent Quotes' })
        .getByRole('listitem')
        .first()
        .locator('.MuiChip-colorSuccess'),
    ).toHaveText('Won');
  });

  test('history filters and compares demo quotes side by side; Detailed BOQ opens the builder, Templates lists the templates', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await openQuoting(page);
    await page.getByRole('tab', { name: 'Quote History' }).click();
    const table = page.getByRole('table', { name: 'Saved quotes' });
    await expect(table.getByRole('row')).toHaveCount(11); // header + a page of 10 demo quotes

    // The filter's name carries its value ('Status All'); each row has its own 'Status of Q-…'.
    const statusFilter = /^Status (All|Draft|Sent|Won|Lost)$/;
    await choose(page, statusFilter, 'Won');
    // Status chips; a BOQ quote also carries a 'BOQ' chip.
    const chips = table.locator('tbody .MuiChip-root').filter({ hasNotText: /^BOQ$/ });
    await expect(chips.filter({ hasNotText: 'Won' })).toHaveCount(0);
    await expect(chips).not.toHaveCount(0);
    // Not a row count: journeys before this one (the portal's approvals, a retry) may leave ten Won quotes.
    await choose(page, statusFilter, 'All');
    await expect(table.getByRole('row')).toHaveCount(11);

    const checkboxes = table.getByRole('checkbox');
    await checkboxes.nth(0).check();
    await checkboxes.nth(1).check();
    await checkboxes.nth(2).check();
    await expect(checkboxes.nth(3)).toBeDisabled();
    await page.getByRole('button', { name: 'Compare (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare Quotes' });
    await expect(dialog.getByRole('columnheader')).toHaveCount(4);
    await expect(dialog.getByRole('rowheader', { name: 'Total', exact: true })).toBeVisible();
    await expectAccessible(page, 'quote comparison');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: 'Detailed BOQ' }).click();
    await expect(
      page.getByRole('tabpanel').getByRole('heading', { name: 'Bill of Quantities' }),
    ).toBeVisible();
    await expectAccessible(page, 'detailed BOQ');
    await page.getByRole('tab', { name: 'Templates' }).click();
    await expect(page.getByRole('table', { name: 'Quote templates' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).not.toContainText('Bill of Quantities');
    await expectAccessible(page, 'templates');
  });

  test('a generation failure shows the server message', async ({ page, signIn }) => {
    await signIn();
    await openQuoting(page);
    await page.route('**/api/quick-quote/generate', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"error":"Quote server says no"}',
      }),
    );
    await choose(page, 'Project Type', 'Fire Alarm System (SANS 10139)');
    await choose(page, 'Client Type', 'Healthcare');
    await page.getByRole('spinbutton', { name: 'Area (m²)' }).fill('800');
    await page.getByRole('textbox', { name: 'Project Title' }).fill('Ward block');
    await page.getByRole('button', { name: 'Generate Quote' }).click();
    await expect(page.getByRole('alert')).toHaveText('Quote server says no');
  });
});
