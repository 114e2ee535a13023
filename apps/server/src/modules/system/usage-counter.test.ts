import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { migrationProvider } from '../../db/migrations';
import { createTestDatabase, engines } from '../../test/test-app';
import { createUsageCounter, decisionsInLastHour, hourStartOf } from './usage-counter';

const HOUR = 3_600_000;

describe.each(engines)('usage counter on %s', (engine) => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await migrateToLatest(t.database);
  });
  afterAll(async () => {
    await t.database.close();
    await t.drop();
  });
  const rows = () =>
    t.database.db.selectFrom('usage_counts').selectAll().orderBy('kind').orderBy('hour_start').execute();

  it('counts in memory and adds to the hour rows on flush, across instances sharing the table', async () => {
    let time = Date.parse('2026-11-25T10:15:00.000Z');
    const options = { db: t.database.db, onError: () => {}, now: () => time };
    const one = createUsageCounter(options);
    const two = createUsageCounter(options);
    one.count('ai-search');
    one.count('ai-search');
    two.count('ai-search');
    two.count('ai-analyze-query');
    expect(await rows()).toEqual([]);
    expect(one.unflushed()).toEqual([{ kind: 'ai-search', hourStart: '2026-11-25T10:00:00.000Z', count: 2 }]);
    await Promise.all([one.flush(), two.flush()]);
    time += HOUR;
    one.count('ai-search');
    await one.close();
    await two.close();
    expect((await rows()).map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
      { kind: 'ai-analyze-query', hour_start: '2026-11-25T10:00:00.000Z', count: 1 },
      { kind: 'ai-search', hour_start: '2026-11-25T10:00:00.000Z', count: 3 },
      { kind: 'ai-search', hour_start: '2026-11-25T11:00:00.000Z', count: 1 },
    ]);
    expect(one.unflushed()).toEqual([]);
  });

  it('prunes hours older than 30 days on flush', async () => {
    const time = Date.parse('2027-01-10T10:00:00.000Z');
    const counter = createUsageCounter({ db: t.database.db, onError: () => {}, now: () => time });
    counter.count('ai-search');
    await counter.close();
    expect((await rows()).map((row) => row.hour_start)).toEqual([hourStartOf(time)]);
  });
});

describe.each(engines)('migration 0014 on %s', (engine) => {
  it('turns the recorded usage events into hourly counts and drops usage_events', async () => {
    const { database, drop } = await createTestDatabase(engine);
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: migrationProvider,
        ...(database.schema ? { migrationTableSchema: database.schema } : {}),
      });
      expect((await migrator.migrateTo('0013-processing-jobs')).error).toBeUndefined();
      const db = database.db as unknown as Kysely<{
        usage_events: { id: string; kind: string; created_at: string };
      }>;
      await db
        .insertInto('usage_events')
        .values([
          { id: 'a', kind: 'ai-search', created_at: '2026-11-25T09:59:59.999Z' },
          { id: 'b', kind: 'ai-search', created_at: '2026-11-25T10:00:00.000Z' },
          { id: 'c', kind: 'ai-search', created_at: '2026-11-25T10:59:00.000Z' },
          { id: 'd', kind: 'ai-analyze-query', created_at: '2026-11-25T10:30:00.000Z' },
        ])
        .execute();
      await migrateToLatest(database);
      const rows = await database.db
        .selectFrom('usage_counts')
        .selectAll()
        .orderBy('kind')
        .orderBy('hour_start')
        .execute();
      expect(rows.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
        { kind: 'ai-analyze-query', hour_start: '2026-11-25T10:00:00.000Z', count: 1 },
        { kind: 'ai-search', hour_start: '2026-11-25T09:00:00.000Z', count: 1 },
        { kind: 'ai-search', hour_start: '2026-11-25T10:00:00.000Z', count: 2 },
      ]);
      await expect(sql`select count(*) from usage_events`.execute(database.db)).rejects.toThrow();
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe('decisions in the last hour', () => {
  it('takes this hour and the share of the previous hour still inside the window', () => {
    const time = Date.parse('2026-11-25T10:15:00.000Z');
    const tallies = [
      { kind: 'ai-search', hourStart: '2026-11-25T10:00:00.000Z', count: 2 },
      { kind: 'ai-analyze-query', hourStart: '2026-11-25T10:00:00.000Z', count: 1 },
      { kind: 'ai-search', hourStart: '2026-11-25T09:00:00.000Z', count: 8 },
      { kind: 'ai-search', hourStart: '2026-11-25T08:00:00.000Z', count: 100 },
    ];
    expect(decisionsInLastHour(tallies, time)).toBe(3 + 6);
  });
});
