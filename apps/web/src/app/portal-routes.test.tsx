import type { PortalSites, Role, User } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { api, requestsTo } from '@/testing/msw';
import { makePortalSite, portalMe, portalSites } from '@/testing/portal';
import { renderRoutes } from '@/testing/render';
import { routes } from './routes';

/** The server's socket events, fired by the test; the connection itself is inert. */
const socketListeners = vi.hoisted(() => new Map<string, Set<(payload: unknown) => void>>());
vi.mock('@/lib/socket/realtime', () => ({
  realtime: {
    connect: async () => undefined,
    disconnect() {},
    retry() {},
    on: () => () => undefined,
    onStateChange: () => () => undefined,
    getState: () => 'disconnected',
    getStatus: () => 'offline',
    onServerEvent(event: string, listener: (payload: unknown) => void) {
      const set = socketListeners.get(event) ?? new Set();
      set.add(listener);
      socketListeners.set(event, set);
      return () => set.delete(listener);
    },
  },
}));
const fire = (event: string, payload: unknown) => {
  for (const listener of socketListeners.get(event) ?? []) listener(payload);
};

function useScreenWidth(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    // The theme's queries: min-width (md and up) matches on a desktop only.
    matches: query.includes('min-width') ? desktop : !desktop,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

let role: Role = 'CLIENT';
let sites: PortalSites;

beforeEach(() => {
  role = 'CLIENT';
  socketListeners.clear();
  sites = portalSites([makePortalSite()]);
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({
    user: makeUser({ role, firstName: 'Naledi', lastName: 'Mahlangu', email: 'naledi@l2d.co.za' }),
  }));
  api.get('/portal/me', portalMe());
  api.get<PortalSites>('/portal/sites', () => sites);
  api.post('/auth/logout', undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('The client portal in the route table', () => {
  it("sends a CLIENT at '/' to /portal, in the portal's frame with the contractor's name and the five places", async () => {
    useScreenWidth(true);
    const { router } = renderRoutes(routes, ['/']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your sites' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Firebreak Fire Protection (Pty) Ltd')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Naledi Mahlangu, account menu' })).toBeInTheDocument();
    const nav = within(banner).getByRole('navigation', { name: 'Portal navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sites', 'Quotes', 'Invoices', 'Requests', 'Log book']);
    expect(within(nav).getByRole('link', { name: 'Sites' })).toHaveAttribute('aria-current', 'page');
    // Nothing of the office's shell.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await expectAccessible(document.body, 'the portal at 1280 px');
  });

  it('sends a CLIENT at a staff page to /portal', async () => {
    useScreenWidth(true);
    const { router } = renderRoutes(routes, ['/clients']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your sites' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal');
    expect(requestsTo('GET', '/clients')).toHaveLength(0);
  });

  it('gives staff the Forbidden page at the portal, without asking the portal API', async () => {
    role = 'PROJECT_MANAGER';
    useScreenWidth(true);
    renderRoutes(routes, ['/portal/quotes']);
    expect(await screen.findByRole('heading', { name: 'Not available to your role' })).toBeInTheDocument();
    expect(requestsTo('GET', '/portal/me')).toHaveLength(0);
    expect(requestsTo('GET', '/portal/quotes')).toHaveLength(0);
  });

  it('on a phone, the places are a bottom navigation and the account menu signs out', async () => {
    useScreenWidth(false);
    const { user, router } = renderRoutes(routes, ['/portal']);
    await screen.findByRole('heading', { level: 1, name: 'Your sites' });
    const nav = screen.getByRole('navigation', { name: 'Portal navigation' });
    expect(within(screen.getByRole('banner')).queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Quotes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/quotes'));
    await expectAccessible(document.body, 'the portal at 390 px');

    await user.click(screen.getByRole('button', { name: 'NM, account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requestsTo('POST', '/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("opens the contact's Account (password and sessions) inside the portal", async () => {
    useScreenWidth(true);
    api.get('/auth/sessions', { sessions: [] });
    const { user, router } = renderRoutes(routes, ['/portal']);
    await screen.findByRole('heading', { level: 1, name: 'Your sites' });
    await user.click(screen.getByRole('button', { name: 'Naledi Mahlangu, account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/account');
    expect(screen.getByRole('navigation', { name: 'Portal navigation' })).toBeInTheDocument();
  });

  it("reads the portal again on the server's portal_update", async () => {
    useScreenWidth(true);
    renderRoutes(routes, ['/portal']);
    await screen.findByRole('heading', { name: 'Sandton City' });
    sites = portalSites([makePortalSite(), makePortalSite({ id: 's2', name: 'Rosebank Mall' })]);
    fire('portal_update', { what: 'site' });
    expect(await screen.findByRole('heading', { name: 'Rosebank Mall' })).toBeInTheDocument();
  });
});
