import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OpBody } from './outbox';
import { closeVisitDb, enqueueOp, loadOps, markOpFailed, removeOp } from './visit-db';

const result = (assetId: string, notes: string): OpBody => ({
  kind: 'result',
  assetId,
  payload: { checks: [], readings: [], notes, recordedAt: '2026-11-26T08:00:00.000Z' },
});

beforeEach(async () => {
  await closeVisitDb();
  globalThis.indexedDB = new IDBFactory();
});

describe('the outbox store', () => {
  it('keeps each visit’s operations in the order they were made, a photo’s bytes included', async () => {
    await enqueueOp('v-1', { kind: 'start' });
    await enqueueOp('v-2', result('a-9', 'other visit'));
    await enqueueOp('v-1', {
      kind: 'photo',
      photoId: 'ph-1',
      fields: { assetId: 'a-1' },
      photo: { bytes: new Uint8Array([1, 2, 3]).buffer, type: 'image/jpeg', name: 'p.jpg' },
    });
    await enqueueOp('v-1', result('a-1', 'first'));
    const ops = await loadOps('v-1');
    expect(ops.map((o) => o.kind)).toEqual(['start', 'photo', 'result']);
    expect(new Set(ops.map((o) => o.opId)).size).toBe(3);
    const photo = ops[1];
    expect(photo?.kind === 'photo' && [...new Uint8Array(photo.photo.bytes)]).toEqual([1, 2, 3]);
    expect(await loadOps('v-2')).toHaveLength(1);
  });

  it('replaces an asset’s waiting result with the newer one, at the end of the queue', async () => {
    await enqueueOp('v-1', result('a-1', 'first'));
    await enqueueOp('v-1', {
      kind: 'signature',
      payload: { signedBy: 'Anna', image: 'data:image/png;base64,AA' },
    });
    await enqueueOp('v-1', result('a-1', 'second'));
    const ops = await loadOps('v-1');
    expect(ops.map((o) => (o.kind === 'result' ? o.payload.notes : o.kind))).toEqual(['signature', 'second']);
  });

  it('marks a refused operation with its message and removes a sent one', async () => {
    const first = await enqueueOp('v-1', { kind: 'start' });
    const second = await enqueueOp('v-1', { kind: 'complete' });
    await markOpFailed(second.seq!, 'Record a result for every asset before finishing the visit');
    await removeOp(first.seq!);
    expect(await loadOps('v-1')).toEqual([
      expect.objectContaining({
        kind: 'complete',
        error: 'Record a result for every asset before finishing the visit',
      }),
    ]);
  });
});
