/**
 * The 'AI system status' figures, measured rather than invented: uptime from recorded server runs,
 * median API response time from this process, decisions per hour from counted AI search and analysis
 * calls (usage-counter.ts), and accuracy from document-processing quality once that exists (null until then).
 */
import { randomUUID } from 'node:crypto';
import type { SystemStatus } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { decisionsInLastHour, hourStartOf } from './usage-counter';

const WINDOW_MS = 30 * 86_400_000;
const HEARTBEAT_MS = 60_000;

/** Records this process's run and keeps its heartbeat fresh; returns a stop function. */
export async function startServerRun({ db }: ServiceDeps<'db'>): Promise<() => Promise<void>> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db.insertInto('server_runs').values({ id, started_at: now, last_seen_at: now }).execute();
  const beat = () =>
    db
      .updateTable('server_runs')
      .set({ last_seen_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  const timer = setInterval(() => void beat().catch(() => {}), HEARTBEAT_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await beat().catch(() => {});
  };
}

/** Share of the last 30 days (or since the first run) during which at least one server was running. */
export async function measureUptime({ db }: ServiceDeps<'db'>, now = new Date()): Promise<number | null> {
  const windowStart = now.getTime() - WINDOW_MS;
  const runs = await db
    .selectFrom('server_runs')
    .select(['started_at', 'last_seen_at'])
    .where('last_seen_at', '>=', new Date(windowStart).toISOString())
    .orderBy('started_at')
    .execute();
  if (runs.length === 0) return null;
  const intervals = runs.map((run) => [
    Math.max(Date.parse(run.started_at), windowStart),
    // A run seen within the last heartbeat is still up.
    now.getTime() - Date.parse(run.last_seen_at) <= HEARTBEAT_MS * 2
      ? now.getTime()
      : Date.parse(run.last_seen_at),
  ]) as [number, number][];
  const from = intervals[0]![0];
  let covered = 0;
  let [start, end] = intervals[0]!;
  for (const [s, e] of intervals.slice(1)) {
    if (s <= end) end = Math.max(end, e);
    else {
      covered += end - start;
      [start, end] = [s, e];
    }
  }
  covered += end - start;
  const span = now.getTime() - from;
  return span <= 0 ? 100 : Math.min(100, Math.round((covered / span) * 1000) / 10);
}

/** Response times of this process's recent API requests. */
export function createResponseTimer(size = 1000) {
  const samples: number[] = [];
  let next = 0;
  return {
    record(ms: number) {
      if (samples.length < size) samples.push(ms);
      else samples[next] = ms;
      next = (next + 1) % size;
    },
    median(): number | null {
      if (samples.length === 0) return null;
      const sorted = [...samples].sort((a, b) => a - b);
      return Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10;
    },
  };
}
export type ResponseTimer = ReturnType<typeof createResponseTimer>;

export async function systemStatus(
  { db, usage }: ServiceDeps<'db' | 'usage'>,
  timer: ResponseTimer,
  now = new Date(),
): Promise<SystemStatus> {
  const [uptimePercent, written, projects, clients, staff, equipment] = await Promise.all([
    measureUptime({ db }, now),
    db
      .selectFrom('usage_counts')
      .select(['kind', 'hour_start as hourStart', 'count'])
      .where('hour_start', '>=', hourStartOf(now.getTime() - 3_600_000))
      .execute(),
    db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    // The Clients list, so the tile and the list agree.
    db
      .selectFrom('clients')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('equipment')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    uptimePercent,
    medianResponseMs: timer.median(),
    // Written tallies plus this instance's unwritten ones, so a search shows at once.
    decisionsPerHour: decisionsInLastHour(
      [...written.map((row) => ({ ...row, count: Number(row.count) })), ...usage.unflushed()],
      now.getTime(),
    ),
    accuracyRate: null,
    counts: {
      projects: Number(projects.n),
      clients: Number(clients.n),
      staff: Number(staff.n),
      equipment: Number(equipment.n),
    },
  };
}
