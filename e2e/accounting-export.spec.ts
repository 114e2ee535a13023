/**
 * The bookkeeper's file (issue 29 §5): a project manager opens Accounting export from Invoices,
 * downloads this month's Sage and Xero ZIPs, and each holds the import files with their documented
 * CSV headers and the issued invoice; the previous exports are listed. At 1280 and 390 px, axe-clean.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import JSZip from 'jszip';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

/** A client and an invoice issued today, through the API, so the period has something to export. */
async function issueInvoice(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const client = await page.request.post('/api/clients', {
    headers,
    data: {
      name: `Export Towers ${Date.now()}`,
      type: 'Commercial',
      address: '1 Ledger Lane, Midrand, 1685',
      status: 'Active',
    },
  });
  expect(client.ok()).toBe(true);
  const { id: clientId, name } = (await client.json()) as { id: string; name: string };
  const draft = await page.request.post('/api/invoices', {
    headers,
    data: {
      clientId,
      lines: [
        {
          description: 'Annual fire panel service',
          quantity: 1,
          unitPriceCents: 250_000,
          taxCode: 'STANDARD',
        },
      ],
    },
  });
  expect(draft.ok()).toBe(true);
  const issued = await page.request.post(`/api/invoices/${(await draft.json()).id}/issue`, {
    headers,
    data: {},
  });
  expect(issued.ok()).toBe(true);
  return { clientName: name, number: (await issued.json()).number as string };
}

async function downloadZip(page: Page, format: 'Sage Business Cloud Accounting' | 'Xero', today: string) {
  const form = page.locator('form');
  await form.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: format }).click();
  await form.getByLabel('From', { exact: true }).fill(`${today.slice(0, 7)}-01`);
  await form.getByLabel('To', { exact: true }).fill(today);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: 'Download ZIP' }).click(),
  ]);
  const path = await download.path();
  const zip = await JSZip.loadAsync(await readFile(path));
  const files: Record<string, string[]> = {};
  for (const name of Object.keys(zip.files).filter((file) => file.endsWith('.csv')))
    files[name] = (await zip.file(name)!.async('string')).replace(/^\uFEFF/, '').split(/\r?\n/);
  return { name: download.suggestedFilename(), files };
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`accounting export at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('downloads a Sage and a Xero file whose CSVs have the import headers', async ({ page, signIn }) => {
      await signIn();
      const { clientName, number } = await issueInvoice(page);
      const today = await page.evaluate(() =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(new Date()),
      );
      await page.goto('/invoices');
      await page.getByRole('link', { name: 'Accounting export' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Accounting export' })).toBeVisible();
      await expectAccessible(page, 'the accounting export');

      const sage = await downloadZip(page, 'Sage Business Cloud Accounting', today);
      expect(sage.name).toMatch(/sage-.*\.zip$/);
      expect(Object.keys(sage.files)).toEqual(
        expect.arrayContaining(['sage-customers.csv', 'sage-invoices.csv', 'sage-receipts.csv']),
      );
      expect(sage.files['sage-customers.csv']![0]).toMatch(/^Customer Name,Contact Name,Telephone,Email,/);
      expect(sage.files['sage-invoices.csv']![0]).toMatch(
        /^Document Type,Document Number,Customer Name,Document Date,Due Date,Reference,/,
      );
      expect(sage.files['sage-receipts.csv']![0]).toMatch(
        /^Date,Customer Name,Reference,Method,Receipt Amount,/,
      );
      expect(sage.files['sage-invoices.csv']!.join('\n')).toContain(number);
      expect(sage.files['sage-customers.csv']!.join('\n')).toContain(clientName);

      const xero = await downloadZip(page, 'Xero', today);
      expect(xero.name).toMatch(/xero-.*\.zip$/);
      expect(Object.keys(xero.files)).toEqual(
        expect.arrayContaining(['xero-invoices.csv', 'xero-payments.csv']),
      );
      expect(xero.files['xero-invoices.csv']![0]).toMatch(/^\*ContactName,EmailAddress,POAddressLine1,/);
      expect(xero.files['xero-payments.csv']![0]).toMatch(/^Date,ContactName,InvoiceNumber,Amount,Reference/);
      expect(xero.files['xero-invoices.csv']!.join('\n')).toContain(number);

      // Both downloads are listed among the previous exports.
      const previous =
        viewport.width < 900
          ? page.getByRole('list', { name: 'Previous exports' })
          : page.getByRole('table', { name: 'Previous exports' });
      await expect(previous).toContainText('Xero');
      await expect(previous).toContainText('Sage Business Cloud Accounting');
      await expect
        .poll(() =>
          page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        )
        .toBeLessThanOrEqual(0);
      await expectAccessible(page, 'the accounting export with its previous exports');
    });
  });
}
