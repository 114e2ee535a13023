import {
  type Appointment,
  type CalendarSubscription,
  type CrewTemplate,
  DEFAULT_WEEK_TEMPLATE,
  type User,
  type WeeklyPlanResponse,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { WEEKLY_PLAN_STRINGS as S } from '../strings';
import WeeklyPlanPage from './weekly-plan-page';

const sprinklerDay: CrewTemplate = {
  id: 't-1',
  name: 'Sprinkler crew day',
  blocks: [
    { title: 'Toolbox talk', startHour: 7, startMinute: 0, durationMinutes: 30 },
    { title: 'Pipe installation', startHour: 7, startMinute: 30, durationMinutes: 270 },
  ],
  createdAt: '2099-01-01T00:00:00.000Z',
  updatedAt: '2099-01-01T00:00:00.000Z',
};

let templates: CrewTemplate[];

function setup(role: User['role']) {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser({ role }) });
  api.get<WeeklyPlanResponse>('/weekly-plan', {
    name: 'Thandi Nkosi',
    source: 'own',
    editable: true,
    customised: false,
    updatedAt: null,
    template: DEFAULT_WEEK_TEMPLATE,
  });
  api.get<CalendarSubscription>('/weekly-plan/subscription', {
    active: false,
    createdAt: null,
    lastUsedAt: null,
  });
  api.get<Appointment[]>('/weekly-plan/appointments', []);
  api.get<CrewTemplate[]>('/weekly-plan/crew-templates', () => templates);
}

beforeEach(() => {
  templates = [sprinklerDay];
});

const renderPage = () =>
  renderRoutes([{ path: '/weekly-plan', element: <WeeklyPlanPage /> }], ['/weekly-plan']);

describe('crew templates', () => {
  it('lists the crew templates next to the standard ones; a technician cannot manage them', async () => {
    setup('TECHNICIAN');
    renderPage();
    const crew = await screen.findByRole('list', { name: S.crewTemplates });
    expect(await within(crew).findByText('Sprinkler crew day')).toBeInTheDocument();
    expect(crew).toHaveTextContent('2 blocks, 07:00–12:00: Toolbox talk, Pipe installation');
    const standard = screen.getByRole('list', { name: S.standardTemplates });
    expect(within(standard).getByText(S.standardTemplateName('Monday'))).toBeInTheDocument();
    expect(standard).toHaveTextContent('8 blocks, 08:30–17:30');
    expect(screen.queryByRole('button', { name: S.crewTemplateNew })).toBeNull();
    expect(screen.queryByRole('button', { name: S.editTemplate('Sprinkler crew day') })).toBeNull();
  });

  it('lets a project manager create one, refusing overlapping blocks before sending', async () => {
    setup('PROJECT_MANAGER');
    api.post<unknown, CrewTemplate>('/weekly-plan/crew-templates', ({ body }) => {
      const created = { ...sprinklerDay, ...(body as object), id: 't-2' } as CrewTemplate;
      templates = [...templates, created];
      return created;
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: S.crewTemplateNew }));
    const dialog = await screen.findByRole('dialog', { name: S.crewTemplateNew });
    await user.type(within(dialog).getByRole('textbox', { name: S.templateName }), 'Alarm day');
    const first = within(dialog).getByRole('group', { name: S.templateBlock(1) });
    await user.type(within(first).getByRole('textbox', { name: S.blockTitle }), 'Loop tests');
    await user.click(within(dialog).getByRole('button', { name: S.addTemplateBlock }));
    const second = within(dialog).getByRole('group', { name: S.templateBlock(2) });
    await user.type(within(second).getByRole('textbox', { name: S.blockTitle }), 'Panel checks');
    await user.click(within(dialog).getByRole('button', { name: S.saveTemplate }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '"Loop tests" (08:00–09:00) overlaps "Panel checks" (08:00–09:00)',
    );

    const duration = within(first).getByRole('spinbutton', { name: S.blockDuration });
    await user.clear(duration);
    await user.type(duration, '30');
    const start = within(second).getByLabelText(S.blockStart);
    await user.clear(start);
    await user.type(start, '08:30');
    await user.click(within(dialog).getByRole('button', { name: S.saveTemplate }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastRequest('POST', '/weekly-plan/crew-templates').body).toEqual({
      name: 'Alarm day',
      blocks: [
        { title: 'Loop tests', startHour: 8, startMinute: 0, durationMinutes: 30 },
        { title: 'Panel checks', startHour: 8, startMinute: 30, durationMinutes: 60 },
      ],
    });
    expect(await screen.findByText(S.templateSaved('Alarm day'))).toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog', async () => {
    setup('ADMIN');
    api.post(
      '/weekly-plan/crew-templates',
      apiError(409, 'A crew template named "Sprinkler crew day" already exists'),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: S.crewTemplateNew }));
    const dialog = await screen.findByRole('dialog', { name: S.crewTemplateNew });
    await user.type(within(dialog).getByRole('textbox', { name: S.templateName }), 'Sprinkler crew day');
    await user.type(within(dialog).getByRole('textbox', { name: S.blockTitle }), 'Pipe installation');
    await user.click(within(dialog).getByRole('button', { name: S.saveTemplate }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('already exists');
  });

  it('uses a crew template on a day while editing, replacing its blocks', async () => {
    setup('TECHNICIAN');
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: S.edit }));
    await user.click(screen.getByRole('button', { name: S.templateOnDay('Tuesday') }));
    const dialog = await screen.findByRole('dialog', { name: S.applyTemplateTitle('Tuesday') });
    await user.click(within(dialog).getByRole('combobox', { name: S.templateChoice }));
    await user.click(await screen.findByRole('option', { name: 'Sprinkler crew day' }));
    expect(within(dialog).getByRole('list', { name: S.templatePreview })).toHaveTextContent(
      'Pipe installation',
    );
    await user.click(within(dialog).getByRole('button', { name: S.apply }));
    const tuesday = screen.getByRole('list', { name: S.itemsOn('Tuesday') });
    await waitFor(() =>
      expect(
        within(tuesday)
          .getAllByRole('listitem')
          .map((li) => li.querySelector('.MuiListItemText-primary')?.textContent),
      ).toEqual(['Toolbox talk', 'Pipe installation']),
    );
  });
});
