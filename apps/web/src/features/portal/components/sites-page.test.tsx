import { DEFECT_SEVERITY_COLOURS, type PortalSites, type User } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { api } from '@/testing/msw';
import { makePortalSite, portalSites } from '@/testing/portal';
import { renderRoutes } from '@/testing/render';
import { STANDING_COLOURS, showDate } from '../display';
import { P } from '../strings';
import PortalSitesPage from './sites-page';

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

const sandton = makePortalSite();
const rosebank = makePortalSite({
  id: 's2',
  name: 'Rosebank Mall',
  address: '50 Bath Avenue, Rosebank',
  standing: 'NON_COMPLIANT',
  reasons: ['2 visits overdue since 2026-10-01', 'A check failed on 2026-11-02'],
  worstDefect: 'CRITICAL',
  openDefects: 3,
  lastVisitDone: null,
});
const menlyn = makePortalSite({
  id: 's3',
  name: 'Menlyn Park',
  address: 'Atterbury Road, Pretoria',
  standing: 'PENDING',
  nextVisitDue: null,
  lastVisitDone: null,
});

let answer: PortalSites;

beforeEach(() => {
  answer = portalSites([sandton, rosebank, menlyn]);
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser({ role: 'CLIENT' }) });
  api.get<PortalSites>('/portal/sites', () => answer);
});
afterEach(() => vi.unstubAllGlobals());

const renderSites = (path = '/portal') =>
  renderRoutes(
    [
      { path: '/portal', element: <PortalSitesPage /> },
      { path: '/portal/sites/:siteId', element: <p>The site page</p> },
    ],
    [path],
  );

const card = (name: string) => screen.findByRole('article', { name });

describe('Portal: Sites', () => {
  it('counts the sites by standing and shows each with its standing, reasons, visits and open defects', async () => {
    useScreenWidth(true);
    renderSites();
    const summary = await screen.findByRole('region', { name: P.sites.summaryLabel });
    expect(within(summary).getByRole('button', { name: '1 Compliant' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(summary).getByRole('button', { name: '1 Non-compliant' })).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: '1 Pending' })).toBeInTheDocument();

    const bad = await card('Rosebank Mall');
    expect(within(bad).getByText('50 Bath Avenue, Rosebank')).toBeInTheDocument();
    expect(within(bad).getByText('Non-compliant')).toBeInTheDocument();
    expect(within(bad).getByText('2 visits overdue since 2026-10-01')).toBeInTheDocument();
    expect(within(bad).getByText('A check failed on 2026-11-02')).toBeInTheDocument();
    expect(within(bad).getByText('Critical')).toBeInTheDocument();
    expect(within(bad).getByText('3')).toBeInTheDocument();
    expect(within(bad).getByRole('link', { name: 'Rosebank Mall' })).toHaveAttribute(
      'href',
      '/portal/sites/s2',
    );
    // Coloured by the worst open defect; a site with none by its standing.
    expect(bad).toHaveStyle({ borderLeftColor: DEFECT_SEVERITY_COLOURS.CRITICAL });
    const good = await card('Sandton City');
    expect(good).toHaveStyle({ borderLeftColor: STANDING_COLOURS.COMPLIANT });
    expect(within(good).getByText(showDate('2026-12-15'))).toBeInTheDocument();
    expect(within(good).getByText(showDate('2026-09-15'))).toBeInTheDocument();
    expect(within(good).queryByText('2 visits overdue since 2026-10-01')).not.toBeInTheDocument();
    await expectAccessible(document.body, 'the Sites page at 1280 px');
  });

  it('filters by a search and by standing (the counts are filters too)', async () => {
    useScreenWidth(true);
    const { user } = renderSites();
    await card('Sandton City');
    await user.type(screen.getByRole('searchbox', { name: P.sites.search }), 'rosebank');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Sandton City' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Rosebank Mall' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 sites');
    await user.clear(screen.getByRole('searchbox', { name: P.sites.search }));

    await user.click(screen.getByRole('button', { name: '1 Pending' }));
    expect(screen.getByRole('button', { name: '1 Pending' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Rosebank Mall' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Menlyn Park' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: P.sites.standing })).toHaveTextContent('Pending');

    await user.click(screen.getByRole('combobox', { name: P.sites.standing }));
    await user.click(await screen.findByRole('option', { name: 'Non-compliant' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Menlyn Park' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Rosebank Mall' })).toBeInTheDocument();
  });

  it("finds one of a managing agent's 200 sites, and is accessible at 390 px", async () => {
    useScreenWidth(false);
    answer = portalSites(
      Array.from({ length: 200 }, (_, i) =>
        makePortalSite({
          id: `s${i}`,
          name: `Block ${i + 1}`,
          clientId: `c${i % 4}`,
          clientName: `Body corporate ${i % 4}`,
        }),
      ),
    );
    const { user } = renderSites('/portal?standing=COMPLIANT');
    expect(await screen.findByRole('status')).toHaveTextContent('200 sites');
    expect(
      within(screen.getByRole('list', { name: P.sites.listLabel })).getAllByRole('article'),
    ).toHaveLength(200);
    await user.click(screen.getByRole('searchbox', { name: P.sites.search }));
    await user.paste('block 137');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 of 200 sites'));
    const only = screen.getByRole('article', { name: 'Block 137' });
    // A managing agent's sites say whose they are.
    expect(within(only).getByText('Body corporate 0')).toBeInTheDocument();
    await expectAccessible(document.body, 'the Sites page at 390 px');
  });
});
