import {
  addDays,
  type Personnel,
  todayInSouthAfrica,
  type User,
  type Vehicle,
  type Visit,
  type VisitUpdate,
  type VisitUpdateResult,
} from '@firebreak/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, lastRequest, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { makeVisit } from '@/testing/visits';
import { S, W } from '../strings';
import VisitsPage from './visits-page';

const today = todayInSouthAfrica();

const personnel: Personnel[] = [
  {
    id: 'p-1',
    name: 'Tumelo Mokoena',
    role: 'Technician',
    status: 'Available',
    projects: 0,
    skills: [],
    userId: 'u-9',
  },
  {
    id: 'p-2',
    name: 'Sipho Dube',
    role: 'Technician',
    status: 'Available',
    projects: 0,
    skills: [],
    userId: null,
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

beforeEach(() => {
  signedIn = makeUser({ role: 'PROJECT_MANAGER' });
  localStorage.setItem('token', 'good');
  visits = [
    makeVisit(),
    makeVisit({
      id: 'v-2',
      siteName: 'Rosebank Mall',
      dueDate: addDays(today, -5),
      overdue: true,
    }),
    makeVisit({
      id: 'v-3',
      siteName: 'Menlyn Park',
      status: 'SCHEDULED',
      scheduledFor: addDays(today, 1),
      technicianId: 'p-2',
      technicianName: 'Sipho Dube',
      vehicleId: 'veh-1',
      vehicleRegistration: 'GP 123-456',
      frequency: 'ANNUAL',
      notes: 'Gate code 4471. Meet caretaker at clubhouse.',
    }),
  ];
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<Visit[]>('/visits', () => visits);
  api.get<Personnel[]>('/resources/personnel', personnel);
  api.get<Vehicle[]>('/resources/vehicles', vehicles);
});

const renderBoard = () => renderRoutes([{ path: '/visits', element: <VisitsPage /> }], ['/visits']);

describe('the Visits board', () => {
  it('shows unassigned visits (overdue first, marked) and scheduled ones on their day', async () => {
    renderBoard();
    expect(await screen.findByRole('heading', { level: 1, name: S.title })).toBeInTheDocument();
    const unassigned = await screen.findByRole('region', { name: S.dayHeading(S.unassigned, 2) });
    const cards = within(unassigned).getAllByRole('listitem');
    expect(cards[0]).toHaveAccessibleName('Rosebank Mall, Liberty Two Degrees');
    expect(within(cards[0] as HTMLElement).getByText(S.overdue)).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).queryByText(S.overdue)).not.toBeInTheDocument();
    const dayRegions = screen.getAllByRole('region').filter((r) => r.textContent?.includes('Menlyn Park'));
    expect(dayRegions).toHaveLength(1);
    const menlyn = within(dayRegions[0] as HTMLElement);
    expect(menlyn.getByText('Sipho Dube')).toBeInTheDocument();
    expect(menlyn.getByText(/GP 123-456/)).toBeInTheDocument();
    expect(menlyn.getByText('Annual')).toBeInTheDocument();
    expect(menlyn.getByText(/Gate code 4471\. Meet caretaker at clubhouse\./)).toHaveTextContent(
      `${W.officeNotes}: Gate code 4471.`,
    );
    expect(menlyn.getByRole('link', { name: 'Menlyn Park' })).toHaveAttribute('href', '/sites/s-1');
    expect(menlyn.getByRole('link', { name: W.openVisitLabel('Menlyn Park') })).toHaveAttribute(
      'href',
      '/visits/v-3',
    );
    expect(lastRequest('GET', '/visits')?.query.get('from')).toBe(today);
    expect(lastRequest('GET', '/visits')?.query.get('to')).toBe(addDays(today, 13));
  });

  it('schedules a visit to a technician and a vehicle; a missing technician is refused first', async () => {
    api.patch<VisitUpdate, VisitUpdateResult>('/visits/:id', ({ body }) => {
      const updated = makeVisit({
        ...body,
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
      await screen.findByRole('button', { name: S.scheduleLabel('Sandton office tower', addDays(today, 3)) }),
    );
    const dialog = await screen.findByRole('dialog', { name: S.dialogTitle('Sandton office tower') });
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    expect(await within(dialog).findByText(S.technicianRequired)).toBeInTheDocument();
    expect(requestsTo('PATCH', '/visits/v-1')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: new RegExp(S.fieldTechnician) }));
    await user.click(await screen.findByRole('option', { name: /Tumelo Mokoena/ }));
    await user.click(within(dialog).getByRole('combobox', { name: S.fieldVehicle }));
    await user.click(await screen.findByRole('option', { name: /GP 123-456/ }));
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    expect(await screen.findByText(/already has 1 other visit/)).toBeInTheDocument();
    expect(lastRequest('PATCH', '/visits/v-1')?.body).toEqual({
      scheduledFor: addDays(today, 3),
      technicianId: 'p-1',
      vehicleId: 'veh-1',
      notes: '',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels a visit after asking, and keeps it when the office thinks again', async () => {
    api.patch<VisitUpdate, VisitUpdateResult>('/visits/:id', ({ body }) => {
      const updated = makeVisit({ status: body.status ?? 'DUE' });
      visits = visits.filter((v) => v.id !== 'v-1');
      return { ...updated, warnings: [] };
    });
    const { user } = renderBoard();
    const open = async () => {
      await user.click(
        await screen.findByRole('button', {
          name: S.scheduleLabel('Sandton office tower', addDays(today, 3)),
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: S.dialogTitle('Sandton office tower') });
      await user.click(within(dialog).getByRole('button', { name: S.cancelVisit }));
      return screen.findByRole('dialog', { name: S.cancelTitle('Sandton office tower') });
    };
    await user.click(within(await open()).getByRole('button', { name: S.keepVisit }));
    expect(screen.getByRole('dialog', { name: S.dialogTitle('Sandton office tower') })).toBeInTheDocument();
    expect(requestsTo('PATCH', '/visits/v-1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(within(await open()).getByRole('button', { name: S.cancelVisit }));
    expect(await screen.findByText(S.cancelled('Sandton office tower'))).toBeInTheDocument();
    expect(lastRequest('PATCH', '/visits/v-1')?.body).toEqual({ status: 'CANCELLED' });
    expect(await screen.findByRole('region', { name: S.dayHeading(S.unassigned, 1) })).toBeInTheDocument();
  });

  it('filters by technician, and hides scheduling from the field', async () => {
    signedIn = makeUser({ role: 'TECHNICIAN' });
    const { user } = renderBoard();
    await screen.findByRole('region', { name: S.dayHeading(S.unassigned, 2) });
    expect(screen.queryByRole('button', { name: /Schedule the visit/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: S.filterTechnician }));
    await user.click(await screen.findByRole('option', { name: 'Sipho Dube' }));
    await screen.findByRole('region', { name: S.dayHeading(S.unassigned, 2) });
    expect(lastRequest('GET', '/visits')?.query.get('technicianId')).toBe('p-2');
  });
});
