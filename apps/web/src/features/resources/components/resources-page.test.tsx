import type { InventoryItem, Personnel, ResourceSummary, User, Vehicle } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, lastRequest, requests, sessionAnswered } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { S } from '../strings';
import ResourcesPage from './resources-page';

const SUMMARY: ResourceSummary = {
  personnelAvailable: 3,
  personnelTotal: 4,
  equipmentMaintenance: 2,
  inventoryBelowMin: 2,
  note: '3 of 4 personnel available, 2 equipment items need maintenance, 2 inventory items below minimum stock',
};
const PERSONNEL: Personnel[] = [
  {
    id: 'p1',
    name: 'Thabo Nkosi',
    role: 'Engineer',
    status: 'Available',
    projects: 2,
    skills: ['SANS 10287'],
    userId: 'u-1',
    workStart: '07:30',
    workEnd: '16:30',
  },
  {
    id: 'p2',
    name: 'Riaan Botha',
    role: 'Specialist',
    status: 'On Leave',
    projects: 0,
    skills: ['FM-200'],
    userId: null,
    workStart: '07:30',
    workEnd: '16:30',
  },
];
const VEHICLES: Vehicle[] = [
  {
    id: 'v1',
    type: 'Hilux',
    registration: 'CA 123-456',
    status: 'Available',
    fuel: 25,
    mileage: 48230,
    assignedTo: null,
  },
  {
    id: 'v2',
    type: 'NP200',
    registration: 'ND 456-789',
    status: 'In Use',
    fuel: 55,
    mileage: 1000,
    assignedTo: 'Johan',
  },
  {
    id: 'v3',
    type: 'D-Max',
    registration: 'GP 1',
    status: 'Maintenance',
    fuel: 80,
    mileage: 5,
    assignedTo: null,
  },
];
const INVENTORY: InventoryItem[] = [
  { id: 'i1', item: 'Sprinkler Heads', quantity: 450, minStock: 200, status: 'Good', pendingReorder: null },
  { id: 'i2', item: 'Smoke Detectors', quantity: 35, minStock: 50, status: 'Low', pendingReorder: null },
];

let signedIn = makeUser();

beforeEach(() => {
  signedIn = makeUser();
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<ResourceSummary>('/resources/summary', SUMMARY);
  api.get<Personnel[]>('/resources/personnel', PERSONNEL);
  api.get<Vehicle[]>('/resources/vehicles', VEHICLES);
  api.get<InventoryItem[]>('/resources/inventory', INVENTORY);
});

const renderPage = () => renderRoutes([{ path: '/resources', element: <ResourcesPage /> }], ['/resources']);

describe('ResourcesPage', () => {
  it('shows personnel cards with status colours and the summary note from data', async () => {
    renderPage();
    expect(await screen.findByText('Thabo Nkosi')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Resource Management' })).toBeInTheDocument();
    expect(screen.getByText('Available').closest('[data-colour]')).toHaveAttribute('data-colour', 'green');
    expect(screen.getByText('On Leave').closest('[data-colour]')).toHaveAttribute('data-colour', 'red');
    expect(await screen.findByTestId('resource-summary')).toHaveTextContent(
      '3 of 4 personnel available, 2 equipment items need maintenance, 2 inventory items below minimum stock',
    );
  });

  it('search filters the current tab', async () => {
    const { user } = renderPage();
    await screen.findByText('Thabo Nkosi');
    await user.type(screen.getByLabelText(S.search), 'fm-200');
    expect(screen.queryByText('Thabo Nkosi')).not.toBeInTheDocument();
    expect(screen.getByText('Riaan Botha')).toBeInTheDocument();
  });

  it('vehicles: fuel bar colours and km mileage', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Vehicles' }));
    await screen.findByText('Hilux');
    expect(screen.getByLabelText('Fuel 25%')).toHaveAttribute('data-colour', 'red');
    expect(screen.getByLabelText('Fuel 55%')).toHaveAttribute('data-colour', 'amber');
    expect(screen.getByLabelText('Fuel 80%')).toHaveAttribute('data-colour', 'green');
    expect(screen.getByText(/48\s230 km/)).toBeInTheDocument();
  });

  it('cards: names are h2 under the page h1; registrations and button labels never break', async () => {
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Thabo Nkosi' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Vehicles' }));
    const hilux = await screen.findByRole('article', { name: 'Hilux' });
    expect(within(hilux).getByRole('heading', { level: 2, name: 'Hilux' })).toBeInTheDocument();
    expect(within(hilux).getByText('CA 123-456')).toHaveStyle({ whiteSpace: 'nowrap' });
    for (const button of within(hilux).getAllByRole('button'))
      expect(button).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('inventory: Reorder only when not Good; add item validates negative stock', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Inventory' }));
    await screen.findByText('Sprinkler Heads');
    expect(await screen.findAllByRole('button', { name: S.reorder })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: S.addItem }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Item'), 'Valves');
    await user.type(within(dialog).getByLabelText('Quantity'), '-2');
    await user.type(within(dialog).getByLabelText('Minimum stock'), '5');
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    expect(within(dialog).getByText('Quantity cannot be negative')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '2');
    api.post('/resources/inventory', {});
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    await waitFor(() =>
      expect(lastRequest('POST', '/resources/inventory').body).toEqual({
        item: 'Valves',
        quantity: 2,
        minStock: 5,
      }),
    );
  });

  it('offers a technician the field actions but not add, edit, schedule, import or reorder', async () => {
    signedIn = makeUser({ role: 'TECHNICIAN' });
    const { user } = renderPage();
    await screen.findByText('Thabo Nkosi');
    await sessionAnswered();
    await user.click(screen.getByRole('tab', { name: 'Vehicles' }));
    expect(await screen.findAllByRole('button', { name: S.assign })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: S.addVehicle })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.edit })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Personnel' }));
    await screen.findByText('Thabo Nkosi');
    expect(screen.queryByRole('button', { name: S.schedule })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.addPersonnel })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Inventory' }));
    await screen.findByText('Smoke Detectors');
    expect(screen.queryByRole('button', { name: S.reorder })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.import })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.export })).toBeInTheDocument();
  });
});
