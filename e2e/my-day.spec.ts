/**
 * My day on a technician's phone (issue 30 §1). The office books a call-out at a site for a
 * technician today. On a 390 px phone the technician signs in and lands on My day: the visit with
 * its address as a maps link, the access and office notes and the contact's call link. They tap
 * Start, then Finish (a call-out with no assets completes at once), lose the signal and reload My
 * day, which opens from the phone (the shell from the service worker, My day from IndexedDB) and the
 * header says 'Offline'. axe is clean at 390 and 1280 px, nothing scrolls sideways, and the app's
 * name is shown whole.
 */
import { todayInSouthAfrica } from '@firebreak/shared';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, signInNew, test } from './support/fixtures';
import { newUser } from './support/users';

async function apiCall<T>(page: Page, method: 'GET' | 'POST', url: string, data?: object): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The app's name in the top bar is not cut (no ellipsis, nothing hidden). */
const nameWhole = (page: Page) =>
  page
    .getByRole('banner')
    .getByText('Firebreak', { exact: true })
    .evaluate((el) => el.scrollWidth <= el.clientWidth);

const today = todayInSouthAfrica();
const WIDTH = 390;

test('a technician lands on My day, opens the address, starts and finishes a visit, and My day opens again offline', async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn();
  const stamp = `${Date.now()}`;
  const siteName = `My Day Site ${stamp}`;
  const address = '12 Loop Street, Cape Town, 8001';
  const techLast = `Day${stamp}`;

  // The technician's phone, its service worker on (the other journeys block it).
  const phone = await browser.newContext({
    viewport: { width: WIDTH, height: 844 },
    serviceWorkers: 'allow',
  });
  const tech = await phone.newPage();
  await signInNew(tech, { role: 'TECHNICIAN', user: newUser({ firstName: 'Palesa', lastName: techLast }) });
  // A technician's home is My day.
  await expect(tech).toHaveURL(/\/my-day$/);
  await expect(tech.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible();
  await tech.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // The office books a call-out at the site for the technician today.
  const client = await apiCall<{ id: string }>(page, 'POST', '/api/clients', {
    name: `My Day Client ${stamp}`,
    type: 'Commercial',
    status: 'Active',
  });
  const site = await apiCall<{ id: string }>(page, 'POST', `/api/clients/${client.id}/sites`, {
    name: siteName,
    address,
    contactName: 'Anele Jacobs',
    contactPhone: '021 555 0199',
    accessNotes: 'Plant room key at the security desk',
  });
  const personnel = await apiCall<{ id: string; name: string }[]>(page, 'GET', '/api/resources/personnel');
  const person = personnel.find((p) => p.name === `Palesa ${techLast}`);
  expect(person, 'the technician in Resources → Personnel').toBeTruthy();
  await apiCall(page, 'POST', `/api/sites/${site.id}/call-outs`, {
    reason: 'Sprinkler head leaking in the basement',
    date: today,
    technicianId: person!.id,
  });

  // The technician opens My day again (from the bare address: home is My day).
  await tech.goto('/');
  await expect(tech).toHaveURL(/\/my-day$/);
  const card = tech.getByRole('article', { name: siteName });
  await expect(card).toBeVisible();
  const maps = card.getByRole('link', { name: `${address} (opens maps)` });
  await expect(maps).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
  );
  await expect(maps).toHaveAttribute('target', '_blank');
  await expect(card.getByText('Plant room key at the security desk')).toBeVisible();
  await expect(card.getByText('Sprinkler head leaking in the basement')).toBeVisible();
  await expect(card.getByRole('link', { name: /^Call Anele Jacobs/ })).toHaveAttribute(
    'href',
    'tel:+27215550199',
  );
  // Tapping the address opens the maps app (here: a new tab at the maps address).
  const [mapsTab] = await Promise.all([
    phone.waitForEvent('page'),
    phone.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Maps</title>' }),
    ),
    maps.click(),
  ]);
  await expect.poll(() => mapsTab.url()).toContain('google.com/maps/search');
  await mapsTab.close();
  await expectAccessible(tech, 'My day at 390 px');
  expect(await tech.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  expect(await nameWhole(tech)).toBe(true);

  // Start: on site.
  await card.getByRole('button', { name: `Start: ${siteName}` }).click();
  await expect(card.getByText('On site now')).toBeVisible();
  await expect(card.getByText('In progress')).toBeVisible();
  // Finish: nothing to record or sign on a call-out, so it completes here.
  await card.getByRole('button', { name: `Finish: ${siteName}` }).click();
  await expect(card.getByText('Completed')).toBeVisible();
  await expect(card.getByText('Saved on this phone, not sent yet')).toHaveCount(0);
  const entries = await apiCall<{ status: string }>(page, 'GET', `/api/visits?from=${today}&to=${today}`);
  expect(JSON.stringify(entries)).toContain('COMPLETED');

  // No signal: My day opens again from the phone.
  expect(await tech.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await phone.setOffline(true);
  await tech.reload();
  await expect(tech.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible();
  await expect(tech.getByRole('article', { name: siteName })).toBeVisible();
  await expect(tech.getByRole('article', { name: siteName }).getByText('Completed')).toBeVisible();
  await expect(tech.getByRole('main').getByText(/^Offline: this is My day/)).toBeVisible();
  await expect(tech.getByRole('banner').getByText('Offline', { exact: true })).toBeVisible();
  await expect(tech.getByRole('banner').getByText('Connecting')).toHaveCount(0);
  expect(await nameWhole(tech)).toBe(true);
  await expectAccessible(tech, 'My day offline at 390 px');

  // The same screen on a desk (1280 px), with the signal back.
  await phone.setOffline(false);
  await tech.setViewportSize({ width: 1280, height: 900 });
  await tech.reload();
  await expect(tech.getByRole('article', { name: siteName })).toBeVisible();
  await expect(tech.getByRole('banner').getByText('Live', { exact: true })).toBeVisible();
  await expectAccessible(tech, 'My day at 1280 px');
  await phone.close();
});
