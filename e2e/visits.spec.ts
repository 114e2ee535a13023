/**
 * Inspection visits (issue 16 part 2a, decision 0065; the week board of issue 27 item 11): the office
 * sets up a site with an extinguisher installed 40 days ago, generates its visits, and on the Visits
 * board picks the site in the filter and schedules the overdue one from the Unassigned strip to a
 * technician for next Wednesday; 'Next week' shows it on that day, the list view shows it as a row,
 * and a reload keeps the list, the week and the filter (the address holds them). It also shows, as
 * 'Inspection: {site}', on the technician's weekly plan. At 1280 px and at 390 px (nothing scrolls
 * sideways); axe is clean on the week, the list, the dialog and the cancel confirmation.
 */

import { addDays, addMonths, mondayOf, todayInSouthAfrica } from '@firebreak/shared';
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

const today = todayInSouthAfrica();
const installed = addDays(today, -40);
const overdueDue = addMonths(installed, 1);
const monday = mondayOf(addDays(today, 7));
const wednesday = addDays(monday, 2);
const dayLabel = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
}).format(new Date(`${wednesday}T00:00:00Z`));

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test.describe(`inspection visits at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the office schedules a visit to a technician; it shows on the board and on their weekly plan', async ({
      page,
      browser,
      signIn,
    }) => {
      await signIn();
      const stamp = `${width}${Date.now()}`;
      const clientName = `Visits Client ${stamp}`;
      const siteName = `Visits Site ${stamp}`;
      const techFirst = 'Kagiso';
      const techLast = `Visits${stamp}`;

      // The technician's account (and so their person in Resources → Personnel), in their own browser.
      const techContext = await browser.newContext({ viewport: { width, height } });
      const techPage = await techContext.newPage();
      await signInNew(techPage, {
        role: 'TECHNICIAN',
        user: newUser({ firstName: techFirst, lastName: techLast }),
      });

      const client = await apiCall<{ id: string }>(page, 'POST', '/api/clients', {
        name: clientName,
        type: 'Commercial',
        status: 'Active',
      });
      const site = await apiCall<{ id: string }>(page, 'POST', `/api/clients/${client.id}/sites`, {
        name: siteName,
        address: '7 Jan Smuts Avenue, Johannesburg, 2196',
        contactName: 'Naledi Mokoena',
        contactPhone: '011 555 0142',
        accessNotes: 'Ask for the facilities manager',
      });
      await apiCall(page, 'POST', `/api/sites/${site.id}/assets`, {
        type: 'EXTINGUISHER_DCP',
        make: 'Chubb',
        model: '9 kg DCP',
        serial: `E2E-V-${stamp}`,
        location: 'Reception',
        installedOn: installed,
      });
      await apiCall(page, 'POST', '/api/visits/generate', {});
      // Servicing extinguishers needs a current SAQCC registration (decision 0091).
      const people = await apiCall<{ id: string; name: string }[]>(page, 'GET', '/api/resources/personnel');
      const person = people.find((p) => p.name === `${techFirst} ${techLast}`);
      expect(person, `${techFirst} ${techLast} in Resources → Personnel`).toBeTruthy();
      await apiCall(page, 'POST', `/api/personnel/${person?.id}/registrations`, {
        category: 'PORTABLE_EXTINGUISHERS',
        level: 'SERVICEMAN',
        number: `SAQCC-PE-${stamp}`,
        expiresOn: addMonths(today, 12),
      });

      await page.goto('/visits');
      await expect(page.getByRole('heading', { level: 1, name: 'Visits' })).toBeVisible();
      // The shared test database holds every journey's visits: the site filter narrows the board to this one.
      await page.getByRole('combobox', { name: 'Site' }).click();
      await page.getByRole('option', { name: siteName, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]site=${site.id}`));
      const unassigned = page.getByRole('region', { name: 'Unassigned (1)' });
      const card = unassigned.getByRole('listitem', { name: `${siteName}, ${clientName}` });
      await expect(card).toContainText('Overdue');
      await expect(card).toContainText('No technician');
      await expectAccessible(page, `visits board at ${width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // 'Cancel visit' is apart from the dialog's Cancel and asks first; keeping the visit changes nothing.
      const scheduleButton = card.getByRole('button', {
        name: `Schedule the visit to ${siteName} due ${overdueDue}`,
      });
      await scheduleButton.click();
      const dialog = page.getByRole('dialog', { name: `Schedule: ${siteName}` });
      await dialog.getByRole('button', { name: 'Cancel visit' }).click();
      const confirm = page.getByRole('dialog', { name: `Cancel the visit to ${siteName}?` });
      await expectAccessible(page, `cancel confirmation at ${width} px`);
      await confirm.getByRole('button', { name: 'Keep visit' }).click();
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toBeVisible();

      await scheduleButton.click();
      await dialog.getByLabel(/^Date/).fill(wednesday);
      await dialog.getByRole('combobox', { name: /Technician/ }).click();
      await page.getByRole('option', { name: new RegExp(`${techFirst} ${techLast}`) }).click();
      await expectAccessible(page, `schedule dialog at ${width} px`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`Visit to ${siteName} scheduled`)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Unassigned (0)' })).toBeVisible();

      await page.getByRole('button', { name: 'Next week' }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]week=${monday}`));
      const wednesdayGroup = page.getByRole('region', { name: new RegExp(`^${dayLabel} \\(`) });
      await expect(
        wednesdayGroup.getByRole('listitem', { name: `${siteName}, ${clientName}` }),
      ).toContainText(`${techFirst} ${techLast}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The list view: a table at 1280, stacked rows on a phone; a reload keeps view, week and site.
      await page.getByRole('button', { name: 'List', exact: true }).click();
      await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.reload();
      await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const rows = page.getByRole(width > 900 ? 'table' : 'list', { name: 'Visits of the week' });
      await expect(rows).toContainText(siteName);
      await expect(rows).toContainText(`${techFirst} ${techLast}`);
      await expect(rows).toContainText('Scheduled');
      await expect(rows.getByRole('link', { name: `Open the visit to ${siteName}` })).toBeVisible();
      await expectAccessible(page, `visits list at ${width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await techPage.goto(`/weekly-plan?start=${monday}`);
      await expect(techPage.getByRole('heading', { level: 1, name: 'Weekly Plan' })).toBeVisible();
      const wednesdayCard = techPage.getByRole('region', { name: 'Wednesday', exact: true });
      await expect(wednesdayCard).toContainText(`Inspection: ${siteName}`);
      await techContext.close();
    });
  });
}
