/**
 * The library knows what a document is about (issue 26 §5–6, decision 0081): a project manager
 * uploads a document from the Documents landing, linked to a client's site; it is first among the
 * recent documents, listed on the site's page, and found by the site filter of Basic Search; Basic
 * Search 'sprinkler maintenance' finds the Maintenance Service Schedule, and its filter selects read
 * 'All Categories', 'All Departments', 'All Types'; Browse Categories narrows to the site's documents. At 1280 px and 390 px: axe clean, nothing
 * scrolls sideways; screenshots in .tmp/shots to look at.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { textPdf } from './support/pdfs';
import { apiAs, tokenOf } from './support/visits';

async function chooseOption(page: Page, scope: ReturnType<Page['getByRole']>, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test.describe(`document links at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('upload a document linked to a site, find it on the site page and by filter; words find the schedule', async ({
      page,
      signIn,
    }) => {
      // A long journey (an upload, four screens, axe on each) on a shared machine.
      test.slow();
      await signIn();
      const shot = (name: string) =>
        page.screenshot({ path: `.tmp/shots/document-links-${width}-${name}.png` });
      const fitsWidth = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const stamp = `${width}-${Date.now()}`;
      const clientName = `Osprey Holdings ${stamp}`;
      const siteName = `Osprey Mall ${stamp}`;
      const token = await tokenOf(page);
      const client = await apiAs<{ id: string }>(page, token, 'POST', '/api/clients', {
        name: clientName,
        type: 'Commercial',
        status: 'Active',
      });
      const site = await apiAs<{ id: string }>(page, token, 'POST', `/api/clients/${client.id}/sites`, {
        name: siteName,
        address: '9 Osprey Road, Centurion, 0157',
        contactName: 'Lerato Khumalo',
        contactPhone: '012 555 0111',
        accessNotes: '',
      });

      // The Documents landing: the AI Search tab, then the recent documents with Upload.
      await page.goto('/documents');
      const landing = page.getByRole('region', { name: 'Recent documents' });
      await expect(landing.getByTestId('recent-documents').getByRole('listitem')).toHaveCount(8);
      await fitsWidth();
      await expectAccessible(page, `documents landing at ${width}`);
      await shot('landing');

      const name = `Osprey riser schematic ${stamp}`;
      await landing.getByRole('button', { name: 'Upload Document' }).click();
      const upload = page.getByRole('dialog', { name: 'Upload Document' });
      await upload.getByTestId('document-file-input').setInputFiles({
        name: 'Osprey_riser_schematic.pdf',
        mimeType: 'application/pdf',
        buffer: textPdf(['Osprey Mall riser schematic: sprinkler zone valves and drain points']),
      });
      await upload.getByRole('textbox', { name: /^Name/ }).fill(name);
      await chooseOption(page, upload, /^Category/, 'Design');
      await chooseOption(page, upload, /^Department/, 'Design');
      const linked = upload.getByRole('group', { name: 'Linked to' });
      await linked.getByRole('combobox', { name: 'Client' }).fill(clientName);
      await page.getByRole('option', { name: clientName, exact: true }).click();
      await chooseOption(page, linked, /^Site/, siteName);
      await expect(linked.getByRole('combobox', { name: 'Site' })).toHaveValue(siteName);
      await expectAccessible(page, `upload dialog with links at ${width}`);
      await shot('upload-dialog');
      await upload.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(upload).toBeHidden();

      // First among the recent documents, with its links.
      const newest = landing.getByTestId('recent-documents').getByRole('listitem').first();
      await expect(newest.getByRole('link', { name })).toBeVisible();
      await expect(newest.getByRole('link', { name: `Client: ${clientName}` })).toBeVisible();
      await newest.getByRole('link', { name: `Site: ${siteName}` }).click();

      // The site's page lists it on its Documents tab.
      await expect(page.getByRole('heading', { level: 1, name: siteName })).toBeVisible();
      await page.getByRole('tab', { name: 'Documents' }).click();
      const section = page.getByRole('region', { name: /^Documents/ });
      await expect(section.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(section).toContainText('Design');
      await fitsWidth();
      await expectAccessible(page, `site documents at ${width}`);
      await shot('site-documents');
      expect(page.url()).toContain(`/sites/${site.id}`);

      // …and Basic Search finds it by the site filter.
      await section.getByRole('link', { name: 'Find them in the library' }).click();
      const basic = page.locator('#documents-tabpanel-1');
      await expect(basic.getByRole('combobox', { name: 'Site' })).toHaveText(siteName);
      const rows = basic.getByTestId('basic-search-row');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(name);
      await fitsWidth();
      await expectAccessible(page, `basic search filtered by site at ${width}`);
      await shot('basic-search-site');

      // Words in any order: 'sprinkler maintenance' finds the demo library's schedule.
      await basic.getByRole('button', { name: 'Clear All' }).click();
      await expect(basic.getByRole('combobox', { name: 'Category' })).toHaveText('All Categories');
      await expect(basic.getByRole('combobox', { name: 'Department' })).toHaveText('All Departments');
      await expect(basic.getByRole('combobox', { name: 'Type' })).toHaveText('All Types');
      await basic
        .getByPlaceholder('Search documents by name, description, or tags...')
        .fill('sprinkler maintenance');
      await expect(rows.first()).toContainText('Maintenance Service Schedule');
      await expect(basic.getByText(/Search Results \(\d+ found\)/)).toBeVisible();
      await basic
        .getByPlaceholder('Search documents by name, description, or tags...')
        .fill('inspection and testing');
      await expect(rows.filter({ hasText: 'Quality Inspection and Test Plan' })).toHaveCount(1);
      await fitsWidth();
      await expectAccessible(page, `basic search words at ${width}`);
      await shot('basic-search-words');

      // Browse Categories narrows its cards to the site's documents.
      await page.getByRole('tab', { name: 'Browse Categories', exact: true }).click();
      const browse = page.locator('#documents-tabpanel-2');
      await chooseOption(page, browse, /^Site/, siteName);
      const design = browse
        .getByTestId('category-card')
        .filter({ has: page.getByRole('heading', { name: 'Design' }) });
      await expect(design).toContainText('1 document');
      await design.getByRole('button', { name: 'Show documents in Design' }).click();
      await expect(design.getByTestId('document-row')).toHaveCount(1);
      await expect(design.getByTestId('document-row')).toContainText(name);
      await fitsWidth();
      await expectAccessible(page, `browse filtered by site at ${width}`);
      await shot('browse-site');
    });
  });
}
