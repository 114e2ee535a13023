/**
 * The resources screen's sample (spec §2) as demo data. The summary note it yields is the spec's:
 * 3 of 4 personnel available, 2 equipment items need maintenance, 2 inventory items below minimum stock.
 * The rows are data: apps/server/demo/resources.json.
 */
import { randomUUID } from 'node:crypto';
import type { Seeder } from '../seed';
import { loadDemoResources } from './demo-data';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export const demoResourcesSeeder: Seeder = {
  name: 'demo-resources',
  run: async (db) => {
    const now = new Date().toISOString();
    const { personnel, equipment, vehicles, inventory } = loadDemoResources();
    await db
      .insertInto('personnel')
      .values(
        personnel.map((p) => ({
          id: randomUUID(),
          name: p.name,
          role: p.role,
          status: p.status,
          skills: JSON.stringify(p.skills),
          user_id: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('equipment')
      .values(
        equipment.map((e) => ({
          id: randomUUID(),
          name: e.name,
          status: e.status,
          location: e.location,
          last_maintenance: day(e.last),
          next_maintenance_due: day(e.next),
          checked_out_to: e.status === 'In Use' ? 'Transnet Port Terminals' : null,
          due_back: e.status === 'In Use' ? day(10) : null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('vehicles')
      .values(
        vehicles.map((v) => ({
          id: randomUUID(),
          ...v,
          assigned_to: v.status === 'In Use' ? 'Johan Pretorius' : null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('inventory_items')
      .values(
        inventory.map((i) => ({
          id: randomUUID(),
          item: i.item,
          item_key: i.item.trim().toLowerCase(),
          quantity: i.quantity,
          min_stock: i.minStock,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  },
};
