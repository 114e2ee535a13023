/**
 * A phone several people use (issue 25 section 5, decision 0075), as the review found it: Tom works a
 * visit that the phone keeps offline and leaves a defect unsent; Logout warns how many changes wait.
 * His session then ends without signing out (revoked), and on the same browser Sipho, a technician not
 * on that visit, signs in: the visit is 'not found' for him and the phone shows nothing of Tom's copy.
 * Priya from the office, who may open any visit, signs in next: she sees the server's visit without
 * Tom's defect, and the phone sends nothing of Tom's with her token. When Tom signs in again his defect
 * goes, with his token. Every write to the visit from this phone carried Tom's token; after Tom signs
 * out the phone holds no visit store, and the service worker's caches hold no API answer and nothing
 * personal.
 */

import type { VisitDetail } from '@firebreak/shared';
import type { BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, signInNew, signInWith, test } from './support/fixtures';
import { createAccount, newUser } from './support/users';
import { apiAs, scheduleVisitFor, tokenOf } from './support/visits';

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 } });

type StoreContents = { snapshots: number; outbox: number; text: string };

/** Every visit store in the phone's IndexedDB, by name, with what it holds. */
const phoneStores = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, StoreContents> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('firebreak-visits')) continue;
      out[name] = await new Promise<StoreContents>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const stores = ['snapshots', 'outbox'].filter((s) => db.objectStoreNames.contains(s));
          if (stores.length < 2) {
            db.close();
            resolve({ snapshots: 0, outbox: 0, text: '' });
            return;
          }
          const tx = db.transaction(stores);
          const snapshots = tx.objectStore('snapshots').getAll();
          const outbox = tx.objectStore('outbox').getAll();
          tx.oncomplete = () => {
            db.close();
            resolve({
              snapshots: snapshots.result.length,
              outbox: outbox.result.length,
              text: JSON.stringify([snapshots.result, outbox.result]),
            });
          };
        };
      });
    }
    return out;
  });

/** What the service worker's caches hold: each entry's address, and which of the words its body contains. */
const cacheEntries = (page: Page, words: string[]) =>
  page.evaluate(async (needles) => {
    const out: { cache: string; url: string; responseUrl: string; found: string[] }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const body = response ? await response.text() : '';
        out.push({
          cache: name,
          url: new URL(request.url).pathname,
          responseUrl: response?.url ? new URL(response.url).pathname : '',
          found: needles.filter((n) => body.includes(n)),
        });
      }
    }
    return out;
  }, words);

/** The signed-in user's id, as the app keeps it with the session. */
const userIdOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('last-user') ?? '{}') as { id?: string }).id ?? '');

async function logOut(page: Page) {
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

/** Every write this phone sent to the visit's API, with the token it carried. */
function recordWrites(context: BrowserContext, visitId: string) {
  const writes: { method: string; path: string; auth: string }[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' || !url.pathname.startsWith(`/api/visits/${visitId}/`)) return;
    writes.push({
      method: request.method(),
      path: url.pathname,
      auth: request.headers().authorization ?? '',
    });
  });
  return writes;
}

test('a shared phone keeps no one’s visits for the next person and sends a change only as its author', async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(240_000);
  await signIn();
  const stamp = `${Date.now()}`;
  const tom = newUser({ firstName: 'Tom', lastName: `Phone${stamp}` });
  const sipho = newUser({ firstName: 'Sipho', lastName: `Phone${stamp}` });
  const priya = newUser({ firstName: 'Priya', lastName: `Phone${stamp}` });
  const defectText = `Extinguisher bracket loose ${stamp}`;

  // The shared phone, its service worker on (the other journeys block it).
  const phone = await browser.newContext({
    viewport: { width: WIDTH, height: 844 },
    serviceWorkers: 'allow',
  });
  const tech = await phone.newPage();
  await signInNew(tech, { role: 'TECHNICIAN', user: tom });
  await tech.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const tomsFirstToken = await tokenOf(tech);
  const { visitId, siteName, clientName, accessNotes } = await scheduleVisitFor(
    page,
    `${tom.firstName} ${tom.lastName}`,
  );
  const writes = recordWrites(phone, visitId);
  const heading = tech.getByRole('heading', { level: 1, name: `Visit: ${siteName}` });
  const status = tech.getByRole('main').getByRole('status');

  // Tom opens the visit with a signal (the phone keeps it), then records a defect with none.
  await tech.goto(`/visits/${visitId}`);
  await expect(heading).toBeVisible();
  await expect(tech.getByText(accessNotes)).toBeVisible();
  await expect(status).toHaveText('All changes saved');
  await expect
    .poll(async () => (await phoneStores(tech))[`firebreak-visits-${await userIdOf(tech)}`]?.snapshots)
    .toBe(1);
  await phone.setOffline(true);
  await tech.getByRole('button', { name: 'Add a defect' }).click();
  const defectDialog = tech.getByRole('dialog', { name: 'New defect' });
  await defectDialog.getByRole('textbox', { name: 'Description' }).fill(defectText);
  await defectDialog.getByRole('button', { name: 'Add defect' }).click();
  await expect(status).toContainText('2 changes waiting to sync');

  // Logout warns how many changes wait; Sync now without a signal keeps them. Tom cancels.
  await logOut(tech);
  const warning = tech.getByRole('dialog', { name: 'Changes not sent yet' });
  await expect(warning).toContainText('2 changes you made on visits are not sent yet.');
  await warning.getByRole('button', { name: 'Sync now' }).click();
  await expect(warning).toContainText('No connection: 2 changes still not sent.');
  await expectAccessible(tech, 'the sign-out warning at 390 px');
  expect(await tech.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();

  // His session ends without signing out (revoked on the server); with the signal back the phone
  // learns it (401) and goes to sign-in. His change stays on the phone for him.
  await apiAs(page, tomsFirstToken, 'POST', '/api/auth/logout');
  await phone.setOffline(false);
  await expect(tech).toHaveURL(/\/login$/, { timeout: 60_000 });

  // Sipho, a technician not on this visit, signs in on the same phone: not found, and no copy.
  await createAccount(page, sipho, 'TECHNICIAN');
  await signInWith(tech, sipho);
  await tech.goto(`/visits/${visitId}`);
  await expect(tech.getByRole('alert')).toContainText('Visit not found');
  await expect(heading).toBeHidden();
  await expect(tech.getByText(accessNotes)).toBeHidden();
  // What Tom left is cut down to his unsent changes: no copy of the visit, its client or access notes.
  await expect
    .poll(async () => {
      const stores = Object.values(await phoneStores(tech));
      return {
        snapshots: stores.reduce((n, s) => n + s.snapshots, 0),
        outbox: stores.reduce((n, s) => n + s.outbox, 0),
        mentions: stores.some((s) => s.text.includes(accessNotes) || s.text.includes(clientName)),
      };
    })
    .toEqual({ snapshots: 0, outbox: 2, mentions: false });

  // Nothing of Sipho's waits, so he signs out at once.
  await logOut(tech);
  await expect(tech).toHaveURL(/\/login$/);

  // Priya from the office may open any visit: the server's copy, without Tom's defect, nothing sent.
  await createAccount(page, priya, 'PROJECT_MANAGER');
  await signInWith(tech, priya);
  const priyasToken = await tokenOf(tech);
  await tech.goto(`/visits/${visitId}`);
  await expect(heading).toBeVisible();
  await expect(tech.getByText('No defects recorded')).toBeVisible();
  await expect(status).toHaveText('All changes saved');
  await tech.waitForLoadState('networkidle');
  expect(writes.filter((w) => w.auth === `Bearer ${priyasToken}`)).toEqual([]);
  await logOut(tech);
  await expect(tech).toHaveURL(/\/login$/);

  // Tom again: his defect goes, with his token.
  await signInWith(tech, tom);
  const tomsSecondToken = await tokenOf(tech);
  await tech.goto(`/visits/${visitId}`);
  await expect(tech.getByText(defectText)).toBeVisible();
  await expect(status).toHaveText('All changes saved', { timeout: 60_000 });
  const office = await apiAs<VisitDetail>(page, await tokenOf(page), 'GET', `/api/visits/${visitId}`);
  expect(office.work.defects.map((d) => d.description)).toEqual([defectText]);
  expect(writes.some((w) => w.path.includes('/defects/') && w.auth === `Bearer ${tomsSecondToken}`)).toBe(
    true,
  );
  // Every write to the visit from this phone carried one of Tom's tokens, never Sipho's or Priya's.
  expect(
    writes.filter((w) => w.auth !== `Bearer ${tomsFirstToken}` && w.auth !== `Bearer ${tomsSecondToken}`),
  ).toEqual([]);

  // Tom signs out with nothing waiting: no visit store is left on the phone.
  await logOut(tech);
  await expect(tech).toHaveURL(/\/login$/);
  await expect.poll(async () => Object.keys(await phoneStores(tech))).toEqual([]);

  // The service worker keeps the app shell only: no API answer, no address of a visit, nothing personal.
  const cached = await cacheEntries(tech, [accessNotes, clientName, siteName, defectText, tom.email]);
  expect(cached.length).toBeGreaterThan(0);
  for (const entry of cached) {
    expect(entry.url === '/index.html' || entry.url.startsWith('/assets/'), entry.url).toBe(true);
    expect(entry.responseUrl === '' || entry.responseUrl === entry.url, entry.responseUrl).toBe(true);
    expect(entry.found, entry.url).toEqual([]);
  }
  await phone.close();
});
