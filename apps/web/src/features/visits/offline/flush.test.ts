import 'fake-indexeddb/auto';
import { VISIT_STRINGS } from '@firebreak/shared';
import { IDBFactory } from 'fake-indexeddb';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { removeToken, storeLastUser, storeToken } from '@/lib/token-storage';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, requests } from '@/testing/msw';
import { NotTheAuthorError, sendOp } from '../api/visit-work';
import { countUnsent, flushStore } from './flush';
import { closeVisitDbs, visitStore } from './visit-db';

function signIn(id: string) {
  removeToken();
  storeToken(`token-of-${id}`);
  storeLastUser(makeUser({ id }));
}

/** Who each write was sent as: 'PUT /visits/v-1/signature as token-of-tom'. */
let sentAs: string[];

beforeEach(async () => {
  await closeVisitDbs();
  globalThis.indexedDB = new IDBFactory();
  sentAs = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const record = ({ request }: { request: Request }) => {
    const token = request.headers.get('authorization')?.replace('Bearer ', '');
    sentAs.push(`${request.method} ${new URL(request.url).pathname.slice(4)} as ${token}`);
    return undefined;
  };
  api.post('/visits/:id/start', record, 204);
  api.put('/visits/:id/signature', record, 204);
  api.put('/visits/:id/defects/:defectId', record, 204);
  signIn('tom');
});

const signature = {
  kind: 'signature' as const,
  payload: { signedBy: 'Anele', image: 'data:image/png;base64,AA' },
};

describe('a queued change goes only with its author’s token (decision 0075)', () => {
  it('is sent with the token of the person who made it', async () => {
    const op = await visitStore('tom').enqueueOp('v-1', signature);
    await sendOp(op);
    expect(sentAs).toEqual(['PUT /visits/v-1/signature as token-of-tom']);
  });

  it('is not sent at all while another person is signed in, nor before the server confirmed who that is', async () => {
    const op = await visitStore('tom').enqueueOp('v-1', signature);
    signIn('anna');
    await expect(sendOp(op)).rejects.toBeInstanceOf(NotTheAuthorError);
    removeToken();
    storeToken('token-not-confirmed-yet');
    await expect(sendOp(op)).rejects.toBeInstanceOf(NotTheAuthorError);
    expect(requests).toEqual([]);
  });
});

describe('flushStore (Sync now, when signing out)', () => {
  it('sends every visit’s queue in order, and says nothing is left', async () => {
    const store = visitStore('tom');
    await store.enqueueOp('v-1', { kind: 'start' });
    await store.enqueueOp('v-2', { kind: 'start' });
    await store.enqueueOp('v-1', signature);
    expect(await countUnsent(store)).toBe(3);
    expect(await flushStore({ store, send: sendOp })).toEqual({ left: 0, stoppedBy: null });
    expect(sentAs).toEqual([
      'POST /visits/v-1/start as token-of-tom',
      'PUT /visits/v-1/signature as token-of-tom',
      'POST /visits/v-2/start as token-of-tom',
    ]);
    expect(await countUnsent(store)).toBe(0);
  });

  it('stops at no connection and keeps everything unsent', async () => {
    api.put('/visits/:id/signature', () => HttpResponse.error());
    const store = visitStore('tom');
    await store.enqueueOp('v-1', signature);
    await store.enqueueOp('v-2', signature);
    expect(await flushStore({ store, send: sendOp })).toEqual({ left: 2, stoppedBy: 'retry' });
  });

  it('goes on past a closed visit and a refused change, and says what stopped them', async () => {
    api.put('/visits/v-1/signature', apiError(409, VISIT_STRINGS.closed));
    api.put('/visits/v-2/signature', apiError(400, 'The signature must be a PNG'));
    const store = visitStore('tom');
    await store.enqueueOp('v-1', signature);
    await store.enqueueOp('v-2', signature);
    await store.enqueueOp('v-3', signature);
    expect(await flushStore({ store, send: sendOp })).toEqual({ left: 2, stoppedBy: 'closed' });
    expect(sentAs).toEqual(['PUT /visits/v-3/signature as token-of-tom']);
    // The closed visit's change let go, the refused one is what is left.
    await store.removeOp((await store.loadOps('v-1'))[0]!.seq!);
    expect(await flushStore({ store, send: sendOp })).toEqual({
      left: 1,
      stoppedBy: 'rejected',
      message: 'The signature must be a PNG',
    });
  });
});
