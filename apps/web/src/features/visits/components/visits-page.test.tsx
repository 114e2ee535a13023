import {
  addDays,
  mondayOf,
  OPEN_VISIT_STATUSES,
  type Personnel,
  todayInSouthAfrica,
  type User,
  type Vehicle,
  type Visit,
  type VisitUpdate,
  type VisitUpdateResult,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { api, lastRequest, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { makeVisit } from '@/testing/visits';
import { dayLabel } from '../board';
import { S, W } from '../strings';
import VisitsPage from './visits-page';

const today = todayInSouthAfrica();
// Every date below is placed in this week by its Monday, so the tests pass on any day of the week.
const monday = mondayOf(today);
const wednesday = addDays(monday, 2);
// Sunday: this week's last day, never before today, so the unassigned visit due then is never overdue.
const sunday = addDays(monday, 6);

const personnel: Personnel[] = [
  {
    id: 'p-1',
    name: 'Tumelo Mokoena',
    role: 'Technician',
    status: 'Available',
    projects: 0,
    skills: [],
    userId: 'u-9',
    workStart: '07:30',
    workEnd: '16:30',
  },
  {
    id: 'p-2',
    name: 'Sipho Dube',
    role: 'Technician',
    status: 'Available',
    projects: 0,
    skills: [],
    userId: null,
    workStart: '07:30',
    workEnd: '16:30',
  },
];
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
let visits: Visit[];

/** GET /api/visits as the server answers it: the range by the visit's day, the overdue, and the filters. */
function answerVisits(query: URLSearchParams): Visit[] {
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const technicianId = query.get('technicianId');
  const status = query.get('status');
  return visits.filter((visit) => {
    const day = visit.scheduledFor ?? visit.dueDate;
    const overdue =
      query.get('includeOverdue') === 'true' &&
      visit.dueDate < today &&
      OPEN_VISIT_STATUSES.includes(visit.status);
    return (
      ((day >= from && day <= to) || overdue) &&
      (!technicianId || visit.technicianId === technicianId) &&
      (!status || visit.status === status)
    );
  });
}

beforeEach(() => {
  signedIn = makeUser({ role: 'PROJECT_MANAGER' });
  localStorage.setItem('token', 'good');
  visits = [
    makeVisit({ dueDate: sunday }),
    makeVisit({
      id: 'v-2',
      siteId: 's-2',
      siteName: 'Rosebank Mall',
      dueDate: addDays(today, -5),
      overdue: true,
    }),
    makeVisit({
      id: 'v-3',
      siteId: 's-3',
      siteName: 'Menlyn Park',
      status: 'SCHEDULED',
      dueDate: wednesday,
      scheduledFor: wednesday,
      technicianId: 'p-2',
      technicianName: 'Sipho Dube',
      vehicleId: 'veh-1',
      vehicleRegistration: 'GP 123-456',
      frequency: 'ANNUAL',
      systems: ['SPRINKLER', 'DETECTION'],
      notes: 'Gate code 4471. Meet caretaker at clubhouse.',
    }),
    makeVisit({
      id: 'v-4',
      siteId: 's-4',
      siteName: 'Hatfield Plaza',
      clientName: 'Growthpoint Properties',
      status: 'COMPLETED',
      dueDate: wednesday,
      scheduledFor: wednesday,
      technicianId: 'p-1',
      technicianName: 'Tumelo Mokoena',
      completedAt: `${wednesday}T12:00:00.000Z`,
    }),
    makeVisit({
      id: 'v-5',
      siteId: 's-5',
      siteName: 'Brooklyn Mall',
      status: 'CANCELLED',
      dueDate: addDays(monday, 4),
    }),
  ];
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<Visit[]>('/visits', ({ query }) => answerVisits(query));
  api.get<Personnel[]>('/resources/personnel', personnel);
  api.get<Vehicle[]>('/resources/vehicles', vehicles);
});

afterEach(() => vi.unstubAllGlobals());

/** useMediaQuery reads matchMedia: a 1280 px screen (min-width queries match) or a phone (max-width ones). */
function stubWidth(kind: 'desktop' | 'phone') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes(kind === 'desktop' ? 'min-width' : 'max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

const renderBoard = (path = '/visits') =>
  renderRoutes([{ path: '/visits', element: <VisitsPage /> }], [path]);

const dayRegion = (date: string, count: number) =>
  screen.findByRole('region', { name: S.dayHeading(dayLabel(date), count) });

/** The list view's rows, by the site each names. */
const listedSites = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

describe('the Visits board: the week', () => {
  it('at 1280 px shows the Unassigned strip (overdue first, marked) above seven day columns of compact rows', async () => {
    stubWidth('desktop');
    renderBoard();
    expect(await screen.findByRole('heading', { level: 1, name: S.title })).toBeInTheDocument();
    const unassigned = await screen.findByRole('region', { name: S.dayHeading(S.unassigned, 2) });
    const rows = within(unassigned).getAllByRole('listitem');
    expect(rows[0]).toHaveAccessibleName('Rosebank Mall, Liberty Two Degrees');
    expect(within(rows[0] as HTMLElement).getByText(S.overdue)).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByText(S.overdue)).not.toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(S.due(sunday))).toBeInTheDocument();
    // A strip's row: the name schedules, the icon beside it opens the visit screen.
    expect(
      within(rows[1] as HTMLElement).getByRole('link', { name: W.openVisitLabel('Sandton office tower') }),
    ).toHaveAttribute('href', '/visits/v-1');

    // Seven days, Monday first; a day without visits says so in one line.
    for (let i = 0; i < 7; i += 1) {
      const date = addDays(monday, i);
      expect(
        screen.getByRole('region', { name: S.dayHeading(dayLabel(date), date === wednesday ? 2 : 0) }),
      ).toBeInTheDocument();
    }
    expect(screen.getAllByText(S.none)).toHaveLength(6);
    expect(
      within(screen.getByRole('region', { name: new RegExp(`^${dayLabel(today)} \\(`) })).getByText(S.today),
    ).toBeInTheDocument();

    // Wednesday: by technician (Sipho before Tumelo); initials on screen, the name for screen readers.
    const wed = within(await dayRegion(wednesday, 2));
    const [menlyn, hatfield] = wed.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(menlyn).toHaveAccessibleName('Menlyn Park, Liberty Two Degrees');
    expect(within(menlyn).getByText('Sipho Dube')).toBeInTheDocument();
    expect(within(menlyn).getByText('SD')).toBeInTheDocument();
    expect(within(menlyn).getByText('Scheduled')).toBeInTheDocument();
    // The office: in a day column the site's name is the one action, the Schedule dialog (which links
    // to the visit screen).
    expect(within(menlyn).getByRole('button')).toHaveAccessibleName(
      S.scheduleLabel('Menlyn Park', wednesday),
    );
    expect(within(menlyn).getByRole('button')).toHaveTextContent('Menlyn Park');
    expect(within(menlyn).queryByRole('link')).not.toBeInTheDocument();
    // A completed visit is not scheduled again: its name opens the visit screen (its report).
    expect(within(hatfield).getByText('Completed')).toBeInTheDocument();
    expect(within(hatfield).queryByRole('button', { name: /Schedule the visit/ })).not.toBeInTheDocument();
    expect(within(hatfield).getByRole('link', { name: W.openVisitLabel('Hatfield Plaza') })).toHaveAttribute(
      'href',
      '/visits/v-4',
    );
    // A cancelled visit is off the board unless the status filter asks for it.
    expect(screen.queryByText('Brooklyn Mall')).not.toBeInTheDocument();

    expect(lastRequest('GET', '/visits')?.query.get('from')).toBe(monday);
    expect(lastRequest('GET', '/visits')?.query.get('to')).toBe(addDays(monday, 6));
    expect(lastRequest('GET', '/visits')?.query.get('includeOverdue')).toBe('true');
    await expectAccessible(document.body, 'the week at 1280 px');
  });

  it('on a phone lists only the days with visits, and says when a week has none', async () => {
    stubWidth('phone');
    const { user, router } = renderBoard();
    await dayRegion(wednesday, 2);
    const dayNames = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id ?? '')?.textContent);
    expect(dayNames).toEqual([S.dayHeading(S.unassigned, 2), S.dayHeading(dayLabel(wednesday), 2)]);
    expect(screen.queryByText(S.none)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: S.nextWeek }));
    expect(await screen.findByText(S.emptyWeek)).toBeInTheDocument();
    // The overdue one still waits for a day; Sunday's unassigned visit is this week's, not next.
    expect(screen.getByRole('region', { name: S.dayHeading(S.unassigned, 1) })).toHaveTextContent(
      'Rosebank Mall',
    );
    expect(lastRequest('GET', '/visits')?.query.get('from')).toBe(addDays(monday, 7));
    expect(router.state.location.search).toBe(`?week=${addDays(monday, 7)}`);
    await expectAccessible(document.body, 'an empty week on a phone');
  });

  it('goes to the previous, next and this week, and keeps the week in the address', async () => {
    const { user, router, unmount } = renderBoard();
    await dayRegion(wednesday, 2);
    expect(screen.getByRole('button', { name: S.thisWeek })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: S.previousWeek }));
    await waitFor(() => expect(lastRequest('GET', '/visits')?.query.get('from')).toBe(addDays(monday, -7)));
    expect(lastRequest('GET', '/visits')?.query.get('to')).toBe(addDays(monday, -1));
    expect(router.state.location.search).toBe(`?week=${addDays(monday, -7)}`);
    await user.click(screen.getByRole('button', { name: S.thisWeek }));
    await dayRegion(wednesday, 2);
    expect(router.state.location.search).toBe('');

    // A week in the address is shown as its Monday's week, also after a reload.
    unmount();
    renderBoard(`/visits?week=${addDays(monday, 9)}`);
    await waitFor(() => expect(lastRequest('GET', '/visits')?.query.get('from')).toBe(addDays(monday, 7)));
  });
});

describe('the Visits board: the list', () => {
  it('Week | List is a toggle kept in the address; the list is a table sorted by any column', async () => {
    const { user, router, unmount } = renderBoard();
    await dayRegion(wednesday, 2);
    const week = screen.getByRole('button', { name: S.viewWeek });
    const list = screen.getByRole('button', { name: S.viewList });
    expect(week).toHaveAttribute('aria-pressed', 'true');
    await user.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?view=list');

    const table = await screen.findByRole('table', { name: S.listLabel });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      `${S.columns.date}${S.sortedAscending}`,
      'Site',
      'Client',
      'Technician',
      'Status',
      'Systems',
      S.actions,
    ]);
    // By date: the overdue one, Wednesday's two (by site), Thursday's.
    expect(listedSites(table)).toEqual([
      'Rosebank Mall',
      'Hatfield Plaza',
      'Menlyn Park',
      'Sandton office tower',
    ]);

    // What the week's compact rows leave out is here: vehicle, frequency, systems, the office's notes.
    const menlyn = within(
      within(table).getByRole('link', { name: 'Menlyn Park' }).closest('tr') as HTMLElement,
    );
    expect(menlyn.getByRole('link', { name: 'Menlyn Park' })).toHaveAttribute('href', '/sites/s-3');
    expect(menlyn.getByText('Sipho Dube')).toBeInTheDocument();
    expect(menlyn.getByText(/GP 123-456/)).toBeInTheDocument();
    expect(menlyn.getByText('Sprinklers, Detection')).toBeInTheDocument();
    expect(menlyn.getByText(/Annual/)).toBeInTheDocument();
    expect(menlyn.getByText(/Gate code 4471\. Meet caretaker at clubhouse\./)).toHaveTextContent(
      `${W.officeNotes}: Gate code 4471.`,
    );
    expect(menlyn.getByRole('link', { name: W.openVisitLabel('Menlyn Park') })).toHaveAttribute(
      'href',
      '/visits/v-3',
    );
    expect(
      menlyn.getByRole('button', { name: S.scheduleLabel('Menlyn Park', wednesday) }),
    ).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Site' }));
    expect(listedSites(table)).toEqual([
      'Hatfield Plaza',
      'Menlyn Park',
      'Rosebank Mall',
      'Sandton office tower',
    ]);
    expect(within(table).getByRole('columnheader', { name: /^Site/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(table).getByRole('button', { name: /^Site/ }));
    expect(listedSites(table)).toEqual([
      'Sandton office tower',
      'Rosebank Mall',
      'Menlyn Park',
      'Hatfield Plaza',
    ]);
    expect(router.state.location.search).toBe('?view=list&sort=site&order=desc');
    await expectAccessible(document.body, 'the list at 1280 px');

    // A reload keeps the view and the order.
    unmount();
    renderBoard('/visits?view=list&sort=site&order=desc');
    const again = await screen.findByRole('table', { name: S.listLabel });
    expect(screen.getByRole('button', { name: S.viewList })).toHaveAttribute('aria-pressed', 'true');
    expect(listedSites(again)).toEqual([
      'Sandton office tower',
      'Rosebank Mall',
      'Menlyn Park',
      'Hatfield Plaza',
    ]);
  });

  it('on a phone stacks each visit with its actions instead of a table', async () => {
    stubWidth('phone');
    renderBoard('/visits?view=list');
    const list = await screen.findByRole('list', { name: S.listLabel });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const menlyn = within(within(list).getByRole('listitem', { name: 'Menlyn Park, Liberty Two Degrees' }));
    expect(menlyn.getByText(/Sipho Dube/)).toBeInTheDocument();
    expect(menlyn.getByRole('link', { name: W.openVisitLabel('Menlyn Park') })).toBeInTheDocument();
    expect(
      menlyn.getByRole('button', { name: S.scheduleLabel('Menlyn Park', wednesday) }),
    ).toBeInTheDocument();
    await expectAccessible(document.body, 'the list on a phone');
  });
});

describe('the Visits board: filters', () => {
  it('filters by technician, site and status together, kept in the address', async () => {
    stubWidth('desktop');
    const { user, router } = renderBoard();
    await dayRegion(wednesday, 2);

    await user.click(screen.getByRole('combobox', { name: S.filterTechnician }));
    await user.click(await screen.findByRole('option', { name: 'Tumelo Mokoena' }));
    await waitFor(() => expect(lastRequest('GET', '/visits')?.query.get('technicianId')).toBe('p-1'));
    // Tumelo's week: Hatfield on Wednesday, nothing unassigned.
    await dayRegion(wednesday, 1);
    expect(screen.getByRole('region', { name: S.dayHeading(S.unassigned, 0) })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: S.filterTechnician }));
    await user.click(await screen.findByRole('option', { name: 'All technicians' }));
    await dayRegion(wednesday, 2);

    // The site filter offers the week's sites and narrows the board to one.
    await user.click(screen.getByRole('combobox', { name: S.filterSite }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      S.allSites,
      'Hatfield Plaza',
      'Menlyn Park',
      'Rosebank Mall',
      'Sandton office tower',
    ]);
    await user.click(screen.getByRole('option', { name: 'Menlyn Park' }));
    const wed = await dayRegion(wednesday, 1);
    expect(wed).toHaveTextContent('Menlyn Park');
    expect(screen.getByRole('region', { name: S.dayHeading(S.unassigned, 0) })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?site=s-3');

    // With the status: the server is asked for that status only.
    await user.click(screen.getByRole('combobox', { name: S.filterStatus }));
    await user.click(await screen.findByRole('option', { name: 'Scheduled' }));
    await waitFor(() => expect(lastRequest('GET', '/visits')?.query.get('status')).toBe('SCHEDULED'));
    expect(await dayRegion(wednesday, 1)).toHaveTextContent('Menlyn Park');
    expect(router.state.location.search).toBe('?site=s-3&status=SCHEDULED');

    await user.click(screen.getByRole('button', { name: S.clearFilters }));
    await dayRegion(wednesday, 2);
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('combobox', { name: S.filterStatus })).not.toHaveTextContent('Scheduled');
    await expectAccessible(document.body, 'the filters');
  });

  it('shows cancelled visits only when the status filter asks for them', async () => {
    stubWidth('desktop');
    const { user } = renderBoard();
    await dayRegion(wednesday, 2);
    expect(screen.queryByText('Brooklyn Mall')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: S.filterStatus }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    const friday = await dayRegion(addDays(monday, 4), 1);
    expect(friday).toHaveTextContent('Brooklyn Mall');
    expect(within(friday).getByText('Cancelled')).toBeInTheDocument();
    expect(lastRequest('GET', '/visits')?.query.get('status')).toBe('CANCELLED');
  });

  it('opens with the filters the address names, as after a reload', async () => {
    stubWidth('desktop');
    renderBoard('/visits?technician=p-2&site=s-3&status=SCHEDULED');
    expect(await dayRegion(wednesday, 1)).toHaveTextContent('Menlyn Park');
    const sent = lastRequest('GET', '/visits')?.query;
    expect(sent?.get('technicianId')).toBe('p-2');
    expect(sent?.get('status')).toBe('SCHEDULED');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: S.filterTechnician })).toHaveTextContent('Sipho Dube'),
    );
    expect(screen.getByRole('combobox', { name: S.filterSite })).toHaveTextContent('Menlyn Park');
    expect(screen.getByRole('combobox', { name: S.filterStatus })).toHaveTextContent('Scheduled');
  });
});

describe('the Visits board: scheduling', () => {
  it('schedules a visit to a technician and a vehicle; a missing technician is refused first', async () => {
    api.patch<VisitUpdate, VisitUpdateResult>('/visits/:id', ({ body }) => {
      const updated = makeVisit({
        ...body,
        dueDate: sunday,
        status: 'SCHEDULED',
        scheduledFor: body.scheduledFor ?? null,
        technicianId: body.technicianId ?? null,
        technicianName: 'Tumelo Mokoena',
      });
      visits = [updated, ...visits.slice(1)];
      return { ...updated, warnings: ['Tumelo Mokoena already has 1 other visit on that day'] };
    });
    const { user } = renderBoard();
    await user.click(
      await screen.findByRole('button', { name: S.scheduleLabel('Sandton office tower', sunday) }),
    );
    const dialog = await screen.findByRole('dialog', { name: S.dialogTitle('Sandton office tower') });
    expect(
      within(dialog).getByRole('link', { name: W.openVisitLabel('Sandton office tower') }),
    ).toHaveAttribute('href', '/visits/v-1');
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    expect(await within(dialog).findByText(S.technicianRequired)).toBeInTheDocument();
    expect(requestsTo('PATCH', '/visits/v-1')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: new RegExp(S.fieldTechnician) }));
    await user.click(await screen.findByRole('option', { name: /Tumelo Mokoena/ }));
    await user.click(within(dialog).getByRole('combobox', { name: S.fieldVehicle }));
    await user.click(await screen.findByRole('option', { name: /GP 123-456/ }));
    await expectAccessible(document.body, 'the Schedule dialog');
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    expect(await screen.findByText(/already has 1 other visit/)).toBeInTheDocument();
    expect(lastRequest('PATCH', '/visits/v-1')?.body).toEqual({
      scheduledFor: sunday,
      technicianId: 'p-1',
      vehicleId: 'veh-1',
      notes: '',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Scheduled, it leaves the Unassigned strip for its day.
    expect(await screen.findByRole('region', { name: S.dayHeading(S.unassigned, 1) })).toBeInTheDocument();
  });

  it('shows why a technician without the registration is refused; an administrator books anyway with a reason', async () => {
    const message = 'Tumelo Mokoena has no Portable extinguishers registration at Serviceman level or above';
    api.patch<VisitUpdate, VisitUpdateResult>('/visits/:id', ({ body }) =>
      body.overrideReason
        ? { ...makeVisit({ dueDate: sunday, status: 'SCHEDULED', scheduledFor: sunday }), warnings: [] }
        : HttpResponse.json(
            {
              error: 'Tumelo Mokoena may not do this visit',
              conflicts: [{ kind: 'REGISTRATION', message, adminOnly: true }],
            },
            { status: 422 },
          ),
    );
    signedIn = makeUser({ role: 'ADMIN' });
    const { user } = renderBoard();
    await user.click(
      await screen.findByRole('button', { name: S.scheduleLabel('Sandton office tower', sunday) }),
    );
    const dialog = await screen.findByRole('dialog', { name: S.dialogTitle('Sandton office tower') });
    await user.click(within(dialog).getByRole('combobox', { name: new RegExp(S.fieldTechnician) }));
    await user.click(await screen.findByRole('option', { name: /Tumelo Mokoena/ }));
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    expect(await within(dialog).findByText(S.refused(message))).toBeVisible();
    await expectAccessible(document.body, 'the refused Schedule dialog');
    await user.click(within(dialog).getByRole('button', { name: S.bookAnyway }));
    expect(within(dialog).getByText(S.overrideReasonRequired)).toBeVisible();
    expect(requestsTo('PATCH', '/visits/v-1')).toHaveLength(1);
    await user.type(
      within(dialog).getByRole('textbox', { name: S.overrideReason }),
      'Renewal confirmed by SAQCC',
    );
    await user.click(within(dialog).getByRole('button', { name: S.bookAnyway }));
    await waitFor(() =>
      expect(lastRequest('PATCH', '/visits/v-1')?.body).toMatchObject({
        technicianId: 'p-1',
        overrideReason: 'Renewal confirmed by SAQCC',
      }),
    );
  });

  it('tells a project manager that only an administrator may book without the registration', async () => {
    api.patch('/visits/:id', () =>
      HttpResponse.json(
        {
          error: 'Refused',
          conflicts: [
            { kind: 'REGISTRATION', message: 'Tumelo Mokoena has no registration', adminOnly: true },
          ],
        },
        { status: 422 },
      ),
    );
    const { user } = renderBoard();
    await user.click(
      await screen.findByRole('button', { name: S.scheduleLabel('Sandton office tower', sunday) }),
    );
    const dialog = await screen.findByRole('dialog', { name: S.dialogTitle('Sandton office tower') });
    await user.click(within(dialog).getByRole('combobox', { name: new RegExp(S.fieldTechnician) }));
    await user.click(await screen.findByRole('option', { name: /Tumelo Mokoena/ }));
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    expect(await within(dialog).findByText(S.refused('Tumelo Mokoena has no registration'))).toBeVisible();
    expect(within(dialog).getByText(S.adminOnly)).toBeVisible();
    expect(within(dialog).queryByRole('textbox', { name: S.overrideReason })).toBeNull();
  });

  it("keeps 'Cancel visit' apart from the dialog's Cancel, and cancels only after asking", async () => {
    api.patch<VisitUpdate, VisitUpdateResult>('/visits/:id', ({ body }) => {
      const updated = makeVisit({ dueDate: sunday, status: body.status ?? 'DUE' });
      visits = visits.map((visit) => (visit.id === 'v-1' ? updated : visit));
      return { ...updated, warnings: [] };
    });
    const { user } = renderBoard();
    const open = async () => {
      await user.click(
        await screen.findByRole('button', { name: S.scheduleLabel('Sandton office tower', sunday) }),
      );
      return screen.findByRole('dialog', { name: S.dialogTitle('Sandton office tower') });
    };

    // The foot holds Cancel (close) and Save only; 'Cancel visit' is below the fields, explained.
    const dialog = await open();
    const close = within(dialog).getByRole('button', { name: S.cancel });
    const cancelVisit = within(dialog).getByRole('button', { name: S.cancelVisit });
    const foot = close.parentElement as HTMLElement;
    expect(
      within(foot)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([S.cancel, S.save]);
    expect(foot).not.toContainElement(cancelVisit);
    expect(cancelVisit).toHaveAccessibleDescription(S.cancelVisitHint);
    // Cancel closes the dialog and changes nothing.
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('PATCH', '/visits/v-1')).toHaveLength(0);

    // 'Cancel visit' asks first; 'Keep visit' goes back to the dialog.
    await user.click(within(await open()).getByRole('button', { name: S.cancelVisit }));
    const confirm = await screen.findByRole('dialog', { name: S.cancelTitle('Sandton office tower') });
    expect(confirm).toHaveTextContent(S.cancelBody(sunday));
    await expectAccessible(document.body, 'the cancel confirmation');
    await user.click(within(confirm).getByRole('button', { name: S.keepVisit }));
    expect(screen.getByRole('dialog', { name: S.dialogTitle('Sandton office tower') })).toBeInTheDocument();
    expect(requestsTo('PATCH', '/visits/v-1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: S.cancelVisit }));
    const again = await screen.findByRole('dialog', { name: S.cancelTitle('Sandton office tower') });
    await user.click(within(again).getByRole('button', { name: S.cancelVisit }));
    expect(await screen.findByText(S.cancelled('Sandton office tower'))).toBeInTheDocument();
    expect(lastRequest('PATCH', '/visits/v-1')?.body).toEqual({ status: 'CANCELLED' });
    expect(await screen.findByRole('region', { name: S.dayHeading(S.unassigned, 1) })).toBeInTheDocument();
  });

  it('filters by technician, and hides scheduling from the field', async () => {
    signedIn = makeUser({ role: 'TECHNICIAN' });
    const { user } = renderBoard();
    await screen.findByRole('region', { name: S.dayHeading(S.unassigned, 2) });
    expect(screen.queryByRole('button', { name: /Schedule the visit/ })).not.toBeInTheDocument();
    // The site's name opens the visit screen.
    expect(screen.getByRole('link', { name: W.openVisitLabel('Menlyn Park') })).toHaveAttribute(
      'href',
      '/visits/v-3',
    );
    await user.click(screen.getByRole('combobox', { name: S.filterTechnician }));
    await user.click(await screen.findByRole('option', { name: 'Sipho Dube' }));
    await screen.findByRole('region', { name: S.dayHeading(S.unassigned, 0) });
    expect(lastRequest('GET', '/visits')?.query.get('technicianId')).toBe('p-2');
  });
});
