/**
 * One quote, three places the client's figures are read (issue 27 item 1): the office's screen ('What
 * the client sees', beside the internal breakdown), the PDF the client is sent and the approval page
 * the link opens. Each line's label and amount agree to the cent, for a Quick Quote made on the
 * screen and for a Detailed BOQ opened in its builder.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { pdfText } from './support/pdf-text';

type Line = { label: string; amount: string };

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

async function linesOf(table: Locator): Promise<Line[]> {
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const lines: Line[] = [];
  for (const row of await rows.all()) {
    const cells = await row.locator('td, th').allTextContents();
    lines.push({ label: plain(cells[0] ?? ''), amount: plain(cells.at(-1) ?? '') });
  }
  return lines;
}

/** The PDF prints each line's label then its amount, in the screen's order. */
function expectInPdfInOrder(pdf: string, lines: Line[]) {
  const text = plain(pdf);
  let from = 0;
  for (const line of lines) {
    const label = text.indexOf(line.label, from);
    expect(label, `'${line.label}' in the PDF`).toBeGreaterThanOrEqual(0);
    const amount = text.indexOf(line.amount, label + line.label.length);
    expect(amount, `${line.amount} after '${line.label}' in the PDF`).toBeGreaterThan(label);
    from = amount + line.amount.length;
  }
}

async function approvalPageLines(page: Page, quoteId: string): Promise<Line[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const made = await page.request.post(`/api/quotes/${quoteId}/approval-links`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(made.status()).toBe(201);
  const { path } = (await made.json()) as { path: string };
  const client = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 390, height: 844 } });
  const phone = await client.newPage();
  await phone.goto(path);
  const lines = await linesOf(phone.getByRole('table', { name: 'Quote breakdown' }));
  await client.close();
  return lines;
}

async function pdfOf(page: Page, quoteId: string): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(`/api/quotes/${quoteId}/pdf`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const file = test.info().outputPath(`${quoteId}.pdf`);
  const { writeFile } = await import('node:fs/promises');
  await writeFile(file, await response.body());
  return pdfText(file);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
});

test("a Quick Quote's client view on the screen is the PDF's and the approval page's, to the cent", async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/quoting');
  const choose = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('Project Type', 'Sprinkler System (SANS 10287)');
  await choose('Client Type', 'Industrial');
  await page.getByRole('spinbutton', { name: 'Area (m²)' }).fill('3200');
  await choose('Location', 'Remote (+15% travel)');
  await page.getByRole('textbox', { name: 'Project Title' }).fill(`Figures check ${Date.now()}`);
  await page.getByRole('button', { name: /Generate/ }).click();
  const panel = page.getByRole('region', { name: 'Generated Quote' });
  await panel.getByRole('button', { name: 'Save Quote' }).click();
  await expect(panel.getByTestId('quote-number')).toHaveText(/^Q-\d{4}-\d{4}$/);

  const screen = await linesOf(panel.getByRole('table', { name: 'What the client sees' }));
  const internal = await linesOf(panel.getByRole('table', { name: 'Estimate' }));
  expect(internal.map((line) => line.label)).toContain('Markup (15%)');
  expect(screen.map((line) => line.label)).not.toContain('Markup (15%)');
  expect(screen.at(-1)?.label).toBe('Total');

  const quoteNumber = plain(await panel.getByTestId('quote-number').textContent());
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const list = await page.request.get(`/api/quotes?search=${encodeURIComponent(quoteNumber)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const found = ((await list.json()) as { items: { id: string; quoteNumber: string }[] }).items;
  const quoteId = found.find((quote) => quote.quoteNumber === quoteNumber)?.id;
  expect(quoteId, quoteNumber).toBeTruthy();

  expect(await approvalPageLines(page, quoteId!)).toEqual(screen);
  expectInPdfInOrder(await pdfOf(page, quoteId!), screen);
});

test("a Detailed BOQ's client view in the builder is the PDF's and the approval page's, to the cent", async ({
  page,
  signIn,
}) => {
  await signIn();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const saved = await page.request.post('/api/quotes/boq', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      templateId: 'SPRINKLER_SYSTEM',
      projectTitle: `BOQ figures check ${Date.now()}`,
      clientName: 'Midrand Logistics Park (Pty) Ltd',
      clientType: 'INDUSTRIAL',
      urgency: 'HIGH',
      location: 'REMOTE',
      lines: [
        {
          code: 'HFS-SPK-U115',
          description: 'Upright sprinkler head K115 93 °C',
          quantity: 37,
          unitPrice: 248.57,
        },
        { description: '50 mm roll-grooved pipe', unit: 'm', quantity: '42.5', unitPrice: 212.63 },
        { description: 'Technician hour', unit: 'hour', quantity: 41, unitPrice: 650 },
      ],
    },
  });
  expect(saved.status()).toBe(201);
  const { quote } = (await saved.json()) as { quote: { id: string } };

  await page.goto(`/quoting?tab=boq&quote=${quote.id}`);
  const screen = await linesOf(page.getByRole('table', { name: 'What the client sees' }));
  expect(screen[0]?.label).toBe('Bill of quantities: 3 lines');
  expect(screen.at(-1)?.label).toBe('Total');
  const internal = await linesOf(page.getByRole('table', { name: 'Estimate' }));
  expect(internal.map((line) => line.label)).toContain('Markup (15%)');

  expect(await approvalPageLines(page, quote.id)).toEqual(screen);
  expectInPdfInOrder(await pdfOf(page, quote.id), screen);
});
