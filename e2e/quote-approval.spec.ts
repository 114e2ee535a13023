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
  await page.getByRole('combobox', { name: 'Client Name' }).fill(`Client of ${title}`);
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

  // The same link again is the client's record of the answer (issue 27 item 6): what, who, when, the
  // PDF, and nothing to answer again.
  await phone.reload();
  await expect(phone.getByRole('heading', { level: 1, name: `Quotation ${quoteNumber}` })).toBeVisible();
  await expect(phone.getByRole('alert', { name: 'Your answer' })).toContainText(
    'Approved by Thandi Mokoena on',
  );
  await expect(phone.getByRole('link', { name: 'Open the quote PDF' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(phone, 'answered quote approval page at 390 px');
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

test('the first answer closes the quote’s other links, and a revision replaces its old link (decision 0073)', async ({
  page,
  signIn,
  browser,
}) => {
  await signIn();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const form = (title: string, area: number) => ({
    projectType: 'SPRINKLER_SYSTEM',
    clientType: 'INDUSTRIAL',
    area,
    urgency: 'STANDARD',
    location: 'LOCAL',
    projectTitle: title,
    clientName: `Client of ${title}`,
    contactNumber: '011 555 0142',
  });
  const save = async (title: string) => {
    const saved = await page.request.post('/api/quick-quote/save', { headers, data: form(title, 1200) });
    expect(saved.status()).toBe(201);
    return ((await saved.json()) as { quote: { id: string } }).quote;
  };
  const link = async (quoteId: string) => {
    const made = await page.request.post(`/api/quotes/${quoteId}/approval-links`, { headers });
    expect(made.status()).toBe(201);
    return ((await made.json()) as { path: string }).path;
  };
  const twoLinks = await save(`Two links ${Date.now()}`);
  const [first, second] = [await link(twoLinks.id), await link(twoLinks.id)];
  const replaced = await save(`Replaced ${Date.now()}`);
  const old = await link(replaced.id);
  const revised = await page.request.post(`/api/quotes/${replaced.id}/revisions`, {
    headers,
    data: form('Replaced', 1500),
  });
  expect(revised.status()).toBe(201);

  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await client.newPage();
  await phone.goto(first);
  await phone.getByRole('textbox', { name: /Your name/ }).fill('Thandi Mokoena');
  await phone.getByRole('button', { name: 'Approve' }).click();
  await expect(phone.getByText(/^Thank you, Thandi Mokoena\./)).toBeVisible();

  // The other link of the same quote: answered already, nothing of the quote shown.
  await phone.goto(second);
  await expect(phone.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  await expect(
    phone.getByText('This quote has already been answered through another approval link.', { exact: false }),
  ).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await expect(phone.getByRole('table')).toHaveCount(0);

  // The link of a quote a revision replaced.
  await phone.goto(old);
  await expect(phone.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  await expect(
    phone.getByText('This quote has been replaced by a newer version', { exact: false }),
  ).toBeVisible();
  await expect(phone.getByRole('table')).toHaveCount(0);
  await expectAccessible(phone, 'a replaced quote’s approval link at 390 px');
  await client.close();
});
