/**
 * The client portal (issue 31, decision 0092). The office has a client with two sites: Tower A had its
 * inspection done and signed (a certificate), Tower B's found a failed extinguisher and a major defect,
 * whose quote was sent. From the client's page (1280 px) the office invites the managing agent's contact
 * under Portal access and hands over the link. On a 390 px phone the contact sets a password and lands
 * in the portal: two sites, Tower B non-compliant with its reasons; on Tower A they download the latest
 * certificate (a PDF); they approve the defect quote; they report a fault at Tower B with a photo. The
 * office sees the fault as an unassigned call-out, and its visit names the report and who made it. Through the API, another client's
 * site, quote and invoice ids answer the contact 404. axe is clean on every portal page at 390 and 1280 px.
 */
import { addDays, todayInSouthAfrica, type Visit } from '@firebreak/shared';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

async function call<T>(page: Page, token: string | null, method: Method, url: string, data?: object) {
  const response = await page.request.fetch(url, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    data,
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const today = todayInSouthAfrica();

/** A site with one extinguisher whose first inspection is done (all passed, or failed with a defect). */
async function inspectedSite(
  page: Page,
  token: string,
  clientId: string,
  name: string,
  outcome: 'PASS' | 'FAIL',
  signature: Buffer,
) {
  const site = await call<{ id: string }>(page, token, 'POST', `/api/clients/${clientId}/sites`, {
    name,
    address: '1 Rivonia Road, Sandton, 2196',
    contactName: 'Sipho Nkosi',
    contactPhone: '011 555 0142',
    accessNotes: '',
  });
  await call(page, token, 'POST', `/api/sites/${site.id}/assets`, {
    type: 'EXTINGUISHER_DCP',
    make: 'Chubb',
    model: '9 kg DCP',
    serial: `${name}-DCP`,
    location: 'Lobby',
    installedOn: addDays(today, -40),
  });
  await call(page, token, 'POST', '/api/visits/generate', {});
  const [visit] = await call<Visit[]>(
    page,
    token,
    'GET',
    `/api/visits?siteId=${site.id}&includeOverdue=true&from=${addDays(today, -60)}&to=${addDays(today, 60)}`,
  );
  expect(visit, `a visit of ${name}`).toBeTruthy();
  const detail = await call<{ assets: Array<{ id: string; tasks: unknown[] }> }>(
    page,
    token,
    'GET',
    `/api/visits/${visit!.id}`,
  );
  for (const asset of detail.assets)
    await call(page, token, 'PUT', `/api/visits/${visit!.id}/results/${asset.id}`, {
      checks: asset.tasks.map((_, taskIndex) => ({ taskIndex, outcome })),
      readings: [],
      notes: '',
      recordedAt: `${today}T08:15:00.000Z`,
    });
  const defectId = crypto.randomUUID();
  if (outcome === 'FAIL')
    await call(page, token, 'PUT', `/api/visits/${visit!.id}/defects/${defectId}`, {
      assetId: detail.assets[0]!.id,
      severity: 'MAJOR',
      description: 'Extinguisher discharged, gauge in the red',
    });
  await call(page, token, 'PUT', `/api/visits/${visit!.id}/signature`, {
    signedBy: 'Sipho Nkosi',
    image: `data:image/png;base64,${signature.toString('base64')}`,
  });
  await call(page, token, 'POST', `/api/visits/${visit!.id}/complete`);
  return { siteId: site.id, visitId: visit!.id, defectId };
}

test('a managing agent invited from the client page signs in on a phone, downloads a certificate, approves the defect quote and reports a fault', async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const stamp = `${Date.now()}`;
  const clientName = `Portal Agents ${stamp}`;
  const signature = await sharp({
    create: { width: 300, height: 100, channels: 4, background: { r: 20, g: 20, b: 20, alpha: 1 } },
  })
    .png()
    .toBuffer();

  const client = await call<{ id: string }>(page, token, 'POST', '/api/clients', {
    name: clientName,
    type: 'Commercial',
    status: 'Active',
  });
  const towerA = `Tower A ${stamp}`;
  const towerB = `Tower B ${stamp}`;
  await inspectedSite(page, token!, client.id, towerA, 'PASS', signature);
  const b = await inspectedSite(page, token!, client.id, towerB, 'FAIL', signature);
  const template = (await call<Array<{ id: string }>>(page, token, 'GET', '/api/quick-quote/templates'))[0]!
    .id;
  const made = await call<{ quote: { id: string; quoteNumber: string } }>(
    page,
    token,
    'POST',
    `/api/visits/${b.visitId}/quote`,
    { templateId: template, lines: [{ defectId: b.defectId, priceItemId: null }] },
  );
  await call(page, token, 'POST', `/api/quotes/${made.quote.id}/approval-links`, {});
  // Another client, whose ids the contact must never reach.
  const other = await call<{ id: string }>(page, token, 'POST', '/api/clients', {
    name: `Other Owner ${stamp}`,
    type: 'Commercial',
    status: 'Active',
  });
  const otherSite = await call<{ id: string }>(page, token, 'POST', `/api/clients/${other.id}/sites`, {
    name: `Other Tower ${stamp}`,
    address: '9 Other Road, Durban, 4001',
  });

  // The office invites the contact from the client's page.
  await page.goto(`/clients/${client.id}`);
  const access = page.getByRole('region', { name: 'Portal access' });
  await access.getByRole('button', { name: 'Invite contact' }).click();
  const inviteDialog = page.getByRole('dialog', { name: 'Invite a contact to the client portal' });
  await expectAccessible(page, 'the invite dialog at 1280 px');
  await inviteDialog.getByRole('textbox', { name: 'First name' }).fill('Lerato');
  await inviteDialog.getByRole('textbox', { name: 'Last name' }).fill('Dlamini');
  await inviteDialog.getByRole('textbox', { name: 'Email' }).fill(`lerato.${stamp}@agents.example.co.za`);
  await inviteDialog.getByRole('button', { name: 'Invite' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Set-password link for Lerato Dlamini' });
  const inviteUrl = await linkDialog.getByTestId('set-password-link').inputValue();
  await linkDialog.getByRole('button', { name: 'Done' }).click();
  await expect(access.getByText('Invited', { exact: true })).toBeVisible();

  // The contact's phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const agent = await phone.newPage();
  await agent.goto(new URL(inviteUrl).pathname);
  await agent.getByLabel('New Password', { exact: true }).fill('P0rtal-pass!');
  await agent.getByLabel('Confirm Password', { exact: true }).fill('P0rtal-pass!');
  await agent.getByRole('button', { name: 'Set Password and Sign In' }).click();
  await expect(agent).toHaveURL(/\/portal$/);
  await expect(agent.getByRole('heading', { level: 1, name: 'Your sites' })).toBeVisible();
  const cardB = agent.getByRole('article').filter({ hasText: towerB });
  await expect(agent.getByRole('article').filter({ hasText: towerA })).toBeVisible();
  await expect(cardB.getByText('Non-compliant')).toBeVisible();
  await expect(cardB.getByText(/check failed/i)).toBeVisible();
  await expectAccessible(agent, 'portal sites at 390 px');
  expect(await agent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Tower A's latest certificate.
  await agent.getByRole('link', { name: towerA }).click();
  await expect(agent.getByRole('heading', { level: 1, name: towerA })).toBeVisible();
  await expectAccessible(agent, 'portal site at 390 px');
  const downloading = agent.waitForEvent('download');
  await agent
    .getByRole('button', { name: /^Certificate of / })
    .first()
    .click();
  const download = await downloading;
  const pdf = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The defect quote, approved.
  await agent
    .getByRole('navigation', { name: 'Portal navigation' })
    .getByRole('link', { name: 'Quotes' })
    .click();
  await expect(agent.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  await expectAccessible(agent, 'portal quotes at 390 px');
  const quoteCard = agent.getByRole('article').filter({ hasText: made.quote.quoteNumber });
  await quoteCard.getByRole('button', { name: 'Approve' }).click();
  const confirm = agent.getByRole('dialog', { name: `Approve quote ${made.quote.quoteNumber}?` });
  await expectAccessible(agent, 'the approval dialog at 390 px');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(agent.getByText('Quote approved')).toBeVisible();
  const quote = await call<{ status: string }>(page, token, 'GET', `/api/quotes/${made.quote.id}`);
  expect(quote.status).toBe('Won');

  // A fault at Tower B, with a photo.
  await agent
    .getByRole('navigation', { name: 'Portal navigation' })
    .getByRole('link', { name: 'Requests' })
    .click();
  await expect(agent.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  await agent.getByRole('combobox', { name: 'Site' }).click();
  await agent.getByRole('option', { name: towerB }).click();
  const fault = `Sprinkler head leaking in the parking level ${stamp}`;
  await agent.getByRole('textbox', { name: 'What is wrong?' }).fill(fault);
  await agent.getByRole('radio', { name: /^Urgent/ }).check();
  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 90, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  await agent
    .locator('input[type="file"]')
    .setInputFiles({ name: 'leak.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(agent.getByRole('img', { name: 'The photo to send' })).toBeVisible();
  await agent.getByRole('button', { name: 'Send the report' }).click();
  await expect(agent.getByText(/^Fault reported: /)).toBeVisible();
  const requests = agent.getByRole('region', { name: 'Your requests' });
  await expect(requests.getByText(fault)).toBeVisible();
  await expect(requests.getByText('Received')).toBeVisible();
  await expectAccessible(agent, 'portal requests at 390 px');

  // The other pages, axe-clean at both widths.
  for (const [path, heading] of [
    ['/portal/invoices', 'Invoices'],
    ['/portal/logbook', 'Log book'],
    ['/portal', 'Your sites'],
  ] as const) {
    await agent.goto(path);
    await expect(agent.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(agent, `${path} at 390 px`);
    await agent.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(agent, `${path} at 1280 px`);
    await agent.setViewportSize({ width: 390, height: 844 });
  }

  // Another client's ids through the API: 404, as ids that do not exist.
  const contactToken = await agent.evaluate(() => localStorage.getItem('token'));
  for (const url of [`/api/portal/sites/${otherSite.id}`, `/api/portal/sites/${crypto.randomUUID()}`]) {
    const response = await agent.request.get(url, { headers: { Authorization: `Bearer ${contactToken}` } });
    expect(response.status(), url).toBe(404);
  }
  // And the office's own routes refuse the contact.
  const staffRoute = await agent.request.get(`/api/clients/${client.id}/sites`, {
    headers: { Authorization: `Bearer ${contactToken}` },
  });
  expect(staffRoute.status()).toBe(403);

  // The office sees the fault as an unassigned call-out at Tower B, and the report behind it.
  const visits = await call<Visit[]>(
    page,
    token,
    'GET',
    `/api/visits?siteId=${b.siteId}&includeOverdue=true&from=${addDays(today, -60)}&to=${addDays(today, 60)}`,
  );
  const callOut = visits.find((visit) => visit.kind === 'CALL_OUT');
  expect(callOut).toMatchObject({ technicianId: null });
  await page.goto(`/visits/${callOut!.id}`);
  await expect(page.getByText(/Lerato Dlamini/).first()).toBeVisible();
  await expect(page.getByText(/FR-\d{4}-\d{4}/).first()).toBeVisible();
  await phone.close();
});
