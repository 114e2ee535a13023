/**
 * The visit on a technician's phone, with no signal (issue 16 part 2b, decision 0067). The office sets
 * up a site with two extinguishers, generates its visits and schedules the overdue one to a
 * technician for today. On a 390 px phone the technician opens the visit online (so it is kept on
 * the phone), then loses the connection and reloads the screen (the shell from the service worker,
 * the visit from IndexedDB): records both assets (all pass, readings), takes a photo,
 * gets the client's signature and finishes; the screen says how many changes wait. With the
 * connection back everything syncs once: each asset has exactly one result, the visit is completed
 * with a service report, and the report is found by searching the library for the site's name.
 * axe is clean on the visit screen at 390 px, and nothing scrolls sideways.
 */

import { addDays, addMonths, todayInSouthAfrica, type Visit, type VisitDetail } from '@firebreak/shared';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { expect, signInNew, test } from './support/fixtures';
import { newUser } from './support/users';
import { qualifyForExtinguishers, tokenOf } from './support/visits';

async function apiCall<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  data?: object,
): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** How many visits the phone keeps in IndexedDB (the `snapshots` of the user's store, decisions 0067, 0075). */
const snapshotsKept = (page: Page) =>
  page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('last-user') ?? '{}') as { id?: string };
    const name = `firebreak-visits-${user.id}`;
    if (!(await indexedDB.databases()).some((d) => d.name === name)) return 0;
    return new Promise<number>((resolve) => {
      const open = indexedDB.open(name);
      open.onerror = () => resolve(0);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('snapshots')) return resolve(0);
        const count = db.transaction('snapshots').objectStore('snapshots').count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => resolve(0);
      };
    });
  });

const today = todayInSouthAfrica();
const installed = addDays(today, -40);
const overdueDue = addMonths(installed, 1);
const WIDTH = 390;

test.use({ viewport: { width: WIDTH, height: 844 } });

test('a technician completes a visit offline with a photo and a signature; it syncs once when the signal returns', async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn();
  const stamp = `${Date.now()}`;
  const clientName = `Offline Client ${stamp}`;
  const siteName = `Offline Site ${stamp}`;
  const techFirst = 'Palesa';
  const techLast = `Offline${stamp}`;
  const serials = [`E2E-OFF-A-${stamp}`, `E2E-OFF-B-${stamp}`];

  // The technician's account (and so their person in Resources → Personnel), on their own phone.
  // Its service worker on (the other journeys block it), so the app shell opens with no signal.
  const phone = await browser.newContext({
    viewport: { width: WIDTH, height: 844 },
    serviceWorkers: 'allow',
  });
  const tech = await phone.newPage();
  await signInNew(tech, { role: 'TECHNICIAN', user: newUser({ firstName: techFirst, lastName: techLast }) });
  await tech.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // The office: a site with two extinguishers, its visits generated, the overdue one given to the technician today.
  const client = await apiCall<{ id: string }>(page, 'POST', '/api/clients', {
    name: clientName,
    type: 'Commercial',
    status: 'Active',
  });
  const site = await apiCall<{ id: string }>(page, 'POST', `/api/clients/${client.id}/sites`, {
    name: siteName,
    address: '12 Loop Street, Cape Town, 8001',
    contactName: 'Anele Jacobs',
    contactPhone: '021 555 0199',
    accessNotes: 'Plant room key at the security desk',
  });
  for (const [i, serial] of serials.entries()) {
    await apiCall(page, 'POST', `/api/sites/${site.id}/assets`, {
      type: 'EXTINGUISHER_DCP',
      make: 'Chubb',
      model: '9 kg DCP',
      serial,
      location: i === 0 ? 'Reception' : 'Level 1 stairwell',
      installedOn: installed,
    });
  }
  await apiCall(page, 'POST', '/api/visits/generate', {});
  const visits = await apiCall<Visit[]>(
    page,
    'GET',
    `/api/visits?siteId=${site.id}&includeOverdue=true&from=${today}&to=${addDays(today, 60)}`,
  );
  const visit = visits.find((v) => v.dueDate === overdueDue);
  expect(visit, `the overdue visit due ${overdueDue}`).toBeTruthy();
  const personnel = await apiCall<{ id: string; name: string }[]>(page, 'GET', '/api/resources/personnel');
  const person = personnel.find((p) => p.name === `${techFirst} ${techLast}`);
  expect(person, 'the technician in Resources → Personnel').toBeTruthy();
  await qualifyForExtinguishers(page, await tokenOf(page), person!.id);
  await apiCall(page, 'PATCH', `/api/visits/${visit!.id}`, { scheduledFor: today, technicianId: person!.id });

  // Online: the technician opens the visit, which the phone keeps.
  await tech.goto(`/visits/${visit!.id}`);
  await expect(tech.getByRole('heading', { level: 1, name: `Visit: ${siteName}` })).toBeVisible();
  await expect(tech.getByText('Plant room key at the security desk')).toBeVisible();
  // The sync line (the top bar's realtime status is outside main).
  const status = tech.getByRole('main').getByRole('status');
  await expect(status).toHaveText('All changes saved');
  await expect.poll(() => snapshotsKept(tech)).toBeGreaterThan(0);
  await expectAccessible(tech, 'visit screen at 390 px');
  expect(await tech.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);

  // No signal from here on. The screen opens again from the phone: the shell from the service
  // worker's cache, the session as last confirmed, the visit from IndexedDB.
  expect(await tech.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await phone.setOffline(true);
  await tech.reload();
  await expect(tech.getByRole('heading', { level: 1, name: `Visit: ${siteName}` })).toBeVisible();
  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  for (const [i, serial] of serials.entries()) {
    const card = tech.getByRole('region', { name: new RegExp(serial) });
    const allPass = card.getByRole('button', { name: 'All pass' });
    if (!(await allPass.isVisible())) await card.getByRole('button', { expanded: false }).first().click();
    await allPass.click();
    await card.getByRole('textbox', { name: 'Gauge pressure' }).fill('12.5');
    await card.getByRole('textbox', { name: 'Gross mass' }).fill('14');
    if (i === 0) {
      // The camera button opens this input; Playwright hands it the file as the camera would.
      await card
        .locator('input[type="file"]')
        .setInputFiles({ name: 'gauge.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect(card.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    }
    await card.getByRole('button', { name: /^Save / }).click();
    await expect(card).toContainText('Recorded: Pass');
  }

  await tech.getByRole('textbox', { name: "Client's name" }).fill('Anele Jacobs');
  const pad = tech.getByRole('img', { name: /^Signature: draw/ });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  expect(box).not.toBeNull();
  await tech.mouse.move(box!.x + 20, box!.y + box!.height / 2);
  await tech.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await tech.mouse.move(
      box!.x + 20 + step * ((box!.width - 40) / 12),
      box!.y + box!.height / 2 + (step % 2 === 0 ? -20 : 20),
    );
  }
  await tech.mouse.up();
  await tech.getByRole('button', { name: 'Save signature' }).click();
  await expect(tech.getByText(/Signed by Anele Jacobs/)).toBeVisible();

  const finish = tech.getByRole('button', { name: 'Finish visit' });
  await expect(finish).toBeEnabled();
  await finish.click();
  await expect(tech.getByText(/it completes when it syncs/)).toBeVisible();
  // start, two results, the photo, the signature and Finish.
  await expect(status).toContainText('6 changes waiting to sync');
  expect(await tech.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);

  // The signal returns: everything is sent, once, and the visit completes.
  await phone.setOffline(false);
  await expect(status).toHaveText('All changes saved', { timeout: 90_000 });
  await expect(tech.getByText('This visit is completed.')).toBeVisible({ timeout: 30_000 });
  await expect(tech.getByRole('button', { name: 'Download the service report' })).toBeVisible();
  await expectAccessible(tech, 'completed visit at 390 px');

  const done = await apiCall<VisitDetail>(page, 'GET', `/api/visits/${visit!.id}`);
  expect(done.status).toBe('COMPLETED');
  expect(done.work.results).toHaveLength(2);
  expect(new Set(done.work.results.map((r) => r.assetId)).size).toBe(2);
  for (const result of done.work.results) {
    expect(result.outcome).toBe('PASS');
    expect(result.readings).toEqual(
      expect.arrayContaining([
        { key: 'GAUGE_PRESSURE', value: 12.5 },
        { key: 'GROSS_MASS', value: 14 },
      ]),
    );
  }
  expect(done.work.photos).toHaveLength(1);
  expect(done.work.signature?.signedBy).toBe('Anele Jacobs');
  expect(done.work.reportDocumentId).toBeTruthy();

  // The report is in the library, found by the site's name (the library names documents by slug).
  const report = await apiCall<{ id: string; name: string }>(
    page,
    'GET',
    `/api/documents/${done.work.reportDocumentId}`,
  );
  await expect
    .poll(
      async () => {
        const found = await apiCall<{ results: { id: string }[] }>(
          page,
          'GET',
          `/api/ai-search/keyword?q=${encodeURIComponent(siteName)}&limit=50`,
        );
        return found.results.map((r) => r.id);
      },
      { timeout: 60_000 },
    )
    .toContain(report.id);
  await phone.close();
});
