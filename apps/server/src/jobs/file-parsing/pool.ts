/**
 * The one pool of child processes that parse files (docs/decisions/0051). The server process never
 * parses a file: it hands a named job and the file's bytes to a child started with
 * --max-old-space-size, kills that child (SIGKILL) at the job's time limit or when its resident memory
 * (VmRSS in /proc/<pid>/status) passes the cap, and starts a fresh child for the next job. Jobs wait
 * in a bounded queue; at most `concurrency` children run at once. Worker threads are not used: their
 * resourceLimits do not cap WASM or native memory. `keepWarm` keeps children started and idle ahead of
 * work (decision 0082): the same children under the same limits, only started before they are needed.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildMessage, JobInput, ParentMessage } from './protocol';

/** Why a job gave no result. `unreadable`: the job itself refused the input (see `code`). */
export type ParseFailureReason =
  | 'timeout'
  | 'memory'
  | 'unreadable'
  | 'crashed'
  | 'busy'
  | 'closed'
  | 'cancelled';

export class ParseJobError extends Error {
  constructor(
    readonly reason: ParseFailureReason,
    message: string,
    /** For `unreadable`: the job's own code for the problem (e.g. 'encrypted', 'zip-ratio'). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ParseJobError';
  }
}

/** Job name → its parameters and result; the child's handlers implement the same map. */
export type JobMap = Record<string, { params: unknown; result: unknown }>;

/** The script a child runs (always JavaScript: see sourceEntry) and node options before the heap limit. */
export type WorkerEntry = { file: string; execArgv: string[] };

export type PoolOptions = {
  /** Children running at once. */
  concurrency: number;
  /** Resident memory a child may reach before it is killed; its V8 heap gets three quarters of it. */
  memoryMb: number;
  /** A job's default time limit. */
  timeoutMs: number;
  /** Jobs waiting beyond those running; more are refused as `busy`. */
  queueLimit?: number;
  /** An idle child exits after this long (its memory goes back to the system). */
  idleMs?: number;
  rssPollMs?: number;
  entry?: WorkerEntry;
  /** Kills and crashes, for the log. */
  onKill?: (event: { reason: ParseFailureReason; job: string; pid: number | undefined }) => void;
};

export type PoolStats = {
  running: number;
  queued: number;
  children: number;
  /** Children started since the pool was made (a job that finds a warm child starts none). */
  spawned: number;
  /** The process ids of the children alive now. */
  pids: number[];
  completed: number;
  failed: Record<ParseFailureReason, number>;
};

export type RunOptions = {
  timeoutMs?: number;
  /** Called with each progress report the job's handler sends. */
  onProgress?: (progress: unknown) => void;
  /** Aborting takes a waiting job out of the queue, or kills the child running it ('cancelled'). */
  signal?: AbortSignal;
};

export type ParsingPool<J extends JobMap> = {
  readonly concurrency: number;
  /**
   * Runs `job` on `input` in a child. `input` may be a loader, called only when a child is free, so
   * waiting jobs hold no file bytes. Rejects with ParseJobError.
   */
  run<K extends keyof J & string>(
    job: K,
    input: JobInput | (() => Promise<Uint8Array>),
    params: J[K]['params'],
    options?: RunOptions,
  ): Promise<J[K]['result']>;
  stats(): PoolStats;
  /**
   * Starts idle children until `count` are alive (at most `concurrency`), so that work expected next
   * finds them started; an unused one exits after the idle time as any other.
   */
  prestart(count: number): void;
  /**
   * From now on keeps `count` children (within `concurrency`) started, ready and idle: started at
   * once, never retired for idleness, and replaced as soon as one takes a job, dies, is killed or is
   * recycled. 0 goes back to starting children only for work.
   */
  keepWarm(count: number): void;
  /** Resolves once the children `keepWarm` asks for are ready and idle (or the pool is closed). */
  warmed(): Promise<void>;
  /** Kills every child; running and waiting jobs reject as `closed`. */
  close(): Promise<void>;
};

type QueuedJob = {
  id: number;
  job: string;
  input: JobInput | (() => Promise<Uint8Array>);
  params: unknown;
  timeoutMs: number;
  onProgress?: (progress: unknown) => void;
  signal?: AbortSignal;
  resolve: (value: unknown) => void;
  reject: (error: ParseJobError) => void;
};

type Slot = {
  child: ChildProcess;
  ready: Promise<void>;
  isReady: boolean;
  job: QueuedJob | undefined;
  killedFor: ParseFailureReason | undefined;
  stderr: string;
  lastRssMb: number;
  timeoutTimer: NodeJS.Timeout | undefined;
  watchTimer: NodeJS.Timeout | undefined;
  idleTimer: NodeJS.Timeout | undefined;
  exited: Promise<void>;
};

const here = fileURLToPath(import.meta.url);

/** The parse worker beside this file: dist/parse-worker.js in the bundle, or built from source. */
export function defaultWorkerEntry(): WorkerEntry {
  if (here.endsWith('.ts')) return sourceEntry(path.join(path.dirname(here), 'parse-worker.ts'));
  return { file: path.join(path.dirname(here), 'parse-worker.js'), execArgv: [] };
}

const bundled = new Map<string, string>();

/**
 * A TypeScript entry (tests and `npm run dev`), bundled once per process with esbuild as build.mjs
 * does, into node_modules/.cache, so its packages resolve as in production. Not run through tsx: tsx
 * in the child doubles its memory (pdfjs alone goes from 80 to 260 MB), which would skew every cap.
 */
export function sourceEntry(file: string): WorkerEntry {
  const known = bundled.get(file);
  if (known) return { file: known, execArgv: [] };
  const require = createRequire(import.meta.url);
  const esbuild = require('esbuild') as typeof import('esbuild');
  const serverDir = path.resolve(path.dirname(here), '../../..');
  const result = esbuild.buildSync({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@firebreak/shared': path.resolve(serverDir, '../../packages/shared/src/index.ts') },
    sourcemap: 'inline',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const dir = path.join(path.dirname(require.resolve('esbuild/package.json')), '..', '.cache', 'firebreak');
  const out = path.join(dir, `${path.basename(file, '.ts')}-${hash}.mjs`);
  if (!existsSync(out)) {
    mkdirSync(dir, { recursive: true });
    const temp = `${out}.${process.pid}.tmp`;
    writeFileSync(temp, code);
    renameSync(temp, out);
  }
  bundled.set(file, out);
  return { file: out, execArgv: [] };
}

/** VmRSS of a process in MiB, or undefined where /proc is not there (the heap limit still applies). */
async function residentMb(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export function createParsingPool<J extends JobMap>(options: PoolOptions): ParsingPool<J> {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const queueLimit = options.queueLimit ?? 1000;
  const idleMs = options.idleMs ?? 30_000;
  const rssPollMs = options.rssPollMs ?? 100;
  const entry = options.entry ?? defaultWorkerEntry();
  const heapMb = Math.max(64, Math.floor(options.memoryMb * 0.75));
  const queue: QueuedJob[] = [];
  const slots = new Set<Slot>();
  let nextId = 1;
  let closed = false;
  /** Idle children to keep ready (keepWarm). */
  let warm = 0;
  /** Children in a row that died before they were ready: their replacements wait longer each time. */
  let startFailures = 0;
  let topUpTimer: NodeJS.Timeout | undefined;
  let warmWaiters: Array<() => void> = [];
  const stats: Omit<PoolStats, 'pids'> = {
    running: 0,
    queued: 0,
    children: 0,
    spawned: 0,
    completed: 0,
    failed: { timeout: 0, memory: 0, unreadable: 0, crashed: 0, busy: 0, closed: 0, cancelled: 0 },
  };

  const fail = (job: QueuedJob, error: ParseJobError) => {
    stats.failed[error.reason] += 1;
    job.reject(error);
  };

  function spawnChild(): Slot {
    const child = fork(entry.file, [], {
      execArgv: [...entry.execArgv, `--max-old-space-size=${heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    stats.spawned += 1;
    let onReady: () => void = () => {};
    let onExit: () => void = () => {};
    const slot: Slot = {
      child,
      ready: new Promise<void>((resolve) => {
        onReady = resolve;
      }),
      isReady: false,
      job: undefined,
      killedFor: undefined,
      stderr: '',
      lastRssMb: 0,
      timeoutTimer: undefined,
      watchTimer: undefined,
      idleTimer: undefined,
      exited: new Promise<void>((resolve) => {
        onExit = resolve;
      }),
    };
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (text: string) => {
      slot.stderr = (slot.stderr + text).slice(-4096);
    });
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'ready') {
        slot.isReady = true;
        startFailures = 0;
        onReady();
        topUp();
        wakeWarmWaiters();
      } else if (message.type === 'progress') {
        if (slot.job?.id === message.id && !slot.killedFor) slot.job.onProgress?.(message.progress);
      } else finishJob(slot, message);
    });
    let gone = false;
    const onGone = (code: number | null, signal: NodeJS.Signals | null) => {
      if (gone) return;
      gone = true;
      slots.delete(slot);
      stats.children = slots.size;
      clearSlotTimers(slot);
      if (slot.idleTimer) clearTimeout(slot.idleTimer);
      const job = slot.job;
      slot.job = undefined;
      if (job) {
        stats.running -= 1;
        const reason = slot.killedFor ?? exitReason(slot.stderr, code, signal);
        fail(job, new ParseJobError(reason, failureMessage(reason, options, job.timeoutMs)));
        options.onKill?.({ reason, job: job.job, pid: child.pid });
      }
      if (!slot.isReady && !slot.killedFor) startFailures += 1;
      onReady(); // a child that died before it was ready releases whoever waits on it
      onExit();
      pump();
    };
    // An 'error' after a start is followed by 'exit'; a child that never started gets no 'exit'.
    child.on('error', () => {
      if (child.pid === undefined) onGone(null, null);
    });
    child.on('exit', onGone);
    slots.add(slot);
    stats.children = slots.size;
    return slot;
  }

  function clearSlotTimers(slot: Slot) {
    clearTimeout(slot.timeoutTimer);
    clearTimeout(slot.watchTimer);
  }

  function kill(slot: Slot, reason: ParseFailureReason) {
    if (slot.killedFor) return;
    slot.killedFor = reason;
    slot.child.kill('SIGKILL');
  }

  function finishJob(slot: Slot, message: Extract<ChildMessage, { type: 'done' | 'failed' }>) {
    const job = slot.job;
    if (!job || job.id !== message.id || slot.killedFor) return;
    slot.job = undefined;
    stats.running -= 1;
    clearSlotTimers(slot);
    if (message.type === 'done') {
      stats.completed += 1;
      job.resolve(message.result);
    } else {
      fail(job, new ParseJobError('unreadable', message.message, message.code));
    }
    // A child that grew large on this job is replaced rather than kept with that memory.
    if (slot.lastRssMb > options.memoryMb / 2) kill(slot, 'closed');
    else idle(slot);
    pump();
  }

  function idle(slot: Slot) {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      // The children keepWarm asks for stay; an idle one beyond them gives its memory back.
      if (!slot.job && idleChildren().length > warm) kill(slot, 'closed');
    }, idleMs);
    slot.idleTimer.unref();
  }

  const aliveChildren = () => [...slots].filter((slot) => !slot.killedFor);
  const idleChildren = () => aliveChildren().filter((slot) => !slot.job);

  /**
   * Starts children until `warm` are idle (within `concurrency`). After a child that died before it
   * was ready (a broken install, no memory), one at a time after a wait from 0.5 s doubling to 30 s,
   * never in a loop.
   */
  function topUp() {
    if (closed || topUpTimer) return;
    const wanted = () => idleChildren().length < warm && aliveChildren().length < concurrency;
    if (startFailures === 0) {
      while (wanted()) idle(spawnChild());
      return;
    }
    if (!wanted()) return;
    topUpTimer = setTimeout(
      () => {
        topUpTimer = undefined;
        if (!closed && wanted()) idle(spawnChild());
      },
      Math.min(30_000, 500 * 2 ** (startFailures - 1)),
    );
    topUpTimer.unref();
  }

  function wakeWarmWaiters() {
    const ready = idleChildren().filter((slot) => slot.isReady).length;
    if (!closed && ready < Math.min(warm, concurrency)) return;
    for (const wake of warmWaiters) wake();
    warmWaiters = [];
  }

  async function start(slot: Slot, job: QueuedJob) {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.job = job;
    stats.running += 1;
    let input: JobInput;
    try {
      input = typeof job.input === 'function' ? await job.input() : job.input;
      await slot.ready;
    } catch (error) {
      slot.job = undefined;
      stats.running -= 1;
      fail(job, new ParseJobError('unreadable', `The file could not be loaded: ${(error as Error).message}`));
      idle(slot);
      pump();
      return;
    }
    if (slot.job !== job || slot.killedFor || slot.child.exitCode !== null) return; // died meanwhile
    const message: ParentMessage = { type: 'run', id: job.id, job: job.job, input, params: job.params };
    slot.child.send(message, (error) => {
      if (error) kill(slot, 'crashed');
    });
    slot.timeoutTimer = setTimeout(() => kill(slot, 'timeout'), job.timeoutMs);
    const pid = slot.child.pid;
    const watch = async () => {
      if (slot.job !== job || pid === undefined) return;
      const rss = await residentMb(pid);
      if (rss !== undefined) {
        slot.lastRssMb = rss;
        if (rss > options.memoryMb) return kill(slot, 'memory');
      }
      if (slot.job === job) slot.watchTimer = setTimeout(watch, rssPollMs);
    };
    slot.watchTimer = setTimeout(watch, rssPollMs);
  }

  function cancel(job: QueuedJob) {
    const waiting = queue.indexOf(job);
    if (waiting !== -1) {
      queue.splice(waiting, 1);
      stats.queued = queue.length;
      return fail(job, cancelledError());
    }
    const slot = [...slots].find((candidate) => candidate.job === job);
    if (slot) kill(slot, 'cancelled');
  }

  function pump() {
    if (closed) return;
    while (queue.length > 0) {
      let slot = [...slots].find((candidate) => !candidate.job && !candidate.killedFor);
      if (!slot) {
        const alive = [...slots].filter((candidate) => !candidate.killedFor).length;
        if (alive >= concurrency) break;
        slot = spawnChild();
      }
      const job = queue.shift() as QueuedJob;
      stats.queued = queue.length;
      void start(slot, job);
    }
    topUp();
    wakeWarmWaiters();
  }

  return {
    concurrency,
    run(job, input, params, runOptions = {}) {
      return new Promise((resolve, reject) => {
        const queued: QueuedJob = {
          id: nextId++,
          job,
          input,
          params,
          timeoutMs: runOptions.timeoutMs ?? options.timeoutMs,
          onProgress: runOptions.onProgress,
          signal: runOptions.signal,
          resolve: resolve as (value: unknown) => void,
          reject,
        };
        if (closed) return fail(queued, new ParseJobError('closed', 'The file reader is shutting down'));
        if (runOptions.signal?.aborted) return fail(queued, cancelledError());
        if (queue.length >= queueLimit)
          return fail(queued, new ParseJobError('busy', 'Too many files are waiting to be read'));
        runOptions.signal?.addEventListener('abort', () => cancel(queued), { once: true });
        queue.push(queued);
        stats.queued = queue.length;
        pump();
      });
    },
    stats: () => ({
      ...stats,
      pids: [...slots].flatMap((slot) => (slot.child.pid === undefined ? [] : [slot.child.pid])),
      failed: { ...stats.failed },
    }),
    prestart(count) {
      if (closed) return;
      while (aliveChildren().length < Math.min(count, concurrency)) idle(spawnChild());
    },
    keepWarm(count) {
      warm = Math.max(0, Math.min(concurrency, Math.floor(count)));
      // Idle children's time counts again from now: those beyond the new number may go.
      for (const slot of idleChildren()) idle(slot);
      topUp();
      wakeWarmWaiters();
    },
    warmed() {
      return new Promise<void>((resolve) => {
        warmWaiters.push(resolve);
        wakeWarmWaiters();
      });
    },
    async close() {
      closed = true;
      clearTimeout(topUpTimer);
      wakeWarmWaiters();
      for (const job of queue.splice(0))
        fail(job, new ParseJobError('closed', 'The file reader was stopped'));
      stats.queued = 0;
      const exits = [...slots].map((slot) => {
        kill(slot, 'closed');
        return slot.exited;
      });
      await Promise.all(exits);
    },
  };
}

const cancelledError = () => new ParseJobError('cancelled', 'The job was cancelled');

/** A child that died on its own: V8's heap limit (it prints why and aborts) or anything else. */
function exitReason(stderr: string, code: number | null, signal: NodeJS.Signals | null): ParseFailureReason {
  if (/heap out of memory|Reached heap limit|Allocation failed/i.test(stderr)) return 'memory';
  if (signal === 'SIGABRT' || code === 134) return 'memory';
  return 'crashed';
}

function failureMessage(reason: ParseFailureReason, options: PoolOptions, timeoutMs: number): string {
  switch (reason) {
    case 'timeout':
      return `Reading the file took longer than ${Math.round(timeoutMs / 1000)} s`;
    case 'memory':
      return `Reading the file needed more than ${options.memoryMb} MB of memory`;
    case 'closed':
      return 'The file reader was stopped';
    case 'cancelled':
      return 'The job was cancelled';
    default:
      return 'The file reader stopped unexpectedly';
  }
}
