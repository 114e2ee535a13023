import type { LogbookEntry, PortalSiteDetail, User } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, requestsTo } from '@/testing/msw';
import { makeLogbookEntry, makePortalSite, makeSiteDetail } from '@/testing/portal';
import { renderRoutes } from '@/testing/render';
import { showDate } from '../display';
import { P } from '../strings';
import PortalSitePage from './site-page';

const detail: PortalSiteDetail = makeSiteDetail({
  site: makePortalSite({
    standing: 'NON_COMPLIANT',
    reasons: ['A check failed on 2026-11-02'],
    worstDefect: 'MAJOR',
    openDefects: 1,
  }),
  assets: [
    {
      id: 'a1',
      system: 'Sprinklers',
      typeLabel: 'Alarm valve',
      location: 'Pump room',
      make: 'Viking',
      model: 'J-1',
      serial: 'VK-889',
      installedOn: '2019-03-01',
      lastServiced: '2026-09-15',
      nextDue: '2026-12-15',
    },
    {
      id: 'a2',
      system: 'Fire extinguishers',
      typeLabel: '9 kg DCP',
      location: 'Level 2 lobby',
      make: 'Fire Raiders',
      model: '',
      serial: 'FR-1',
      installedOn: null,
      lastServiced: null,
      nextDue: null,
    },
  ],
  visits: [
    {
      id: 'v1',
      date: '2026-09-15',
      kind: 'INSPECTION',
      kindLabel: 'Quarterly inspection',
      status: 'COMPLETED',
      outcome: 'FAIL',
      technicianName: 'Tom Nkosi',
      technicianRegistration: 'SAQCC-123',
      reportUrl: '/api/portal/visits/v1/report',
      certificateUrl: '/api/portal/visits/v1/certificate',
    },
  ],
  defects: [
    {
      id: 'd1',
      severity: 'MAJOR',
      description: 'Alarm valve trim leaking',
      assetLabel: 'Alarm valve · Pump room',
      raisedOn: '2026-09-15',
      photoUrls: ['/api/portal/defects/d1/photos/p1'],
      quote: { id: 'q1', number: 'Q-2026-0042', status: 'SENT', total: 10350 },
    },
  ],
});

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser({ role: 'CLIENT' }) });
  api.get<PortalSiteDetail>('/portal/sites/:id', detail);
  api.get<LogbookEntry[]>('/portal/logbook', [makeLogbookEntry()]);
  api.get(
    '/portal/defects/d1/photos/p1',
    () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/jpeg' } }),
  );
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:file'), configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
});
afterEach(() => vi.restoreAllMocks());

const renderSite = () =>
  renderRoutes(
    [
      { path: '/portal/sites/:siteId', element: <PortalSitePage /> },
      { path: '/portal/quotes', element: <p>The quotes page</p> },
      { path: '/portal/logbook', element: <p>The log book page</p> },
      { path: '/portal/requests', element: <p>The requests page</p> },
    ],
    ['/portal/sites/s1'],
  );

const section = (name: string) => screen.findByRole('region', { name });

describe('Portal: a site', () => {
  it('shows the standing and why, the open defects with their quote, the visits, the equipment by system and the log book', async () => {
    renderSite();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sandton City' })).toBeInTheDocument();
    expect(screen.getByText('Non-compliant')).toBeInTheDocument();
    expect(screen.getByText('A check failed on 2026-11-02')).toBeInTheDocument();

    const defects = await section(P.site.defects);
    expect(within(defects).getByText('Major')).toBeInTheDocument();
    expect(within(defects).getByText('Alarm valve trim leaking')).toBeInTheDocument();
    expect(within(defects).getByText(/Quote Q-2026-0042: R\s10\s350,00/)).toBeInTheDocument();
    expect(within(defects).getByRole('link', { name: P.site.seeQuote })).toHaveAttribute(
      'href',
      '/portal/quotes',
    );

    const visits = await section(P.site.visits);
    expect(within(visits).getByText('Quarterly inspection')).toBeInTheDocument();
    expect(within(visits).getByText('Tom Nkosi · Reg. SAQCC-123')).toBeInTheDocument();
    expect(within(visits).getByText('Failed')).toBeInTheDocument();

    const systems = await section(P.site.systems);
    expect(within(systems).getByRole('heading', { name: 'Sprinklers (1)' })).toBeInTheDocument();
    expect(within(systems).getByRole('heading', { name: 'Fire extinguishers (1)' })).toBeInTheDocument();
    expect(
      within(within(systems).getByRole('list', { name: 'Sprinklers' })).getByText('Alarm valve · Pump room'),
    ).toBeInTheDocument();
    expect(
      within(systems).getByText(
        `Last serviced: ${showDate('2026-09-15')} · Next due: ${showDate('2026-12-15')}`,
      ),
    ).toBeInTheDocument();

    const logbook = await section(P.site.logbook);
    expect(await within(logbook).findByText('Weekly call-point test')).toBeInTheDocument();
    expect(requestsTo('GET', '/portal/logbook')[0]?.query.get('siteId')).toBe('s1');

    expect(screen.getByRole('link', { name: P.site.recordLogbook })).toHaveAttribute(
      'href',
      '/portal/logbook?site=s1',
    );
    expect(screen.getByRole('link', { name: P.site.reportFault })).toHaveAttribute(
      'href',
      '/portal/requests?site=s1',
    );
    await expectAccessible(document.body, 'the site page');
  });

  it('downloads the service report and the certificate with the session', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    api.get(
      '/portal/visits/v1/report',
      () => new HttpResponse('%PDF-report', { headers: { 'content-type': 'application/pdf' } }),
    );
    api.get(
      '/portal/visits/v1/certificate',
      () => new HttpResponse('%PDF-cert', { headers: { 'content-type': 'application/pdf' } }),
    );
    const { user } = renderSite();
    const visits = await section(P.site.visits);
    await user.click(within(visits).getByRole('button', { name: P.site.reportOf(showDate('2026-09-15')) }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(requestsTo('GET', '/portal/visits/v1/report')).toHaveLength(1);
    await user.click(
      within(visits).getByRole('button', { name: P.site.certificateOf(showDate('2026-09-15')) }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(requestsTo('GET', '/portal/visits/v1/certificate')).toHaveLength(1);
  });

  it("says the server's refusal when a file cannot be downloaded", async () => {
    api.get('/portal/visits/v1/report', apiError(404, 'Not found'));
    const { user } = renderSite();
    const visits = await section(P.site.visits);
    await user.click(within(visits).getByRole('button', { name: P.site.reportOf(showDate('2026-09-15')) }));
    expect(await within(visits).findByRole('alert')).toHaveTextContent('Not found');
  });

  it("shows a defect's photo as a thumbnail fetched with the session, larger on a tap", async () => {
    const { user } = renderSite();
    const defects = await section(P.site.defects);
    const label = P.site.photo(1, 'Alarm valve · Pump room');
    const thumb = await within(defects).findByRole('button', { name: P.site.enlarge(label) });
    expect(requestsTo('GET', '/portal/defects/d1/photos/p1')).toHaveLength(1);
    await user.click(thumb);
    const dialog = await screen.findByRole('dialog', { name: label });
    expect(within(dialog).getByRole('img', { name: label })).toHaveAttribute('src', 'blob:file');
    await expectAccessible(document.body, 'the enlarged photo');
    await user.click(within(dialog).getByRole('button', { name: P.site.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows and prints the log book's QR code of the site's absolute log book address", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderSite();
    await user.click(await screen.findByRole('button', { name: P.site.qrButton }));
    const dialog = await screen.findByRole('dialog', { name: P.site.qrTitle('Sandton City') });
    const address = `${window.location.origin}/portal/logbook?site=s1`;
    expect(within(dialog).getByText(address)).toBeInTheDocument();
    const image = await within(dialog).findByRole('img', { name: P.site.qrAlt('Sandton City') });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expectAccessible(document.body, 'the QR code dialog');
    await user.click(within(dialog).getByRole('button', { name: P.site.print }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('says a site that is not the contact’s is not found', async () => {
    api.get('/portal/sites/:id', apiError(404, 'Site not found'));
    renderSite();
    expect(await screen.findByText(P.site.notFound)).toBeInTheDocument();
  });
});
