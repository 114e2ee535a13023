/**
 * Inspection visits (issue 16 part 2a, decision 0065): the office sets up a site with an
 * extinguisher installed 40 days ago, generates its visits, and on the Visits board schedules the
 * overdue one to a technician and a vehicle for next Wednesday; the visit shows on that day of the
 * board and, as 'Inspection: {site}', on the technician's weekly plan. At 1280 px and at 390 px
 * (nothing scrolls sideways); axe is clean on the board and the dialog.
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

      await page.goto('/visits');
      await expect(page.getByRole('heading', { level: 1, name: 'Visits' })).toBeVisible();
      const card = page.getByRole('listitem', { name: `${siteName}, ${clientName}` });
      await expect(card).toContainText('Overdue');
      await expect(card).toContainText('No technician');
      await expectAccessible(page, `visits board at ${width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await card.getByRole('button', { name: `Schedule the visit to ${siteName} due ${overdueDue}` }).click();
      const dialog = page.getByRole('dialog', { name: `Schedule: ${siteName}` });
      await dialog.getByLabel(/^Date/).fill(wednesday);
      await dialog.getByRole('combobox', { name: /Technician/ }).click();
      await page.getByRole('option', { name: new RegExp(`${techFirst} ${techLast}`) }).click();
      await expectAccessible(page, `schedule dialog at ${width} px`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`Visit to ${siteName} scheduled`)).toBeVisible();

      const wednesdayGroup = page.getByRole('region', { name: new RegExp(`^${dayLabel} \\(`) });
      await expect(
        wednesdayGroup.getByRole('listitem', { name: `${siteName}, ${clientName}` }),
      ).toContainText(`${techFirst} ${techLast}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await techPage.goto(`/weekly-plan?start=${monday}`);
      await expect(techPage.getByRole('heading', { level: 1, name: 'Weekly Plan' })).toBeVisible();
      const wednesdayCard = techPage.getByRole('region', { name: 'Wednesday', exact: true });
      await expect(wednesdayCard).toContainText(`Inspection: ${siteName}`);
      await techContext.close();
    });
  });
}
