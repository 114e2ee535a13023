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
const dayCard = (weekday: string) => screen.getByRole('region', { name: weekday });
/** Each GET of the appointments as [path, { params }], the shape the screen's client sends. */
const appointmentCalls = () =>
  requestsTo('GET', '/weekly-plan/appointments').map(
    (request) => [request.path, { params: Object.fromEntries(request.query) }] as const,
  );

describe('WeeklyPlanPage appointments', () => {
  it('shows my meetings and schedules in their day cards, apart from the blocks', async () => {
    renderPage();
    const wednesday = await screen.findByRole('list', { name: S.appointmentsOn('Wednesday') });
    const meeting = within(wednesday).getByRole('listitem');
    expect(meeting).toHaveTextContent('Meeting: Rosebank Mall Trust');
    expect(meeting).toHaveTextContent('10:30–12:00');
    expect(within(meeting).getByTitle(S.appointmentKind.MEETING)).toBeInTheDocument();

    const mondayList = within(dayCard('Monday')).getByRole('list', { name: S.appointmentsOn('Monday') });
    expect(mondayList).toHaveTextContent('Scheduled: Hospital sprinkler upgrade');
    expect(mondayList).toHaveTextContent('08:00–17:00');
    expect(within(mondayList).getByTitle(S.appointmentKind.SCHEDULE)).toBeInTheDocument();
    // The template blocks are still there, in their own list.
    expect(within(dayCard('Monday')).getByText('Inbox/triage')).toBeInTheDocument();
    expect(within(mondayList).queryByText('Inbox/triage')).not.toBeInTheDocument();
    expect(within(dayCard('Tuesday')).queryByRole('list', { name: S.appointmentsOn('Tuesday') })).toBeNull();
    expect(appointmentCalls()[0]?.[1]).toEqual({ params: { start: monday } });
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
