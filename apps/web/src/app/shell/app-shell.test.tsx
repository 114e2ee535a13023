import {
  ADMIN_MENU_ENTRIES,
  type AppConfig,
  can,
  MENU_ENTRIES,
  PATHS,
  type Role,
  type User,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, lastRequest } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import AppShell from './app-shell';

// The shell connects the realtime client; in jsdom it gets an inert socket instead of the network.
vi.mock('@/lib/socket/realtime', async () => {
  const { createRealtimeClient } = await import('@/lib/socket/realtime-client');
  const socket = {
    connected: false,
    on() {},
    emit() {},
    connect() {},
    disconnect() {},
    removeAllListeners() {},
  };
  return { realtime: createRealtimeClient({ loadIo: async () => () => socket }) };
});

function useScreenWidth(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

function renderShell(path = '/clients') {
  return renderRoutes(
    [
      { path: '/login', element: <p>Login screen</p> },
      {
        element: <AppShell />,
        children: [...MENU_ENTRIES, ...ADMIN_MENU_ENTRIES, { label: 'Account', path: PATHS.account }].map(
          (entry) => ({ path: entry.path, element: <p>{entry.label} screen</p> }),
        ),
      },
    ],
    [path],
  );
}

let role: Role = 'ENGINEER';

beforeEach(() => {
  role = 'ENGINEER';
  localStorage.setItem('token', 'good');
  api.get<AppConfig>('/config', {
    appName: 'Firebreak Planner',
    googleEnabled: false,
    signupMode: 'open',
    publicUrl: 'http://localhost:3000',
    timeZone: 'Africa/Johannesburg',
  });
  api.get<{ user: User }>('/auth/me', () => ({ user: makeUser({ role }) }));
});

const menuFor = (r: Role) =>
  [...MENU_ENTRIES, ...ADMIN_MENU_ENTRIES]
    .filter((entry) => !entry.permission || can(r, entry.permission))
    .map((entry) => entry.label);

describe('AppShell', () => {
  it('lists the eight spec entries, Visits (issue 16) and Dispatch (issue 30) in order and highlights the current one', async () => {
    useScreenWidth(true);
    renderShell('/clients');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: 'Quoting' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(menuFor('ENGINEER'));
    expect(links).toHaveLength(13);
    expect(within(nav).getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Clients' })).toHaveClass('Mui-selected');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('shows Audit only to an administrator, and Quoting not to a technician', async () => {
    useScreenWidth(true);
    role = 'ADMIN';
    const admin = renderShell('/clients');
    let nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Audit' })).toHaveAttribute('href', '/audit');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(menuFor('ADMIN'));
    admin.unmount();

    role = 'TECHNICIAN';
    renderShell('/clients');
    nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(screen.getByRole('banner')).findByText('Technician');
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(menuFor('TECHNICIAN'));
    expect(labels).not.toContain('Quoting');
    expect(labels).not.toContain('Invoices');
    expect(labels).not.toContain('Audit');
  });

  it('offers "Skip to main content" as the first tab stop, and it moves focus into the main region', async () => {
    useScreenWidth(true);
    const { user } = renderShell('/clients');
    await screen.findByText('Clients screen');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('shows the product name, the role badge and the initials', async () => {
    useScreenWidth(true);
    renderShell();
    expect(await screen.findByText('Firebreak Planner')).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Engineer')).toBeInTheDocument();
    const account = within(banner).getByRole('button', { name: /account menu/ });
    expect(account).toHaveTextContent('TN');
    expect(account).toHaveAccessibleName('TN, account menu');
  });

  it('resizes the permanent drawer from the keyboard, within 200–400, and remembers it', async () => {
    useScreenWidth(true);
    localStorage.setItem('sidebar-width', '395');
    const { user } = renderShell();
    const handle = await screen.findByRole('separator', { name: 'Resize navigation menu' });
    expect(handle).toHaveAttribute('aria-valuenow', '395');
    handle.focus();
    await user.keyboard('{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '400');
    expect(localStorage.getItem('sidebar-width')).toBe('400');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(handle).toHaveAttribute('aria-valuenow', '200');
  });

  it('opens the mobile drawer from the menu button and closes it after a choice', async () => {
    useScreenWidth(false);
    const { user } = renderShell('/');
    expect(screen.queryByRole('separator', { name: 'Resize navigation menu' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'open navigation menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toBeVisible();
    await user.click(within(nav).getByRole('link', { name: 'Documents' }));
    expect(await screen.findByText('Documents screen')).toBeInTheDocument();
    await waitFor(() => expect(nav).not.toBeVisible());
  });

  it('shows who is signed in and logs out to /login even when the server call fails', async () => {
    useScreenWidth(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.post('/auth/logout', () => HttpResponse.error());
    const { user, queryClient } = renderShell();
    await user.click(await screen.findByRole('button', { name: /account menu/ }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Thandi Nkosi')).toBeInTheDocument();
    expect(within(menu).getByText('thandi@example.co.za')).toBeInTheDocument();
    expect(within(menu).getByText('Engineer')).toBeInTheDocument();
    const clear = vi.spyOn(queryClient, 'clear');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    lastRequest('POST', '/auth/logout');
    expect(localStorage.getItem('token')).toBeNull();
    expect(clear).toHaveBeenCalled();
  });

  it('opens the Account screen from Profile and closes the menu', async () => {
    useScreenWidth(true);
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: /account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(screen.queryByRole('menuitem', { name: 'Profile' })).not.toBeInTheDocument();
    expect(await screen.findByText('Account screen')).toBeInTheDocument();
  });

  it('shows Users in the side menu to administrators only', async () => {
    useScreenWidth(true);
    const first = renderShell();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await screen.findByRole('button', { name: /account menu/ }); // the session has loaded
    expect(within(nav).getByRole('link', { name: 'Clients' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    first.unmount();

    role = 'ADMIN';
    const { user } = renderShell();
    const adminNav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(await within(adminNav).findByRole('link', { name: 'Users' }));
    expect(await screen.findByText('Users screen')).toBeInTheDocument();
    expect(within(adminNav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  });
});
