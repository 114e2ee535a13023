/**
 * Paperwork intake (issue 32): a project manager drops a new client's box of paperwork (six mixed files:
 * scanned certificates, a service report, a delivery note, a photo of a label) onto a new site. Each is
 * read and its assets and dates proposed beside the page; the office corrects one serial, accepts the
 * rest, and the site's register and schedule follow the papers' dates. Axe is clean on the review at
 * 1280 and 390 px.
 */
import { formatShortDate } from '@firebreak/shared';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { PAPERS, paperworkBox } from './support/paperwork';

async function newSite(page: Page, name: string): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const client = await page.request.post('/api/clients', {
    headers,
    data: { name: `Sandton Towers Body Corporate ${Date.now()}`, type: 'Commercial', status: 'Active' },
  });
  expect(client.ok()).toBe(true);
  const site = await page.request.post(`/api/clients/${(await client.json()).id}/sites`, {
    headers,
    data: { name, address: '5 Rivonia Road, Sandton, 2196' },
  });
  expect(site.ok()).toBe(true);
  return (await site.json()).id as string;
}

test.describe('paperwork intake', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('six mixed scans become the register: review beside the page, correct one serial, accept the rest', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(240_000);
    await signIn();
    const siteName = `Sandton Towers ${Date.now()}`;
    const siteId = await newSite(page, siteName);
    const papers = await paperworkBox();

    await page.goto(`/sites/${siteId}`);
    await page.getByRole('button', { name: 'Read paperwork' }).click();
    const dialog = page.getByRole('dialog', { name: 'Read paperwork into the register' });
    await dialog.getByLabel('Paperwork files').setInputFiles(papers);
    await expect(dialog.getByText(/^6 files chosen/)).toBeVisible();
    await expectAccessible(page, 'read paperwork dialog');
    await dialog.getByRole('button', { name: 'Read 6 files' }).click();

    // The review page: every file read (OCR on the scans, in the processing pool). A hang guard, not a budget.
    await expect(page.getByRole('heading', { level: 1, name: /^Paperwork read on/ })).toBeVisible();
    await expect(page.getByText(/6 to review/)).toBeVisible({ timeout: 180_000 });

    const files = page.getByRole('list', { name: 'Files' });
    await files.getByRole('button', { name: /service-certificate-2026\.pdf/ }).click();
    const review = page.getByRole('region', { name: 'service-certificate-2026.pdf' });
    await expect(review.getByText('Certificate of inspection/service')).toBeVisible();
    await expect(review.getByLabel('Certificate number', { exact: true })).toHaveValue(
      PAPERS.serviceCertificate,
    );
    await expect(review.getByLabel('Service date', { exact: true })).toHaveValue(PAPERS.serviceDate);
    // Each field says where on the page it came from, and the page is shown beside it.
    await expect(review.getByText(`from ‘${PAPERS.serials[0]}’, page 1`)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Page 1 of service-certificate-2026.pdf' })).toBeVisible();
    await expectAccessible(page, 'paperwork review at 1280');

    // The certificate's third serial was misprinted: the office corrects it, then accepts the file.
    const serials = review.getByLabel('Serial', { exact: true });
    await expect(serials).toHaveCount(3);
    await serials.nth(2).fill('FE-10234');
    await review.getByRole('button', { name: 'Accept file' }).click();
    await expect(page.getByText(/^Accepted: 3 assets added/)).toBeVisible();

    // The rest as read, one by one (the page moves on to the next file waiting).
    for (let left = 5; left > 0; left -= 1) {
      await expect(page.getByText(new RegExp(`${left} to review`))).toBeVisible();
      await page.getByRole('button', { name: 'Accept file' }).click();
    }
    await expect(page.getByText(/0 to review · 6 accepted/)).toBeVisible();

    // The register holds what was read, the corrected serial and not the misprint.
    await page.goto(`/sites/${siteId}`);
    for (const serial of [PAPERS.serials[0], PAPERS.serials[1], 'FE-10234', PAPERS.cylinder, PAPERS.panel])
      await expect(page.getByText(serial, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(PAPERS.serials[2], { exact: true })).toHaveCount(0);

    // The schedule follows the certificate's service date (a monthly check a month after it is owed),
    // not the day the site was set up.
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await expect(page.getByText(formatShortDate('2026-04-12')).first()).toBeVisible();
  });

  test('the review stacks the page above the fields on a phone', async ({ page, signIn }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn();
    const siteId = await newSite(page, `Rosebank Mews ${Date.now()}`);
    const [certificate] = await paperworkBox();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const upload = await page.request.post(`/api/sites/${siteId}/intake`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { files: certificate as NonNullable<typeof certificate> },
    });
    expect(upload.status()).toBe(201);
    const batch = await upload.json();
    await page.goto(`/sites/${siteId}/intake/${batch.id}?file=${batch.files[0].id}`);
    await expect(page.getByText(/1 to review/)).toBeVisible({ timeout: 120_000 });
    const image = page.getByRole('img', { name: 'Page 1 of service-certificate-2026.pdf' });
    await expect(image).toBeVisible();
    const fields = page.getByLabel('Certificate number', { exact: true });
    const [imageBox, fieldBox] = [await image.boundingBox(), await fields.boundingBox()];
    expect((imageBox?.y ?? 0) + (imageBox?.height ?? 0)).toBeLessThanOrEqual(fieldBox?.y ?? 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'paperwork review at 390');
  });
});
