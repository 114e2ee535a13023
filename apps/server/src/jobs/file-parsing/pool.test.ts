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

/** Whether a process with this id is still there (signal 0 only asks). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('a warm child (keepWarm)', () => {
  const warmPool = () =>
    createParsingPool<TestJobs>({ concurrency: 1, memoryMb: 200, timeoutMs: 3_000, entry, idleMs: 1 });

  it('is started before any job, and the jobs after it run in it without a new child', async () => {
    const pool = warmPool();
    try {
      expect(pool.stats().spawned).toBe(0);
      pool.keepWarm(1);
      await pool.warmed();
      const [pid] = pool.stats().pids;
      expect(pool.stats()).toMatchObject({ spawned: 1, children: 1, running: 0 });
      const first = await pool.run('echo', new Uint8Array(1), { tag: 'first' });
      // Longer than the 1 ms idle time: an idle child that was not kept warm would be gone by now.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const second = await pool.run('echo', new Uint8Array(2), { tag: 'second' });
      expect([first.pid, second.pid]).toEqual([pid, pid]);
      expect(pool.stats().spawned).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('is replaced at once when the memory cap, the time limit or a cancel kills it, or it dies idle', async () => {
    const pool = warmPool();
    try {
      pool.keepWarm(1);
      await pool.warmed();
      const pids = new Set(pool.stats().pids);
      expect(pids.size).toBe(1);
      const expectReplaced = async (spawned: number) => {
        await pool.warmed();
        const stats = pool.stats();
        expect(stats).toMatchObject({ spawned, children: 1, running: 0 });
        const [pid] = stats.pids;
        expect(pids.has(pid as number)).toBe(false);
        pids.add(pid as number);
        return pid;
      };

      // The RSS watcher and the time limit hold for the warm child as for any other.
      const memory = await failureOf(pool.run('grow-native', new Uint8Array(1), null, { timeoutMs: 60_000 }));
      expect(memory.reason).toBe('memory');
      await expectReplaced(2);
      const timeout = await failureOf(pool.run('spin', new Uint8Array(1), null, { timeoutMs: 500 }));
      expect(timeout.reason).toBe('timeout');
      await expectReplaced(3);

      const cancel = new AbortController();
      let started = false;
      const running = pool.run(
        'steps',
        new Uint8Array(1),
        { steps: 1000, delayMs: 20 },
        { signal: cancel.signal, onProgress: () => (started = true) },
      );
      while (!started) await new Promise((resolve) => setTimeout(resolve, 10));
      cancel.abort();
      expect((await failureOf(running)).reason).toBe('cancelled');
      await expectReplaced(4);

      // Killed from outside while idle (the OOM killer, an operator): replaced without a job asking.
      process.kill(pool.stats().pids[0] as number, 'SIGKILL');
      while (pool.stats().spawned < 5) await new Promise((resolve) => setTimeout(resolve, 10));
      const pid = await expectReplaced(5);
      // The replacement serves the next job; no further child is started for it.
      expect((await pool.run('echo', new Uint8Array(1), { tag: 'after' })).pid).toBe(pid);
      expect(pool.stats().spawned).toBe(5);
    } finally {
      await pool.close();
    }
  });

  it('is stopped by close, and nothing starts another', async () => {
    const pool = warmPool();
    pool.keepWarm(1);
    await pool.warmed();
    const pids = pool.stats().pids;
    expect(pids).toHaveLength(1);
    await pool.close();
    expect(pool.stats()).toMatchObject({ children: 0, pids: [], spawned: 1 });
    expect(pids.filter(isAlive)).toEqual([]);
    pool.keepWarm(1);
    await pool.warmed();
    expect(pool.stats().spawned).toBe(1);
  });

  it('keeps at most its concurrency warm, and after keepWarm(0) idle children go again', async () => {
    const pool = createParsingPool<TestJobs>({
      concurrency: 2,
      memoryMb: 200,
      timeoutMs: 3_000,
      entry,
      idleMs: 1,
    });
    try {
      pool.keepWarm(5);
      await pool.warmed();
      expect(pool.stats()).toMatchObject({ spawned: 2, children: 2 });
      pool.keepWarm(0);
      while (pool.stats().children > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(pool.stats().spawned).toBe(2);
    } finally {
      await pool.close();
    }
  });
});
