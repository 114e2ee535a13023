/**
 * The clients screen's sample (spec §2) as demo data: names match the demo projects and quotes so
 * project counts and revenue come from real rows (docs/decisions/0040). The rows are data:
 * apps/server/demo/clients.json.
 */
import { randomUUID } from 'node:crypto';
import type { Seeder } from '../seed';
import { loadDemoClients } from './demo-data';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export const demoClientsSeeder: Seeder = {
  name: 'demo-clients',
  run: async (db) => {
    const now = new Date().toISOString();
    await db
      .insertInto('clients')
      .values(
        loadDemoClients().map(({ lastContactDays, ...client }) => ({
          id: randomUUID(),
          ...client,
          name_key: client.name.trim().toLowerCase(),
          last_contact: daysAgo(lastContactDays),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  },
};
