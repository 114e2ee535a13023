/**
 * A chargeable call-out to try the invoice from the work done (issue 29 §2; decision 0088): yesterday a
 * technician went to the first demo site for a leaking sprinkler head, 1 h 35 min on site (billed as
 * 1.75 h), 46 km there and back, two price list parts. Completed and not yet invoiced, so the office
 * opens it and presses 'Create invoice'. Runs after the price list and the register.
 */
import { randomUUID } from 'node:crypto';
import { addDays, johannesburgDate } from '@firebreak/shared';
import type { Seeder } from '../seed';

export const demoCallOutsSeeder: Seeder = {
  name: 'demo-call-outs',
  run: async (db) => {
    const today = johannesburgDate(new Date());
    const yesterday = addDays(today, -1);
    const site = await db.selectFrom('sites').select(['id', 'name']).orderBy('name').executeTakeFirst();
    if (!site) return;
    const person = await db
      .selectFrom('personnel')
      .select('id')
      .where('user_id', 'is not', null)
      .orderBy('name')
      .executeTakeFirst();
    const items = await db
      .selectFrom('price_items')
      .select(['id', 'description', 'unit_price_cents'])
      .where('deleted_at', 'is', null)
      .orderBy('code_key')
      .limit(2)
      .execute();
    const stamp = new Date().toISOString();
    // 09:05 to 10:40 Johannesburg (UTC+2), yesterday.
    const startedAt = `${yesterday}T07:05:00.000Z`;
    const completedAt = `${yesterday}T08:40:00.000Z`;
    const id = randomUUID();
    await db
      .insertInto('inspection_visits')
      .values({
        id,
        site_id: site.id,
        due_date: yesterday,
        frequency: '',
        frequencies: '[]',
        covers: '[]',
        status: 'COMPLETED',
        scheduled_for: yesterday,
        technician_id: person?.id ?? null,
        vehicle_id: null,
        notes: 'Sprinkler head leaking above the loading bay; replaced two heads and the escutcheon.',
        completed_at: completedAt,
        started_at: startedAt,
        created_at: stamp,
        updated_at: stamp,
        kind: 'CALL_OUT',
        quote_id: null,
        travel_km: 46,
      })
      .execute();
    if (items.length > 0)
      await db
        .insertInto('visit_parts')
        .values(
          items.map((item, position) => ({
            id: randomUUID(),
            visit_id: id,
            position,
            description: item.description,
            quantity_milli: position === 0 ? 2000 : 1000,
            unit_price_cents: Number(item.unit_price_cents),
            price_list_item_id: item.id,
            created_at: stamp,
          })),
        )
        .execute();
  },
};
