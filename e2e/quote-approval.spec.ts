import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openApproval(page: Page, quoteNumber: string) {
  await page.getByRole('tab', { name: 'Quote History' }).click();
  await page.getByRole('textbox', { name: 'Search quotes' }).fill(quoteNumber);
  const table = page.getByRole('table', { name: 'Saved quotes' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Approval and project of ${quoteNumber}` }).click();
  return page.getByRole('dialog', { name: `Quote ${quoteNumber}` });
}

test('the client approves a quote through its private link on a phone, and the quote becomes a project', async ({
  page,
  signIn,
  browser,
}) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn();
  await page.getByRole('navigation').getByRole('link', { name: 'Quoting' }).click();
  const title = `Approval ${Date.now()}`;
  await choose(page, 'Project Type', 'Sprinkler System (SANS 10287)');
  await choose(page, 'Client Type', 'Industrial');
  await page.getByRole('spinbutton', { name: 'Area (m²)' }).fill('1200');
  await page.getByRole('textbox', { name: 'Project Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Client Name' }).fill(`Client of ${title}`);
  await page.getByRole('button', { name: 'Generate Quote' }).click();
  const panel = page.getByRole('region', { name: 'Generated Quote' });
  await panel.getByRole('button', { name: 'Save Quote' }).click();
  await expect(panel.getByTestId('quote-number')).toHaveText(/^Q-\d{4}-\d{4}$/);
  const quoteNumber = (await panel.getByTestId('quote-number').textContent()) ?? '';

  let dialog = await openApproval(page, quoteNumber);
  await expect(dialog.getByText('No approval link has been sent.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create approval link' }).click();
  const field = dialog.getByRole('textbox', { name: 'Approval link' });
  await expect(field).toHaveValue(/\/q\/.+/);
  const link = await field.inputValue();
  await expectAccessible(page, 'quote approval dialog');
  await expect(dialog.getByRole('list', { name: 'Approval links' }).getByText('Open')).toBeVisible();

  // The client: a fresh browser, no account, a 390 px phone.
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await client.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { level: 1, name: `Quotation ${quoteNumber}` })).toBeVisible();
  await expect(phone.getByText(title, { exact: true })).toBeVisible();
  await expect(
    phone.getByRole('table', { name: 'Quote breakdown' }).getByRole('row', { name: /Total/ }),
  ).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Open the quote PDF' })).toHaveAttribute('href', /\/pdf$/);
  const pdf = await phone.request.get(
    new URL((await phone.getByRole('link', { name: 'Open the quote PDF' }).getAttribute('href')) ?? '', link)
      .href,
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectAccessible(phone, 'quote approval page at 390 px');

  await phone.getByRole('button', { name: 'Approve' }).click();
  await expect(phone.getByText('Your name is required')).toBeVisible();
  await phone.getByRole('textbox', { name: /Your name/ }).fill('Thandi Mokoena');
  await phone.getByRole('button', { name: 'Approve' }).click();
  await expect(phone.getByText(`Thank you, Thandi Mokoena. Quote ${quoteNumber} is approved`)).toBeVisible();

  // The same link again says so plainly.
  await phone.reload();
  await expect(phone.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  await expect(phone.getByText('This quote has already been answered through this link.')).toBeVisible();
  await client.close();

  // Back in the office.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  dialog = await openApproval(page, quoteNumber);
  await expect(dialog.getByText('Status: Won')).toBeVisible();
  await expect(dialog.getByText(/Approved by Thandi Mokoena on .+ from /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog.getByText(`Project: ${title}`)).toBeVisible();
  await expect(page.getByText(`Project '${title}' created`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Saved quotes' })
      .getByRole('row')
      .nth(1)
      .locator('.MuiChip-colorSuccess'),
  ).toHaveText('Won');
  await expect(page.getByRole('table', { name: 'Saved quotes' }).getByRole('row').nth(1)).toContainText(
    `Project: ${title}`,
  );
});
