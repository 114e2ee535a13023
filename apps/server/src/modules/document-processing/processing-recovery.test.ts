/**
 * Jobs survive what instances do not (issue 12, decision 0055): a job cut short by a shutdown goes
 * back to the queue and the next start runs it; a job whose instance crashed (no heartbeat) is queued
 * again, or failed with the reason once it has been interrupted twice; with REDIS_URL, BullMQ carries
 * the jobs and an instance other than the one that took the upload may run them.
 */
import type { ProcessingJob } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../../test/factories';
import { createTestRedisServer, hasRedisServer, type TestRedisServer } from '../../test/redis-server';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { makePdf } from '../handbook/test-pdfs';
import { generateScannedPdf } from './scans/generate-scan';
import { FULL, processPdf, waitForJob } from './test-helpers';

const LINES = ['Fire alarm inspection sheet', 'Zone 4 detectors tested and passed on 3 June 2025.'];

async function waitForStatus(t: TestApp, token: string, id: string, status: ProcessingJob['status']) {
  for (;;) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/document-processing/jobs/${id}`,
      headers: bearer(token),
    });
    if (response.json().status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(engines)('processing jobs across restarts (%s)', (engine) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });

  it('a job cut short by a shutdown is run by the next start', async () => {
    const a = await createTestApp(engine, { PROCESSING_WAIT_SECONDS: '0' });
    apps.push(a);
    const { token } = await registerUser(a.app);
    // Two pages of OCR: long enough to be running at the shutdown, short enough for a busy machine.
    const pages = Array.from({ length: 2 }, (_, page) => [`Page ${page + 1}`, ...LINES]);
    const scan = Buffer.from((await generateScannedPdf({ pages, degradation: 'clean', seed: 5 })).pdf);
    const accepted = await processPdf(a.app, token, scan, FULL);
    const { jobId } = accepted.json() as { jobId: string };
    await waitForStatus(a, token, jobId, 'running');
    await a.app.close();
    const row = await a.database.db
      .selectFrom('processing_jobs')
      .select(['status', 'attempts'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    const b = await createTestApp(engine, { DATA_DIR: a.config.dataDir }, { shareDatabaseWith: a });
    apps.push(b);
    const job = await waitForJob(b.app, token, jobId);
    expect(job.status).toBe('completed');
    expect(job.result?.finalText?.pages).toBe(2);
    // Two OCR runs (the first cut short) on a 2-core machine: a hang guard, not a budget.
  }, 180_000);

  it('a job whose instance crashed is queued again, and failed with the reason after two tries', async () => {
    const t = await createTestApp(engine, { PROCESSING_WAIT_SECONDS: '0' });
    apps.push(t);
    const { token, user } = await registerUser(t.app);
    const pdf = await makePdf({ pages: ['Sprinkler valve set inspection.'] });
    // Stored through the API, so its file is kept; then made to look like a crash mid-run.
    const accepted = await processPdf(t.app, token, pdf, FULL);
    const finished = await waitForJob(t.app, token, accepted.json().jobId);
    expect(finished.status).toBe('completed');
    const source = await t.database.db
      .selectFrom('processing_jobs')
      .selectAll()
      .where('id', '=', finished.id)
      .executeTakeFirstOrThrow();
    const stale = new Date(Date.now() - 120_000).toISOString();
    const crashed = (id: string, attempts: number) => ({
      ...source,
      id,
      status: 'running' as const,
      attempts,
      claimed_by: 'gone-host:1:abc',
      heartbeat_at: stale,
      result: null,
      finished_at: null,
      owner_id: user.id,
    });
    const once = '00000000-0000-4000-8000-000000000001';
    const twice = '00000000-0000-4000-8000-000000000002';
    await t.database.db
      .insertInto('processing_jobs')
      .values([crashed(once, 1), crashed(twice, 2)])
      .execute();
    await t.app.context.processing.recover();
    const again = await waitForJob(t.app, token, once);
    expect(again.status).toBe('completed');
    expect(again.result?.finalText?.text).toContain('Sprinkler valve set inspection');
    const given = await waitForJob(t.app, token, twice);
    expect(given.status).toBe('failed');
    expect(given.error).toBe('The server restarted while this job was running');
  });
});

describe.skipIf(!hasRedisServer)('processing jobs through BullMQ (Redis)', () => {
  let redis: TestRedisServer;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    redis = await createTestRedisServer();
    await redis.start();
  });
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
    await redis?.kill();
  });

  it('runs jobs taken on one instance on any instance, and follows them from either', async () => {
    const env = { REDIS_URL: redis.url, PROCESSING_WAIT_SECONDS: '0' };
    const a = await createTestApp(engines[0] ?? 'sqlite', env);
    apps.push(a);
    const b = await createTestApp(
      a.database.engine,
      { ...env, DATA_DIR: a.config.dataDir },
      { shareDatabaseWith: a },
    );
    apps.push(b);
    expect(a.app.context.processing.queueKind()).toBe('bullmq');
    const { token } = await registerUser(a.app);
    const ids: string[] = [];
    for (let n = 0; n < 4; n += 1) {
      const pdf = await makePdf({ pages: [`Hose reel record ${n}: pressure 4 bar.`] });
      ids.push((await processPdf(a.app, token, pdf, FULL)).json().jobId);
    }
    for (const id of ids) {
      const job = await waitForJob(b.app, token, id);
      expect(job.status).toBe('completed');
      expect(job.result?.finalText?.text).toMatch(/Hose reel record \d/);
    }
  });

  it('keeps taking jobs while Redis is down (run here), and through BullMQ when it is back', async () => {
    const a = apps[0] as TestApp;
    const { token } = await registerUser(a.app);
    await redis.kill();
    const down = await processPdf(a.app, token, await makePdf({ pages: ['Redis away.'] }), FULL);
    expect((await waitForJob(a.app, token, down.json().jobId)).status).toBe('completed');
    await redis.start();
    const back = await processPdf(a.app, token, await makePdf({ pages: ['Redis back.'] }), FULL);
    expect((await waitForJob(a.app, token, back.json().jobId)).status).toBe('completed');
  });
});
