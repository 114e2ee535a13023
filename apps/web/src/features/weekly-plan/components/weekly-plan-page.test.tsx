import {
  type Appointment,
  type CalendarSubscription,
  currentMonday,
  DEFAULT_WEEK_TEMPLATE,
  type NewCalendarSubscription,
  type User,
  type WeeklyPlanResponse,
  type WeekTemplate,
} from '@firebreak/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, lastRequest, requestsTo } from '@/testing/msw';
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

let served: WeeklyPlanResponse;

beforeEach(() => {
  localStorage.setItem('token', 'good');
  served = plan();
  api.get<{ user: User }>('/auth/me', { user: makeUser() });
  api.get<WeeklyPlanResponse>('/weekly-plan', ({ query }) => {
    const name = query.get('name') ?? 'Thandi Nkosi';
    return name === 'Thandi Nkosi' ? served : plan({ name, source: 'template', editable: false });
  });
  api.get('/weekly-plan/crew-templates', []);
  api.get<CalendarSubscription>('/weekly-plan/subscription', {
    active: false,
    createdAt: null,
    lastUsedAt: null,
  });
  api.get(
    '/weekly-plan/export',
    () => new HttpResponse('BEGIN:VCALENDAR', { headers: { 'content-type': 'text/calendar' } }),
  );
  api.get<Appointment[]>('/weekly-plan/appointments', []);
});

function renderPage(path = '/weekly-plan') {
  return renderRoutes([{ path: '/weekly-plan', element: <WeeklyPlanPage /> }], [path]);
}

const dayCard = (weekday: string) => screen.getByRole('region', { name: weekday });

describe('WeeklyPlanPage', () => {
  it('shows the title, the inputs with their defaults and five day cards with the §9 blocks', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: S.title })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Monday' })).toBeInTheDocument();
    expect(screen.getByLabelText(S.name)).toHaveValue('Thandi Nkosi');
    expect(screen.getByLabelText(S.weekStart)).toHaveValue(currentMonday());
    const days = screen
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('aria-label') === S.days);
    expect(days.map((d) => within(d).getByRole('heading').textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    const monday = dayCard('Monday');
    expect(within(monday).getByText('Inbox/triage')).toBeInTheDocument();
    expect(within(monday).getByText('08:30–09:00')).toBeInTheDocument();
    expect(within(dayCard('Friday')).getByText('Light tasks')).toBeInTheDocument();
    expect(within(dayCard('Friday')).getByText('15:30–17:30')).toBeInTheDocument();
  });

  it('reads name and start from the query, and regenerates the days when the start changes', async () => {
    renderPage('/weekly-plan?name=Crew%20B&start=2025-08-13');
    expect(await screen.findByText(S.sourceTemplate('Crew B'))).toBeInTheDocument();
    expect(screen.getByLabelText(S.name)).toHaveValue('Crew B');
    expect(screen.getByLabelText(S.weekStart)).toHaveValue('2025-08-11');
    expect(within(dayCard('Monday')).getByText('11 Aug 2025')).toBeInTheDocument();
    expect(within(dayCard('Friday')).getByText('15 Aug 2025')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(S.weekStart), { target: { value: '2025-09-03' } });
    expect(screen.getByLabelText(S.weekStart)).toHaveValue('2025-09-01');
    expect(dayCard('Monday').querySelector('time')).toHaveAttribute('datetime', '2025-09-01');
    expect(dayCard('Friday').querySelector('time')).toHaveAttribute('datetime', '2025-09-05');
    fireEvent.change(screen.getByLabelText(S.weekStart), { target: { value: '' } });
    expect(screen.getByLabelText(S.weekStart)).toHaveValue('2025-09-01');
    expect(screen.queryByRole('button', { name: S.edit })).not.toBeInTheDocument();
  });

  it('ignores a start that is not YYYY-MM-DD', async () => {
    renderPage('/weekly-plan?start=11%2F08%2F2025');
    await screen.findByRole('region', { name: 'Monday' });
    expect(screen.getByLabelText(S.weekStart)).toHaveValue(currentMonday());
  });

  it('writes name and start to the address with Update share URL', async () => {
    const { user, router } = renderPage('/weekly-plan?start=2025-08-11');
    await screen.findByRole('region', { name: 'Monday' });
    await user.click(screen.getByRole('button', { name: S.updateShareUrl }));
    expect(router.state.location.search).toBe('?name=Thandi+Nkosi&start=2025-08-11');
  });

  it('copies the share link and shows Link copied for 1.5 seconds', async () => {
    const { user } = renderPage('/weekly-plan?start=2025-08-11');
    // user-event installs its own clipboard on setup; watch that one.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await screen.findByRole('region', { name: 'Monday' });
    await user.click(screen.getByRole('button', { name: S.copyLink }));
    expect(writeText).toHaveBeenCalledWith(
      'http://localhost:3000/weekly-plan?name=Thandi+Nkosi&start=2025-08-11',
    );
    expect(await screen.findByText(S.linkCopied)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(S.linkCopied)).not.toBeInTheDocument(), { timeout: 2500 });
  });

  it('downloads the .ics under the §9 file name', async () => {
    const createObjectURL = vi.fn(() => 'blob:plan');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderPage('/weekly-plan?start=2025-08-11');
    await screen.findByRole('region', { name: 'Monday' });
    await user.click(screen.getByRole('button', { name: S.exportIcs }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(Object.fromEntries(lastRequest('GET', '/weekly-plan/export').query)).toEqual({
      name: 'Thandi Nkosi',
      start: '2025-08-11',
    });
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('Thandi_Nkosi_Weekly_Plan_2025-08-11.ics');
  });

  it('edits, adds and deletes blocks, then saves the whole week', async () => {
    api.put<{ template: WeekTemplate }, WeeklyPlanResponse>('/weekly-plan', ({ body }) => {
      served = plan({ customised: true, template: body.template });
      return served;
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: S.edit }));
    await user.click(screen.getByRole('button', { name: S.deleteBlock('Inbox/triage') }));
    await user.click(within(dayCard('Tuesday')).getByRole('button', { name: S.editBlock('Exercise') }));
    const dialog = screen.getByRole('dialog');
    const time = within(dialog).getByLabelText(S.blockStart);
    await user.clear(time);
    await user.type(time, '07:00');
    await user.click(within(dialog).getByRole('button', { name: S.apply }));

    await user.click(within(dayCard('Friday')).getByRole('button', { name: S.addBlockTo('Friday') }));
    const add = screen.getByRole('dialog');
    await user.type(within(add).getByLabelText(/Title/), 'Site visit');
    const addTime = within(add).getByLabelText(S.blockStart);
    await user.clear(addTime);
    await user.type(addTime, '15:00');
    await user.click(within(add).getByRole('button', { name: S.apply }));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      '"Break" (15:00–15:30) overlaps "Site visit" (15:00–16:00)',
    );
    const retry = within(screen.getByRole('dialog')).getByLabelText(S.blockStart);
    await user.clear(retry);
    await user.type(retry, '17:30');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: S.apply }));

    await user.click(screen.getByRole('button', { name: S.save }));
    expect(await screen.findByText(S.saved)).toBeInTheDocument();
    const saved = (requestsTo('PUT', '/weekly-plan')[0]!.body as { template: WeekTemplate }).template;
    expect(saved.Monday.map((b) => b.title)).not.toContain('Inbox/triage');
    expect(saved.Tuesday[0]).toMatchObject({ title: 'Exercise', startHour: 7, startMinute: 0 });
    expect(saved.Friday.at(-1)).toMatchObject({
      title: 'Site visit',
      startHour: 17,
      startMinute: 30,
      durationMinutes: 60,
    });
    expect(await screen.findByText(S.sourceOwnSaved)).toBeInTheDocument();
    expect(within(dayCard('Friday')).getByText('17:30–18:30')).toBeInTheDocument();
  }, 20_000);

  it('resets a saved plan after confirmation', async () => {
    served = plan({ customised: true, template: { ...DEFAULT_WEEK_TEMPLATE, Monday: [] } });
    api.delete<WeeklyPlanResponse>('/weekly-plan', () => {
      served = plan();
      return served;
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: S.reset }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: S.reset }));
    expect(await screen.findByText(S.resetDone)).toBeInTheDocument();
    lastRequest('DELETE', '/weekly-plan');
    await waitFor(() => expect(within(dayCard('Monday')).getByText('Inbox/triage')).toBeInTheDocument());
  });

  it('creates a subscription address and shows it once', async () => {
    api.post<undefined, NewCalendarSubscription>('/weekly-plan/subscription', {
      url: 'http://localhost:3000/api/calendar/abc.ics',
      createdAt: '2025-08-11T08:00:00Z',
    });
    let active = false;
    api.get<CalendarSubscription>('/weekly-plan/subscription', () => ({
      active,
      createdAt: active ? '2025-08-11T08:00:00Z' : null,
      lastUsedAt: null,
    }));
    const { user } = renderPage();
    expect(await screen.findByText(S.subscriptionOff)).toBeInTheDocument();
    active = true;
    await user.click(screen.getByRole('button', { name: S.createSubscription }));
    expect(await screen.findByLabelText(S.subscriptionUrl)).toHaveValue(
      'http://localhost:3000/api/calendar/abc.ics',
    );
    expect(screen.getByText(S.subscriptionShownOnce)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.regenerateSubscription })).toBeInTheDocument();
  });
});
