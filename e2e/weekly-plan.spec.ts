import { readFileSync } from 'node:fs';
import {
  addDays,
  currentMonday,
  DEFAULT_WEEK_TEMPLATE,
  WEEKDAYS,
  type WeekTemplate,
} from '@firebreak/shared';
import type { Browser, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectAccessible } from './support/axe';
import { type Account, expect, signInNew, test } from './support/fixtures';
import { newUser } from './support/users';

type ParsedEvent = { uid: string; summary: string; start: string; end: string };

/** Parses an .ics with ical.js (independent of the server's ical-generator): every event's UTC start and end. */
function parseIcs(text: string): { version: unknown; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    };
  });
  return { version: calendar.getFirstPropertyValue('version'), events };
}

/** What the week should contain: each block at its Johannesburg (UTC+2) time on its weekday's date. */
function expectedEvents(name: string, start: string, template: WeekTemplate, weeks = 1) {
  return Array.from({ length: weeks }, (_, week) =>
    WEEKDAYS.flatMap((day, index) => {
      const date = addDays(start, week * 7 + index);
      return [...template[day]]
        .sort((a, b) => a.startHour * 60 + a.startMinute - (b.startHour * 60 + b.startMinute))
        .map((block) => {
          const begins =
            Date.parse(`${date}T00:00:00+02:00`) + (block.startHour * 60 + block.startMinute) * 60_000;
          return {
            summary: `${name} — ${block.title}`,
            start: new Date(begins).toISOString(),
            end: new Date(begins + block.durationMinutes * 60_000).toISOString(),
          };
        });
    }),
  ).flat();
}

let sequence = 0;
/** A person with a name nobody else in the run has, so a shared link names exactly one colleague. */
function uniquePerson(firstName: string) {
  sequence += 1;
  return newUser({ firstName, lastName: `Planner${Date.now().toString(36)}${sequence}` });
}

/** The account with the full name the plan shows. */
const withFullName = (person: Account) => ({ ...person, fullName: `${person.firstName} ${person.lastName}` });

const day = (page: Page, weekday: string) => page.getByRole('region', { name: weekday, exact: true });

/** A day's blocks and appointments, in the one list the day card shows. */
const itemsOn = (page: Page, weekday: string) =>
  day(page, weekday).getByRole('list', { name: `Blocks and appointments on ${weekday}` });

/** The API as the signed-in page's user. */
async function apiRaw(page: Page, method: 'GET' | 'POST' | 'PATCH', url: string, data?: object) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return page.request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
}

async function apiCall<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  data?: object,
) {
  const response = await apiRaw(page, method, url, data);
  expect(response.ok(), `${method} ${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function openPlan(page: Page, query = '') {
  await page.goto(`/weekly-plan${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Plan' })).toBeVisible();
  await expect(day(page, 'Monday')).toBeVisible();
}

async function colleaguePage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const person = withFullName(await signInNew(page, { user: uniquePerson('Kagiso') }));
  return { page, person, close: () => context.close() };
}

test.describe('weekly plan', () => {
  test('shows the signed-in user’s week, Monday to Friday, with the §9 blocks', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const me = withFullName(await signIn({ user: uniquePerson('Zodwa') }));
    await page.getByRole('navigation').getByRole('link', { name: 'Weekly Plan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Plan' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(me.fullName);
    await expect(page.getByLabel('Week start (Mon)')).toHaveValue(currentMonday());
    for (const button of ['Update share URL', 'Export .ics', 'Copy link']) {
      await expect(page.getByRole('button', { name: button })).toBeVisible();
    }
    for (const [index, weekday] of WEEKDAYS.entries()) {
      const card = day(page, weekday);
      await expect(card.locator('time')).toHaveAttribute('datetime', addDays(currentMonday(), index));
      for (const block of DEFAULT_WEEK_TEMPLATE[weekday])
        await expect(card.getByText(block.title, { exact: true })).toBeVisible();
    }
    await expect(day(page, 'Monday').getByText('08:30–09:00')).toBeVisible();
    await expect(day(page, 'Friday').getByText('15:30–17:30')).toBeVisible();
    await expectAccessible(page, 'weekly plan');
  });

  test('Save plan keeps 4.5:1 contrast under the pointer, where Edit blocks was clicked', async ({
    page,
    signIn,
  }) => {
    await signIn({ user: uniquePerson('Zodwa') });
    await openPlan(page);
    // Save plan appears where Edit blocks was, so the pointer rests on it in its hover colour.
    await page.getByRole('button', { name: 'Edit blocks' }).click();
    const save = page.getByRole('button', { name: 'Save plan' });
    await save.hover();
    await expectAccessible(page, 'weekly plan while editing, Save plan hovered');
  });

  test('changing the start date shows five new days; a bad start in the address is ignored', async ({
    page,
    signIn,
  }) => {
    await signIn({ user: uniquePerson('Zodwa') });
    await openPlan(page, '?start=not-a-date');
    await expect(page.getByLabel('Week start (Mon)')).toHaveValue(currentMonday());
    await page.getByLabel('Week start (Mon)').fill('2025-08-13');
    await expect(page.getByLabel('Week start (Mon)')).toHaveValue('2025-08-11');
    await expect(day(page, 'Monday').locator('time')).toHaveAttribute('datetime', '2025-08-11');
    await expect(day(page, 'Monday')).toContainText('11 Aug 2025');
    await expect(day(page, 'Friday').locator('time')).toHaveAttribute('datetime', '2025-08-15');
    await openPlan(page, '?start=2025-08-18');
    await expect(day(page, 'Wednesday').locator('time')).toHaveAttribute('datetime', '2025-08-20');
  });

  test('Update share URL writes name and start; a colleague opening the link sees the same plan', async ({
    page,
    browser,
    signIn,
  }) => {
    const me = withFullName(await signIn({ user: uniquePerson('Zodwa') }));
    await openPlan(page);
    // Make the plan my own so the colleague can tell it apart from the standard one.
    await page.getByRole('button', { name: 'Edit blocks' }).click();
    await day(page, 'Monday').getByRole('button', { name: 'Edit Deep work' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Hydraulic calcs for Rosebank mall');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Save plan' }).click();
    await expect(page.getByText('Plan saved')).toBeVisible();

    await page.getByLabel('Week start (Mon)').fill('2025-08-11');
    await page.getByRole('button', { name: 'Update share URL' }).click();
    const url = new URL(page.url());
    expect(url.searchParams.get('name')).toBe(me.fullName);
    expect(url.searchParams.get('start')).toBe('2025-08-11');

    const colleague = await colleaguePage(browser);
    await colleague.page.goto(url.pathname + url.search);
    await expect(colleague.page.getByLabel('Name')).toHaveValue(me.fullName);
    await expect(colleague.page.getByLabel('Week start (Mon)')).toHaveValue('2025-08-11');
    await expect(colleague.page.getByText(`Showing ${me.fullName}'s saved plan`)).toBeVisible();
    await expect(day(colleague.page, 'Monday').getByText('Hydraulic calcs for Rosebank mall')).toBeVisible();
    await expect(colleague.page.getByRole('button', { name: 'Edit blocks' })).toHaveCount(0);
    await expectAccessible(colleague.page, 'shared weekly plan');
    await colleague.close();
  });

  test('Copy link copies the share link and shows Link copied for 1.5 seconds', async ({
    page,
    context,
    signIn,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const me = withFullName(await signIn({ user: uniquePerson('Zodwa') }));
    await openPlan(page, '?start=2025-08-11');
    // The page's own clock, stopped and moved by hand: how long the message shows does not depend on
    // the machine (an installed clock still runs in real time until it is paused).
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1_000);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const alert = page.getByText('Link copied');
    await expect(alert).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const link = new URL(copied);
    expect(link.pathname).toBe('/weekly-plan');
    expect(link.searchParams.get('name')).toBe(me.fullName);
    expect(link.searchParams.get('start')).toBe('2025-08-11');
    await page.clock.runFor(1_400);
    await expect(alert).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(alert).toBeHidden();
  });

  test('Export .ics downloads the week; every event’s start and end are right in an independent parser', async ({
    page,
    signIn,
  }) => {
    const me = withFullName(await signIn({ user: uniquePerson('Zodwa') }));
    await openPlan(page, '?start=2025-08-11');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export .ics' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${me.fullName.replace(/ /g, '_')}_Weekly_Plan_2025-08-11.ics`);
    const text = readFileSync((await download.path())!, 'utf8');
    const { version, events } = parseIcs(text);
    expect(version).toBe('2.0');
    expect(events.map(({ uid: _uid, ...rest }) => rest)).toEqual(
      expectedEvents(me.fullName, '2025-08-11', DEFAULT_WEEK_TEMPLATE),
    );
    expect(events[0]).toMatchObject({
      summary: `${me.fullName} — Inbox/triage`,
      start: '2025-08-11T06:30:00.000Z',
      end: '2025-08-11T07:00:00.000Z',
    });
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
  });

  test('a user adds, moves, edits and deletes blocks, keeps them after a reload, and resets', async ({
    page,
    signIn,
  }) => {
    await signIn({ user: uniquePerson('Zodwa') });
    await openPlan(page);
    await page.getByRole('button', { name: 'Edit blocks' }).click();

    await day(page, 'Tuesday').getByRole('button', { name: 'Delete Reviews' }).click();
    await expect(day(page, 'Tuesday').getByText('Reviews', { exact: true })).toHaveCount(0);

    await day(page, 'Thursday').getByRole('button', { name: 'Edit Exercise' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Start time').fill('07:15');
    await dialog.getByLabel('Title').fill('Gym');
    await dialog.getByRole('button', { name: 'Apply' }).click();

    await day(page, 'Friday').getByRole('button', { name: 'Add block to Friday' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Pump test at Midrand warehouse');
    await dialog.getByLabel('Start time').fill('15:00');
    await dialog.getByLabel('Duration (minutes)').fill('90');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByRole('alert')).toContainText('overlaps');
    await dialog.getByLabel('Start time').fill('17:30');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page, 'weekly plan while editing');

    await page.getByRole('button', { name: 'Save plan' }).click();
    await expect(page.getByText('Plan saved')).toBeVisible();

    await page.reload();
    await expect(day(page, 'Thursday').getByText('Gym')).toBeVisible();
    await expect(day(page, 'Thursday').getByText('07:15–07:45')).toBeVisible();
    await expect(day(page, 'Friday').getByText('Pump test at Midrand warehouse')).toBeVisible();
    await expect(day(page, 'Friday').getByText('17:30–19:00')).toBeVisible();
    await expect(day(page, 'Tuesday').getByText('Reviews', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Your saved plan. Changes apply to every week.')).toBeVisible();

    await page.getByRole('button', { name: 'Reset to standard plan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset to standard plan' }).click();
    await expect(page.getByText('Plan reset to the standard blocks')).toBeVisible();
    await expect(day(page, 'Thursday').getByText('Exercise')).toBeVisible();
    await expect(day(page, 'Tuesday').getByText('Reviews', { exact: true })).toBeVisible();
  });

  test('a calendar subscription serves the live plan by its private address until it is turned off', async ({
    page,
    signIn,
  }) => {
    const me = withFullName(await signIn({ user: uniquePerson('Zodwa') }));
    await openPlan(page);
    await page.getByRole('button', { name: 'Create subscription address' }).click();
    const address = page.getByLabel('Subscription address');
    await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feedUrl = await address.inputValue();
    await expectAccessible(page, 'weekly plan subscription');

    // A calendar application fetches it with no session at all.
    const feed = await page.request.get(feedUrl);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const parsed = parseIcs(await feed.text());
    expect(parsed.events.map(({ uid: _uid, ...rest }) => rest)).toEqual(
      expectedEvents(me.fullName, currentMonday(), DEFAULT_WEEK_TEMPLATE, 5),
    );

    // Saved changes show in the feed.
    await page.getByRole('button', { name: 'Edit blocks' }).click();
    await day(page, 'Monday').getByRole('button', { name: 'Delete Inbox/triage' }).click();
    await page.getByRole('button', { name: 'Save plan' }).click();
    await expect(page.getByText('Plan saved')).toBeVisible();
    const updated = parseIcs(await (await page.request.get(feedUrl)).text());
    expect(updated.events).toHaveLength(parsed.events.length - 5);
    expect(updated.events[0]!.summary).toBe(`${me.fullName} — Weekly planning`);

    await page.getByRole('button', { name: 'Turn off subscription' }).click();
    await expect(page.getByText('No subscription address yet.')).toBeVisible();
    const gone = await page.request.get(feedUrl);
    expect(gone.status()).toBe(404);
    expect(await gone.json()).toEqual({ error: 'Calendar feed not found' });
  });

  test('the API refuses bad plans with clear messages', async ({ page, signIn }) => {
    await signIn({ user: uniquePerson('Zodwa') });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { authorization: `Bearer ${token}` };
    const overlapping = {
      template: {
        ...DEFAULT_WEEK_TEMPLATE,
        Monday: [
          { id: 'a', title: 'Site visit', startHour: 9, startMinute: 0, durationMinutes: 60 },
          { id: 'b', title: 'Call', startHour: 9, startMinute: 30, durationMinutes: -30 },
        ],
      },
    };
    const refused = await page.request.put('/api/weekly-plan', { headers, data: overlapping });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error).toMatch(/Duration must be/);
    const badDate = await page.request.get('/api/weekly-plan/export?start=2025-02-30', { headers });
    expect(badDate.status()).toBe(400);
    expect(await badDate.json()).toEqual({
      error: 'start: Week start must be a date in the form YYYY-MM-DD',
    });
  });

  test('a personnel schedule shows first on each of its days and marks none of their blocks as a clash', async ({
    page,
    signIn,
  }) => {
    const me = withFullName(await signIn({ user: uniquePerson('Lindiwe') }));
    const title = `Midrand data centre gas suppression ${Date.now()}`;
    const project = await apiCall<{ id: string }>(page, 'POST', '/api/projects', {
      title,
      clientName: 'Teraco',
      location: 'Midrand',
      budget: 900_000,
    });
    const person = await apiCall<{ id: string }>(page, 'POST', '/api/resources/personnel', {
      name: me.fullName,
      role: 'Fitter',
      status: 'Available',
      skills: [],
    });
    await apiCall(page, 'POST', `/api/resources/personnel/${person.id}/schedules`, {
      projectId: project.id,
      startDate: '2025-08-11',
      endDate: '2025-08-12',
    });

    await openPlan(page, '?start=2025-08-11');
    for (const weekday of ['Monday', 'Tuesday']) {
      const items = itemsOn(page, weekday).getByRole('listitem');
      await expect(items.first()).toContainText(`Scheduled: ${title}`);
      await expect(items.first()).toContainText('08:00–17:00');
      expect(await items.count()).toBeGreaterThan(1);
      await expect(itemsOn(page, weekday)).not.toContainText('Clash');
    }
    await expect(itemsOn(page, 'Wednesday')).not.toContainText('Scheduled:');
  });

  test('a meeting scheduled on /clients appears on the weekly plan of its week', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signIn({ user: uniquePerson('Zodwa') });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const name = `Umhlanga Towers ${Date.now()}`;
    const created = await page.request.post('/api/clients', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name,
        type: 'Commercial',
        contact: 'Priya Naidoo',
        email: 'priya@umhlangatowers.co.za',
        phone: '031 555 0123',
        address: '12 Lighthouse Rd, Umhlanga',
        status: 'Active',
        rating: 3,
        notes: '',
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/clients');
    await page.getByLabel('Search clients').fill(name);
    await page.getByRole('button', { name: `View Details: ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Schedule Meeting' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Date').fill('2025-08-13');
    await dialog.getByLabel('Time').fill('10:30');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(dialog).toContainText('Meeting scheduled');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await openPlan(page, '?start=2025-08-11');
    const wednesday = itemsOn(page, 'Wednesday');
    const item = (title: string) =>
      wednesday.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
    const meeting = item(`Meeting: ${name}`);
    await expect(meeting).toContainText('10:30–11:30');
    await expect(day(page, 'Tuesday').getByText(`Meeting: ${name}`)).toHaveCount(0);

    // In time order among the blocks, and the overlap says so in words on both sides.
    await expect(wednesday.locator('.MuiListItemText-primary')).toHaveText([
      'Finalize core',
      `Meeting: ${name}`,
      'Prepare midpoint review',
      'Lunch',
      'Midpoint review',
      'Plan updates',
      'Break',
      'Apply feedback',
    ]);
    await expect(meeting).toContainText('Clash: overlaps Finalize core');
    const finalize = item('Finalize core');
    await expect(finalize).toContainText(`Clash: overlaps Meeting: ${name}`);
    await expect(
      wednesday.getByRole('listitem').filter({ hasText: 'Prepare midpoint review' }),
    ).not.toContainText('Clash');
    await expectAccessible(page, 'weekly plan with a meeting');

    // Any item opens read-only outside edit mode, by keyboard too.
    await finalize.getByRole('button').focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Finalize core' });
    await expect(details).toContainText('Plan block');
    await expect(details).toContainText('09:00–11:30');
    await expect(details).toContainText('2 h 30 min');
    await expect(details).toContainText(`Clash: overlaps Meeting: ${name}`);
    await expect(details.getByRole('textbox')).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await expectAccessible(page, 'block details at 1400 px');
    await details.getByRole('button', { name: 'Close' }).click();

    await page.setViewportSize({ width: 390, height: 844 });
    await meeting.getByRole('button').click();
    const meetingDetails = page.getByRole('dialog', { name: `Meeting: ${name}` });
    await expect(meetingDetails).toContainText('Client meeting');
    // The meeting opens its own client's page, not the list.
    await expect(meetingDetails.getByRole('link', { name: 'Open client' })).toHaveAttribute(
      'href',
      /^\/clients\/[0-9a-f-]{36}$/,
    );
    await expectAccessible(page, 'meeting details at 390 px');
    await page.keyboard.press('Escape');
    await expect(meetingDetails).toBeHidden();
  });

  test('a site visit scheduled on the dashboard appears on the plan of who scheduled it and of the project team', async ({
    page,
    signIn,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn({ user: uniquePerson('Zodwa') });
    const colleague = await colleaguePage(browser);
    const { user: teammate } = await apiCall<{ user: { id: string } }>(colleague.page, 'GET', '/api/auth/me');
    const project = await apiCall<{ id: string; title: string }>(page, 'POST', '/api/projects', {
      title: `Ballito Junction sprinklers ${Date.now()}`,
      clientName: 'Ballito Junction (Pty) Ltd',
      budget: 850000,
      dueDate: '2027-06-30',
    });
    // The team is people from Resources → Personnel; the colleague's sign-in has its person.
    const people = await apiCall<{ id: string; userId: string | null }[]>(
      page,
      'GET',
      '/api/resources/personnel',
    );
    const person = people.find((p) => p.userId === teammate.id);
    await apiCall(page, 'PATCH', `/api/projects/${project.id}`, { assignedTeam: [person?.id] });

    await page.goto('/');
    await page.getByRole('button', { name: 'quick actions' }).click();
    await page.getByRole('menuitem', { name: 'Schedule Site Visit' }).click();
    const schedule = page.getByRole('dialog', { name: 'Schedule Site Visit' });
    await schedule.getByRole('combobox', { name: 'Project' }).fill(project.title);
    await page.getByRole('option', { name: new RegExp(project.title) }).click();
    await schedule.getByLabel('Visit title').fill('Pump room inspection');
    await schedule.getByLabel('Visit date').fill('2025-08-13');
    await schedule.getByRole('button', { name: 'Schedule' }).click();
    await expect(schedule).toBeHidden();

    await openPlan(page, '?start=2025-08-11');
    const visit = itemsOn(page, 'Wednesday').getByRole('listitem').first();
    await expect(visit).toContainText(`Site visit: ${project.title}`);
    await expect(visit).toContainText('All day');
    await expect(visit).not.toContainText('Clash');
    await expect(day(page, 'Tuesday').getByText(`Site visit: ${project.title}`)).toHaveCount(0);
    await visit.getByRole('button').click();
    const details = page.getByRole('dialog', { name: `Site visit: ${project.title}` });
    await expect(details).toContainText('Pump room inspection');
    await expect(details.getByRole('link', { name: 'Open the project' })).toHaveAttribute(
      'href',
      `/project-dashboard?id=${project.id}`,
    );
    await expectAccessible(page, 'site visit details at 1280 px');
    await details.getByRole('link', { name: 'Open the project' }).click();
    await expect(page).toHaveURL(new RegExp(`/project-dashboard\\?id=${project.id}`));

    await openPlan(colleague.page, '?start=2025-08-11');
    await expect(itemsOn(colleague.page, 'Wednesday')).toContainText(`Site visit: ${project.title}`);
    await colleague.close();
  });

  test('a project manager creates a crew template that everyone can use on a day; a technician cannot create one', async ({
    page,
    signIn,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn({ user: uniquePerson('Zodwa') });
    const name = `Sprinkler crew day ${Date.now()}`;
    const refused = await apiRaw(page, 'POST', '/api/weekly-plan/crew-templates', {
      name,
      blocks: [
        { title: 'Pipe installation', startHour: 7, startMinute: 0, durationMinutes: 240 },
        { title: 'Pressure test', startHour: 10, startMinute: 0, durationMinutes: 60 },
      ],
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('overlaps') });

    await openPlan(page);
    const templates = page.getByRole('region', { name: 'Block templates' });
    await expect(templates.getByRole('list', { name: 'Standard templates' })).toContainText(
      'Standard Monday',
    );
    await templates.getByRole('button', { name: 'New crew template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New crew template' });
    await dialog.getByLabel('Template name').fill(name);
    const first = dialog.getByRole('group', { name: 'Block 1' });
    await first.getByLabel('Title').fill('Toolbox talk');
    await first.getByLabel('Start time').fill('07:00');
    await first.getByLabel('Duration (minutes)').fill('30');
    await dialog.getByRole('button', { name: 'Add a block' }).click();
    const second = dialog.getByRole('group', { name: 'Block 2' });
    await second.getByLabel('Title').fill('Pipe installation');
    await second.getByLabel('Start time').fill('07:15');
    await second.getByLabel('Duration (minutes)').fill('240');
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await expect(dialog.getByRole('alert')).toContainText('overlaps');
    await expectAccessible(page, 'crew template dialog at 1280 px');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'crew template dialog at 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });
    await second.getByLabel('Start time').fill('07:30');
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await expect(dialog).toBeHidden();
    await expect(templates.getByRole('list', { name: 'Crew templates' })).toContainText(name);

    await page.getByRole('button', { name: 'Edit blocks' }).click();
    await day(page, 'Tuesday').getByRole('button', { name: 'Use template on Tuesday' }).click();
    const use = page.getByRole('dialog', { name: 'Use a template on Tuesday' });
    await use.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name }).click();
    await expect(use.getByRole('list', { name: 'Blocks of the template' })).toContainText(
      'Pipe installation',
    );
    await expectAccessible(page, 'use-template dialog at 1280 px');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'use-template dialog at 390 px');
    await use.getByRole('button', { name: 'Apply' }).click();
    await expect(use).toBeHidden();
    await page.getByRole('button', { name: 'Save plan' }).click();
    await expect(page.getByText('Plan saved')).toBeVisible();
    await page.reload();
    await expect(itemsOn(page, 'Tuesday').locator('.MuiListItemText-primary')).toHaveText([
      'Toolbox talk',
      'Pipe installation',
    ]);
    await expect(itemsOn(page, 'Tuesday')).toContainText('07:30–11:30');

    const technician = await browser.newContext();
    const techPage = await technician.newPage();
    await signInNew(techPage, { role: 'TECHNICIAN', user: uniquePerson('Tumelo') });
    await openPlan(techPage);
    await expect(techPage.getByRole('list', { name: 'Crew templates' })).toContainText(name);
    await expect(techPage.getByRole('button', { name: 'New crew template' })).toHaveCount(0);
    const forbidden = await apiRaw(techPage, 'POST', '/api/weekly-plan/crew-templates', {
      name: `${name} copy`,
      blocks: [{ title: 'Toolbox talk', startHour: 7, startMinute: 0, durationMinutes: 30 }],
    });
    expect(forbidden.status()).toBe(403);
    await technician.close();
  });
});
