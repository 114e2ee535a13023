import 'fake-indexeddb/auto';
import type { User } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeVisitDbs, openStore, storeName, visitStore } from '@/features/visits/offline/visit-db';
import { storeLastUser } from '@/lib/token-storage';
import { makeUser } from '@/testing/fixtures';
import { api, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { makeVisitDetail } from '@/testing/visits';
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

const tom = makeUser({ id: 'u-tom', firstName: 'Tom', lastName: 'Baloyi', role: 'TECHNICIAN' });

/** The tokens the visit writes came with. */
let writesAs: string[];

function renderShell() {
  return renderRoutes(
    [
      { path: '/login', element: <p>Login screen</p> },
      { element: <AppShell />, children: [{ path: '/visits', element: <p>Visits screen</p> }] },
    ],
    ['/visits'],
  );
}

/** Tom signed in on this phone, with a visit kept and, when asked, changes not yet sent. */
async function tomOnThePhone(unsent: number) {
  localStorage.setItem('token', 'token-of-tom');
  storeLastUser(tom);
  api.get<{ user: User }>('/auth/me', () => ({ user: tom }));
  const store = visitStore(tom.id);
  await store.saveSnapshot(makeVisitDetail({ id: 'v-1', accessNotes: 'Key at the desk' }));
  for (let i = 0; i < unsent; i += 1) {
    await store.enqueueOp('v-1', {
      kind: 'defect',
      defectId: `d-${i}`,
      payload: { assetId: null, severity: 'MINOR', description: `Sign faded ${i}` },
    });
  }
}

const storeNames = async () => (await indexedDB.databases()).map((d) => d.name);

async function chooseLogout(user: ReturnType<typeof renderShell>['user']) {
  await user.click(await screen.findByRole('button', { name: /account menu/ }));
  await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
}

beforeEach(async () => {
  await closeVisitDbs();
  globalThis.indexedDB = new IDBFactory();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  writesAs = [];
  api.post('/auth/logout', undefined, 204);
  api.put(
    '/visits/:id/defects/:defectId',
    ({ request }) => {
      writesAs.push(request.headers.get('authorization') ?? '');
      return undefined;
    },
    204,
  );
});

describe('signing out of a shared phone (decision 0075)', () => {
  it('with nothing unsent, signs out at once and removes the person’s visits from the phone', async () => {
    await tomOnThePhone(0);
    expect(await storeNames()).toEqual([storeName(tom.id)]);
    const { user } = renderShell();
    await chooseLogout(user);
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () => expect(await storeNames()).toEqual([]));
  });

  it('with unsent changes, says how many; Sync now without a signal keeps them; with one, sends them as their author and signs out', async () => {
    await tomOnThePhone(2);
    const { user } = renderShell();
    await chooseLogout(user);
    const dialog = await screen.findByRole('dialog', { name: 'Changes not sent yet' });
    expect(dialog).toHaveTextContent('2 changes you made on visits are not sent yet.');
    expect(requestsTo('POST', '/auth/logout')).toEqual([]);

    api.put('/visits/:id/defects/:defectId', () => HttpResponse.error());
    await user.click(within(dialog).getByRole('button', { name: 'Sync now' }));
    expect(await within(dialog).findByText('No connection: 2 changes still not sent.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('token-of-tom');

    api.put(
      '/visits/:id/defects/:defectId',
      ({ request }) => {
        writesAs.push(request.headers.get('authorization') ?? '');
        return undefined;
      },
      204,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(writesAs).toEqual(['Bearer token-of-tom', 'Bearer token-of-tom']);
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(async () => expect(await storeNames()).toEqual([]));
  });

  it('Discard and sign out sends nothing and leaves nothing of the person on the phone', async () => {
    await tomOnThePhone(1);
    const { user } = renderShell();
    await chooseLogout(user);
    const dialog = await screen.findByRole('dialog', { name: 'Changes not sent yet' });
    expect(dialog).toHaveTextContent('1 change you made on visits is not sent yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Discard and sign out' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(writesAs).toEqual([]);
    await waitFor(async () => expect(await storeNames()).toEqual([]));
  });

  it('Cancel keeps the session and the changes', async () => {
    await tomOnThePhone(1);
    const { user } = renderShell();
    await chooseLogout(user);
    const dialog = await screen.findByRole('dialog', { name: 'Changes not sent yet' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Visits screen')).toBeInTheDocument();
    expect(await visitStore(tom.id).loadAllOps()).toHaveLength(1);
    expect(requestsTo('POST', '/auth/logout')).toEqual([]);
  });

  it('at the next person’s sign-in, removes what the last one kept but their unsent changes', async () => {
    await tomOnThePhone(1);
    await closeVisitDbs();
    // Tom's session ended without signing out (expired); Anna signs in on the same phone.
    localStorage.clear();
    const anna = makeUser({ id: 'u-anna', firstName: 'Anna' });
    localStorage.setItem('token', 'token-of-anna');
    api.get<{ user: User }>('/auth/me', () => ({ user: anna }));
    renderShell();
    expect(await screen.findByText('Visits screen')).toBeInTheDocument();
    await waitFor(async () => {
      const database = await openStore(tom.id);
      const left = { snapshots: await database.count('snapshots'), ops: await database.count('outbox') };
      database.close();
      expect(left).toEqual({ snapshots: 0, ops: 1 });
    });
    expect(writesAs).toEqual([]);
  });
});
