import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createParsingPool, ParseJobError, sourceEntry } from './pool';
import type { TestJobs } from './test-worker';

const entry = sourceEntry(path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-worker.ts'));

async function failureOf(promise: Promise<unknown>): Promise<ParseJobError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ParseJobError) return error;
    throw error;
  }
  throw new Error('the job did not fail');
}

describe('the file-parsing pool', () => {
  const kills: string[] = [];
  const pool = createParsingPool<TestJobs>({
    concurrency: 1,
    memoryMb: 200,
    timeoutMs: 3_000,
    entry,
    onKill: ({ reason, job }) => kills.push(`${job}:${reason}`),
  });
  afterAll(() => pool.close());

  it('runs a job in a child process and returns its result', async () => {
    const result = await pool.run('echo', new Uint8Array(1234), { tag: 'a' });
    expect(result).toMatchObject({ tag: 'a', bytes: 1234 });
    expect(result.pid).not.toBe(process.pid);
  });

  it("passes a job's progress reports to the caller as they happen", async () => {
    const seen: unknown[] = [];
    const result = await pool.run(
      'steps',
      new Uint8Array(1),
      { steps: 3, delayMs: 10 },
      { onProgress: (progress) => seen.push(progress) },
    );
    expect(result).toEqual({ sent: 3 });
    expect(seen).toEqual([{ step: 1 }, { step: 2 }, { step: 3 }]);
  });

  it('cancels a running job by killing its child, and a waiting one before it starts', async () => {
    const running = new AbortController();
    const waiting = new AbortController();
    let started = false;
    const first = pool.run(
      'steps',
      new Uint8Array(1),
      { steps: 1000, delayMs: 20 },
      { signal: running.signal, onProgress: () => (started = true) },
    );
    const second = pool.run('echo', new Uint8Array(1), { tag: 'never' }, { signal: waiting.signal });
    waiting.abort();
    expect((await failureOf(second)).reason).toBe('cancelled');
    while (!started) await new Promise((resolve) => setTimeout(resolve, 10));
    running.abort();
    expect((await failureOf(first)).reason).toBe('cancelled');
    expect(await pool.run('echo', new Uint8Array(1), { tag: 'next' })).toMatchObject({ tag: 'next' });
  });

  it('kills a job that never ends at its time limit, then keeps serving with a new child', async () => {
    const first = await pool.run('echo', new Uint8Array(1), { tag: 'before' });
    const failure = await failureOf(pool.run('spin', new Uint8Array(1), null, { timeoutMs: 1_000 }));
    expect(failure.reason).toBe('timeout');
    const after = await pool.run('echo', new Uint8Array(1), { tag: 'after' });
    expect(after.tag).toBe('after');
    expect(after.pid).not.toBe(first.pid);
  });

  it('kills a job whose native memory passes the cap (RSS watcher)', async () => {
    const failure = await failureOf(pool.run('grow-native', new Uint8Array(1), null, { timeoutMs: 60_000 }));
    expect(failure.reason).toBe('memory');
    expect((await pool.run('echo', new Uint8Array(2), { tag: 'x' })).bytes).toBe(2);
  });

  it('ends a job whose JavaScript heap passes the cap', async () => {
    const failure = await failureOf(pool.run('grow-heap', new Uint8Array(1), null, { timeoutMs: 60_000 }));
    expect(failure.reason).toBe('memory');
    expect((await pool.run('echo', new Uint8Array(3), { tag: 'y' })).bytes).toBe(3);
  });

  it('passes on a refusal with its code and keeps the child', async () => {
    const before = await pool.run('echo', new Uint8Array(1), { tag: 'z' });
    const failure = await failureOf(pool.run('refuse', new Uint8Array(1), null));
    expect(failure).toMatchObject({ reason: 'unreadable', code: 'bad-input' });
    expect((await pool.run('echo', new Uint8Array(1), { tag: 'z' })).pid).toBe(before.pid);
  });

  it('reports a child that dies as crashed and replaces it', async () => {
    const failure = await failureOf(pool.run('crash', new Uint8Array(1), null));
    expect(failure.reason).toBe('crashed');
    expect((await pool.run('echo', new Uint8Array(4), { tag: 'w' })).bytes).toBe(4);
  });

  it('runs queued jobs one after another at concurrency 1, loading their input only when due', async () => {
    const loaded: number[] = [];
    const jobs = [1, 2, 3].map((n) =>
      pool.run(
        'echo',
        async () => {
          loaded.push(n);
          return new Uint8Array(n);
        },
        { tag: String(n) },
      ),
    );
    expect(pool.stats().queued + pool.stats().running).toBe(3);
    const results = await Promise.all(jobs);
    expect(results.map((r) => r.bytes)).toEqual([1, 2, 3]);
    expect(loaded).toEqual([1, 2, 3]);
  });

  it('refuses jobs beyond its queue limit as busy, and all jobs once closed', async () => {
    const small = createParsingPool<TestJobs>({
      concurrency: 1,
      memoryMb: 200,
      timeoutMs: 2_000,
      queueLimit: 1,
      entry,
    });
    const running = failureOf(small.run('spin', new Uint8Array(1), null));
    const waiting = failureOf(small.run('echo', new Uint8Array(1), { tag: 'w' }));
    const refused = await failureOf(small.run('echo', new Uint8Array(1), { tag: 'r' }));
    expect(refused.reason).toBe('busy');
    await small.close();
    expect((await running).reason).toBe('closed');
    expect((await waiting).reason).toBe('closed');
    expect((await failureOf(small.run('echo', new Uint8Array(1), { tag: 'late' }))).reason).toBe('closed');
  });

  it('starts idle children ahead of work, never more than its concurrency', async () => {
    const pair = createParsingPool<TestJobs>({ concurrency: 2, memoryMb: 200, timeoutMs: 3_000, entry });
    pair.prestart(5);
    expect(pair.stats().children).toBe(2);
    const [a, b] = await Promise.all([
      pair.run('echo', new Uint8Array(1), { tag: 'a' }),
      pair.run('echo', new Uint8Array(1), { tag: 'b' }),
    ]);
    expect(a.pid).not.toBe(b.pid);
    expect(pair.stats().children).toBe(2);
    await pair.close();
  });

  it('logs each kill', () => {
    expect(kills).toEqual(expect.arrayContaining(['spin:timeout', 'grow-native:memory', 'crash:crashed']));
  });
});
