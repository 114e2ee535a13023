/**
 * A test app on the demo data (with its open alerts raised), an administrator's token, and the id of
 * one row of each kind a route can address: what the fuzz and race tests send requests about.
 */

import type { DatabaseEngine } from '../db/client';
import { seedDemoData } from '../db/seed';
import { demoSeeders } from '../db/seeders';
import { evaluateProjectAlerts } from '../modules/alerts/alerts.service';
import { registerUser } from './factories';
import { createTestApp, type TestApp } from './test-app';

const ADDRESSABLE = [
  'projects',
  'clients',
  'personnel',
  'equipment',
  'vehicles',
  'inventory_items',
  'quotes',
  'documents',
  'alerts',
] as const;

export type DemoIds = Record<(typeof ADDRESSABLE)[number], string | undefined>;

export async function createDemoTestApp(
  engine: DatabaseEngine,
): Promise<{ t: TestApp; token: string; ids: DemoIds }> {
  const t = await createTestApp(engine);
  await seedDemoData(t.database.db, demoSeeders);
  await evaluateProjectAlerts({ ...t.app.context, projectIds: null });
  const { token } = await registerUser(t.app, { role: 'ADMIN' });
  const ids = {} as DemoIds;
  for (const table of ADDRESSABLE) {
    const row = await t.database.db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    ids[table] = row ? String(row.id) : undefined;
  }
  // The first quote by id is any demo quote (ids are random): take one the office may still change, not
  // one the client answered through its link or one that became a project, whose status is final.
  const openQuote = await t.database.db
    .selectFrom('quotes')
    .select('id')
    .where('client_decision', 'is', null)
    .where('status', 'in', ['Draft', 'Sent'])
    .orderBy('quote_number')
    .limit(1)
    .executeTakeFirst();
  ids.quotes = openQuote ? String(openQuote.id) : ids.quotes;
  return { t, token, ids };
}
