import type { Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { newUser } from './support/users';

const BUILTIN_TITLE = 'Sprinkler Installation and Maintenance Handbook: South African Practice';

async function makePdf(
  pages: string[],
  options: { title?: string; userPassword?: string } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    info: { Title: options.title ?? 'Handbook' },
    ...(options.userPassword ? { userPassword: options.userPassword, ownerPassword: 'owner' } : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const text of pages) doc.addPage().fontSize(12).text(text);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

async function openRegulations(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Document Management' })).toBeVisible();
  await page.getByRole('tab', { name: 'SANS Regulations' }).click();
  await expect(page.locator('#documents-tabpanel-3')).toBeVisible();
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the handbook' });
const resultsStatus = (page: Page) => page.locator('#documents-tabpanel-3').getByRole('status');
const resultPages = (page: Page) =>
  page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 4 });

test.describe('regulations handbook', () => {
  test('the Documents page has its five tabs and the Regulations banner', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signIn();
    await openRegulations(page);
    await expect(page.getByRole('tab')).toHaveText([
      'AI Search',
      'Basic Search',
      'Browse Categories',
      'SANS Regulations',
      'PDF Processing',
    ]);
    await expect(page.getByText('Search, browse and manage project documents.')).toBeVisible();
    const panel = page.locator('#documents-tabpanel-3');
    await expect(panel.getByRole('heading', { name: BUILTIN_TITLE })).toBeVisible();
    await expect(panel.getByText('154 pages')).toBeVisible();
    await expect(panel.getByText(/^35\s?316 words$/)).toBeVisible();
    await expect(panel.getByText('229 words per page')).toBeVisible();
    await expect(panel.getByText('100% Searchable')).toBeVisible();
    await expectAccessible(page, 'regulations tab');
    await page.getByRole('tab', { name: 'Basic Search' }).click();
    await expect(page.locator('#documents-tabpanel-1')).toBeVisible();
    await expect(page.locator('#documents-tabpanel-3')).toBeHidden();
  });

  test('finds the pages about a topic within a few keystrokes, with highlighted context', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await openRegulations(page);
    await searchBox(page).fill('pump test');
    await expect(resultsStatus(page)).toContainText('pages for "pump test"');
    const top = (await resultPages(page).allTextContents()).slice(0, 3);
    expect(top).toEqual(expect.arrayContaining(['Page 119', 'Page 120', 'Page 135']));
    const first = page.getByRole('list', { name: 'Results' }).getByRole('listitem').first();
    await expect(first.getByText(/^\d+ matches$/)).toBeVisible();
    await expect(first.getByText(/^Relevance \d+$/)).toBeVisible();
    await expect(first.locator('mark').first()).toHaveText(/pump|test/i);
    expect(await resultPages(page).count()).toBeLessThanOrEqual(15);
    await expectAccessible(page, 'handbook results');

    await searchBox(page).fill('sprinkler head spacing');
    await expect(resultPages(page).first()).toHaveText('Page 71');
    await searchBox(page).fill('water supply duration');
    await expect(resultPages(page).first()).toHaveText('Page 37');

    await searchBox(page).fill('a of');
    await expect(page.getByText('No pages match "a of".')).toBeVisible();
  });

  for (const width of [1280, 390]) {
    test(`at ${width} px a hit opens its page's whole text in a dialog, the words highlighted`, async ({
      page,
      signIn,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn();
      if (width < 900) await page.goto('/documents?tab=regulations');
      else await openRegulations(page);
      await searchBox(page).fill('pump test');
      const first = resultPages(page).first();
      const label = (await first.textContent()) ?? '';
      const open = first.getByRole('button', { name: label });
      await open.click();
      const dialog = page.getByRole('dialog', { name: new RegExp(label) });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(/Chapter \d: /);
      await expect(dialog.locator('mark').first()).toHaveText(/pump|test/i);
      await expect(dialog.locator('mark').first()).toBeInViewport();
      await expectAccessible(page, `handbook page dialog at ${width} px`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }

  test('quick topics, popular searches, Clear and Browse by Chapter', async ({ page, signIn }) => {
    await signIn();
    await openRegulations(page);
    for (const topic of [
      'Installation',
      'Testing',
      'Maintenance',
      'Water supply',
      'Sprinkler heads',
      'Pumps',
      'Documentation',
      'Compliance',
    ]) {
      await expect(page.getByRole('button', { name: topic, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Pumps', exact: true }).click();
    await expect(searchBox(page)).toHaveValue('Pumps (topic search)');
    await expect(resultPages(page)).toHaveCount(10);

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Results' })).toHaveCount(0);
    await page.getByRole('button', { name: 'impairment', exact: true }).click();
    await expect(searchBox(page)).toHaveValue('impairment');
    await expect(resultPages(page).first()).toHaveText('Page 142');
    await expect(page.getByRole('button', { name: 'pump test', exact: true })).toHaveCount(0);

    await searchBox(page).fill('pump test');
    // Its results come after the 300 ms pause and push the chapters down: wait for them, so the clicks
    // below land on the chapter cards where they are, not where they were (a busy machine's race).
    await expect(resultsStatus(page)).toContainText('for "pump test"');
    await page.getByRole('button', { name: 'Browse by Chapter' }).click();
    await expect(page.getByRole('article')).toHaveCount(7);
    await expect(page.getByRole('article').nth(1)).toContainText('Chapter 2: Water Supply Systems');
    await expect(page.getByRole('article').nth(1)).toContainText('Pages 31–60');
    await page.getByRole('button', { name: 'Search Chapter Maintenance' }).click();
    await expect(resultsStatus(page)).toContainText('in Chapter 6: Maintenance (pages 131–150)');
    // A fresh search of the chapter: the box's 'pump test' is not carried over.
    await expect(searchBox(page)).toHaveValue('');
    for (const label of await resultPages(page).allTextContents()) {
      const number = Number(label.replace('Page ', ''));
      expect(number).toBeGreaterThanOrEqual(131);
      expect(number).toBeLessThanOrEqual(150);
    }
    await expectAccessible(page, 'handbook chapters');
  });

  test('when the data file cannot be loaded, an empty handbook with zero pages is shown', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.route('**/searchable_content.json', (route) => route.abort());
    await openRegulations(page);
    await expect(page.getByRole('heading', { name: 'Fire Protection Regulations Handbook' })).toBeVisible();
    await expect(page.getByText('0 pages')).toBeVisible();
    await expect(page.getByText('The handbook could not be loaded.')).toBeVisible();
  });

  test('the data file needs a session and only administrators see the upload', async ({ page, signIn }) => {
    const anonymous = await page.request.get('/searchable_content.json');
    expect(anonymous.status()).toBe(401);
    await signIn();
    await openRegulations(page);
    await expect(page.getByRole('heading', { name: BUILTIN_TITLE })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Replace the handbook' })).toHaveCount(0);
  });

  test('an administrator replaces the handbook with a PDF, bad files are refused, and rollback restores it', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await signIn({ role: 'ADMIN', user: newUser({ firstName: 'Admin' }) });
    await openRegulations(page);
    await expect(page.getByRole('heading', { name: 'Replace the handbook' })).toBeVisible();
    await expectAccessible(page, 'handbook upload');
    const fileInput = page.getByTestId('handbook-file');

    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a pdf'),
    });
    await expect(page.getByText('Please upload a PDF file only')).toBeVisible();

    const encrypted = await makePdf(['Secret pump test records'], { userPassword: 'secret' });
    await fileInput.setInputFiles({ name: 'locked.pdf', mimeType: 'application/pdf', buffer: encrypted });
    await page.getByRole('button', { name: 'Upload PDF' }).click();
    await expect(
      page.getByText('This PDF is encrypted or password-protected. Upload an unprotected copy.'),
    ).toBeVisible();

    const pages = Array.from(
      { length: 12 },
      (_, i) => `Company procedure ${i + 1}: the Saturday fire pump churn test at the Germiston depot.`,
    );
    const pdf = await makePdf(pages, { title: 'Germiston Depot Fire Manual' });
    await fileInput.setInputFiles({ name: 'germiston.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Upload PDF' }).click();
    await expect(
      page.getByText('Uploaded "Germiston Depot Fire Manual": 12 pages are now searchable.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Germiston Depot Fire Manual' })).toBeVisible();
    await expect(page.getByText('12 pages', { exact: true })).toBeVisible();
    await searchBox(page).fill('Germiston depot');
    await expect(resultPages(page)).toHaveCount(12);

    // Everyone gets the new file.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const served = await page.request.get('/searchable_content.json', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await served.json()).document_info).toMatchObject({
      title: 'Germiston Depot Fire Manual',
      total_pages: 12,
    });

    await page.getByRole('button', { name: 'Restore previous handbook' }).click();
    await expect(page.getByText(`Restored "${BUILTIN_TITLE}".`)).toBeVisible();
    await expect(page.getByRole('heading', { name: BUILTIN_TITLE })).toBeVisible();
    await expect(page.getByText('154 pages')).toBeVisible();
  });
});
