import {
  addDays,
  type Leave,
  type Personnel,
  type Registration,
  type ResourceSummary,
  todayInSouthAfrica,
  type User,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest, requestsTo, sessionAnswered } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { S } from '../strings';
import { standingLabel } from './registration-chip';
import ResourcesPage from './resources-page';

const today = todayInSouthAfrica();
const PERSON: Personnel = {
  id: 'p1',
  name: 'Riaan Botha',
  role: 'Gas Suppression Specialist',
  status: 'Available',
  projects: 0,
  skills: [],
  userId: null,
  workStart: '07:00',
  workEnd: '16:00',
};
const registration = (overrides: Partial<Registration>): Registration => ({
  id: 'r1',
  personnelId: 'p1',
  category: 'GAS_SUPPRESSION',
  level: 'TECHNICIAN',
  number: 'SAQCC-GS-20417',
  expiresOn: addDays(today, 400),
  standing: 'CURRENT',
  documentId: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});
const REGISTRATIONS: Registration[] = [
  registration({}),
  registration({
    id: 'r2',
    category: 'PORTABLE_EXTINGUISHERS',
    level: 'SERVICEMAN',
    number: 'SAQCC-PE-27415',
    expiresOn: addDays(today, 12),
    standing: 'EXPIRING',
    documentId: 'doc-uuid-1',
  }),
  registration({
    id: 'r3',
    category: 'FIRE_DETECTION',
    level: 'INSTALLER',
    number: 'SAQCC-FD-1',
    expiresOn: addDays(today, -2),
    standing: 'EXPIRED',
  }),
];
const LEAVE: Leave[] = [
  {
    id: 'l1',
    personnelId: 'p1',
    startDate: addDays(today, 8),
    endDate: addDays(today, 12),
    reason: 'Annual leave',
    createdAt: '2026-11-01T08:00:00.000Z',
  },
];

let signedIn = makeUser();

beforeEach(() => {
  signedIn = makeUser();
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<ResourceSummary>('/resources/summary', {
    personnelAvailable: 1,
    personnelTotal: 1,
    equipmentMaintenance: 0,
    inventoryBelowMin: 0,
    note: '',
  });
  api.get<Personnel[]>('/resources/personnel', [PERSON]);
  api.get('/resources/vehicles', []);
  api.get('/resources/inventory', []);
  api.get('/resources/equipment', []);
  api.get<Registration[]>('/personnel/p1/registrations', REGISTRATIONS);
  api.get<Leave[]>('/personnel/p1/leave', LEAVE);
});

const open = async () => {
  const rendered = renderRoutes([{ path: '/resources', element: <ResourcesPage /> }], ['/resources']);
  await sessionAnswered();
  await rendered.user.click(await screen.findByRole('button', { name: `${S.record}: Riaan Botha` }));
  const dialog = await screen.findByRole('dialog', { name: S.recordTitle('Riaan Botha') });
  await within(dialog).findByText('SAQCC-GS-20417', { exact: false });
  return { ...rendered, dialog };
};

describe('a person’s registrations and leave', () => {
  it('lists each registration with its standing, the copy in the library, working hours and leave; accessible', async () => {
    const { dialog } = await open();
    const list = within(dialog).getByRole('list', { name: S.registrations });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText(S.current)).toBeInTheDocument();
    expect(within(items[1]!).getByText('Expires in 12 days')).toBeInTheDocument();
    expect(within(items[2]!).getByText(S.expired)).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: S.copyInLibrary })).toHaveAttribute(
      'href',
      '/documents/preview/doc-uuid-1',
    );
    expect(within(dialog).getByText(`${S.workingHours}: 07:00–16:00`)).toBeInTheDocument();
    expect(within(dialog).getByText(/Annual leave/)).toBeInTheDocument();
    await expectAccessible(dialog, 'the registrations dialog');
  });

  it('adds a registration: the level follows the category; the server’s refusal shows', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: S.addRegistration }));
    const form = await screen.findByRole('dialog', { name: S.addRegistration });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(requestsTo('POST', '/personnel/p1/registrations')).toHaveLength(0);
    await user.click(within(form).getByRole('combobox', { name: S.category }));
    await user.click(await screen.findByRole('option', { name: 'Sprinklers' }));
    await user.click(within(form).getByRole('combobox', { name: S.level }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Installer', 'Technician', 'Designer']);
    await user.click(screen.getByRole('option', { name: 'Technician' }));
    await user.type(within(form).getByLabelText(S.number), 'SAQCC-SP-1');
    await user.type(within(form).getByLabelText(S.expiresOn), '2028-03-31');
    api.post('/personnel/p1/registrations', () =>
      apiError(409, 'This person already has a registration with this category and number'),
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/already has a registration/)).toBeInTheDocument();
    expect(lastRequest('POST', '/personnel/p1/registrations').body).toEqual({
      category: 'SPRINKLERS',
      level: 'TECHNICIAN',
      number: 'SAQCC-SP-1',
      expiresOn: '2028-03-31',
    });
    api.post('/personnel/p1/registrations', registration({ id: 'r9' }), 201);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: S.addRegistration })).not.toBeInTheDocument(),
    );
  });

  it('uploads a copy as multipart and says so; deletes after confirming', async () => {
    const { user, dialog } = await open();
    api.post('/personnel/p1/registrations/r1/copy', registration({ documentId: 'doc-2' }));
    const input = within(dialog).getByTestId('copy-r1') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'card.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText(S.copyUploaded)).toBeInTheDocument();
    const sent = lastRequest('POST', '/personnel/p1/registrations/r1/copy').body as FormData;
    expect(sent.get('file')).toBeTruthy();

    api.delete('/personnel/p1/registrations/r3');
    await user.click(within(dialog).getByRole('button', { name: `${S.deleteRegistration} SAQCC-FD-1` }));
    const confirm = await screen.findByRole('dialog', { name: S.deleteRegistration });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requestsTo('DELETE', '/personnel/p1/registrations/r3')).toHaveLength(1));
  });

  it('adds leave (the end before the start is refused here) and deletes it', async () => {
    const { user, dialog } = await open();
    const group = within(dialog).getByRole('group', { name: S.addLeave });
    await user.type(within(group).getByLabelText(S.startDate), '2027-01-10');
    await user.type(within(group).getByLabelText(S.endDate), '2027-01-05');
    await user.click(within(group).getByRole('button', { name: S.addLeave }));
    expect(await within(group).findByText('End date must be on or after the start date')).toBeInTheDocument();
    expect(requestsTo('POST', '/personnel/p1/leave')).toHaveLength(0);
    await user.clear(within(group).getByLabelText(S.endDate));
    await user.type(within(group).getByLabelText(S.endDate), '2027-01-14');
    await user.type(within(group).getByLabelText(S.reason), 'Training');
    api.post('/personnel/p1/leave', { ...LEAVE[0], id: 'l2' }, 201);
    await user.click(within(group).getByRole('button', { name: S.addLeave }));
    await waitFor(() =>
      expect(lastRequest('POST', '/personnel/p1/leave').body).toEqual({
        startDate: '2027-01-10',
        endDate: '2027-01-14',
        reason: 'Training',
      }),
    );
    api.delete('/personnel/p1/leave/l1');
    await user.click(within(dialog).getByRole('button', { name: new RegExp(`^${S.deleteLeave}`) }));
    const confirm = await screen.findByRole('dialog', { name: S.deleteLeave });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requestsTo('DELETE', '/personnel/p1/leave/l1')).toHaveLength(1));
  });

  it('a technician reads the registrations and leave but changes nothing', async () => {
    signedIn = makeUser({ role: 'TECHNICIAN' });
    const { dialog } = await open();
    expect(within(dialog).queryByRole('button', { name: S.addRegistration })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Upload copy/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: S.addLeave })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: S.copyInLibrary })).toBeInTheDocument();
  });

  it('names the standing in words', () => {
    expect(standingLabel({ standing: 'EXPIRING', expiresOn: '2027-01-02' }, '2027-01-01')).toBe(
      'Expires in 1 day',
    );
    expect(standingLabel({ standing: 'EXPIRING', expiresOn: '2027-01-01' }, '2027-01-01')).toBe(
      S.expiresToday,
    );
  });
});
