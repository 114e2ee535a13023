/**
 * Carries job ids to a runner (decision 0055). With REDIS_URL, BullMQ: any instance's worker takes
 * the next job, and a job added on one instance may run on another. Without it, an in-process queue.
 * The queue holds only ids: the processing_jobs row is the record, and claiming it is what decides
 * who runs a job, so an id delivered twice (a retry, a restart, a fallback) runs once.
 */
import { Queue, Worker } from 'bullmq';
import { createIdQueue } from '../../lib/id-queue';

export type ProcessingQueue = {
  readonly kind: 'bullmq' | 'in-process';
  add(jobId: string): Promise<void>;
  /** Resolves when nothing waits or runs here (tests). */
  settled(): Promise<void>;
  close(): Promise<void>;
};

type Run = (jobId: string) => Promise<void>;

export function createInProcessQueue(
  run: Run,
  concurrency: number,
  onError: (error: unknown) => void,
): ProcessingQueue {
  return { kind: 'in-process', ...createIdQueue(run, concurrency, onError) };
}

/** ioredis options BullMQ accepts, from a redis:// or rediss:// URL. */
export function bullConnection(url: string) {
  const parsed = new URL(url);
  const db = Number(parsed.pathname.replace(/^\//, '') || 0);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: Number.isFinite(db) ? db : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    // BullMQ's workers block on Redis; they must wait for it rather than fail a command.
    maxRetriesPerRequest: null,
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
  };
}

const QUEUE_NAME = 'firebreak-processing';

/**
 * BullMQ carries the ids; if Redis does not take an id within `addTimeoutMs` (it is away), the id is
 * run here instead, so a job never waits on Redis returning.
 */
export function createBullQueue(options: {
  url: string;
  prefix?: string;
  run: Run;
  concurrency: number;
  onError: (error: unknown) => void;
  addTimeoutMs?: number;
}): ProcessingQueue {
  const connection = bullConnection(options.url);
  const prefix = options.prefix ?? 'firebreak';
  const queue = new Queue(QUEUE_NAME, { connection, prefix });
  const local = createInProcessQueue(options.run, options.concurrency, options.onError);
  const active = new Set<Promise<void>>();
  const worker = new Worker(
    QUEUE_NAME,
    async (job) => {
      const run = options.run(String(job.data.jobId));
      active.add(run);
      try {
        await run;
      } finally {
        active.delete(run);
      }
    },
    {
      connection,
      prefix,
      concurrency: options.concurrency,
      // A worker whose instance died: its job is given up by BullMQ; the heartbeat sweep on the
      // processing_jobs rows (decision 0055) queues it again.
      maxStalledCount: 0,
    },
  );
  queue.on('error', () => {});
  worker.on('error', () => {});
  const addTimeoutMs = options.addTimeoutMs ?? 2_000;
  return {
    kind: 'bullmq',
    async add(jobId) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), addTimeoutMs);
      });
      const added = queue
        .add('process', { jobId }, { jobId, removeOnComplete: true, removeOnFail: true })
        .then(() => 'added' as const)
        .catch(() => 'failed' as const);
      const outcome = await Promise.race([added, timeout]);
      clearTimeout(timer);
      if (outcome !== 'added') await local.add(jobId);
    },
    async settled() {
      await local.settled();
      while (active.size > 0) await Promise.all([...active]);
    },
    async close() {
      await local.close();
      await worker.close(true).catch(() => {});
      await queue.close().catch(() => {});
    },
  };
}
