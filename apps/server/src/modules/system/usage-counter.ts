/**
 * Counts AI decisions (searches and query analyses) without touching the database on the request
 * path: count() adds one to an in-memory tally per kind and hour; a timer adds the tallies to the
 * usage_counts table every minute (and on close), and prunes hours older than 30 days. The add is an
 * upsert of `count + n`, so several instances sharing PostgreSQL keep one correct total
 * (docs/decisions/0057).
 */
import type { ServiceDeps } from '../../lib/context';

const HOUR_MS = 3_600_000;
const KEEP_MS = 30 * 86_400_000;
const FLUSH_EVERY_MS = 60_000;

export type UsageTally = { kind: string; hourStart: string; count: number };

export type UsageCounter = {
  /** One decision of this kind, now. Synchronous: nothing is awaited, nothing is written. */
  count(kind: string): void;
  /** The tallies not yet written, for figures that must include them. */
  unflushed(): UsageTally[];
  /** Writes the tallies; one that fails to write is kept for the next flush. */
  flush(): Promise<void>;
  /** Stops the timer and flushes what is left. */
  close(): Promise<void>;
};

export function hourStartOf(time: number): string {
  return new Date(Math.floor(time / HOUR_MS) * HOUR_MS).toISOString();
}

export function createUsageCounter({
  db,
  onError,
  now = () => Date.now(),
  flushEveryMs = FLUSH_EVERY_MS,
}: ServiceDeps<'db'> & {
  onError: (error: unknown) => void;
  now?: () => number;
  flushEveryMs?: number;
}): UsageCounter {
  /** kind → hour start → count. */
  let tallies = new Map<string, Map<string, number>>();
  let flushing: Promise<void> = Promise.resolve();

  const add = (target: typeof tallies, { kind, hourStart, count }: UsageTally) => {
    const hours = target.get(kind) ?? new Map<string, number>();
    target.set(kind, hours);
    hours.set(hourStart, (hours.get(hourStart) ?? 0) + count);
  };
  const list = (source: typeof tallies): UsageTally[] =>
    [...source].flatMap(([kind, hours]) =>
      [...hours].map(([hourStart, count]) => ({ kind, hourStart, count })),
    );

  const write = async () => {
    const batch = list(tallies);
    tallies = new Map();
    try {
      while (batch.length > 0) {
        const tally = batch[0] as UsageTally;
        await db
          .insertInto('usage_counts')
          .values({ kind: tally.kind, hour_start: tally.hourStart, count: tally.count })
          .onConflict((conflict) =>
            conflict.columns(['kind', 'hour_start']).doUpdateSet((eb) => ({
              count: eb('usage_counts.count', '+', eb.ref('excluded.count')),
            })),
          )
          .execute();
        batch.shift();
      }
      await db
        .deleteFrom('usage_counts')
        .where('hour_start', '<', hourStartOf(now() - KEEP_MS))
        .execute();
    } catch (error) {
      // The unwritten rest goes back, so a database hiccup delays counts rather than losing them.
      for (const tally of batch) add(tallies, tally);
      throw error;
    }
  };
  // One flush at a time: a slow one must not let the next write the same tallies twice.
  const flush = () => {
    flushing = flushing.then(write, write);
    return flushing;
  };

  const timer = setInterval(() => void flush().catch(onError), flushEveryMs);
  timer.unref();

  return {
    count(kind) {
      add(tallies, { kind, hourStart: hourStartOf(now()), count: 1 });
    },
    unflushed: () => list(tallies),
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/**
 * Decisions in the last 60 minutes from hourly tallies: this hour's count plus the share of the
 * previous hour's that still falls inside the window (the sliding-window estimate rate limiters use).
 */
export function decisionsInLastHour(tallies: readonly UsageTally[], time: number): number {
  const current = hourStartOf(time);
  const previous = hourStartOf(time - HOUR_MS);
  const previousShare = 1 - (time % HOUR_MS) / HOUR_MS;
  let total = 0;
  for (const { hourStart, count } of tallies) {
    if (hourStart === current) total += count;
    else if (hourStart === previous) total += count * previousShare;
  }
  return Math.round(total);
}
