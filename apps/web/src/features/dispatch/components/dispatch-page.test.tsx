import {
  type AssignmentInput,
  type AssignmentRefusal,
  addDays,
  type BoardDay,
  type BoardLane,
  type BoardVisit,
  type DispatchBoard,
  type User,
  type Vehicle,
} from '@firebreak/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { api, lastRequest, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { S } from '../strings';
import DispatchPage from './dispatch-page';

// A fixed week far from today, so no day is today and the tests never depend on the date.
const MONDAY = '2030-01-07';
const DAYS = Array.from({ length: 7 }, (_, i) => addDays(MONDAY, i));
const REFUSAL_MESSAGE = 'Sipho Dlamini has no Gas suppression registration at Technician level or above';

function visit(overrides: Partial<BoardVisit> = {}): BoardVisit {
  return {
    id: 'v-1',
    siteId: 's-1',
    siteName: 'Sandton Data Centre',
    clientId: 'c-1',
    clientName: 'Teraco',
    address: '5 Rivonia Rd, Sandton',
    area: 'Sandton',
    latitude: -26.1,
    longitude: 28.05,
    kind: 'INSPECTION',
    status: 'DUE',
    dueDate: '2030-01-02',
    overdue: true,
    scheduledFor: null,
    startMinute: null,
    durationMinutes: 90,
    technicianId: null,
    vehicleId: null,
    vehicleRegistration: null,
    systems: ['GAS_SUPPRESSION'],
    assetCount: 3,
    requires: [{ category: 'GAS_SUPPRESSION', level: 'TECHNICIAN' }],
    conflicts: [],
    ...overrides,
  } as BoardVisit;
}

function days(workingMinutes: number, byDate: Record<string, Partial<BoardDay>> = {}): BoardDay[] {
  return DAYS.map((date, i) => ({
    date,
    workingMinutes: i < 5 ? workingMinutes : 0,
    bookedMinutes: 0,
    leave: null,
    projects: [],
    visits: [],
    bookedKm: 0,
    suggestedOrder: [],
    suggestedKm: 0,
    ...byDate[date],
  }));
}

const booked = [
  visit({
    id: 'v-2',
    siteName: 'Rosebank Mall',
    clientId: 'c-2',
    clientName: 'Growthpoint',
    area: 'Rosebank',
    status: 'SCHEDULED',
    overdue: false,
    scheduledFor: MONDAY,
    startMinute: 7 * 60,
    durationMinutes: 120,
    technicianId: 'p-2',
    systems: ['SPRINKLER'],
  }),
  visit({
    id: 'v-3',
    siteName: 'Menlyn Park',
    clientId: 'c-2',
    clientName: 'Growthpoint',
    area: 'Pretoria East',
    status: 'SCHEDULED',
    overdue: false,
    scheduledFor: MONDAY,
    startMinute: 9 * 60 + 30,
    durationMinutes: 180,
    technicianId: 'p-2',
    systems: ['DETECTION'],
    conflicts: [
      { kind: 'ACCESS_HOURS', message: 'Menlyn Park lets contractors in 08:00–12:00', adminOnly: false },
    ],
  }),
];

const lanes: BoardLane[] = [
  {
    technicianId: 'p-1',
    name: 'Sipho Dlamini',
    status: 'Available',
    workStartMinute: 8 * 60,
    workEndMinute: 17 * 60,
    lapsingNextMonth: [],
    days: days(540),
  },
  {
    technicianId: 'p-2',
    name: 'Thandi Nkosi',
    status: 'Available',
    workStartMinute: 7 * 60,
    workEndMinute: 16 * 60,
    lapsingNextMonth: ['GAS_SUPPRESSION'],
    days: days(540, {
      [MONDAY]: { bookedMinutes: 300, visits: booked, bookedKm: 42.4, suggestedKm: 31.2 },
      [DAYS[1] as string]: { bookedMinutes: 600 },
    }),
  },
];

const board: DispatchBoard = { weekStart: MONDAY, days: DAYS, lanes, unassigned: [visit()] };
const vehicles = [
  {
    id: 'veh-1',
    type: 'Bakkie',
    registration: 'GP 123-456',
    status: 'Available',
    fuel: 80,
    mileage: 1,
    assignedTo: null,
  },
] as Vehicle[];

let signedIn: User;

beforeEach(() => {
  // jsdom has no scrollIntoView; dnd-kit calls it on a card picked up inside the scrolling Unassigned strip.
  Element.prototype.scrollIntoView ??= () => {};
  signedIn = makeUser({ role: 'PROJECT_MANAGER' });
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<DispatchBoard>('/dispatch/board', board);
  api.get<Vehicle[]>('/resources/vehicles', vehicles);
  api.put<AssignmentInput>('/visits/:id/assignment', () => ({ ok: true }));
});

afterEach(() => vi.unstubAllGlobals());

function renderPage(search = `?week=${MONDAY}`) {
  return renderRoutes([{ path: '/dispatch', element: <DispatchPage /> }], [`/dispatch${search}`]);
}

const liveRegion = () => document.querySelector('[id^="DndLiveRegion"]') as HTMLElement;

async function pressOn(handle: HTMLElement, ...keys: string[]) {
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await waitFor(() => expect(liveRegion()).toHaveTextContent(S.pickedUp('Sandton Data Centre')));
  // The keyboard sensor listens for the next keys from a timeout of its own: let it run first.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (const key of keys) fireEvent.keyDown(document, { code: key, key });
}

const refusal: AssignmentRefusal = {
  error: 'Sipho Dlamini may not do this visit',
  conflicts: [{ kind: 'REGISTRATION', message: REFUSAL_MESSAGE, adminOnly: true }],
};

describe('DispatchPage', () => {
  it('shows the week’s lanes: working hours, booked hours, the route estimate, who lapses next month, the Unassigned', async () => {
    renderPage();
    const grid = await screen.findByRole('region', { name: S.gridLabel });
    expect(screen.getByRole('heading', { level: 1, name: 'Dispatch' })).toBeVisible();
    expect(within(grid).getByRole('heading', { name: 'Sipho Dlamini' })).toBeVisible();
    expect(within(grid).getByText('Works 07:00–16:00')).toBeVisible();
    expect(within(grid).getByText('Not allowed next month: Gas suppression')).toBeVisible();
    const monday = within(grid).getByRole('group', { name: 'Thandi Nkosi, Monday 7 January: 2 visits' });
    expect(monday).toHaveTextContent('Booked 5 h of 9 h');
    expect(monday).toHaveTextContent('Booked order 42 km · Nearest next stop 31 km (estimate)');
    expect(
      within(monday).getByRole('listitem', { name: 'Visit to Menlyn Park, 09:30–12:30' }),
    ).toHaveTextContent('Outside access hours');
    const tuesday = within(grid).getByRole('group', { name: 'Thandi Nkosi, Tuesday 8 January: no visits' });
    expect(tuesday).toHaveTextContent('Booked 10 h of 9 h');
    const unassigned = screen.getByRole('region', { name: 'Unassigned (1)' });
    expect(within(unassigned).getByRole('listitem', { name: /Sandton Data Centre/ })).toHaveTextContent(
      'Overdue',
    );
    await expectAccessible(document.body, 'the dispatch board');
  });

  it('keeps the week and the filters in the address and asks the server for them', async () => {
    const { user, router } = renderPage();
    await screen.findByRole('region', { name: S.gridLabel });
    await user.click(screen.getByRole('combobox', { name: S.filterArea }));
    await user.click(await screen.findByRole('option', { name: 'Rosebank' }));
    await waitFor(() => expect(router.state.location.search).toContain('area=Rosebank'));
    await waitFor(() => expect(lastRequest('GET', '/dispatch/board').query.get('area')).toBe('Rosebank'));
    await user.click(screen.getByRole('combobox', { name: S.filterSystem }));
    await user.click(await screen.findByRole('option', { name: /Gas/ }));
    await waitFor(() => expect(router.state.location.search).toContain('system=GAS_SUPPRESSION'));
    expect(lastRequest('GET', '/dispatch/board').query.get('system')).toBe('GAS_SUPPRESSION');
    await user.click(screen.getByRole('button', { name: S.nextWeek }));
    await waitFor(() => expect(router.state.location.search).toContain(`week=${addDays(MONDAY, 7)}`));
    expect(lastRequest('GET', '/dispatch/board').query.get('week')).toBe(addDays(MONDAY, 7));
  });

  it('is read-only for an engineer: no handles, no menus', async () => {
    signedIn = makeUser({ role: 'ENGINEER' });
    renderPage();
    await screen.findByRole('region', { name: S.gridLabel });
    await waitFor(() => expect(screen.getByText(S.readOnlySubtitle)).toBeVisible());
    expect(screen.queryByRole('button', { name: /^Move the visit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for the visit/ })).toBeNull();
  });

  it('books with the keyboard: picks up, moves between technicians and days (announced), drops after the day’s bookings', async () => {
    renderPage();
    const handle = await screen.findByRole('button', { name: 'Move the visit to Sandton Data Centre' });
    await pressOn(handle, 'ArrowDown');
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(
        'The visit to Sandton Data Centre is over Sipho Dlamini, Monday 7 January.',
      ),
    );
    fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(
        'The visit to Sandton Data Centre is over Thandi Nkosi, Monday 7 January.',
      ),
    );
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(
        'The visit to Sandton Data Centre is over Thandi Nkosi, Tuesday 8 January.',
      ),
    );
    fireEvent.keyDown(document, { code: 'ArrowLeft', key: 'ArrowLeft' });
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(
        'The visit to Sandton Data Centre is over Thandi Nkosi, Monday 7 January.',
      ),
    );
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(
        'The visit to Sandton Data Centre was dropped on Thandi Nkosi, Monday 7 January.',
      ),
    );
    // Monday holds 07:00–09:00 and 09:30–12:30: the 90 minutes go after them.
    await waitFor(() =>
      expect(lastRequest('PUT', '/visits/v-1/assignment').body).toEqual({
        technicianId: 'p-2',
        date: MONDAY,
        startTime: '12:30',
        durationMinutes: 90,
      }),
    );
    expect(
      await screen.findByText('Visit to Sandton Data Centre booked for Thandi Nkosi on Mon 7 Jan at 12:30'),
    ).toBeVisible();
  });

  it('escape cancels a keyboard move: nothing is sent', async () => {
    renderPage();
    const handle = await screen.findByRole('button', { name: 'Move the visit to Sandton Data Centre' });
    await pressOn(handle, 'ArrowDown');
    fireEvent.keyDown(document, { code: 'Escape', key: 'Escape' });
    await waitFor(() => expect(liveRegion()).toHaveTextContent(S.cancelled('Sandton Data Centre')));
    expect(requestsTo('PUT', '/visits/v-1/assignment')).toHaveLength(0);
  });

  it('shows a refusal with its reason; an administrator books anyway with a reason', async () => {
    signedIn = makeUser({ role: 'ADMIN' });
    api.put<AssignmentInput, unknown>('/visits/:id/assignment', ({ body }: { body: AssignmentInput }) =>
      body.overrideReason ? { ok: true } : HttpResponse.json(refusal, { status: 422 }),
    );
    const { user } = renderPage();
    const handle = await screen.findByRole('button', { name: 'Move the visit to Sandton Data Centre' });
    await pressOn(handle, 'ArrowDown', 'Space');
    const dialog = await screen.findByRole('dialog', { name: S.refusedTitle });
    expect(dialog).toHaveTextContent(`Refused: ${REFUSAL_MESSAGE}`);
    expect(dialog).toHaveTextContent('Registration');
    await expectAccessible(dialog, 'the refusal dialog');
    await user.click(within(dialog).getByRole('button', { name: S.bookAnyway }));
    expect(within(dialog).getByText(S.overrideReasonRequired)).toBeVisible();
    expect(requestsTo('PUT', '/visits/v-1/assignment')).toHaveLength(1);
    await user.type(
      within(dialog).getByRole('textbox', { name: S.overrideReason }),
      'Registration renewal in the post',
    );
    await user.click(within(dialog).getByRole('button', { name: S.bookAnyway }));
    await waitFor(() =>
      expect(lastRequest('PUT', '/visits/v-1/assignment').body).toEqual({
        technicianId: 'p-1',
        date: MONDAY,
        startTime: '08:00',
        durationMinutes: 90,
        overrideReason: 'Registration renewal in the post',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells a project manager only an administrator may override a registration', async () => {
    api.put('/visits/:id/assignment', () => HttpResponse.json(refusal, { status: 422 }));
    renderPage();
    const handle = await screen.findByRole('button', { name: 'Move the visit to Sandton Data Centre' });
    await pressOn(handle, 'ArrowDown', 'Space');
    const dialog = await screen.findByRole('dialog', { name: S.refusedTitle });
    expect(dialog).toHaveTextContent(`Refused: ${REFUSAL_MESSAGE}`);
    expect(dialog).toHaveTextContent(S.adminOnly);
    expect(within(dialog).queryByRole('button', { name: S.bookAnyway })).toBeNull();
  });

  it('lets a project manager book past a schedule conflict with a reason', async () => {
    api.put<AssignmentInput, unknown>('/visits/:id/assignment', ({ body }: { body: AssignmentInput }) =>
      body.overrideReason
        ? { ok: true }
        : HttpResponse.json(
            {
              error: 'The booking has conflicts',
              conflicts: [
                { kind: 'OVERLAP', message: 'Thandi Nkosi is at Rosebank Mall then', adminOnly: false },
              ],
            } satisfies AssignmentRefusal,
            { status: 409 },
          ),
    );
    const { user } = renderPage();
    const handle = await screen.findByRole('button', { name: 'Move the visit to Sandton Data Centre' });
    await pressOn(handle, 'ArrowDown', 'ArrowDown', 'Space');
    const dialog = await screen.findByRole('dialog', { name: S.refusedTitle });
    expect(dialog).toHaveTextContent('Double booked');
    await user.type(within(dialog).getByRole('textbox', { name: S.overrideReason }), 'Client asked');
    await user.click(within(dialog).getByRole('button', { name: S.bookAnyway }));
    await waitFor(() =>
      expect(lastRequest('PUT', '/visits/v-1/assignment').body).toMatchObject({
        overrideReason: 'Client asked',
      }),
    );
  });
});

describe('DispatchPage on a phone', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
  });

  it('lists the lanes and assigns from a card’s menu', async () => {
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'Thandi Nkosi' });
    expect(screen.queryByRole('region', { name: S.gridLabel })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move the visit/ })).toBeNull();
    await expectAccessible(document.body, 'the board on a phone');
    await user.click(screen.getByRole('button', { name: 'Actions for the visit to Sandton Data Centre' }));
    await user.click(await screen.findByRole('menuitem', { name: S.assign }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign: Sandton Data Centre' });
    await user.click(within(dialog).getByRole('combobox', { name: S.fieldTechnician }));
    await user.click(await screen.findByRole('option', { name: 'Sipho Dlamini' }));
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: DAYS[2] } });
    fireEvent.change(within(dialog).getByLabelText(/^Start time/), { target: { value: '10:15' } });
    await user.click(within(dialog).getByRole('combobox', { name: S.fieldVehicle }));
    await user.click(await screen.findByRole('option', { name: 'GP 123-456 · Bakkie' }));
    await expectAccessible(dialog, 'the Assign dialog');
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    await waitFor(() =>
      expect(lastRequest('PUT', '/visits/v-1/assignment').body).toEqual({
        technicianId: 'p-1',
        date: DAYS[2],
        startTime: '10:15',
        durationMinutes: 90,
        vehicleId: 'veh-1',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Assign/ })).toBeNull());
  });
});
