import { VISIT_STRINGS } from '@firebreak/shared';
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import type { OutboxOp } from './outbox';
import { classifyFailure, REJECTED_FALLBACK, retryDelayMs, syncOutbox } from './sync';

const answer = (status: number, error?: string) => {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data: error ? { error } : '',
  });
};
const noAnswer = () => new AxiosError('Network Error', 'ERR_NETWORK');

const ops = (...kinds: ('start' | 'complete' | 'signature')[]): OutboxOp[] =>
  kinds.map((kind, i) => {
    const base = {
      seq: i + 1,
      opId: `op-${i + 1}`,
      visitId: 'v-1',
      authorId: 'u-1',
      createdAt: '2026-11-26T08:00:00.000Z',
    };
    return kind === 'signature'
      ? { ...base, kind, payload: { signedBy: 'Anna', image: 'data:image/png;base64,AA' } }
      : { ...base, kind };
  });

/** An in-memory outbox and a server that answers each send from a script. */
function harness(initial: OutboxOp[], replies: (unknown | null)[]) {
  let box = [...initial];
  const sent: string[] = [];
  const deps = {
    load: async () => box,
    send: async (op: OutboxOp) => {
      sent.push(op.opId);
      const reply = replies.shift();
      if (reply) throw reply;
    },
    remove: async (sent: OutboxOp) => {
      box = box.filter((o) => o.seq !== sent.seq);
    },
    markFailed: async (seq: number, error: string) => {
      box = box.map((o) => (o.seq === seq ? { ...o, error } : o));
    },
  };
  return { deps, sent, box: () => box };
}

describe('classifyFailure', () => {
  it('retries without an answer, on 5xx, 408, 429 and 401; stops on closed; refuses other 4xx', () => {
    expect(classifyFailure(noAnswer())).toBe('retry');
    expect(classifyFailure(answer(503))).toBe('retry');
    expect(classifyFailure(answer(429))).toBe('retry');
    expect(classifyFailure(answer(409, VISIT_STRINGS.closed))).toBe('closed');
    expect(classifyFailure(answer(409, 'something else'))).toBe('rejected');
    expect(classifyFailure(answer(400, 'Bad'))).toBe('rejected');
    expect(classifyFailure(new Error('boom'))).toBe('retry');
  });
});

describe('syncOutbox', () => {
  it('sends in order and removes each one sent', async () => {
    const h = harness(ops('start', 'signature', 'complete'), []);
    expect(await syncOutbox(h.deps)).toEqual({ state: 'done', sent: 3 });
    expect(h.sent).toEqual(['op-1', 'op-2', 'op-3']);
    expect(h.box()).toEqual([]);
  });

  it('keeps everything from a failed send on for the next try, then replays it', async () => {
    const h = harness(ops('start', 'signature', 'complete'), [null, noAnswer()]);
    expect(await syncOutbox(h.deps)).toEqual({ state: 'retry', sent: 1 });
    expect(h.box().map((o) => o.opId)).toEqual(['op-2', 'op-3']);
    expect(await syncOutbox(h.deps)).toEqual({ state: 'done', sent: 2 });
    expect(h.sent).toEqual(['op-1', 'op-2', 'op-2', 'op-3']);
  });

  it('stops on a closed visit and keeps what is left', async () => {
    const h = harness(ops('start', 'signature'), [answer(409, VISIT_STRINGS.closed)]);
    expect(await syncOutbox(h.deps)).toEqual({ state: 'closed', sent: 0, left: 2 });
    expect(h.box()).toHaveLength(2);
  });

  it('takes a closed answer to a lone Finish as done (our own completion whose answer was lost)', async () => {
    const h = harness(ops('complete'), [answer(409, VISIT_STRINGS.closed)]);
    expect(await syncOutbox(h.deps)).toEqual({ state: 'done', sent: 0 });
    expect(h.box()).toEqual([]);
  });

  it('marks a refused change with the server message and sends nothing after it until it is discarded', async () => {
    const h = harness(ops('signature', 'complete'), [answer(400, 'The signature must be a PNG')]);
    const first = await syncOutbox(h.deps);
    expect(first).toEqual({
      state: 'rejected',
      sent: 0,
      opId: 'op-1',
      message: 'The signature must be a PNG',
    });
    expect(await syncOutbox(h.deps)).toEqual(first);
    expect(h.sent).toEqual(['op-1']);
    const fallback = harness(ops('signature'), [answer(422)]);
    expect(await syncOutbox(fallback.deps)).toMatchObject({ message: REJECTED_FALLBACK });
  });
});

describe('a refused start', () => {
  it('is dropped, and what follows it is sent', async () => {
    const h = harness(ops('start', 'signature'), [answer(400, 'The visit is already in progress')]);
    expect(await syncOutbox(h.deps)).toEqual({ state: 'done', sent: 1 });
    expect(h.sent).toEqual(['op-1', 'op-2']);
    expect(h.box()).toEqual([]);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 2 s up to a minute', () => {
    expect([1, 2, 3, 6, 10].map(retryDelayMs)).toEqual([2000, 4000, 8000, 60_000, 60_000]);
  });
});
