/**
 * The standards library on the SANS Regulations tab (issue 26 part 4): an administrator adds a second
 * standard (a small PDF made here, our own words in a standard's shape) and finds its FM-200 clause,
 * opens the PDF at that page, and sees its versions; an engineer on a phone searches it without any
 * way to change it. Axe finds nothing serious at 1280 and 390 px, nothing scrolls sideways.
 * STANDARDS_SHOTS=dir saves a screenshot of each view.
 */
import type { Locator, Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { newUser } from './support/users';

const CODE = 'SANS 14520';
const TITLE = 'Gaseous media fire-extinguishing systems';
const CLAUSE = '7.3 FM-200 (HFC-227ea) design concentration';

const PAGES = [
  [
    '1 Scope',
    'This test document covers gaseous fire-extinguishing systems that protect enclosed rooms such',
    'as server rooms, archives and electrical switch rooms.',
  ],
  [
    '7 Agent quantities',
    '7.1 General',
    'The quantity of agent is worked out from the net volume of the enclosure and its lowest',
    'expected temperature.',
    CLAUSE,
    'The FM-200 design concentration for surface fires in Class A hazards is taken from the',
    'manufacturer’s listed data and is held for at least ten minutes after discharge.',
  ],
  [
    '9 Inspection and maintenance',
    '9.1 Six-monthly service',
    'Every six months the cylinders are weighed and their pressure gauges read.',
  ],
];

async function standardPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: `${CODE} (test text)` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const lines of PAGES) doc.addPage().fontSize(11).text(lines.join('\n'));
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

async function openRegulations(page: Page): Promise<Locator> {
  await page.goto('/documents?tab=regulations');
  await expect(page.getByRole('heading', { level: 1, name: 'Document Management' })).toBeVisible();
  const panel = page.locator('#documents-tabpanel-3');
  await expect(panel.getByRole('heading', { level: 2, name: 'Standards library' })).toBeVisible();
  return panel;
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function shoot(page: Page, name: string, settleMs = 0) {
  const dir = process.env.STANDARDS_SHOTS;
  if (!dir) return;
  // Only for the pictures: the browser's PDF viewer draws its pages a moment after it opens.
  if (settleMs) await page.waitForTimeout(settleMs);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** A retried run starts from a library without the test's standard. */
async function removeTestStandard(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const listed = await page.request.get('/api/standards', { headers });
  const { standards } = (await listed.json()) as { standards: { id: string; code: string }[] };
  for (const standard of standards.filter((item) => item.code === CODE))
    expect((await page.request.delete(`/api/standards/${standard.id}`, { headers })).status()).toBe(204);
}

const searchBox = (panel: Locator) => panel.getByRole('searchbox', { name: 'Search the standards' });
const passages = (panel: Locator) => panel.getByRole('list', { name: 'Passages' }).getByRole('listitem');

test.describe('standards library', () => {
  test('an administrator adds a second standard and finds its FM-200 clause, opens it at the page and sees its versions', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn({ role: 'ADMIN', user: newUser({ firstName: 'Admin' }) });
    await removeTestStandard(page);
    const panel = await openRegulations(page);

    // Only the sample so far: the tab says so, and how a standard is added.
    const library = panel.getByRole('list', { name: /^In the library/ });
    await expect(library.getByRole('listitem')).toHaveCount(1);
    await expect(library).toContainText('A sample written for this product, not a SANS standard');
    await expect(panel.getByText(/The library holds only the built-in sample handbook so far/)).toContainText(
      'Add one with ‘Add standard’',
    );
    // The spec's handbook stays on the tab below.
    await expect(panel.getByRole('searchbox', { name: 'Search the handbook' })).toBeVisible();
    await expectAccessible(page, 'standards library, sample only, 1280 px');
    await shoot(page, 'library-empty-1280');

    await panel.getByRole('button', { name: 'Add standard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a standard' });
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('standard-file-input').setInputFiles({
      name: 'sans-14520-2021.pdf',
      mimeType: 'application/pdf',
      buffer: await standardPdf(),
    });
    await dialog.getByRole('textbox', { name: 'Code' }).fill(CODE);
    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await dialog.getByRole('textbox', { name: 'Edition' }).fill('2021');
    await expectAccessible(page, 'Add a standard dialog');
    await shoot(page, 'add-standard-dialog');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(`${CODE} added: 3 pages are now searchable.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(library.getByRole('listitem')).toHaveCount(2);
    await expect(library.getByRole('listitem').nth(1)).toContainText(`${CODE} · 2021`);
    await expect(panel.getByText(/holds only the built-in sample/)).toHaveCount(0);

    await searchBox(panel).fill('what is the FM-200 design concentration');
    const first = passages(panel).first();
    await expect(first).toContainText(`${CODE} · 2021`);
    await expect(first).toContainText('Page 2');
    await expect(first.getByRole('heading', { level: 4 })).toHaveText(CLAUSE);
    await expect(first).toContainText('The FM-200 design concentration for surface fires');
    const marks = await first.locator('mark').allTextContents();
    expect(marks).toEqual(expect.arrayContaining(['FM-200', 'design', 'concentration']));
    expect(marks.map((mark) => mark.toLowerCase())).not.toContain('what');
    await expect(panel.getByText('Not counted: what, is, the')).toBeVisible();
    await expectAccessible(page, 'standards search results, 1280 px');
    await expectNoSidewaysScroll(page, 'standards search at 1280 px');
    await shoot(page, 'search-fm200-1280');

    // Only the chosen standard: the sample handbook's passages drop out.
    await panel.getByRole('combobox', { name: 'Standards' }).click();
    await page.getByRole('option', { name: new RegExp(`^${CODE} · 2021`) }).click();
    await page.keyboard.press('Escape');
    await expect(panel.getByRole('combobox', { name: 'Standards' })).toHaveText(CODE);
    await searchBox(panel).fill('inspection');
    await expect(passages(panel).first()).toContainText(`${CODE} · 2021`);
    for (const text of await passages(panel).allTextContents()) expect(text).not.toContain('Sample handbook');

    // Open at page 2: the standard's own PDF, at that page.
    await searchBox(panel).fill('FM-200 design concentration');
    await expect(passages(panel).first().getByRole('heading', { level: 4 })).toHaveText(CLAUSE);
    const pdfAnswer = page.waitForResponse((response) =>
      /\/api\/standards\/[^/]+\/file/.test(response.url()),
    );
    await passages(panel)
      .first()
      .getByRole('link', { name: /^Open at page 2/ })
      .click();
    const answer = await pdfAnswer;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByRole('heading', { level: 1, name: `${CODE}, page 2` })).toBeVisible();
    await expect(page.getByTestId('standard-pdf')).toHaveAttribute('src', /^blob:.*#page=2$/);
    await expectAccessible(page, 'standard opened at a page, 1280 px');
    await shoot(page, 'viewer-1280', 3000);

    // Its versions, with the one just added current.
    await page.getByRole('link', { name: 'Back to SANS Regulations' }).click();
    const back = await openRegulations(page);
    await back.getByRole('button', { name: `Versions · ${CODE}` }).click();
    const versions = page.getByRole('dialog', { name: new RegExp(`Versions of ${CODE}`) });
    await expect(versions.getByRole('listitem')).toHaveCount(1);
    await expect(versions.getByRole('listitem').first()).toContainText('2021');
    await expect(versions.getByRole('listitem').first()).toContainText('Current');
    await expect(versions.getByRole('button', { name: 'Add new version' })).toBeVisible();
    await expectAccessible(page, 'versions dialog');
    await shoot(page, 'versions-1280');
    await versions.getByRole('button', { name: 'Close' }).click();
  });

  test('on a 390 px phone an engineer searches the standards, reads the answer and cannot change the library', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn({ role: 'ENGINEER' });
    const panel = await openRegulations(page);
    await expect(panel.getByRole('list', { name: /^In the library/ })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Add standard' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await expectAccessible(page, 'standards library at 390 px');
    await expectNoSidewaysScroll(page, 'standards library at 390 px');

    await searchBox(panel).fill('how often must the pump test be done');
    const first = passages(panel).first();
    await expect(first.getByRole('heading', { level: 4 })).toContainText(/pump test/i);
    const marks = (await panel.locator('mark').allTextContents()).map((mark) => mark.toLowerCase());
    expect(marks).toEqual(expect.arrayContaining(['pump', 'test']));
    for (const word of ['how', 'often', 'must', 'be']) expect(marks).not.toContain(word);
    await expectAccessible(page, 'standards search at 390 px');
    await expectNoSidewaysScroll(page, 'standards search at 390 px');
    await shoot(page, 'search-pump-390');

    await first.getByRole('link', { name: /^Open at page \d+/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Sample handbook, page \d+$/ })).toBeVisible();
    await expect(page.getByTestId('standard-pdf')).toHaveAttribute('src', /#page=\d+$/);
    await expect(page.getByRole('link', { name: /^Open the PDF at page \d+ in a new tab$/ })).toBeVisible();
    await expectAccessible(page, 'standard opened at a page, 390 px');
    await expectNoSidewaysScroll(page, 'standard viewer at 390 px');
    await shoot(page, 'viewer-390', 3000);
  });
});
