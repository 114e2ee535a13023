import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { removeToken, storeLastUser, storeToken } from '@/lib/token-storage';
import { makeUser } from '@/testing/fixtures';
import { makeVisitDetail } from '@/testing/visits';
import { closeVisitDbs, LEGACY_STORE, openStore, storeName, visitStore } from './visit-db';
import { listStoreOwners, ORPHANED_QUEUE_DAYS, pruneOtherStores } from './visit-stores';

function signIn(id: string) {
  removeToken();
  storeToken(`token-of-${id}`);
  storeLastUser(makeUser({ id }));
}

/** What one person leaves on the phone: a visit's copy and, when asked, a queued change. */
async function leave(id: string, { unsent }: { unsent: boolean }) {
  signIn(id);
  const store = visitStore(id);
  await store.saveSnapshot(makeVisitDetail({ id: `v-${id}`, accessNotes: `${id}'s key` }));
  if (unsent) await store.enqueueOp(`v-${id}`, { kind: 'start' });
}

/** Reads a store the way an attacker with the browser's tools would, past the session check. */
async function contents(id: string) {
  const database = await openStore(id);
  const out = { snapshots: await database.count('snapshots'), ops: await database.count('outbox') };
  database.close();
  return out;
}

beforeEach(async () => {
  await closeVisitDbs();
  globalThis.indexedDB = new IDBFactory();
});

describe('pruning the stores of people not signed in (decision 0075)', () => {
  it('deletes a store with nothing unsent, and keeps only the queue of one with unsent changes', async () => {
    await leave('tom', { unsent: true });
    await leave('sipho', { unsent: false });
    await leave('anna', { unsent: false });
    await closeVisitDbs();
    expect((await listStoreOwners()).sort()).toEqual(['anna', 'sipho', 'tom']);

    await pruneOtherStores('anna');
    expect((await listStoreOwners()).sort()).toEqual(['anna', 'tom']);
    // Tom's copy of the visit (client, access notes) is gone; his change waits for him.
    expect(await contents('tom')).toEqual({ snapshots: 0, ops: 1 });
    // Anna's own store is untouched.
    expect(await contents('anna')).toEqual({ snapshots: 1, ops: 0 });
  });

  it(`deletes a queue its owner has not come back for in ${ORPHANED_QUEUE_DAYS} days`, async () => {
    await leave('tom', { unsent: true });
    await closeVisitDbs();
    const day = 24 * 60 * 60 * 1000;
    await pruneOtherStores('anna', new Date(Date.now() + (ORPHANED_QUEUE_DAYS - 1) * day));
    expect(await listStoreOwners()).toEqual(['tom']);
    await pruneOtherStores('anna', new Date(Date.now() + (ORPHANED_QUEUE_DAYS + 1) * day));
    expect(await listStoreOwners()).toEqual([]);
  });

  it('deletes the shared store of earlier builds, whose changes name no author', async () => {
    const legacy = await openDB(LEGACY_STORE, 1, {
      upgrade(database) {
        database.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      },
    });
    await legacy.add('outbox', { visitId: 'v-1', kind: 'start' });
    legacy.close();
    signIn('anna');
    await pruneOtherStores('anna');
    await vi.waitFor(async () => {
      const names = (await indexedDB.databases()).map((d) => d.name);
      expect(names).not.toContain(LEGACY_STORE);
    });
  });

  it('lets an open connection in another tab go when its store is deleted', async () => {
    await leave('tom', { unsent: false });
    // Tom's screen still holds its connection (closeVisitDbs not called): the delete must not hang.
    signIn('anna');
    await pruneOtherStores('anna');
    expect(await listStoreOwners()).toEqual([]);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(storeName('tom'));
  });
});
