/**
 * The demo people's SAQCC Fire registrations (issue 30 §3, decision 0091), so the demo's visits can be
 * booked and the dispatch board has something to say: everyone on Personnel holds every category at
 * its top level for a year or more, except that the first person's Gas suppression registration lapses
 * at the end of next month (the board's 'not allowed next month'). People who already hold a
 * registration (the named ones of demo-registrations) are left as they are. Runs after the resources,
 * the staff and demo-registrations.
 */
import { randomUUID } from 'node:crypto';
import { addDays, CATEGORY_LEVELS, johannesburgDate } from '@firebreak/shared';
import type { Seeder } from '../seed';

/** The last day of the month after today's. */
function endOfNextMonth(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(y, m + 1, 1));
  end.setUTCDate(0);
  return end.toISOString().slice(0, 10);
}

export const demoDispatchSeeder: Seeder = {
  name: 'demo-dispatch',
  run: async (db) => {
    const today = johannesburgDate(new Date());
    const stamp = new Date().toISOString();
    const held = new Set(
      (await db.selectFrom('personnel_registrations').select('personnel_id').execute()).map(
        (r) => r.personnel_id,
      ),
    );
    const people = await db.selectFrom('personnel').select('id').orderBy('name').orderBy('id').execute();
    const rows = people
      .filter((p) => !held.has(p.id))
      .flatMap((person, i) =>
        Object.entries(CATEGORY_LEVELS).map(([category, levels], k) => ({
          id: randomUUID(),
          personnel_id: person.id,
          category,
          level: levels[levels.length - 1] as string,
          number: `SAQCC-${String(1000 + i * 10 + k)}`,
          expires_on:
            i === 0 && category === 'GAS_SUPPRESSION'
              ? endOfNextMonth(today)
              : addDays(today, 365 + i * 30 + k * 7),
          document_id: null,
          created_at: stamp,
          updated_at: stamp,
        })),
      );
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto('personnel_registrations')
        .values(rows.slice(i, i + 200))
        .execute();
  },
};
