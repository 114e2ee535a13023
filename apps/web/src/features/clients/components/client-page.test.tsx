import {
  type Client,
  type ClientBilling,
  type ClientBillingInput,
  type ClientContact,
  type ContactInviteResponse,
  type ProjectListResponse,
  type User,
  VAT_NUMBER_MESSAGE,
  withoutProjectMoney,
} from '@firebreak/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { documentList, makeLibraryDocument } from '@/testing/documents';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest } from '@/testing/msw';
import { makeListItem } from '@/testing/projects';
import { renderRoutes } from '@/testing/render';
import { S } from '../strings';
import ClientPage from './client-page';

const client: Client = {
  id: 'c-1',
  name: 'Transnet Port Terminals',
  type: 'Government',
  contact: 'Sipho Mthembu',
  email: 'sipho@tpt.example.co.za',
  phone: '+27 31 555 0412',
  address: 'Maydon Wharf, Durban, 4001',
  status: 'Active',
  rating: 4,
  totalProjects: 2,
  activeProjects: 1,
  totalRevenue: 120_000,
  lastContact: null,
  notes: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser() });
  api.get<ProjectListResponse>('/projects', { items: [], total: 0, page: 1, pageSize: 10 });
  api.get('/documents', documentList([]));
  api.get<ClientBilling>('/clients/:id/billing', BILLING);
  api.get<ClientContact[]>('/clients/:id/contacts', []);
});

const BILLING: ClientBilling = { clientId: 'c-1', vatNumber: null, paymentTermsDays: 30, billingEmail: null };

const renderPage = (path = '/clients/c-1') =>
  renderRoutes(
    [
      {
        path: '/clients/:clientId',
        element: <ClientPage sitesTab={(clientId) => <p>sites of {clientId}</p>} />,
      },
    ],
    [path],
  );

describe('the client page', () => {
  it('shows the billing details with a Statement link, and saves them with the shared checks (issue 29)', async () => {
    api.get<Client>('/clients/:id', client);
    api.put<ClientBillingInput, ClientBilling>('/clients/:id/billing', ({ body }) => ({
      clientId: 'c-1',
      ...body,
    }));
    const { user } = renderPage();
    const section = await screen.findByRole('region', { name: S.billing.heading });
    expect(await within(section).findByText(S.billing.days(30))).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: S.billing.statement })).toHaveAttribute(
      'href',
      '/clients/c-1/statement',
    );
    await user.click(within(section).getByRole('button', { name: S.billing.edit }));
    const dialog = await screen.findByRole('dialog', { name: S.billing.title });
    const vat = within(dialog).getByLabelText(S.billing.vatNumber);
    fireEvent.change(vat, { target: { value: '1234' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(VAT_NUMBER_MESSAGE)).toBeInTheDocument();
    fireEvent.change(vat, { target: { value: '4123456789' } });
    fireEvent.change(within(dialog).getByLabelText(/Payment terms/), { target: { value: '14' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('4123456789')).toBeInTheDocument();
    expect(lastRequest('PUT', '/clients/c-1/billing').body).toEqual({
      vatNumber: '4123456789',
      paymentTermsDays: 14,
      billingEmail: null,
    });
  });

  it('shows the client’s details on Overview and the Sites tab the app passes in', async () => {
    api.get<Client>('/clients/:id', client);
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: client.name })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(client.address)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: S.page.tabSites }));
    expect(await screen.findByText('sites of c-1')).toBeInTheDocument();
  });

  it('lists the client’s projects by its id, archived ones too, each opening its project', async () => {
    api.get<Client>('/clients/:id', client);
    api.get<ProjectListResponse>('/projects', {
      items: [makeListItem({ id: 'p-7', title: 'Maydon Wharf pump house', status: 'ACTIVE' })],
      total: 1,
      page: 1,
      pageSize: 10,
    });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Maydon Wharf pump house' });
    expect(link).toHaveAttribute('href', '/project-dashboard?id=p-7');
    const query = lastRequest('GET', '/projects').query;
    expect([query.get('clientId'), query.get('archived')]).toEqual(['c-1', 'include']);
  });

  it('shows each linked project’s budget only when the project comes with one (projects.finance)', async () => {
    api.get<Client>('/clients/:id', client);
    const project = makeListItem({ id: 'p-7', title: 'Maydon Wharf pump house', budget: 845_000 });
    const page = (item: ProjectListResponse['items'][number]) => ({
      items: [item],
      total: 1,
      page: 1,
      pageSize: 10,
    });
    api.get<ProjectListResponse>('/projects', page(project));
    const office = renderPage();
    const item = (await screen.findByRole('link', { name: project.title })).closest('li') as HTMLElement;
    expect(within(item).getByText(/^R\s845\s000$/)).toBeInTheDocument();
    office.unmount();

    api.get<Client>('/clients/:id', { ...client, totalRevenue: null });
    api.get<ProjectListResponse>('/projects', page(withoutProjectMoney(project)));
    renderPage();
    const field = (await screen.findByRole('link', { name: project.title })).closest('li') as HTMLElement;
    expect(within(field).queryByText(/^R\s/)).not.toBeInTheDocument();
  });

  it('lists the documents linked to the client on Overview (decision 0081)', async () => {
    api.get<Client>('/clients/:id', client);
    api.get(
      '/documents',
      documentList([
        makeLibraryDocument({ id: 'quay-riser-drawing', name: 'Quay riser drawing', category: 'Design' }),
      ]),
    );
    renderPage();
    const section = await screen.findByRole('region', { name: /Documents/ });
    expect(await within(section).findByRole('link', { name: 'Quay riser drawing' })).toHaveAttribute(
      'href',
      '/documents/preview/quay-riser-drawing',
    );
    expect(lastRequest('GET', '/documents').query.get('clientId')).toBe('c-1');
  });

  it('opens on the Sites tab from the address', async () => {
    api.get<Client>('/clients/:id', client);
    renderPage('/clients/c-1?tab=sites');
    expect(await screen.findByText('sites of c-1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: S.page.tabSites })).toHaveAttribute('aria-selected', 'true');
  });

  it('says so when the client is not there', async () => {
    api.get('/clients/:id', apiError(404, 'Client not found'));
    renderPage('/clients/nope');
    expect(await screen.findByText(S.page.failed)).toBeInTheDocument();
  });

  describe('Portal access (issue 31)', () => {
    const contact: ClientContact = {
      userId: 'u-c1',
      firstName: 'Lerato',
      lastName: 'Dlamini',
      email: 'lerato@agent.example.co.za',
      phone: null,
      status: 'INVITED',
      invitedAt: '2026-11-20T08:00:00.000Z',
      lastSignInAt: null,
      otherClients: ['Sandton Towers Body Corporate'],
    };

    it('invites a contact with the shared checks and shows the link to hand over', async () => {
      api.get<Client>('/clients/:id', client);
      api.post<Record<string, string>, ContactInviteResponse>('/clients/:id/contacts/invite', ({ body }) => ({
        contact: {
          ...contact,
          firstName: body.firstName ?? '',
          lastName: body.lastName ?? '',
          email: body.email ?? '',
        },
        link: { token: 't', url: 'http://localhost/invite/t', expiresAt: '2026-12-01T08:00:00.000Z' },
        emailed: false,
      }));
      const { user } = renderPage();
      const section = await screen.findByRole('region', { name: S.portal.heading });
      expect(await within(section).findByText(S.portal.none)).toBeInTheDocument();
      await user.click(within(section).getByRole('button', { name: S.portal.invite }));
      const dialog = await screen.findByRole('dialog', { name: S.portal.inviteTitle });
      await expectAccessible(dialog, 'the invite dialog');
      fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Lerato' } });
      fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'Dlamini' } });
      fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'not-an-email' } });
      await user.click(within(dialog).getByRole('button', { name: S.portal.inviteSave }));
      expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
      fireEvent.change(within(dialog).getByLabelText(/Email/), {
        target: { value: 'lerato@agent.example.co.za' },
      });
      await user.click(within(dialog).getByRole('button', { name: S.portal.inviteSave }));
      const link = await screen.findByRole('dialog', { name: 'Set-password link for Lerato Dlamini' });
      expect(within(link).getByLabelText('Set-password link')).toHaveValue('http://localhost/invite/t');
      expect(lastRequest('POST', '/clients/c-1/contacts/invite').body).toEqual({
        firstName: 'Lerato',
        lastName: 'Dlamini',
        email: 'lerato@agent.example.co.za',
        phone: '',
      });
    });

    it('lists contacts with their status and disables one', async () => {
      api.get<Client>('/clients/:id', client);
      api.get<ClientContact[]>('/clients/:id/contacts', [contact]);
      api.put<{ enabled: boolean }, ClientContact>('/clients/:id/contacts/:userId/access', ({ body }) => ({
        ...contact,
        status: body.enabled ? 'ACTIVE' : 'DISABLED',
      }));
      const { user } = renderPage();
      const list = await screen.findByRole('list', { name: S.portal.listLabel });
      expect(within(list).getByText('Invited')).toBeInTheDocument();
      expect(within(list).getByText(/Also sees Sandton Towers Body Corporate/)).toBeInTheDocument();
      await user.click(within(list).getByRole('button', { name: S.portal.disableFor('Lerato Dlamini') }));
      await waitFor(() =>
        expect(lastRequest('PUT', '/clients/c-1/contacts/u-c1/access').body).toEqual({ enabled: false }),
      );
      await expectAccessible(document.body, 'the client page with contacts');
    });

    it('is not shown to an engineer', async () => {
      api.get<{ user: User }>('/auth/me', { user: makeUser({ role: 'ENGINEER' }) });
      api.get<Client>('/clients/:id', client);
      renderPage();
      expect(await screen.findByRole('heading', { name: S.page.details })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: S.portal.heading })).toBeNull();
    });
  });
});
