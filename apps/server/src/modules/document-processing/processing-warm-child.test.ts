/**
 * The warm processing child (issue 27 item 17, decision 0082): started with the app, it runs a
 * one-page text PDF sent to upload-and-process, which answers 200 within the default
 * PROCESSING_WAIT_SECONDS; the next run finds it again (no child started); a cancel or the memory cap
 * kills it like any child and a new one takes its place at once; closing the app leaves no child.
 * Asserted on spawn counts and process ids, never on durations. On SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set, and once through BullMQ when a redis-server is installed.
 */
import type { ProcessingJob } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../../test/factories';
import { createTestRedisServer, hasRedisServer, type TestRedisServer } from '../../test/redis-server';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { makePdf } from '../handbook/test-pdfs';
import { generateScannedPdf } from './scans/generate-scan';
import { FULL, processPdf, waitForJob } from './test-helpers';

/** The default wait (PROCESSING_WAIT_SECONDS unset), one child at a time, the warm child on. */
const WARM = { PROCESSING_WARM_CHILD: 'true', PROCESSING_CONCURRENCY: '1' };

const workers = (t: TestApp) => t.app.context.processing.workers;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function onePage(t: TestApp, token: string, line: string) {
  return processPdf(t.app, token, await makePdf({ pages: [line] }), FULL, 'valve-record.pdf');
}

async function untilRunning(t: TestApp, token: string, id: string) {
  for (;;) {
    const job = (
      await t.app.inject({
        method: 'GET',
        url: `/api/document-processing/jobs/${id}`,
        headers: bearer(token),
      })
    ).json() as ProcessingJob;
    if (job.status === 'running') return;
    // A job that ended before it was seen running cannot be cancelled: say so rather than wait forever.
    if (job.status !== 'queued') throw new Error(`job ${id} was ${job.status} before it was seen running`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(engines)('PDF processing: the warm child (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, WARM);
    token = (await registerUser(t.app)).token;
  });
  afterAll(async () => t?.close());

  it('is started with the app, answers a one-page text PDF with 200 and its text, and serves the next run', async () => {
    expect(t.config.processing.waitMs).toBe(4000);
    await workers(t).warmed();
    const before = workers(t).stats();
    expect(before).toMatchObject({ spawned: 1, children: 1 });
    for (const line of ['Alarm valve inspected and passed.', 'Jockey pump cut in at 8.2 bar.']) {
      const response = await onePage(t, token, line);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, finalText: { method: 'standard', pages: 1 } });
      expect(response.json().finalText.text).toContain(line);
    }
    // Both runs were read by the child started with the app: no child was started for either.
    expect(workers(t).stats()).toMatchObject({ spawned: 1, pids: before.pids });
  });

  it('is replaced at once when a cancel kills it, and the replacement serves the next run', async () => {
    await workers(t).warmed();
    const [first] = workers(t).stats().pids;
    const spawned = workers(t).stats().spawned;
    // Enough pages that reading them outlasts the request's 4 s wait on a fast, idle machine too (six
    // clean pages took 3.6 s), so the request answers 202 and the job is still running when cancelled.
    const pages = Array.from({ length: 40 }, (_, page) => [
      `Inspection sheet page ${page + 1}`,
      'Zone 4 tested.',
    ]);
    const scan = Buffer.from((await generateScannedPdf({ pages, degradation: 'clean', seed: 3 })).pdf);
    const accepted = await processPdf(t.app, token, scan, { ...FULL, enhanceImages: 'false' });
    const { jobId } = accepted.json() as { jobId: string };
    await untilRunning(t, token, jobId);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/document-processing/jobs/${jobId}`,
      headers: bearer(token),
    });
    expect(cancelled.json().status).toBe('cancelled');
    await t.app.context.processing.settled();
    await workers(t).warmed();
    const after = workers(t).stats();
    expect(after.spawned).toBe(spawned + 1);
    expect(after.children).toBe(1);
    expect(after.pids).not.toContain(first);
    expect(isAlive(first as number)).toBe(false);
    const next = await onePage(t, token, 'Hose reel delivered 0.5 litres per second.');
    expect(next.statusCode).toBe(200);
    expect(workers(t).stats()).toMatchObject({ spawned: spawned + 1, pids: after.pids });
  });

  it('is stopped when the app closes, and no child is left', async () => {
    const other = await createTestApp(engine, WARM);
    await workers(other).warmed();
    const { pids } = workers(other).stats();
    expect(pids).toHaveLength(1);
    await other.close();
    expect(workers(other).stats()).toMatchObject({ children: 0, pids: [] });
    expect(pids.filter(isAlive)).toEqual([]);
  });
});

describe.each(engines)('PDF processing: the warm child and the memory cap (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // 256 MB: less than rendering and reading one A4 scan takes, so the child is killed mid-run.
    t = await createTestApp(engine, {
      ...WARM,
      PROCESSING_MEMORY_MB: '256',
      // pdfjs renders in the child (as on a machine without poppler): more than 256 MB for one A4 scan.
      PROCESSING_POPPLER: 'false',
    });
    token = (await registerUser(t.app)).token;
  });
  afterAll(async () => t?.close());

  it('is killed at the cap like any child, replaced at once, and the next run answers 200', async () => {
    await workers(t).warmed();
    const [first] = workers(t).stats().pids;
    const spawned = workers(t).stats().spawned;
    const { pdf } = await generateScannedPdf({
      pages: [['Certificate No: HT-2025-0417']],
      degradation: 'clean',
      seed: 9,
    });
    const run = await processPdf(t.app, token, Buffer.from(pdf), FULL);
    const job = run.statusCode === 200 ? null : await waitForJob(t.app, token, run.json().jobId);
    const error = job ? job.error : run.json().error;
    expect(error).toBe(
      'This PDF needs too much memory to process. It may be damaged or built to overload readers.',
    );
    await workers(t).warmed();
    const after = workers(t).stats();
    expect(after.spawned).toBe(spawned + 1);
    expect(after.pids).not.toContain(first);
    expect(after.failed.memory).toBe(1);
    const next = await onePage(t, token, 'Still working after the cap.');
    expect(next.statusCode).toBe(200);
    expect(next.json().finalText.text).toContain('Still working after the cap.');
  });
});

describe.each(engines)('PDF processing without the warm child (%s)', (engine) => {
  it('starts no child until a run needs one (PROCESSING_WARM_CHILD=false)', async () => {
    const t = await createTestApp(engine, { PROCESSING_WARM_CHILD: 'false' });
    try {
      await workers(t).warmed();
      expect(workers(t).stats()).toMatchObject({ spawned: 0, children: 0 });
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!hasRedisServer)('PDF processing: the warm child through BullMQ (Redis)', () => {
  let redis: TestRedisServer;
  let t: TestApp | undefined;
  beforeAll(async () => {
    redis = await createTestRedisServer();
    await redis.start();
  });
  afterAll(async () => {
    await t?.close();
    await redis?.kill();
  });

  it('answers a one-page text PDF with 200 from the warm child', async () => {
    t = await createTestApp(engines[0] ?? 'sqlite', { ...WARM, REDIS_URL: redis.url });
    expect(t.app.context.processing.queueKind()).toBe('bullmq');
    const { token } = await registerUser(t.app);
    await workers(t).warmed();
    const response = await onePage(t, token, 'Through the queue: sprinkler heads replaced.');
    expect(response.statusCode).toBe(200);
    expect(response.json().finalText.text).toContain('Through the queue: sprinkler heads replaced.');
    expect(workers(t).stats().spawned).toBe(1);
  });
});
