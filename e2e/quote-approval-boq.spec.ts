/**
 * The client's page for a Detailed BOQ quote (issue 17): the lines at client prices as a table on a
 * desk and as stacked cards on a 390 px phone, adding up to the breakdown's first line; axe-clean at
 * both widths and nothing running off the phone.
 */
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

const LONG =
  'Supply and install 50 mm roll-grooved black steel pipe with couplings and hangers at 3 m centres, painted signal red';

test('a BOQ quote’s approval page lists its lines at client prices on a desk and on a phone', async ({
  page,
  signIn,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const saved = await page.request.post('/api/quotes/boq', {
    headers,
    data: {
      templateId: 'SPRINKLER_SYSTEM',
      projectTitle: `Cold store heads ${Date.now()}`,
      clientName: 'Midrand Logistics Park (Pty) Ltd',
      clientType: 'INDUSTRIAL',
      urgency: 'HIGH',
      location: 'REMOTE',
      lines: [
        {
          code: 'HFS-SPK-U115',
          description: 'Upright sprinkler head K115 93 °C',
          quantity: 36,
          unitPrice: 248.5,
        },
        {
          code: 'HFS-PIPE-50-RG-SCHEDULE10',
          description: LONG,
          unit: 'm',
          quantity: '42.5',
          unitPrice: 212.6,
        },
        { description: 'Technician hour', unit: 'hour', quantity: 40, unitPrice: 650 },
      ],
    },
  });
  expect(saved.status()).toBe(201);
  const { quote } = (await saved.json()) as { quote: { id: string; quoteNumber: string } };
  const made = await page.request.post(`/api/quotes/${quote.id}/approval-links`, { headers });
  expect(made.status()).toBe(201);
  const { path } = (await made.json()) as { path: string };

  const cents = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', ''));

  // A desk: a table of the lines.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const deskPage = await desk.newPage();
  await deskPage.goto(path);
  const table = deskPage.getByRole('table', { name: 'Bill of quantities lines' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(2)).toContainText(LONG);
  const amounts = await table.locator('tbody tr td:last-child').allTextContents();
  const first = await deskPage
    .getByRole('table', { name: 'Quote breakdown' })
    .locator('tbody tr:first-child td:last-child')
    .textContent();
  expect(amounts.reduce((sum, text) => sum + cents(text), 0)).toBe(cents(first));
  await expectAccessible(deskPage, 'BOQ quote approval page at 1280 px');
  await desk.close();

  // A phone: the same lines as cards, nothing wider than the screen.
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await client.newPage();
  await phone.goto(path);
  const list = phone.getByRole('list', { name: 'Bill of quantities lines' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').nth(1)).toContainText('42,5 m');
  await expect(phone.getByRole('table', { name: 'Bill of quantities lines' })).toHaveCount(0);
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectAccessible(phone, 'BOQ quote approval page at 390 px');
  await client.close();
});
