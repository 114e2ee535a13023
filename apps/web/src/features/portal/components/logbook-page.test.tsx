import type { LogbookEntry, LogbookEntryInput, PortalSites, User } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest, requestsTo } from '@/testing/msw';
import { makeLogbookEntry, makePortalSite, portalSites } from '@/testing/portal';
import { renderRoutes } from '@/testing/render';
import { P } from '../strings';
import { nowLocal } from './logbook-form';
import PortalLogbookPage from './logbook-page';

const L = P.logbook;

function useScreenWidth(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width') ? desktop : !desktop,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

let entries: LogbookEntry[];

beforeEach(() => {
  entries = [makeLogbookEntry({ siteId: 's2', siteName: 'Rosebank Mall' })];
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser({ role: 'CLIENT' }) });
  api.get<PortalSites>(
    '/portal/sites',
    portalSites([makePortalSite(), makePortalSite({ id: 's2', name: 'Rosebank Mall' })]),
  );
  api.get<LogbookEntry[]>('/portal/logbook', () => entries);
});
afterEach(() => vi.unstubAllGlobals());

const renderLogbook = (path = '/portal/logbook?site=s2') =>
  renderRoutes([{ path: '/portal/logbook', element: <PortalLogbookPage /> }], [path]);

describe('Portal: Log book', () => {
  it("opens from the QR code with the site chosen and the time now (South African), and shows the site's recent entries", async () => {
    useScreenWidth(false);
    const before = nowLocal();
    renderLogbook();
    expect(await screen.findByRole('combobox', { name: L.site })).toHaveTextContent('Rosebank Mall');
    const when = screen.getByLabelText(/^When/) as HTMLInputElement;
    const after = nowLocal();
    expect([before, after]).toContain(when.value);
    const recent = await screen.findByRole('list', { name: L.recent });
    expect(within(recent).getByText('Weekly call-point test')).toBeInTheDocument();
    expect(within(recent).getByText('Zone 2, ground floor')).toBeInTheDocument();
    expect(within(recent).getByText(L.recordedBy('Naledi Mahlangu'))).toBeInTheDocument();
    expect(requestsTo('GET', '/portal/logbook')[0]?.query.get('siteId')).toBe('s2');
    await expectAccessible(document.body, 'the log book at 390 px');
  });

  it('records an entry and shows it among the recent ones', async () => {
    useScreenWidth(true);
    api.post<LogbookEntryInput, LogbookEntry>(
      '/portal/logbook',
      ({ body }) => {
        const made = makeLogbookEntry({
          id: 'l2',
          siteId: 's2',
          siteName: 'Rosebank Mall',
          kind: body.kind,
          occurredAt: body.occurredAt,
          location: body.location ?? '',
          description: body.description ?? '',
        });
        entries = [made, ...entries];
        return made;
      },
      201,
    );
    const { user } = renderLogbook();
    await user.click(await screen.findByRole('combobox', { name: L.kind }));
    await user.click(await screen.findByRole('option', { name: 'False alarm' }));
    const when = screen.getByLabelText(/^When/);
    await user.clear(when);
    await user.type(when, '2026-11-28T14:30');
    await user.click(screen.getByRole('textbox', { name: L.location }));
    await user.paste('Zone 5, kitchen');
    await user.click(screen.getByRole('textbox', { name: L.note }));
    await user.paste('Smoke from the toaster');
    await expectAccessible(document.body, 'the log book at 1280 px');
    await user.click(screen.getByRole('button', { name: L.save }));

    await waitFor(() => expect(requestsTo('POST', '/portal/logbook')).toHaveLength(1));
    expect(lastRequest('POST', '/portal/logbook').body).toEqual({
      siteId: 's2',
      kind: 'FALSE_ALARM',
      occurredAt: '2026-11-28T14:30',
      location: 'Zone 5, kitchen',
      description: 'Smoke from the toaster',
    });
    expect(await screen.findByText(L.saved)).toBeInTheDocument();
    const recent = screen.getByRole('list', { name: L.recent });
    expect(await within(recent).findByText('Smoke from the toaster')).toBeInTheDocument();
    // Ready for the next entry at the same place.
    expect(screen.getByRole('textbox', { name: L.note })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: L.location })).toHaveValue('Zone 5, kitchen');
  });

  it('says what is missing and sends nothing', async () => {
    const { user } = renderLogbook('/portal/logbook');
    const when = await screen.findByLabelText(/^When/);
    await user.clear(when);
    await user.click(screen.getByRole('button', { name: L.save }));
    expect(await screen.findByText('Choose the site')).toBeInTheDocument();
    expect(screen.getByText('Choose what happened')).toBeInTheDocument();
    expect(screen.getByText('When did it happen? (date and time)')).toBeInTheDocument();
    expect(requestsTo('POST', '/portal/logbook')).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    api.post('/portal/logbook', apiError(404, 'Site not found'));
    const { user } = renderLogbook();
    await user.click(await screen.findByRole('combobox', { name: L.kind }));
    await user.click(await screen.findByRole('option', { name: 'Fault on the panel' }));
    await user.click(screen.getByRole('button', { name: L.save }));
    expect(await screen.findByText('Site not found')).toBeInTheDocument();
  });
});
