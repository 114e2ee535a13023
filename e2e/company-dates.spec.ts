/**
 * Every date is the company's day (issue 27 item 5), whatever the browser's own time zone says: at
 * 23:30 UTC on a Sunday it is already Monday 01:30 in South Africa. The browser here runs in Los
 * Angeles (still Sunday afternoon) with its clock fixed at that instant.
 */
import { expect, test } from './support/fixtures';

const SUNDAY_2330_UTC = new Date('2026-11-29T23:30:00Z');

test.use({ timezoneId: 'America/Los_Angeles' });

test("at 23:30 UTC the week, a meeting's day and the last contact are South Africa's, not the browser's or UTC's", async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };

  // A meeting the office held on Monday 23 November at 01:30 South African time: Sunday 23:30 UTC.
  const created = await page.request.post('/api/clients', {
    headers,
    data: {
      name: `Night Shift Cold Stores ${Date.now()}`,
      type: 'Industrial',
      contact: 'Sipho Khumalo',
      email: 'sipho@nightshift.example',
      phone: '011 555 0142',
      address: '4 Freezer Road, Germiston',
      status: 'Active',
    },
  });
  expect(created.status()).toBe(201);
  const client = (await created.json()) as { id: string };
  const meeting = await page.request.post(`/api/clients/${client.id}/meetings`, {
    headers,
    data: { date: '2026-11-23', time: '01:30', durationMinutes: 30 },
  });
  expect(meeting.status()).toBe(201);
  expect(((await meeting.json()) as { startsAt: string }).startsAt).toBe('2026-11-22T23:30:00.000Z');

  // Date.now() and new Date() read that instant; timers still run, so the app loads as usual.
  await page.clock.setFixedTime(SUNDAY_2330_UTC);

  // The weekly plan opens on the company's current week: Monday 30 November, not 23 November.
  await page.goto('/weekly-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Plan' })).toBeVisible();
  await expect(page.getByLabel('Week start (Mon)')).toHaveValue('2026-11-30');

  // The client's last contact is the meeting's South African day, the 23rd (the browser's is the 22nd).
  await page.goto(`/clients/${client.id}`);
  await expect(page.getByText('2026/11/23')).toBeVisible();
  await expect(page.getByText('2026/11/22')).toHaveCount(0);
});
