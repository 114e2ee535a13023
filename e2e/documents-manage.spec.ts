import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { textPdf } from './support/pdfs';

async function openDocuments(page: Page, tab: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Document Management' })).toBeVisible();
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

const makePdf = (text: string) => textPdf([text], 18);

async function chooseOption(page: Page, scope: ReturnType<Page['getByRole']>, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('managing the document library', () => {
  test('upload a PDF, see it in its category, find it with AI Search, edit it and delete it', async ({
    page,
    signIn,
  }) => {
    // Upload, text reading, search, edit and delete: more than a minute on a busy machine.
    test.slow();
    const name = 'Quenchvault Riser Inspection Record';
    await signIn();
    await openDocuments(page, 'Browse Categories');
    const browse = page.locator('#documents-tabpanel-2');
    await expect(browse.getByTestId('category-card')).toHaveCount(9);

    await browse.getByRole('button', { name: 'Upload Document' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Document' });
    await expect(upload).toBeVisible();
    await expectAccessible(page, 'upload dialog');

    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(upload.getByText('Choose a file to upload')).toBeVisible();
    await expect(upload.getByText('Choose one of the categories')).toBeVisible();
    await expectAccessible(page, 'upload dialog with errors');

    await upload.getByTestId('document-file-input').setInputFiles({
      name: 'Quenchvault_Riser_Inspection_Record.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf('Quenchvault riser inspection: main drain test and gauge readings'),
    });
    await expect(upload.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
    await chooseOption(page, upload, /^Category/, 'Operations');
    await chooseOption(page, upload, /^Department/, 'Operations');
    await upload.getByRole('textbox', { name: 'Revision' }).fill('Rev 1');
    await upload.getByRole('combobox', { name: 'Tags' }).fill('riser');
    await upload.getByRole('combobox', { name: 'Tags' }).press('Enter');
    await upload.getByRole('textbox', { name: 'Description' }).fill('Annual riser inspection record');
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();

    await expect(upload).toBeHidden();
    await expect(page.getByText(`Uploaded ${name}`)).toBeVisible();
    const row = browse.getByTestId('document-row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Annual riser inspection record');
    await expect(row).toContainText('Rev 1');
    await expect(row).toContainText('riser');
    await expectAccessible(page, 'uploaded document in its category');
    // The upload answered before its text was read; the row says so until the server has read it.
    await expect(row).not.toContainText('Reading text…');

    await page.getByRole('tab', { name: 'AI Search', exact: true }).click();
    const aiSearch = page.locator('#documents-tabpanel-0');
    await aiSearch.getByRole('tab', { name: 'Hybrid' }).click();
    const box = aiSearch.getByPlaceholder(
      "AI-powered search: Ask questions or describe what you're looking for...",
    );
    await box.fill(name);
    await expect(aiSearch.getByText('Method: hybrid')).toBeVisible();
    await expect(aiSearch.getByTestId('ai-search-row').first()).toContainText(name);

    await page.getByRole('tab', { name: 'Browse Categories', exact: true }).click();
    await browse.getByRole('button', { name: 'Show documents in Operations' }).click();
    await browse.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Document' });
    await expect(edit.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
    await expect(edit.getByTestId('document-file-input')).toHaveCount(0);
    await expectAccessible(page, 'edit dialog');
    await edit.getByRole('textbox', { name: 'Description' }).fill('Quarterly riser inspection record');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText(`Saved ${name}`)).toBeVisible();
    await expect(row).toContainText('Quarterly riser inspection record');

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete document?' });
    await expect(confirm).toContainText(name);
    await expectAccessible(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(`Deleted ${name}`)).toBeVisible();
    await expect(row).toHaveCount(0);

    // Gone from search too, and its preview answers that it no longer exists.
    await page.getByRole('tab', { name: 'AI Search', exact: true }).click();
    await aiSearch.getByRole('tab', { name: 'Keyword' }).click();
    await box.fill(name);
    await expect(aiSearch.getByText('Method: keyword')).toBeVisible();
    await expect(aiSearch.getByText(/AI Search Results \(\d+ found\)/)).toBeVisible();
    await expect(aiSearch.getByTestId('ai-search-row').filter({ hasText: name })).toHaveCount(0);
    const gone = await page.request.get('/api/documents/quenchvault-riser-inspection-record', {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    });
    expect(gone.status()).toBe(404);
  });

  test('a damaged PDF is kept, and its row says its text could not be read', async ({ page, signIn }) => {
    const name = 'Broken Sprinkler Layout';
    await signIn();
    await openDocuments(page, 'Browse Categories');
    const browse = page.locator('#documents-tabpanel-2');
    await browse.getByRole('button', { name: 'Upload Document' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Document' });
    await upload.getByTestId('document-file-input').setInputFiles({
      name: 'Broken_Sprinkler_Layout.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf('Sprinkler layout for the Germiston warehouse').subarray(0, 120),
    });
    await chooseOption(page, upload, /^Category/, 'Operations');
    await chooseOption(page, upload, /^Department/, 'Operations');
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(upload).toBeHidden();
    await expect(page.getByText(`Uploaded ${name}`)).toBeVisible();
    const row = browse.getByTestId('document-row').filter({ hasText: name });
    await expect(row).toContainText('Text unreadable');
    await expect(row).toContainText('The file could not be read: it may be damaged');
    await expectAccessible(page, 'document whose text is unreadable');
  });
});
