import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

async function openDocuments(page: Page, tab: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Document Management' })).toBeVisible();
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

test.describe('document library', () => {
  test('Browse Categories: statistics, one card open at a time, a real download and a PDF preview', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await openDocuments(page, 'Browse Categories');
    const panel = page.locator('#documents-tabpanel-2');
    await expect(panel.getByTestId('category-card')).toHaveCount(9);
    await expect(panel.getByText('Total documents')).toBeVisible();
    await panel.getByRole('button', { name: 'Show documents in Quality Management' }).click();
    await expect(panel.getByText('Hydrostatic Pressure Test Certificate')).toBeVisible();
    await expectAccessible(page, 'browse categories');

    const downloadPromise = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download FM-200 Commissioning Checklist' }).click();
    await expect(page.getByText('Downloading FM-200 Commissioning Checklist...')).toBeVisible();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('FM_200_Commissioning_Checklist_Rev2.docx');

    await panel.getByRole('button', { name: 'Show documents in Human Resources' }).click();
    await expect(panel.getByText('Leave Application Form')).toBeVisible();
    await expect(panel.getByText('Hydrostatic Pressure Test Certificate')).toBeHidden();

    await panel.getByRole('button', { name: 'Show documents in Quality Management' }).click();
    await panel.getByRole('button', { name: 'View Hydrostatic Pressure Test Certificate' }).click();
    await expect(page).toHaveURL(/\/documents\/preview\/hydrostatic-pressure-test-certificate$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hydrostatic Pressure Test Certificate' }),
    ).toBeVisible();
    await expect(page.getByTestId('pdf-preview')).toBeVisible();
    await expectAccessible(page, 'document preview');
  });

  test('Basic Search: prompt, results by the §5 rules, no results, Clear All', async ({ page, signIn }) => {
    await signIn();
    await openDocuments(page, 'Basic Search');
    const panel = page.locator('#documents-tabpanel-1');
    await expect(panel.getByText('Enter a search term or apply filters to find documents')).toBeVisible();
    await panel.getByPlaceholder('Search documents by name, description, or tags...').fill('leave');
    await expect(panel.getByTestId('basic-search-row').first()).toContainText('Leave Application Form');
    await expect(panel.getByText(/Search Results \(\d+ found\)/)).toBeVisible();
    await expectAccessible(page, 'basic search');
    await panel
      .getByPlaceholder('Search documents by name, description, or tags...')
      .fill('zzzz-no-such-thing');
    await expect(panel.getByText('No documents found matching your search criteria')).toBeVisible();
    await panel.getByRole('button', { name: 'Clear All' }).click();
    await expect(panel.getByText('Enter a search term or apply filters to find documents')).toBeVisible();
  });

  test("Basic Search: clicking a result row, or Enter on its name, opens that document's preview", async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/documents?tab=basic-search');
    await page
      .locator('#documents-tabpanel-1')
      .getByPlaceholder('Search documents by name, description, or tags...')
      .fill('Hydraulic Calculation Report Template');
    const designRow = page.getByTestId('basic-search-row').first();
    await expect(designRow).toContainText('Hydraulic Calculation Report Template');
    // Category and department are both Design: one chip, not 'Design Design'.
    await expect(designRow.locator('.MuiChip-root', { hasText: /^Design$/ })).toHaveCount(1);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/documents?tab=basic-search');
      const panel = page.locator('#documents-tabpanel-1');
      await panel.getByPlaceholder('Search documents by name, description, or tags...').fill('hydrostatic');
      const row = panel.getByTestId('basic-search-row').first();
      await expect(row).toContainText('Hydrostatic Pressure Test Certificate');
      // Dates read as the rest of the app writes them (en-ZA), not as ISO text.
      await expect(row).toContainText(/Modified \d{4}\/\d{2}\/\d{2}/);
      await row.getByText(/^Modified /).click();
      await expect(page).toHaveURL(/\/documents\/preview\/hydrostatic-pressure-test-certificate$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Hydrostatic Pressure Test Certificate' }),
      ).toBeVisible();
    }

    await page.goBack();
    const panel = page.locator('#documents-tabpanel-1');
    await panel.getByPlaceholder('Search documents by name, description, or tags...').fill('hydrostatic');
    await panel.getByRole('button', { name: 'Hydrostatic Pressure Test Certificate', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/documents\/preview\/hydrostatic-pressure-test-certificate$/);
  });

  test('AI Search: plain-words queries find the right document first, with analysis, compare and preview', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await openDocuments(page, 'AI Search');
    const panel = page.locator('#documents-tabpanel-0');
    await expect(panel.getByText('Enter a search term to find documents using AI')).toBeVisible();
    const box = panel.getByPlaceholder(
      "AI-powered search: Ask questions or describe what you're looking for...",
    );
    await box.fill('time off request');
    await expect(panel.getByTestId('ai-search-row').first()).toContainText('Leave Application Form');
    await expect(panel.getByText('Method: semantic')).toBeVisible();
    // The intent in a person's words (issue 26 §2), not 'find_procedure · Confidence 68%'.
    await expect(panel.getByTestId('ai-analysis')).toContainText('Looks like you want');
    await expectAccessible(page, 'ai search');

    await panel.getByRole('tab', { name: 'Hybrid' }).click();
    await box.fill('FM-200 commissioning');
    await expect(panel.getByText('Method: hybrid')).toBeVisible();
    await expect(panel.getByTestId('ai-search-row').first()).toContainText('FM-200 Commissioning Checklist');
    await expect(panel.getByTestId('ai-analysis')).toHaveCount(0);

    await panel.getByRole('tab', { name: 'Compare Methods' }).click();
    await box.fill('water pressure test paperwork');
    await panel.getByRole('button', { name: 'Compare' }).click();
    await expect(panel.getByTestId('ai-search-row').first()).toContainText(
      'Hydrostatic Pressure Test Certificate',
    );

    await panel.getByRole('button', { name: 'AI Options' }).click();
    await expect(panel.getByRole('region', { name: 'Search settings and details' })).toBeVisible();
    await expectAccessible(page, 'ai options');

    await box.fill('zebra giraffe');
    await panel.getByRole('tab', { name: 'Keyword' }).click();
    await expect(
      panel.getByText('No documents found. Try adjusting your search terms or AI settings.'),
    ).toBeVisible();
    await panel.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(box).toHaveValue('');

    await box.fill('hydrostatic certificate');
    await panel.getByTestId('ai-search-row').first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/documents\/preview\/hydrostatic-pressure-test-certificate$/);
  });
});
