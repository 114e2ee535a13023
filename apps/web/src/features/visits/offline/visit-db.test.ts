import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { removeToken, storeLastUser, storeToken } from '@/lib/token-storage';
import { makeUser } from '@/testing/fixtures';
import { makeVisitDetail } from '@/testing/visits';
import type { OpBody } from './outbox';
import { closeVisitDbs, deleteVisitStore, StoreClosedError, storeName, visitStore } from './visit-db';

const result = (assetId: string, notes: string): OpBody => ({
  kind: 'result',
  assetId,
  payload: { checks: [], readings: [], notes, recordedAt: '2026-11-26T08:00:00.000Z' },
});

/** The session as the app keeps it: the token and the user the server confirmed for it. */
function signIn(id: string) {
  storeToken(`token-of-${id}`);
  storeLastUser(makeUser({ id }));
}

const databaseNames = async () => (await indexedDB.databases()).map((d) => d.name);

beforeEach(async () => {
  await closeVisitDbs();
  globalThis.indexedDB = new IDBFactory();
  signIn('tom');
});

describe('the outbox store', () => {
  it('keeps each visit’s operations in the order they were made, a photo’s bytes included', async () => {
    const store = visitStore('tom');
    await store.enqueueOp('v-1', { kind: 'start' });
    await store.enqueueOp('v-2', result('a-9', 'other visit'));
    await store.enqueueOp('v-1', {
      kind: 'photo',
      photoId: 'ph-1',
      fields: { assetId: 'a-1' },
      photo: { bytes: new Uint8Array([1, 2, 3]).buffer, type: 'image/jpeg', name: 'p.jpg' },
    });
    await store.enqueueOp('v-1', result('a-1', 'first'));
    const ops = await store.loadOps('v-1');
    expect(ops.map((o) => o.kind)).toEqual(['start', 'photo', 'result']);
    expect(new Set(ops.map((o) => o.opId)).size).toBe(3);
    const photo = ops[1];
    expect(photo?.kind === 'photo' && [...new Uint8Array(photo.photo.bytes)]).toEqual([1, 2, 3]);
    expect(await store.loadOps('v-2')).toHaveLength(1);
    expect(await store.loadAllOps()).toHaveLength(4);
  });

  it('replaces an asset’s waiting result with the newer one, at the end of the queue', async () => {
    const store = visitStore('tom');
    await store.enqueueOp('v-1', result('a-1', 'first'));
    await store.enqueueOp('v-1', {
      kind: 'signature',
      payload: { signedBy: 'Anna', image: 'data:image/png;base64,AA' },
    });
    await store.enqueueOp('v-1', result('a-1', 'second'));
    const ops = await store.loadOps('v-1');
    expect(ops.map((o) => (o.kind === 'result' ? o.payload.notes : o.kind))).toEqual(['signature', 'second']);
  });

  it('marks a refused operation with its message and removes a sent one', async () => {
    const store = visitStore('tom');
    const first = await store.enqueueOp('v-1', { kind: 'start' });
    const second = await store.enqueueOp('v-1', { kind: 'complete' });
    await store.markOpFailed(second.seq!, 'Record a result for every asset before finishing the visit');
    await store.removeOp(first.seq!);
    expect(await store.loadOps('v-1')).toEqual([
      expect.objectContaining({
        kind: 'complete',
        error: 'Record a result for every asset before finishing the visit',
      }),
    ]);
  });
});

describe('one store per person (decision 0075)', () => {
  it('names each queued change’s author and keeps it in that person’s own database', async () => {
    await visitStore('tom').enqueueOp('v-1', { kind: 'start' });
    expect(await visitStore('tom').loadOps('v-1')).toEqual([expect.objectContaining({ authorId: 'tom' })]);
    expect(await databaseNames()).toEqual([storeName('tom')]);
  });

  it('never reads one person’s visits or queue for another who signs in on the same phone', async () => {
    const tom = visitStore('tom');
    await tom.saveSnapshot(makeVisitDetail({ id: 'v-1', accessNotes: 'Key at the desk' }));
    await tom.enqueueOp('v-1', result('a-1', 'Tom’s note'));

    removeToken();
    signIn('anna');
    const anna = visitStore('anna');
    expect(await anna.loadSnapshot('v-1')).toBeNull();
    expect(await anna.loadOps('v-1')).toEqual([]);
    expect(await anna.loadAllOps()).toEqual([]);
    // Tom's store cannot even be opened while Anna is the one signed in.
    await expect(tom.loadOps('v-1')).rejects.toBeInstanceOf(StoreClosedError);
    await expect(tom.loadSnapshot('v-1')).rejects.toBeInstanceOf(StoreClosedError);

    removeToken();
    signIn('tom');
    expect(await visitStore('tom').loadOps('v-1')).toHaveLength(1);
  });

  it('forgets one visit, its copy and its queue, and leaves the others', async () => {
    const store = visitStore('tom');
    await store.saveSnapshot(makeVisitDetail({ id: 'v-1' }));
    await store.saveSnapshot(makeVisitDetail({ id: 'v-2' }));
    await store.enqueueOp('v-1', result('a-1', 'gone'));
    await store.enqueueOp('v-2', result('a-2', 'kept'));
    await store.forgetVisit('v-1');
    expect(await store.loadSnapshot('v-1')).toBeNull();
    expect(await store.loadOps('v-1')).toEqual([]);
    expect(await store.loadSnapshot('v-2')).not.toBeNull();
    expect(await store.loadOps('v-2')).toHaveLength(1);
  });

  it('is deleted whole, and a late write after sign-out cannot bring it back', async () => {
    const store = visitStore('tom');
    await store.saveSnapshot(makeVisitDetail({ id: 'v-1' }));
    await store.enqueueOp('v-1', { kind: 'start' });
    removeToken();
    await deleteVisitStore('tom');
    expect(await databaseNames()).toEqual([]);
    await expect(store.saveSnapshot(makeVisitDetail({ id: 'v-1' }))).rejects.toBeInstanceOf(StoreClosedError);
    await expect(store.enqueueOp('v-1', { kind: 'start' })).rejects.toBeInstanceOf(StoreClosedError);
    expect(await databaseNames()).toEqual([]);
  });

  it('is not opened for a token whose user the server has not confirmed yet', async () => {
    storeToken('a-new-token');
    await expect(visitStore('tom').loadAllOps()).rejects.toBeInstanceOf(StoreClosedError);
  });
});
