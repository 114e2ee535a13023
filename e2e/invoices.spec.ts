/**
 * The money register (issue 29): a project manager writes a draft invoice for a new client, issues
 * it (its number comes then), records a part payment and a credit note, downloads the tax invoice,
 * and finds all of it on the client's statement and in Debtors; on a phone the same screens fit the
 * width; axe is clean on every screen and dialog at both widths.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

async function createClient(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const name = `Sandton Towers Body Corporate ${Date.now()}`;
  const response = await page.request.post('/api/clients', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name,
      type: 'Commercial',
      contact: 'Thandi Nkosi',
      email: 'thandi@example.co.za',
      phone: '+27 11 555 0100',
      address: '5 Rivonia Road, Sandton, 2196',
      status: 'Active',
    },
  });
  expect(response.ok()).toBe(true);
  const client = (await response.json()) as { id: string; name: string };
  const billing = await page.request.put(`/api/clients/${client.id}/billing`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { vatNumber: '4123456789', paymentTermsDays: 30 },
  });
  expect(billing.ok()).toBe(true);
  return client;
}

const noSidewaysScroll = async (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);

async function writeDraft(page: Page, clientName: string) {
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await page
    .getByRole('link', { name: 'New invoice' })
    .or(page.getByRole('button', { name: 'New invoice' }))
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Client' }).fill(clientName);
  await page.getByRole('option', { name: clientName }).click();
  await page.getByRole('textbox', { name: 'Description, line 1' }).fill('Sprinkler heads replaced, 68 °C');
  await page.getByRole('textbox', { name: 'Quantity, line 1' }).fill('12');
  await page.getByRole('textbox', { name: 'Unit price (R), line 1' }).fill('485.50');
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByRole('textbox', { name: 'Description, line 2' }).fill('Call-out fee');
  await page.getByRole('textbox', { name: 'Quantity, line 2' }).fill('1');
  await page.getByRole('textbox', { name: 'Unit price (R), line 2' }).fill('850');
  // 12 × R 485,50 = R 5 826,00 and R 850,00: R 6 676,00 excl., VAT R 1 001,40, total R 7 677,40.
  const totals = page.getByLabel('Totals');
  await expect(totals).toContainText(/6\s676,00/);
  await expect(totals).toContainText(/1\s001,40/);
  await expect(totals).toContainText(/7\s677,40/);
}

test.describe('invoices at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a draft is issued with its number, part-paid, credited, printed, and shows on the statement and in Debtors', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const client = await createClient(page);
    await writeDraft(page, client.name);
    await expectAccessible(page, 'draft editor');
    await page.getByRole('button', { name: 'Save draft' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Draft' })).toBeVisible();
    await expectAccessible(page, 'draft invoice');
    await page.getByRole('group', { name: 'Invoice actions' }).getByRole('button', { name: 'Issue' }).click();
    const issueDialog = page.getByRole('dialog', { name: 'Issue this invoice?' });
    await expectAccessible(page, 'issue dialog');
    await issueDialog.getByRole('button', { name: 'Issue' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^INV-\d{4}-\d{4}$/ });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent()) as string;
    await expect(page.getByText('Issued', { exact: true }).first()).toBeVisible();

    // A part payment: R 5 000,00 of R 7 677,40.
    await page.getByRole('button', { name: 'Record payment' }).click();
    const payment = page.getByRole('dialog', { name: 'Record payment' });
    await payment.getByRole('textbox', { name: 'Amount (R)' }).fill('5000');
    await payment.getByRole('textbox', { name: 'Allocated to this invoice (R)' }).fill('5000');
    await payment.getByRole('textbox', { name: 'Reference' }).fill('EFT Sandton Towers');
    await expectAccessible(page, 'payment dialog');
    await payment.getByRole('button', { name: 'Record' }).click();
    await expect(payment).toBeHidden();
    await expect(page.getByText('Part paid', { exact: true }).first()).toBeVisible();

    // The call-out fee was not due: a credit note for it (R 850,00 + VAT R 127,50).
    await page.getByRole('button', { name: 'Credit note' }).click();
    const credit = page.getByRole('dialog', { name: 'Credit note' });
    await credit
      .getByRole('textbox', { name: 'Reason' })
      .fill('Call-out fee waived: the fault was the tenant’s');
    await credit.getByRole('radio', { name: 'Amounts per line (excl. VAT)' }).check();
    await credit.getByRole('textbox', { name: /Credit on Call-out fee/ }).fill('850');
    await expectAccessible(page, 'credit note dialog');
    await credit.getByRole('button', { name: 'Issue credit note' }).click();
    await expect(credit).toBeHidden();
    await expect(page.getByText(/CN-\d{4}-\d{4}/).first()).toBeVisible();
    // Balance: 7 677,40 − 5 000,00 − 977,50 = 1 699,90.
    await expect(page.getByText(/1\s699,90/).first()).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    await page.goto(`/clients/${client.id}/statement`);
    await expect(page.getByRole('heading', { level: 1, name: `Statement: ${client.name}` })).toBeVisible();
    await expect(page.getByText(number).first()).toBeVisible();
    await expect(page.getByText(/1\s699,90/).first()).toBeVisible();
    await expectAccessible(page, 'statement');

    await page.goto('/debtors');
    const row = page.getByRole('row', { name: new RegExp(client.name) });
    await expect(row).toContainText(/1\s699,90/);
    await expectAccessible(page, 'debtors');
  });
});

test.describe('invoices at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list, the draft editor, an invoice and Debtors fit a phone and are accessible', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const client = await createClient(page);
    await writeDraft(page, client.name);
    await noSidewaysScroll(page);
    await expectAccessible(page, 'draft editor at 390');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Draft' })).toBeVisible();
    await noSidewaysScroll(page);
    await expectAccessible(page, 'invoice at 390');

    await page.goto('/invoices');
    await expect(page.getByText(/INV-\d{4}-\d{4}/).first()).toBeVisible();
    await noSidewaysScroll(page);
    await expectAccessible(page, 'invoices at 390');

    await page.goto('/debtors');
    await expect(page.getByRole('heading', { level: 1, name: /Debtors/ })).toBeVisible();
    await noSidewaysScroll(page);
    await expectAccessible(page, 'debtors at 390');
  });
});
