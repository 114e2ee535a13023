import 'fake-indexeddb/auto';
import {
  addDays,
  type MyDay,
  type MyDayVisit,
  restOfWeek,
  todayInSouthAfrica,
  type Visit,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { api, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { makeVisit } from '@/testing/visits';
import { closeVisitDbs } from '../offline/visit-db';
import { D } from '../strings';
import MyDayPage from './my-day-page';

/** The office's booking changes, fired by the test as the server's socket would. */
const socketListeners = vi.hoisted(() => new Map<string, Set<(payload: unknown) => void>>());
vi.mock('@/lib/socket/realtime', () => ({
  realtime: {
    onServerEvent(event: string, listener: (payload: unknown) => void) {
      const set = socketListeners.get(event) ?? new Set();
      set.add(listener);
      socketListeners.set(event, set);
      return () => set.delete(listener);
    },
  },
}));
const fire = (event: string, payload: unknown) => {
  for (const listener of socketListeners.get(event) ?? []) listener(payload);
};

const today = todayInSouthAfrica();
const week = restOfWeek(today);

const makeMyDayVisit = (overrides: Partial<MyDayVisit> = {}): MyDayVisit => ({
  id: 'v-1',
  siteId: 's-1',
  siteName: 'Sandton City',
  clientName: 'Sandton City Holdings',
  address: '83 Rivonia Road, Sandhurst, 2196',
  area: 'Sandton',
  latitude: -26.1076,
  longitude: 28.0567,
  accessNotes: 'Loading bay B, ask for security',
  notes: 'Alarm valve chattering since Monday',
  contactName: 'Lerato Dube',
  contactPhone: '+27 11 555 0123',
  systems: ['SPRINKLER'],
  assetCount: 0,
  resultsRecorded: 0,
  signed: false,
  kind: 'CALL_OUT',
  status: 'SCHEDULED',
  startMinute: 8 * 60 + 30,
  durationMinutes: 60,
  onSite: false,
  minutesOnSite: 0,
  completedAt: null,
  ...overrides,
});

/** The server's My day, changed by the handlers as the contract says. */
let day: MyDay;
let later: MyDayVisit;

const setVisit = (id: string, change: Partial<MyDayVisit>) => {
  day = {
    ...day,
    days: day.days.map((d) => ({
      ...d,
      visits: d.visits.map((v) => (v.id === id ? { ...v, ...change } : v)),
    })),
  };
};

function serve() {
  api.get<MyDay>('/my-day', () => day);
  const answer = (id: string): Visit => makeVisit({ id, status: 'IN_PROGRESS' });
  api.post<{ at?: string } | undefined, Visit>('/visits/:id/start', ({ params }) => {
    setVisit(String(params.id), { status: 'IN_PROGRESS', onSite: true });
    return answer(String(params.id));
  });
  api.post<{ at?: string } | undefined, Visit>('/visits/:id/pause', ({ params }) => {
    setVisit(String(params.id), { onSite: false, minutesOnSite: 25 });
    return answer(String(params.id));
  });
  api.post<undefined, Visit>('/visits/:id/complete', ({ params }) => {
    setVisit(String(params.id), { status: 'COMPLETED', onSite: false });
    return makeVisit({ id: String(params.id), status: 'COMPLETED' });
  });
}

const tom = makeUser({ id: 'u-tom', firstName: 'Tom', role: 'TECHNICIAN' });

beforeEach(async () => {
  await closeVisitDbs();
  globalThis.indexedDB = new IDBFactory();
  later = makeMyDayVisit({
    id: 'v-9',
    siteName: 'Rosebank Mall',
    clientName: 'Rosebank Mall Management',
    area: 'Rosebank',
    startMinute: 9 * 60,
  });
  day = {
    today,
    hasPerson: true,
    personName: 'Tom Nkosi',
    generatedAt: new Date().toISOString(),
    days: week.map((date, i) => ({
      date,
      visits: i === 0 ? [makeMyDayVisit()] : i === week.length - 1 ? [later] : [],
    })),
  };
  if (week.length === 1) day.days[0]?.visits.push(later);
  serve();
  localStorage.setItem('token', `token-of-${tom.id}`);
  api.get('/auth/me', () => ({ user: tom }));
  socketListeners.clear();
});
afterEach(() => vi.restoreAllMocks());

const renderMyDay = () =>
  renderRoutes(
    [
      { path: '/my-day', element: <MyDayPage /> },
      { path: '/visits/:id', element: <p>The visit screen</p> },
    ],
    ['/my-day'],
  );

const card = (site: string) => screen.findByRole('article', { name: site });

describe('My day', () => {
  it("shows today's visit with its time, address link, access and office notes, contact call link and systems; then the week", async () => {
    renderMyDay();
    const visit = await card('Sandton City');
    expect(within(visit).getByText('08:30–09:30')).toBeInTheDocument();
    expect(within(visit).getByText('Sandton City Holdings')).toBeInTheDocument();
    expect(
      within(visit).getByRole('link', { name: D.openInMaps('83 Rivonia Road, Sandhurst, 2196') }),
    ).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=-26.1076%2C28.0567');
    expect(within(visit).getByText('Loading bay B, ask for security')).toBeInTheDocument();
    expect(within(visit).getByText('Alarm valve chattering since Monday')).toBeInTheDocument();
    expect(
      within(visit).getByRole('link', { name: D.call('Lerato Dube', '+27 11 555 0123') }),
    ).toHaveAttribute('href', 'tel:+27115550123');
    expect(within(visit).getByText('Sprinkler system')).toBeInTheDocument();
    expect(within(visit).getByText('Scheduled')).toBeInTheDocument();
    if (week.length > 1) {
      const rest = screen.getByRole('region', { name: D.restOfWeek });
      expect(within(rest).getByRole('link', { name: /Rosebank Mall/ })).toHaveAttribute(
        'href',
        '/visits/v-9',
      );
    }
    await expectAccessible();
  });

  it('falls back to the address for the maps link when the site has no place, and says when nothing is booked', async () => {
    setVisit('v-1', { latitude: null, longitude: null });
    renderMyDay();
    const visit = await card('Sandton City');
    expect(within(visit).getByRole('link', { name: /opens maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=83%20Rivonia%20Road%2C%20Sandhurst%2C%202196',
    );
  });

  it('starts, pauses, resumes and finishes a visit with one tap each, sending the time it was tapped', async () => {
    const { user } = renderMyDay();
    const visit = await card('Sandton City');
    await user.click(within(visit).getByRole('button', { name: D.actionLabel(D.start, 'Sandton City') }));
    await waitFor(() => expect(requestsTo('POST', '/visits/v-1/start')).toHaveLength(1));
    const sent = requestsTo('POST', '/visits/v-1/start')[0]?.body as { at: string };
    expect(Date.parse(sent.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await within(visit).findByText(D.onSite)).toBeInTheDocument();

    await user.click(within(visit).getByRole('button', { name: D.actionLabel(D.pause, 'Sandton City') }));
    expect(await within(visit).findByText(D.paused)).toBeInTheDocument();
    expect(await within(visit).findByText(D.timeOnSite(25))).toBeInTheDocument();
    await user.click(within(visit).getByRole('button', { name: D.actionLabel(D.resume, 'Sandton City') }));
    await waitFor(() => expect(requestsTo('POST', '/visits/v-1/start')).toHaveLength(2));

    // Nothing to record or sign on a call-out with no assets: Finish completes it here.
    await user.click(
      await within(visit).findByRole('button', { name: D.actionLabel(D.finish, 'Sandton City') }),
    );
    await waitFor(() => expect(requestsTo('POST', '/visits/v-1/complete')).toHaveLength(1));
    expect(await within(visit).findByText('Completed')).toBeInTheDocument();
    expect(
      within(visit).queryByRole('button', { name: /^(Start|Pause|Resume|Finish)/ }),
    ).not.toBeInTheDocument();
  });

  it("sends Finish to the visit screen's sign-off when assets or the signature are still to do, and says so", async () => {
    setVisit('v-1', { status: 'IN_PROGRESS', onSite: true, assetCount: 3, resultsRecorded: 1 });
    const { user, router } = renderMyDay();
    const visit = await card('Sandton City');
    const finish = within(visit).getByRole('button', {
      name: D.actionLabel(D.finishOnVisit, 'Sandton City'),
    });
    expect(finish).toHaveAccessibleDescription(D.left(2, true));
    await user.click(finish);
    expect(await screen.findByText('The visit screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/visits/v-1');
    expect(router.state.location.hash).toBe('#sign-off');
    expect(requestsTo('POST', '/visits/v-1/complete')).toEqual([]);
  });

  it('keeps a tap made offline on the phone, says so, and sends it once the signal is back', async () => {
    api.post('/visits/:id/start', () => HttpResponse.error());
    const { user } = renderMyDay();
    const visit = await card('Sandton City');
    await user.click(within(visit).getByRole('button', { name: D.actionLabel(D.start, 'Sandton City') }));
    expect(await within(visit).findByText(D.unsentCard)).toBeInTheDocument();
    expect(within(visit).getByText(D.onSite)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('status').some((s) => s.textContent?.includes(D.unsent(1)))).toBe(true),
    );

    serve();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(within(visit).queryByText(D.unsentCard)).not.toBeInTheDocument());
    expect(requestsTo('POST', '/visits/v-1/start').length).toBeGreaterThanOrEqual(2);
    expect(within(visit).getByText(D.onSite)).toBeInTheDocument();
    await expectAccessible();
  });

  it('opens with no signal from the copy the phone kept, and says it is offline', async () => {
    const online = renderMyDay();
    await card('Sandton City');
    // The copy is written after the answer arrives.
    await waitFor(async () => {
      const { visitStore } = await import('../offline/visit-db');
      expect(await visitStore(tom.id).loadMyDay()).not.toBeNull();
    });
    online.unmount();

    api.get('/my-day', () => HttpResponse.error());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderMyDay();
    const visit = await card('Sandton City');
    expect(within(visit).getByText('Loading bay B, ask for security')).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((s) => s.textContent?.startsWith('Offline:'))).toBe(true);
  });

  it("says what changed when the office moves today's visits, and reads My day again", async () => {
    renderMyDay();
    await card('Sandton City');
    const before = requestsTo('GET', '/my-day').length;
    setVisit('v-1', { startMinute: 10 * 60 + 30 });
    fire('my_day_update', { visitId: 'v-1', dates: [today], message: 'Sandton City moved to 10:30 today' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sandton City moved to 10:30 today');
    expect(await screen.findByText('10:30–11:30')).toBeInTheDocument();
    expect(requestsTo('GET', '/my-day').length).toBeGreaterThan(before);

    // A change to another day reads again but says nothing new.
    const { user } = { user: (await import('@testing-library/user-event')).default.setup() };
    await user.click(screen.getByRole('button', { name: D.dismiss }));
    fire('my_day_update', { visitId: 'v-9', dates: [addDays(today, 1)], message: 'Rosebank moved' });
    await waitFor(() => expect(requestsTo('GET', '/my-day').length).toBeGreaterThan(before + 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the account has no person to book visits for', async () => {
    day = { ...day, hasPerson: false, personName: null, days: day.days.map((d) => ({ ...d, visits: [] })) };
    renderMyDay();
    expect(await screen.findByText(D.noPerson)).toBeInTheDocument();
    expect(screen.getByText(D.noneToday)).toBeInTheDocument();
  });
});
