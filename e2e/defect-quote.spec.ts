/**
 * Defects become a quote (issue 17, decision 0070). The office sets up a site with an extinguisher, a
 * visit finds it discharged, and the price list has a service item for that asset type. On the site's
 * History the office opens 'Quote the defects': the defect is offered with the item; one click makes a
 * Draft BOQ quote that opens in Detailed BOQ with the line, and the defect shows its quote. Once the
 * quote is won and its project completed, the defect is put right and leaves the open defects.
 * axe is clean on the dialog at 1280 and 390 px.
 */
import { addDays, boqQuotePath, type SavedQuote, todayInSouthAfrica, type Visit } from '@firebreak/shared';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

async function apiCall<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  data?: object,
): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const today = todayInSouthAfrica();

test('a visit’s defect becomes a BOQ quote in one step, and is put right when its project is completed', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn();
  const stamp = `${Date.now()}`;
  const siteName = `Defect Site ${stamp}`;
  const client = await apiCall<{ id: string }>(page, 'POST', '/api/clients', {
    name: `Defect Client ${stamp}`,
    type: 'Commercial',
    status: 'Active',
  });
  const site = await apiCall<{ id: string }>(page, 'POST', `/api/clients/${client.id}/sites`, {
    name: siteName,
    address: '8 Juta Street, Braamfontein, 2001',
    contactName: 'Lerato Mokoena',
    contactPhone: '011 555 0123',
    accessNotes: '',
  });
  await apiCall(page, 'POST', `/api/sites/${site.id}/assets`, {
    type: 'EXTINGUISHER_DCP',
    make: 'Chubb',
    model: '9 kg DCP',
    serial: `DCP-${stamp}`,
    location: 'Reception',
    installedOn: addDays(today, -40),
  });
  await apiCall(page, 'POST', '/api/visits/generate', {});
  const [visit] = await apiCall<Visit[]>(
    page,
    'GET',
    `/api/visits?siteId=${site.id}&includeOverdue=true&from=${today}&to=${addDays(today, 60)}`,
  );
  expect(visit, 'a visit of the site').toBeTruthy();
  const detail = await apiCall<{ assets: { id: string }[] }>(page, 'GET', `/api/visits/${visit!.id}`);
  const defectId = crypto.randomUUID();
  await apiCall(page, 'PUT', `/api/visits/${visit!.id}/defects/${defectId}`, {
    assetId: detail.assets[0]!.id,
    severity: 'MAJOR',
    description: `Gauge in the red, discharged ${stamp}`,
  });
  const supplier = await apiCall<{ id: string }>(page, 'POST', '/api/price-list/suppliers', {
    name: `Defect Supplier ${stamp}`,
  });
  const code = `SVC-${stamp}`;
  await apiCall(page, 'POST', '/api/price-list', {
    supplierId: supplier.id,
    code,
    description: 'DCP extinguisher service and refill',
    unit: 'each',
    category: 'Extinguishers',
    assetType: 'EXTINGUISHER_DCP',
    unitPrice: 0.01,
  });

  // The office, on the site's History: the visit's defects, and Quote the defects.
  await page.goto(`/sites/${site.id}?tab=history`);
  const defects = page.getByRole('region', { name: 'Open defects' });
  await expect(defects.getByText(`Gauge in the red, discharged ${stamp}`)).toBeVisible();
  await defects.getByRole('button', { name: 'Quote the defects' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quote the defects' });
  // The cheapest item for the asset type is offered first: ours at R 0,01.
  await expect(dialog.getByRole('combobox', { name: 'Price list item' })).toHaveValue(
    `${code} · DCP extinguisher service and refill`,
  );
  await expectAccessible(page, 'quote the defects dialog at 1280 px');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'quote the defects dialog at 390 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await dialog.getByRole('button', { name: 'Create quote (1 line)' }).click();

  // The Draft opens in Detailed BOQ with the defect as its line.
  await expect(page).toHaveURL(/\/quoting\?tab=boq&quote=/);
  const quoteId = new URL(page.url()).searchParams.get('quote')!;
  await expect(page.getByText(code).first()).toBeVisible();
  const quote = await apiCall<SavedQuote>(page, 'GET', `/api/quotes/${quoteId}`);
  expect(quote).toMatchObject({ kind: 'BOQ', status: 'Draft', siteId: site.id, visitId: visit!.id });
  expect(quote.lines).toHaveLength(1);
  expect(quote.lines[0]).toMatchObject({ defectId, code, quantity: 2, unitPrice: 0.01, amount: 0.02 });
  expect(quote.projectTitle).toBe(`Defect repairs: ${siteName}`);

  // The defect shows its quote on History.
  await page.goto(`/sites/${site.id}?tab=history`);
  await expect(defects.getByRole('link', { name: `On quote ${quote.quoteNumber}` })).toHaveAttribute(
    'href',
    boqQuotePath(quoteId),
  );

  // Won, made a project, the project completed: the defect is put right.
  await apiCall(page, 'PATCH', `/api/quotes/${quoteId}`, { status: 'Won' });
  const converted = await apiCall<{ project: { id: string } }>(
    page,
    'POST',
    `/api/quotes/${quoteId}/project`,
  );
  await apiCall(page, 'PATCH', `/api/projects/${converted.project.id}`, { status: 'COMPLETED' });
  // The project's completion puts the defect right as it lands (an event after the answer).
  await expect
    .poll(
      async () => (await apiCall<unknown[]>(page, 'GET', `/api/sites/${site.id}/defects?status=OPEN`)).length,
    )
    .toBe(0);
  await page.goto(`/sites/${site.id}?tab=history`);
  await expect(defects.getByText('No open defects at this site.')).toBeVisible();
});
