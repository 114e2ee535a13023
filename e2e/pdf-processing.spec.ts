import type { Page } from '@playwright/test';
import { generateScannedPdf } from '../apps/server/src/modules/document-processing/scans/generate-scan';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { textPdf } from './support/pdfs';

/** A word that exists nowhere but in the scanned page's pixels. */
const SCAN_ONLY_WORD = 'Zephyrquill';

async function openProcessing(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Documents' }).click();
  await page.getByRole('tab', { name: 'PDF Processing', exact: true }).click();
  await expect(page.getByTestId('pdf-drop-zone')).toBeVisible();
}

async function choosePdf(page: Page, name: string, buffer: Buffer) {
  await page.getByTestId('pdf-file-input').setInputFiles({ name, mimeType: 'application/pdf', buffer });
}

test.describe('PDF Processing', () => {
  test.setTimeout(180_000);

  test('a text PDF: quick scan, suggested options, process, read the result', async ({ page, signIn }) => {
    await signIn();
    await openProcessing(page);
    await expectAccessible(page, 'PDF processing, step 1');
    for (const step of [
      'Upload PDF Document',
      'Quick Document Analysis',
      'Configure Processing Options',
      'Processing Results',
    ])
      await expect(page.getByText(step, { exact: true })).toBeVisible();

    await choosePdf(
      page,
      'valve-record.pdf',
      textPdf([
        'Sprinkler valve set inspection record',
        'Certificate No: VS-2025-0042, tested to SANS 10287.',
        'Main drain test: 6 bar static, 4.5 bar residual on 14 March 2025.',
        'Alarm gong sounded within 30 seconds. Result: passed.',
      ]),
    );
    // A good text layer: OCR is not suggested, and Enhance Images follows it off.
    const ocr = page
      .getByRole('switch', { name: 'Use OCR' })
      .or(page.getByRole('checkbox', { name: 'Use OCR' }));
    await expect(ocr).not.toBeChecked();
    const enhance = page
      .getByRole('switch', { name: 'Enhance Images' })
      .or(page.getByRole('checkbox', { name: 'Enhance Images' }));
    await expect(enhance).toBeDisabled();
    await expect(page.getByText('standard', { exact: false }).first()).toBeVisible();
    await expectAccessible(page, 'PDF processing, options');

    await page.getByRole('button', { name: 'Process', exact: true }).click();
    const text = page.getByTestId('extracted-text');
    await expect(text).toContainText('Certificate No: VS-2025-0042');
    await page.getByLabel('Search in text').fill('bar');
    await expect(page.getByText('1 of 2 matches')).toBeVisible();
    await expectAccessible(page, 'PDF processing, results');

    await page.getByRole('button', { name: 'Stats' }).click();
    const stats = page.getByRole('dialog', { name: 'Processing statistics' });
    await expect(stats.getByText('valve-record.pdf')).toBeVisible();
    await expectAccessible(page, 'processing statistics');
    await stats.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'New Document' }).click();
    await expect(page.getByTestId('pdf-drop-zone')).toBeVisible();
  });

  test('a scanned PDF: OCR with progress, add to library, then AI search finds a word only its image holds', async ({
    page,
    signIn,
  }) => {
    const { pdf } = await generateScannedPdf({
      pages: [
        [
          'HYDROSTATIC PRESSURE TEST CERTIFICATE',
          'Certificate No: HT-2025-0777',
          `Couplings supplied by ${SCAN_ONLY_WORD} Fittings were inspected.`,
          'Test pressure 15 bar held for 2 hours to SANS 10287.',
        ],
        ['Page two of the certificate', `Witness: ${SCAN_ONLY_WORD} site engineer, 12 May 2025.`],
      ],
      degradation: 'mild',
      seed: 42,
      extras: { signature: true },
    });
    await signIn();
    await openProcessing(page);
    await choosePdf(page, 'scanned-certificate.pdf', Buffer.from(pdf));
    // A scan: OCR and enhancement are suggested.
    const ocr = page
      .getByRole('switch', { name: 'Use OCR' })
      .or(page.getByRole('checkbox', { name: 'Use OCR' }));
    await expect(ocr).toBeChecked({ timeout: 60_000 });
    await expect(page.getByText('Yes: its pages are images')).toBeVisible();
    await page.getByRole('button', { name: 'Process', exact: true }).click();
    // The run is followed as a job: its progress bar shows while the pages are read.
    await expect(page.getByRole('progressbar', { name: 'Processing progress' })).toBeVisible();
    const text = page.getByTestId('extracted-text');
    await expect(text).toContainText(SCAN_ONLY_WORD, { timeout: 120_000 });
    await expectAccessible(page, 'PDF processing, OCR results');

    await page.getByRole('button', { name: 'Add to library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to library' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Scanned Zephyr certificate');
    await dialog.getByRole('combobox', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'Quality Management', exact: true }).click();
    await expectAccessible(page, 'add to library dialog');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Added Scanned Zephyr certificate to the library')).toBeVisible();

    await page.getByRole('tab', { name: 'AI Search', exact: true }).click();
    const aiSearch = page.locator('#documents-tabpanel-0');
    await aiSearch.getByRole('tab', { name: 'Hybrid' }).click();
    await aiSearch.getByPlaceholder(/AI-powered search/).fill(`${SCAN_ONLY_WORD} fittings`);
    await expect(aiSearch.getByText('Method: hybrid')).toBeVisible();
    await expect(aiSearch.getByTestId('ai-search-row').first()).toContainText('Scanned Zephyr certificate');
  });

  test('at 390 px the wizard and its results fit the phone', async ({ page, signIn }) => {
    await signIn();
    await openProcessing(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await choosePdf(page, 'phone.pdf', textPdf(['Hose reel inspection: 4 bar at the nozzle.']));
    await page.getByRole('button', { name: 'Process', exact: true }).click();
    await expect(page.getByTestId('extracted-text')).toContainText('Hose reel inspection');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'PDF processing results at 390 px');
  });
});
