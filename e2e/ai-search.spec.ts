/**
 * The AI Search tab as one tool: the 'Search settings and details' area drives the main search and
 * opens by keyboard; Compare Methods shows the three methods side by side with the hybrid list as the
 * results; nothing scrolls sideways and axe finds nothing serious on a phone (390 px) or a desktop
 * (1280 px). No assertion depends on a relevance number (the scores are tuned elsewhere).
 * AI_SEARCH_SHOTS=dir saves a screenshot of each view.
 */
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

const PLACEHOLDER = "AI-powered search: Ask questions or describe what you're looking for...";
const SETTINGS = 'Search settings and details';

async function openAiSearch(page: Page): Promise<Locator> {
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Document Management' })).toBeVisible();
  await page.getByRole('tab', { name: 'AI Search', exact: true }).click();
  return page.locator('#documents-tabpanel-0');
}

/** Nothing on the page is wider than the window. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function shoot(page: Page, name: string, part?: Locator) {
  const dir = process.env.AI_SEARCH_SHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  if (part) await part.screenshot({ path: `${dir}/${name}-part.png` });
}

test.describe('AI Search, one screen', () => {
  test('the settings area opens and closes by keyboard and its settings reach the results', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const panel = await openAiSearch(page);
    await panel.getByRole('tab', { name: 'Hybrid' }).click();
    await panel.getByPlaceholder(PLACEHOLDER).fill('fire');
    await expect(panel.getByText('Method: hybrid')).toBeVisible();
    await expect(panel.getByTestId('ai-search-row').first()).toBeVisible();

    const toggle = panel.getByRole('button', { name: SETTINGS });
    const options = panel.getByRole('button', { name: 'AI Options' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(options).toHaveAttribute('aria-expanded', 'true');
    const area = panel.getByRole('region', { name: SETTINGS });
    await expect(area.getByText('Similarity 0.70')).toBeVisible();
    await expect(area.getByText('AI 0.7 · Keyword 0.3').first()).toBeVisible();
    await expect(area.getByText('Max results 20')).toBeVisible();

    // The smallest result limit, by keyboard, is what the next search asks for and gets.
    const limited = page.waitForRequest(
      (request) => request.url().includes('/api/ai-search/hybrid') && request.url().includes('limit=5'),
    );
    await area.getByRole('slider', { name: 'Max results' }).focus();
    await page.keyboard.press('Home');
    await expect(area.getByText('Max results 5')).toBeVisible();
    await limited;
    await expect(panel.getByText(/AI Search Results \([1-5] found\)/)).toBeVisible();
    expect(await panel.getByTestId('ai-search-row').count()).toBeLessThanOrEqual(5);

    // The weights move together, and the hybrid search is asked with them.
    const weighted = page.waitForRequest(
      (request) =>
        request.url().includes('semanticWeight=0.8') && request.url().includes('keywordWeight=0.2'),
    );
    await area.getByRole('slider', { name: 'AI weight' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(area.getByText('AI 0.8 · Keyword 0.2').first()).toBeVisible();
    await weighted;

    // A result's details: its information and why it matched, in the same area.
    const first = panel.getByTestId('ai-search-row').first();
    const name = (await first.getByRole('button').first().textContent()) ?? '';
    await first.getByRole('button', { name: `Details of ${name}` }).click();
    const details = area.getByRole('region', { name: 'Document details' });
    await expect(details.getByRole('heading', { name })).toBeFocused();
    await expect(details.getByTestId('why-matched')).toContainText('Found by: hybrid');
    await expectAccessible(page, 'settings area with details');

    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(area).toHaveCount(0);
    await options.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('the default tab finds a document by one word, and the top hit is not 100% by construction', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const panel = await openAiSearch(page);
    // The first tab, as a user finds it: AI Semantic at the Balanced threshold.
    await expect(panel.getByRole('tab', { name: 'AI Semantic' })).toHaveAttribute('aria-selected', 'true');
    const cases: [string, string][] = [
      ['evacuation', 'Emergency Evacuation Plan'],
      ['fm200', 'FM-200 Commissioning Checklist'],
    ];
    for (const [word, title] of cases) {
      await panel.getByPlaceholder(PLACEHOLDER).fill(word);
      await expect(panel.getByText('Method: semantic')).toBeVisible();
      const first = panel.getByTestId('ai-search-row').first();
      await expect(first).toContainText(title);
      await expect(first).not.toContainText('100% match');
    }
  });

  test('Compare Methods shows three method columns and the hybrid results', async ({ page, signIn }) => {
    await signIn();
    const panel = await openAiSearch(page);
    await panel.getByRole('tab', { name: 'Compare Methods' }).click();
    const compare = panel.getByRole('button', { name: 'Compare', exact: true });
    await expect(compare).toBeDisabled();
    await panel.getByPlaceholder(PLACEHOLDER).fill('water pressure test paperwork');
    await compare.click();
    const comparison = panel.getByRole('region', { name: 'Method comparison' });
    for (const method of ['AI Semantic', 'Keyword', 'Hybrid'])
      await expect(
        comparison.getByRole('heading', { level: 3, name: new RegExp(`^${method} \\(`) }),
      ).toBeVisible();
    await expect(panel.getByText('Method: hybrid')).toBeVisible();
    await expect(panel.getByTestId('ai-search-row').first()).toBeVisible();
    // The results are the hybrid column's documents, in its order.
    const hybridNames = await comparison
      .getByTestId('compare-column-hybrid')
      .getByTestId('compare-row')
      .locator('p')
      .first()
      .textContent();
    await expect(panel.getByTestId('ai-search-row').first()).toContainText(hybridNames ?? '');
    await expect(comparison.getByTestId('overlap-chip').first()).toBeVisible();
  });

  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    test(`at ${width} px: results, settings and compare fit the width and are accessible`, async ({
      page,
      signIn,
    }) => {
      await signIn();
      await page.setViewportSize({ width, height });
      const panel = await openAiSearch(page);
      await panel.getByPlaceholder(PLACEHOLDER).fill('fire pump test');
      await expect(panel.getByTestId('ai-search-row').first()).toBeVisible();
      await expect(panel.getByTestId('ai-analysis')).toBeVisible();
      await expectNoSidewaysScroll(page, 'results');
      await expectAccessible(page, `ai search results at ${width}`);
      await shoot(page, `ai-search-results-${width}`);

      await panel.getByRole('button', { name: 'AI Options' }).click();
      const area = panel.getByRole('region', { name: SETTINGS });
      await expect(area.getByText('Similarity 0.70')).toBeVisible();
      await expectNoSidewaysScroll(page, 'settings area');
      await expectAccessible(page, `settings area at ${width}`);
      await shoot(page, `ai-search-settings-${width}`, area);
      await panel.getByRole('button', { name: 'AI Options' }).click();

      await panel.getByRole('tab', { name: 'Compare Methods' }).click();
      await panel.getByRole('button', { name: 'Compare', exact: true }).click();
      const comparison = panel.getByRole('region', { name: 'Method comparison' });
      await expect(comparison).toBeVisible();
      await expectNoSidewaysScroll(page, 'compare');
      await expectAccessible(page, `compare at ${width}`);
      await shoot(page, `ai-search-compare-${width}`, comparison);
    });
  }
});
