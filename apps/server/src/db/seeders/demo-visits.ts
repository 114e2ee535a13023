/**
 * Demo inspection visits (issue 16 part 2a, docs/decisions/0065): the demo sites' visits, every one
 * due before today recorded as done on its due day (each register taken over a quarter ago with a
 * full service, then the quarter's weekly, monthly and quarterly rounds), except two recent ones
 * that were scheduled and not done (so the COMPLIANCE alerts show); a share of the next fortnight's visits is scheduled, on weekdays, to
 * the demo staff's and the demo personnel's people, with the demo vehicles, each at a time of day with
 * a length. Runs after demo-sites.
 */
import { randomUUID } from 'node:crypto';
import {
  addDays,
  assetTypeOf,
  defaultVisitMinutes,
  FREQUENCIES,
  johannesburgDate,
  type VisitCover,
  zonedInstant,
} from '@firebreak/shared';
import { sql } from 'kysely';
import { generateDueVisits } from '../../modules/visits/visits.service';
import type { Seeder } from '../seed';

/** How many of the past visits stay open (overdue, assigned). */
const LEFT_OPEN = 2;

/** The weekday nearest a date that is not before `earliest` (Saturday → Friday, Sunday → Monday). */
function weekdayOf(date: string, earliest: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  let moved = date;
  if (day === 6) moved = addDays(date, -1);
  if (day === 0) moved = addDays(date, 1);
  if (moved < earliest) moved = addDays(moved, day === 6 ? 3 : 1);
  return moved;
}

export const demoVisitsSeeder: Seeder = {
  name: 'demo-visits',
  run: async (db) => {
    const today = johannesburgDate(new Date());
    const people = await db
      .selectFrom('personnel')
      .select(['id', 'user_id', 'status'])
      .where('status', '!=', 'On Leave')
      .orderBy('name')
      .execute();
    const vehicles = await db.selectFrom('vehicles').select('id').orderBy('registration').execute();
    const stamp = new Date().toISOString();
    const personAt = (i: number) => (people.length ? (people[i % people.length]?.id ?? null) : null);
    const vehicleAt = (i: number) => (vehicles.length ? (vehicles[i % vehicles.length]?.id ?? null) : null);

    // Each register was taken over about a quarter ago with a full service (every frequency done), so
    // the history starts there rather than at installation dates years back.
    const sites = await db.selectFrom('sites').select('id').orderBy('name').execute();
    const assets = await db.selectFrom('assets').select(['id', 'site_id', 'asset_type']).execute();
    /** The full service covered every asset of the site, each for every frequency its type has. */
    const coversOf = (siteId: string): VisitCover[] =>
      assets
        .filter((asset) => asset.site_id === siteId)
        .flatMap((asset) => {
          const type = assetTypeOf(asset.asset_type);
          if (!type) return [];
          const frequencies = FREQUENCIES.filter((f) => type.tasks.some((t) => t.frequency === f));
          return [{ assetId: asset.id, frequencies }];
        });
    for (const [i, site] of sites.entries()) {
      // Spread over a fortnight, so the sites' rounds fall on different days.
      const takenOver = addDays(today, -100 + ((i * 3) % 14));
      await db
        .insertInto('inspection_visits')
        .values({
          id: randomUUID(),
          site_id: site.id,
          due_date: takenOver,
          frequency: 'FIVE_YEARLY',
          frequencies: JSON.stringify(FREQUENCIES),
          covers: JSON.stringify(coversOf(site.id)),
          status: 'COMPLETED',
          scheduled_for: takenOver,
          technician_id: personAt(i),
          vehicle_id: null,
          notes: 'Full service when the maintenance contract was taken over',
          completed_at: zonedInstant(takenOver, 15 * 60).toISOString(),
          created_at: stamp,
          updated_at: stamp,
        })
        .onConflict((oc) =>
          oc.columns(['site_id', 'due_date']).where(sql<boolean>`kind = 'ROUTINE'`).doNothing(),
        )
        .execute();
    }

    // Catch the registers up: every visit due before today was done on its day. Each pass moves
    // the anchors one occurrence on (generation keeps one missed occurrence per frequency).
    let done = 0;
    const catchUp = async () => {
      for (let pass = 0; pass < 80; pass++) {
        await generateDueVisits({ db }, { today });
        const past = await db
          .selectFrom('inspection_visits')
          .select(['id', 'due_date'])
          .where('status', '=', 'DUE')
          .where('due_date', '<', today)
          .orderBy('due_date')
          .orderBy('id')
          .execute();
        if (past.length === 0) break;
        for (const visit of past) {
          await db
            .updateTable('inspection_visits')
            .set({
              status: 'COMPLETED',
              scheduled_for: visit.due_date,
              technician_id: personAt(done),
              completed_at: zonedInstant(visit.due_date, 15 * 60).toISOString(),
              updated_at: stamp,
            })
            .where('id', '=', visit.id)
            .execute();
          done += 1;
        }
      }
    };
    await catchUp();
    // Two recent ones, at different sites, were scheduled and not done: overdue.
    const recent = await db
      .selectFrom('inspection_visits')
      .select(['id', 'site_id', 'due_date'])
      .where('status', '=', 'COMPLETED')
      .where('due_date', '>=', addDays(today, -14))
      .orderBy('due_date', 'desc')
      .orderBy('id')
      .execute();
    const open: typeof recent = [];
    for (const visit of recent) {
      if (open.length === LEFT_OPEN) break;
      if (!open.some((o) => o.site_id === visit.site_id)) open.push(visit);
    }
    for (const [i, visit] of open.entries()) {
      await db
        .updateTable('inspection_visits')
        .set({
          status: 'SCHEDULED',
          completed_at: null,
          technician_id: personAt(i),
          vehicle_id: vehicleAt(i),
          notes: 'Site closed on the day; to be rebooked',
          updated_at: stamp,
        })
        .where('id', '=', visit.id)
        .execute();
    }

    // Leaving those open moves anchors back: what falls due again before today was done too.
    await catchUp();
    await generateDueVisits({ db }, { today });
    // About half of the next fortnight's visits are booked this week and next; the rest wait in Unassigned.
    const coming = await db
      .selectFrom('inspection_visits')
      .select(['id', 'due_date'])
      .where('status', '=', 'DUE')
      .where('due_date', '>=', today)
      .where('due_date', '<=', addDays(today, 13))
      .orderBy('due_date')
      .orderBy('id')
      .execute();
    for (const [i, visit] of coming.entries()) {
      if (i % 2 === 1 || people.length === 0) continue;
      await db
        .updateTable('inspection_visits')
        .set({
          status: 'SCHEDULED',
          scheduled_for: weekdayOf(visit.due_date, today),
          technician_id: personAt(i / 2),
          vehicle_id: vehicleAt(i / 2),
          updated_at: stamp,
        })
        .where('id', '=', visit.id)
        .execute();
    }

    // The coming bookings have a time and a length (issue 30, decision 0091): each person's day from
    // 08:00 in the order booked, the estimate from the visit's assets, half an hour between; one that
    // would end after 16:30 keeps its day only.
    const booked = await db
      .selectFrom('inspection_visits')
      .select(['id', 'technician_id', 'scheduled_for', 'covers'])
      .where('status', '=', 'SCHEDULED')
      .where('scheduled_for', '>=', today)
      .where('technician_id', 'is not', null)
      .orderBy('technician_id')
      .orderBy('scheduled_for')
      .orderBy('id')
      .execute();
    let day = '';
    let next = 0;
    for (const visit of booked) {
      if (`${visit.technician_id} ${visit.scheduled_for}` !== day) {
        day = `${visit.technician_id} ${visit.scheduled_for}`;
        next = 8 * 60;
      }
      const length = defaultVisitMinutes((JSON.parse(visit.covers) as unknown[]).length);
      if (next + length > 16 * 60 + 30) continue;
      await db
        .updateTable('inspection_visits')
        .set({ start_minute: next, duration_minutes: length })
        .where('id', '=', visit.id)
        .execute();
      next += length + 30;
    }
  },
};
