/**
 * Time on site (issue 30 §1, migration 0041): each stretch between Start (or Resume) and Pause or
 * Finish is a row of visit_time_entries; labour on a chargeable visit is their sum. Start and Pause may
 * carry the time the phone recorded them offline, held to the visit's days and never ahead of now;
 * stretches never overlap (a time before the last stretch ended, or before the open one began, is
 * taken as that moment).
 */
import { randomUUID } from 'node:crypto';
import { addDays, johannesburgDate, MY_DAY_STRINGS } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { badRequest } from '../../lib/errors';

/** How far ahead of the server's clock a phone's time may be (clocks differ a little). */
const CLOCK_SKEW_MS = 60_000;

/** The time a Start or Pause happened: the phone's when given and plausible, else now. 400 otherwise. */
export function clockTime(
  at: string | undefined,
  visit: { scheduled_for: string | null; due_date: string },
  now: Date,
): string {
  if (at === undefined) return now.toISOString();
  const when = new Date(at);
  if (!Number.isFinite(when.getTime())) throw badRequest(MY_DAY_STRINGS.atInvalid);
  if (when.getTime() > now.getTime() + CLOCK_SKEW_MS) throw badRequest(MY_DAY_STRINGS.atFuture);
  const day = visit.scheduled_for ?? visit.due_date;
  if (johannesburgDate(when) < addDays(day, -1)) throw badRequest(MY_DAY_STRINGS.atTooEarly);
  // Never later than now (a phone a few seconds ahead), so a stretch cannot end before it began.
  return when.getTime() > now.getTime() ? now.toISOString() : when.toISOString();
}

const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

/** Opens a stretch unless one is open. Returns whether it opened one. */
export async function openEntry({ db }: ServiceDeps<'db'>, visitId: string, at: string): Promise<boolean> {
  const entries = await db
    .selectFrom('visit_time_entries')
    .select(['started_at', 'ended_at'])
    .where('visit_id', '=', visitId)
    .execute();
  if (entries.some((e) => e.ended_at === null)) return false;
  const lastEnd = entries.reduce<string | null>(
    (last, e) => (e.ended_at && (!last || Date.parse(e.ended_at) > Date.parse(last)) ? e.ended_at : last),
    null,
  );
  const startedAt = lastEnd ? later(at, lastEnd) : at;
  await db
    .insertInto('visit_time_entries')
    .values({
      id: randomUUID(),
      visit_id: visitId,
      started_at: startedAt,
      ended_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return true;
}

/** Closes the open stretch, if any, at `at` (or its start, when `at` is before it). Returns whether one was open. */
export async function closeEntry({ db }: ServiceDeps<'db'>, visitId: string, at: string): Promise<boolean> {
  const open = await db
    .selectFrom('visit_time_entries')
    .select(['id', 'started_at'])
    .where('visit_id', '=', visitId)
    .where('ended_at', 'is', null)
    .execute();
  for (const entry of open)
    await db
      .updateTable('visit_time_entries')
      .set({ ended_at: later(at, entry.started_at) })
      .where('id', '=', entry.id)
      .where('ended_at', 'is', null)
      .execute();
  return open.length > 0;
}

export type TimeOnSite = { onSite: boolean; ms: number; entries: number };

/** Each visit's time on site: whether a stretch is open, and the sum of the stretches (an open one to `now`). */
export async function timeOnSite(
  { db }: ServiceDeps<'db'>,
  visitIds: readonly string[],
  now: Date,
): Promise<Map<string, TimeOnSite>> {
  const found = new Map<string, TimeOnSite>();
  for (let start = 0; start < visitIds.length; start += 500) {
    const rows = await db
      .selectFrom('visit_time_entries')
      .select(['visit_id', 'started_at', 'ended_at'])
      .where('visit_id', 'in', visitIds.slice(start, start + 500))
      .execute();
    for (const row of rows) {
      const sum = found.get(row.visit_id) ?? { onSite: false, ms: 0, entries: 0 };
      const end = row.ended_at ? Date.parse(row.ended_at) : now.getTime();
      sum.ms += Math.max(0, end - Date.parse(row.started_at));
      sum.entries += 1;
      if (row.ended_at === null) sum.onSite = true;
      found.set(row.visit_id, sum);
    }
  }
  return found;
}
