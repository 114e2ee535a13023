import { type ClientListResponse, formatZar, type User } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeClient } from '@/testing/clients';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest, requestsTo, sessionAnswered } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { S } from '../strings';
import ClientsPage from './clients-page';

const CLIENTS = [
  makeClient(),
  makeClient({
    id: 'c2',
    name: 'Sandhurst Gardens',
    type: 'Residential',
    status: 'Prospect',
    rating: 0,
    activeProjects: 0,
  }),
];

let signedIn = makeUser();

beforeEach(() => {
  signedIn = makeUser();
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<ClientListResponse>('/clients', {
    items: CLIENTS,
    total: 2,
    page: 1,
    pageSize: 25,
    summary: { totalClients: 2, activeClients: 1, activeProjects: 2, totalRevenue: 2_450_000 },
  });
});

/** Testing Library matches text with its spaces collapsed; the en-ZA format groups with non-breaking ones. */
const rand = (amount: number) => formatZar(amount).replace(/\s/g, ' ');

/** useMediaQuery reads matchMedia: only the phone query (below md) matches when phone is true. */
function stubScreenWidth({ phone }: { phone: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

const renderPage = () => renderRoutes([{ path: '/clients', element: <ClientsPage /> }], ['/clients']);

describe('ClientsPage', () => {
  it('shows the four cards, the table columns, stars or Not rated, and revenue in rand', async () => {
    renderPage();
    expect(await screen.findByText('Liberty Two Degrees')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Client Management' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-Total Revenue')).toHaveTextContent('R2.5M');
    expect(screen.getByTestId('summary-Total Clients')).toHaveTextContent('2');
    for (const column of S.columns)
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(screen.getByText('Not rated')).toBeInTheDocument();
    expect(screen.getByLabelText('4 of 5 stars')).toBeInTheDocument();
    expect(screen.getAllByText(rand(450_000))).toHaveLength(2);
    expect(screen.queryByText(/\d+k$/)).not.toBeInTheDocument();
  });

  it('shows a card per client with every action below the md breakpoint, and no table', async () => {
    stubScreenWidth({ phone: true });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Clients' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('listitem', { name: 'Sandhurst Gardens' });
    for (const label of ['Type', 'Contact Person', 'Status', 'Rating', 'Projects', 'Revenue'])
      expect(within(card).getByText(label)).toBeInTheDocument();
    expect(within(card).getByText(rand(450_000))).toBeInTheDocument();
    for (const action of [S.viewDetails, S.edit, S.delete])
      expect(within(card).getByRole('button', { name: `${action}: Sandhurst Gardens` })).toBeInTheDocument();
  });

  it('sends search and type to the API', async () => {
    const { user } = renderPage();
    await screen.findByText('Liberty Two Degrees');
    await user.type(screen.getByLabelText(S.search), 'naledi');
    await waitFor(() => expect(lastRequest('GET', '/clients').query.get('search')).toBe('naledi'));
    await user.click(screen.getByLabelText(S.typeFilter));
    await user.click(await screen.findByRole('option', { name: 'Government' }));
    await waitFor(() => expect(lastRequest('GET', '/clients').query.get('type')).toBe('Government'));
  });

  it('validates the add form before calling the API', async () => {
    const { user } = renderPage();
    await screen.findByText('Liberty Two Degrees');
    await user.click(screen.getByRole('button', { name: S.addNewClient }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Email/), 'bad');
    await user.type(within(dialog).getByLabelText(/Phone/), '123');
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText(S.invalidEmail)).toBeInTheDocument();
    expect(within(dialog).getByText(S.invalidPhone)).toBeInTheDocument();
    expect(requestsTo('POST', '/clients')).toHaveLength(0);
  });

  it('shows the server refusal when deleting a client with active projects', async () => {
    api.delete('/clients/:id', apiError(409, S.deleteRefused));
    const { user } = renderPage();
    await screen.findByText('Liberty Two Degrees');
    await user.click(screen.getByRole('button', { name: 'Delete: Liberty Two Degrees' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: S.delete }));
    expect(await within(dialog).findByText(S.deleteRefused)).toBeInTheDocument();
  });

  it('opens details with every field', async () => {
    const { user } = renderPage();
    await screen.findByText('Liberty Two Degrees');
    await user.click(screen.getByRole('button', { name: 'View Details: Liberty Two Degrees' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2 active / 3 total')).toBeInTheDocument();
    expect(within(dialog).getByText('Tuesday meetings')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: S.scheduleMeeting })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: S.openClient('Liberty Two Degrees') })).toHaveAttribute(
      'href',
      '/clients/c1',
    );
  });

  it('links each client name to its page', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(within(table).getByRole('link', { name: 'Sandhurst Gardens' })).toHaveAttribute(
      'href',
      '/clients/c2',
    );
  });

  it('shows no revenue when the server leaves it out for the role', async () => {
    signedIn = makeUser({ role: 'TECHNICIAN' });
    api.get<ClientListResponse>('/clients', {
      items: CLIENTS.map((client) => ({ ...client, totalRevenue: null })),
      total: 2,
      page: 1,
      pageSize: 25,
      summary: { totalClients: 2, activeClients: 1, activeProjects: 2, totalRevenue: null },
    });
    renderPage();
    expect(await screen.findByText('Liberty Two Degrees')).toBeInTheDocument();
    expect(screen.queryByTestId('summary-Total Revenue')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-Total Clients')).toHaveTextContent('2');
    expect(screen.queryByText(rand(450_000))).not.toBeInTheDocument();
  });

  it('shows a technician the clients but no Add, Edit, Delete or Schedule Meeting', async () => {
    signedIn = makeUser({ role: 'TECHNICIAN' });
    const { user } = renderPage();
    await screen.findByText('Liberty Two Degrees');
    await sessionAnswered();
    expect(screen.queryByRole('button', { name: S.addNewClient })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit:/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete:/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Details: Liberty Two Degrees' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tuesday meetings')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: S.scheduleMeeting })).not.toBeInTheDocument();
  });

  it('shows an engineer Schedule Meeting but not Add, Edit or Delete', async () => {
    signedIn = makeUser({ role: 'ENGINEER' });
    const { user } = renderPage();
    await screen.findByText('Liberty Two Degrees');
    await user.click(screen.getByRole('button', { name: 'View Details: Liberty Two Degrees' }));
    expect(await screen.findByRole('button', { name: S.scheduleMeeting })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.addNewClient })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete:/ })).not.toBeInTheDocument();
  });
});
