/**
 * Issue 26 §1–3 as an engineer meets it: on the default tab (AI Semantic, nothing changed in the
 * settings) he asks 'how often must sprinklers be serviced', sees the maintenance intervals passage
 * of the Maintenance Service Schedule as the best answer, in the document's own words, with no
 * question word marked, and opens the PDF at that page. The results are never empty at the
 * defaults: the rest follow under 'Other matches'. At 1280 and 390 px nothing scrolls sideways and
 * axe finds nothing serious. SEARCH_ANSWERS_SHOTS=dir saves a screenshot of each view.
 */
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

const PLACEHOLDER = "AI-powered search: Ask questions or describe what you're looking for...";
const QUESTION = 'how often must sprinklers be serviced';

async function openAiSearch(page: Page): Promise<Locator> {
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Document Management' })).toBeVisible();
  await page.getByRole('tab', { name: 'AI Search', exact: true }).click();
  return page.locator('#documents-tabpanel-0');
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function shoot(page: Page, name: string) {
  const dir = process.env.SEARCH_ANSWERS_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`at ${width} px: the question is answered from the schedule and the PDF opens at that page`, async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.setViewportSize({ width, height });
    const panel = await openAiSearch(page);
    await expect(panel.getByRole('tab', { name: 'AI Semantic' })).toHaveAttribute('aria-selected', 'true');
    await panel.getByPlaceholder(PLACEHOLDER).fill(QUESTION);
    await expect(panel.getByText('Method: semantic')).toBeVisible();

    // The best answer: the intervals passage, its document and page, said to be the document's words.
    const answer = panel.getByRole('region', { name: 'Best answer' });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("The document's own words");
    await expect(answer.getByTestId('best-answer-source')).toHaveText('Maintenance Service Schedule, page 2');
    await expect(answer).toContainText('inspection and maintenance intervals');
    await expect(answer).toContainText('Quarterly');
    const marks = (await answer.locator('mark').allTextContents()).map((text) => text.toLowerCase());
    expect(marks).toEqual(expect.arrayContaining(['sprinkler', 'weekly', 'annual']));
    for (const word of ['how', 'often', 'must', 'be']) expect(marks).not.toContain(word);

    // Never empty at the defaults: the schedule is the best match, the rest follow, less certain.
    await expect(panel.getByText(/AI Search Results \(\d+ found\)/)).toBeVisible();
    const best = panel.getByRole('region', { name: 'Best matches' });
    await expect(best.getByTestId('ai-search-row').first()).toContainText('Maintenance Service Schedule');
    await expect(panel.getByRole('heading', { name: /^Other matches \(\d+\)$/ })).toBeVisible();
    // The question is read, in words a person uses.
    const banner = panel.getByTestId('ai-analysis');
    await expect(banner).toContainText('Reading “how often” as how often something is due.');
    await expect(banner.getByTestId('ai-intent')).toHaveText(/^(Looks like|Perhaps) you want /);
    await expect(banner).not.toContainText('Confidence');

    await expectNoSidewaysScroll(page, 'the answer and results');
    await expectAccessible(page, `best answer and results at ${width}`);
    await shoot(page, `search-answer-${width}`);

    await answer.getByRole('button', { name: 'Open at page 2' }).click();
    await expect(page).toHaveURL(/\/documents\/preview\/maintenance-service-schedule\?page=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Maintenance Service Schedule' })).toBeVisible();
    await expect(page.getByTestId('preview-page')).toHaveText('Opened at page 2');
    await expect(page.getByTestId('pdf-preview')).toHaveAttribute('src', /^blob:.*#page=2$/);
    await expectNoSidewaysScroll(page, 'the preview');
    await expectAccessible(page, `preview at page 2 at ${width}`);
    await shoot(page, `search-answer-preview-${width}`);
  });
}

test('a query that matches nothing says so with words to try; the threshold filter says what it hides', async ({
  page,
  signIn,
}) => {
  await signIn();
  const panel = await openAiSearch(page);
  await panel.getByPlaceholder(PLACEHOLDER).fill('xylophone quasar');
  await expect(
    panel.getByText('No documents found. Try adjusting your search terms or AI settings.'),
  ).toBeVisible();
  const words = panel.getByTestId('no-match-suggestions');
  await expect(words.getByRole('button').first()).toBeVisible();
  await expectAccessible(page, 'no match');
  await shoot(page, 'search-no-match-1280');

  await panel.getByPlaceholder(PLACEHOLDER).fill(QUESTION);
  await expect(panel.getByRole('region', { name: 'Best answer' })).toBeVisible();
  await panel.getByRole('button', { name: 'AI Options' }).click();
  const settings = panel.getByRole('region', { name: 'Search settings and details' });
  await settings.getByRole('switch', { name: 'Hide results below the threshold' }).click();
  const hidden = panel.getByTestId('hidden-below');
  await expect(hidden).toContainText(/^\d+ results? below 0\.70 hidden by the threshold filter\./);
  await expect(panel.getByRole('heading', { name: /^Other matches/ })).toHaveCount(0);
  await expectAccessible(page, 'threshold filter on');
  await shoot(page, 'search-filter-1280');
  await hidden.getByRole('button', { name: 'Show them' }).click();
  await expect(panel.getByRole('heading', { name: /^Other matches \(\d+\)$/ })).toBeVisible();
});
