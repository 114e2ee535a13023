/**
 * Keeps SQLite's query planner informed. Without statistics it picked a date index over the far more
 * selective project index and a projects page took 5 ms instead of 0.3 ms at 10,000 projects
 * (bench/api-projects.mjs). PostgreSQL gathers its own statistics (autovacuum).
 */
import { sql } from 'kysely';
import type { DatabaseHandle } from './client';

const EVERY_MS = 6 * 3_600_000;

export async function refreshPlannerStatistics(
  database: Pick<DatabaseHandle, 'db' | 'engine'>,
): Promise<void> {
  if (database.engine !== 'sqlite') return;
  await sql`PRAGMA analysis_limit = 10000`.execute(database.db);
  await sql`PRAGMA optimize = 0x10002`.execute(database.db);
}

/** Refreshes the statistics now and every few hours; returns a stop function. */
export function schedulePlannerStatistics(
  database: Pick<DatabaseHandle, 'db' | 'engine'>,
  onError: (error: unknown) => void,
) {
  if (database.engine !== 'sqlite') return () => {};
  void refreshPlannerStatistics(database).catch(onError);
  const timer = setInterval(() => void refreshPlannerStatistics(database).catch(onError), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
