import type { Site, SiteInput, User } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, lastRequest, requestsTo, sessionAnswered } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { S } from '../strings';
import ClientSitesTab from './client-sites-tab';

const makeSite = (overrides: Partial<Site> = {}): Site => ({
  id: 's-1',
  clientId: 'c-1',
  clientName: 'Midrand Logistics Park (Pty) Ltd',
  name: 'Warehouse A',
  address: '14 Le Roux Avenue, Midrand, 1685',
  contactName: 'Johan Botha',
  contactPhone: '+27 11 555 0622',
  accessNotes: '',
  area: '',
  latitude: null,
  longitude: null,
  accessFrom: null,
  accessTo: null,
  assetCount: 14,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});

let signedIn: User;
let sites: Site[];

beforeEach(() => {
  signedIn = makeUser();
  localStorage.setItem('token', 'good');
  sites = [makeSite()];
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<Site[]>('/clients/:clientId/sites', () => sites);
});

const renderTab = () =>
  renderRoutes(
    [{ path: '/clients/:clientId', element: <ClientSitesTab clientId="c-1" /> }],
    ['/clients/c-1'],
  );

describe('the client Sites tab', () => {
  it('lists the sites with a link to each site page and its asset count', async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: S.sitesTitle });
    expect(within(table).getByRole('link', { name: 'Warehouse A' })).toHaveAttribute('href', '/sites/s-1');
    expect(within(table).getByRole('row', { name: /Warehouse A/ })).toHaveTextContent('14');
  });

  it('adds a site: checks the form first, sends it, confirms with a notice', async () => {
    api.post<SiteInput, Site>('/clients/:clientId/sites', ({ body }) => {
      const added = makeSite({
        id: 's-2',
        name: String(body.name),
        address: String(body.address),
        assetCount: 0,
      });
      sites = [...sites, added];
      return added;
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: S.addSite }));
    const dialog = await screen.findByRole('dialog', { name: S.addSiteTitle });
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    expect(await within(dialog).findByText('Site name is required')).toBeInTheDocument();
    expect(requestsTo('POST', '/clients/c-1/sites')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Site name/ }), 'Warehouse C');
    await user.type(within(dialog).getByRole('textbox', { name: /Address/ }), '16 Le Roux Avenue, Midrand');
    await user.type(within(dialog).getByRole('textbox', { name: S.siteFields.contactPhone }), '082 123 4567');
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastRequest('POST', '/clients/c-1/sites').body).toMatchObject({
      name: 'Warehouse C',
      address: '16 Le Roux Avenue, Midrand',
      contactPhone: '082 123 4567',
    });
    expect(await screen.findByText(S.siteAdded('Warehouse C'))).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Warehouse C' })).toBeInTheDocument();
  });

  it('deletes a site after a confirmation that names its assets', async () => {
    api.delete('/sites/:id', () => {
      sites = [];
      return undefined;
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: `${S.deleteSite}: Warehouse A` }));
    const dialog = await screen.findByRole('dialog', { name: S.deleteSiteTitle });
    expect(dialog).toHaveTextContent(S.confirmDeleteSite('Warehouse A', 14));
    await user.click(within(dialog).getByRole('button', { name: S.delete }));
    expect(await screen.findByText(S.siteDeleted('Warehouse A'))).toBeInTheDocument();
    expect(await screen.findByText(S.noSites)).toBeInTheDocument();
  });

  it('shows an engineer the sites but no Add, Edit or Delete', async () => {
    signedIn = makeUser({ role: 'ENGINEER' });
    renderTab();
    await screen.findByRole('table', { name: S.sitesTitle });
    await sessionAnswered();
    expect(screen.queryByRole('button', { name: S.addSite })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit site|Delete site/ })).not.toBeInTheDocument();
  });
});
