import {
  type Appointment,
  addDays,
  type CalendarSubscription,
  currentMonday,
  DEFAULT_WEEK_TEMPLATE,
  type User,
  type WeeklyPlanResponse,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { WEEKLY_PLAN_STRINGS as S } from '../strings';
import WeeklyPlanPage from './weekly-plan-page';

const plan = (overrides: Partial<WeeklyPlanResponse> = {}): WeeklyPlanResponse => ({
  name: 'Thandi Nkosi',
  source: 'own',
  editable: true,
  customised: false,
  updatedAt: null,
  template: DEFAULT_WEEK_TEMPLATE,
  ...overrides,
});

const monday = currentMonday();
const appointments: Appointment[] = [
  {
    id: 'schedule-1-mon',
    kind: 'SCHEDULE',
    title: 'Scheduled: Hospital sprinkler upgrade',
    date: monday,
    start: '08:00',
    end: '17:00',
  },
  {
    id: 'site-visit-1',
    kind: 'SITE_VISIT',
    title: 'Site visit: Sandton office fire alarm',
    date: addDays(monday, 2),
    start: null,
    end: null,
    detail: 'Pump room inspection',
    projectId: 'p-1',
  },
  {
    id: 'meeting-1',
    kind: 'MEETING',
    title: 'Meeting: Rosebank Mall Trust',
    date: addDays(monday, 2),
    start: '10:30',
    end: '12:00',
  },
];

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser() });
  api.get<WeeklyPlanResponse>('/weekly-plan', ({ query }) => {
    const name = query.get('name') ?? 'Thandi Nkosi';
    return name === 'Thandi Nkosi'
      ? plan()
      : plan({ name, source: 'colleague', editable: false, customised: true });
  });
  api.get('/weekly-plan/crew-templates', []);
  api.get<CalendarSubscription>('/weekly-plan/subscription', {
    active: false,
    createdAt: null,
    lastUsedAt: null,
  });
  api.get<Appointment[]>('/weekly-plan/appointments', ({ query }) =>
    query.get('start') === monday ? appointments : [],
  );
});

const renderPage = (path = '/weekly-plan') =>
  renderRoutes([{ path: '/weekly-plan', element: <WeeklyPlanPage /> }], [path]);
const primaryText = (row: HTMLElement) => row.querySelector('.MuiListItemText-primary')?.textContent;
const dayCard = (weekday: string) => screen.getByRole('region', { name: weekday });
/** Each GET of the appointments as [path, { params }], the shape the screen's client sends. */
const appointmentCalls = () =>
  requestsTo('GET', '/weekly-plan/appointments').map(
    (request) => [request.path, { params: Object.fromEntries(request.query) }] as const,
  );

describe('WeeklyPlanPage appointments', () => {
  it('lists my meetings, schedules and site visits among the blocks of their day, in time order', async () => {
    renderPage();
    await screen.findByText('Meeting: Rosebank Mall Trust');
    const wednesday = screen.getByRole('list', { name: S.itemsOn('Wednesday') });
    const rows = within(wednesday).getAllByRole('listitem');
    expect(rows.map(primaryText)).toEqual([
      'Site visit: Sandton office fire alarm',
      'Finalize core',
      'Meeting: Rosebank Mall Trust',
      'Prepare midpoint review',
      'Lunch',
      'Midpoint review',
      'Plan updates',
      'Break',
      'Apply feedback',
    ]);
    const meeting = rows[2]!;
    expect(meeting).toHaveTextContent('10:30–12:00');
    expect(within(meeting).getByTitle(S.itemKind.MEETING)).toBeInTheDocument();
    expect(within(rows[0]!).getByTitle(S.itemKind.SITE_VISIT)).toBeInTheDocument();

    const mondayList = within(dayCard('Monday')).getByRole('list', { name: S.itemsOn('Monday') });
    expect(mondayList).toHaveTextContent('Scheduled: Hospital sprinkler upgrade');
    expect(mondayList).toHaveTextContent('08:00–17:00');
    expect(within(mondayList).getByTitle(S.itemKind.SCHEDULE)).toBeInTheDocument();
    expect(appointmentCalls()[0]?.[1]).toEqual({ params: { start: monday } });
  });

  it('says in words which items clash, on both sides, and not for items that only touch', async () => {
    renderPage();
    await screen.findByText('Meeting: Rosebank Mall Trust');
    const wednesday = screen.getByRole('list', { name: S.itemsOn('Wednesday') });
    const row = (title: string) =>
      within(wednesday)
        .getAllByRole('listitem')
        .find((r) => primaryText(r) === title)!;
    expect(row('Meeting: Rosebank Mall Trust')).toHaveTextContent(
      S.clashWith(['Finalize core', 'Prepare midpoint review']),
    );
    expect(row('Finalize core')).toHaveTextContent(S.clashWith(['Meeting: Rosebank Mall Trust']));
    expect(row('Lunch')).not.toHaveTextContent('Clash');
    expect(row('Site visit: Sandton office fire alarm')).not.toHaveTextContent('Clash');
  });

  it('lists a personnel schedule first on its day and warns of no clash with the blocks of that day', async () => {
    renderPage();
    await screen.findByText('Scheduled: Hospital sprinkler upgrade');
    const rows = within(screen.getByRole('list', { name: S.itemsOn('Monday') })).getAllByRole('listitem');
    expect(primaryText(rows[0]!)).toBe('Scheduled: Hospital sprinkler upgrade');
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row).not.toHaveTextContent('Clash');
  });

  it('opens any item read-only, by click or Enter, with a link to its project', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Meeting: Rosebank Mall Trust');
    const wednesday = screen.getByRole('list', { name: S.itemsOn('Wednesday') });
    await user.click(within(wednesday).getByRole('button', { name: /Site visit: Sandton/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Site visit: Sandton office fire alarm' });
    expect(dialog).toHaveTextContent('Pump room inspection');
    expect(dialog).toHaveTextContent(S.allDay);
    expect(within(dialog).getByRole('link', { name: S.openProject })).toHaveAttribute(
      'href',
      '/project-dashboard?id=p-1',
    );
    await user.click(within(dialog).getByRole('button', { name: S.close }));

    within(wednesday)
      .getByRole('button', { name: /^Finalize core/ })
      .focus();
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Finalize core' });
    expect(dialog).toHaveTextContent('09:00–11:30');
    expect(dialog).toHaveTextContent('2 h 30 min');
    expect(dialog).toHaveTextContent(S.itemKind.BLOCK);
    expect(dialog).toHaveTextContent(S.clashWith(['Meeting: Rosebank Mall Trust']));
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: S.editLabel })).toBeNull();
  });

  it('opens an inspection with links to its visit screen and its site', async () => {
    const inspection: Appointment = {
      id: 'inspection-v-7',
      kind: 'INSPECTION',
      title: 'Inspection: Menlyn Park',
      date: addDays(monday, 1),
      start: null,
      end: null,
      detail: 'Monthly inspection',
      siteId: 's-3',
    };
    api.get<Appointment[]>('/weekly-plan/appointments', ({ query }) =>
      query.get('start') === monday ? [inspection] : [],
    );
    const user = userEvent.setup();
    renderPage();
    const tuesday = await screen.findByRole('list', { name: S.itemsOn('Tuesday') });
    await user.click(await within(tuesday).findByRole('button', { name: /Inspection: Menlyn Park/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Inspection: Menlyn Park' });
    expect(within(dialog).getByRole('link', { name: S.openVisit })).toHaveAttribute('href', '/visits/v-7');
    expect(within(dialog).getByRole('link', { name: S.openSite })).toHaveAttribute('href', '/sites/s-3');
  });

  it('offers Edit and Delete for a block opened in edit mode', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: S.edit }));
    const friday = screen.getByRole('list', { name: S.itemsOn('Friday') });
    await user.click(within(friday).getByRole('button', { name: /^Retro/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Retro' });
    await user.click(within(dialog).getByRole('button', { name: S.editLabel }));
    expect(await screen.findByRole('dialog', { name: S.blockDialogEdit('Friday') })).toBeInTheDocument();
  });

  it('asks for the week on screen', async () => {
    const next = addDays(monday, 7);
    renderPage(`/weekly-plan?start=${next}`);
    await screen.findByRole('region', { name: 'Monday' });
    await waitFor(() => expect(appointmentCalls()).toHaveLength(1));
    expect(appointmentCalls()[0]?.[1]).toEqual({ params: { start: next } });
    expect(screen.queryByText('Meeting: Rosebank Mall Trust')).not.toBeInTheDocument();
  });

  it('shows no appointments on a colleague’s plan and does not ask for them', async () => {
    renderPage('/weekly-plan?name=Ayanda%20Zulu');
    expect(await screen.findByText(S.sourceColleague('Ayanda Zulu'))).toBeInTheDocument();
    expect(screen.queryByText('Meeting: Rosebank Mall Trust')).not.toBeInTheDocument();
    expect(appointmentCalls()).toHaveLength(0);
  });
});
