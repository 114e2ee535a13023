/** A site's area, place and access hours (issue 30 §4): the form, the device's location, the maps link. */
import type { Site, SiteInput, User } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { api, lastRequest, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { S } from '../strings';
import { SiteFormDialog } from './site-form-dialog';
import SitePage from './site-page';

const site: Site = {
  id: 's-1',
  clientId: 'c-1',
  clientName: 'Liberty Two Degrees',
  name: 'Sandton office tower',
  address: '5 Alice Lane, Sandhurst, Sandton, 2196',
  contactName: '',
  contactPhone: '',
  accessNotes: '',
  area: 'Sandton',
  latitude: -26.1033,
  longitude: 28.054,
  accessFrom: '07:00',
  accessTo: '18:00',
  assetCount: 0,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

type Geo = Pick<Geolocation, 'getCurrentPosition'>;
const setGeolocation = (geo: Geo | undefined) => {
  if (geo === undefined) Reflect.deleteProperty(navigator, 'geolocation');
  else Object.defineProperty(navigator, 'geolocation', { value: geo, configurable: true });
};

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: makeUser() }));
});
afterEach(() => setGeolocation(undefined));

const renderForm = (current: Site | null = null) =>
  renderRoutes(
    [
      {
        path: '/',
        element: <SiteFormDialog clientId="c-1" site={current} onClose={() => {}} onSaved={() => {}} />,
      },
    ],
    ['/'],
  );

describe("a site's place and access hours", () => {
  it('sends the area, the coordinates and the access hours; one of a pair alone is refused before sending', async () => {
    api.post<SiteInput, Site>('/clients/:clientId/sites', site, 201);
    const { user } = renderForm();
    const dialog = await screen.findByRole('dialog', { name: S.addSiteTitle });
    expect(within(dialog).queryByRole('button', { name: S.useLocation })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Site name/ }), 'Sandton office tower');
    await user.type(within(dialog).getByRole('textbox', { name: /Address/ }), '5 Alice Lane, Sandton');
    await user.type(within(dialog).getByRole('textbox', { name: S.siteFields.area }), 'Sandton');
    await user.type(within(dialog).getByRole('textbox', { name: S.siteFields.latitude }), '-26.1033');
    await user.type(within(dialog).getByLabelText(S.siteFields.accessFrom), '07:00');
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    expect(
      await within(dialog).findByText('Give both latitude and longitude, or neither'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Give both access times (from and to), or neither')).toBeInTheDocument();
    expect(requestsTo('POST', '/clients/c-1/sites')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: S.siteFields.longitude }), '28.054');
    await user.type(within(dialog).getByLabelText(S.siteFields.accessTo), '18:00');
    await expectAccessible(dialog, 'the site form');
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    await waitFor(() =>
      expect(lastRequest('POST', '/clients/c-1/sites').body).toMatchObject({
        area: 'Sandton',
        latitude: -26.1033,
        longitude: 28.054,
        accessFrom: '07:00',
        accessTo: '18:00',
      }),
    );
  });

  it("fills the coordinates from the device's location once asked", async () => {
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success) =>
      success({ coords: { latitude: -26.10761234, longitude: 28.05671234 } } as GeolocationPosition),
    );
    setGeolocation({ getCurrentPosition });
    const { user } = renderForm();
    const dialog = await screen.findByRole('dialog', { name: S.addSiteTitle });
    await user.click(within(dialog).getByRole('button', { name: S.useLocation }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('textbox', { name: S.siteFields.latitude })).toHaveValue('-26.107612');
    expect(within(dialog).getByRole('textbox', { name: S.siteFields.longitude })).toHaveValue('28.056712');
  });

  it('says clearly when the location is refused, and leaves the coordinates as they were', async () => {
    setGeolocation({
      getCurrentPosition: (_success, failure) =>
        failure?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' }),
    });
    const { user } = renderForm(site);
    const dialog = await screen.findByRole('dialog', { name: S.editSiteTitle });
    await user.click(within(dialog).getByRole('button', { name: S.useLocation }));
    expect(await within(dialog).findByText(S.locationRefused)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: S.siteFields.latitude })).toHaveValue('-26.1033');
  });

  it('the site page shows the area, the access hours and an Open in maps link', async () => {
    api.get<Site>('/sites/:id', site);
    api.get('/sites/:id/assets', []);
    api.get('/asset-types', []);
    api.get('/visits', []);
    api.get('/sites/:id/defects', []);
    renderRoutes([{ path: '/sites/:siteId', element: <SitePage /> }], ['/sites/s-1']);
    const link = await screen.findByRole('link', { name: S.openInMaps });
    expect(link).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=-26.1033,28.054');
    expect(screen.getByText('07:00–18:00')).toBeInTheDocument();
    expect(document.body).toHaveTextContent(`${S.siteFields.area}: Sandton`);
  });
});
