/**
 * Demo data. On the first start of an empty database with SEED_DEMO on, the database is marked as a
 * demo database; every seeder then runs once on it (tracked in seed_runs), so seeders added by later
 * releases also reach an existing demo database. A database that held real data is never seeded.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export type Seeder = {
  name: string;
  run: (db: Kysely<Database>) => Promise<void>;
};

const DEMO_KEY = 'demo_database';

export async function seedDemoData(db: Kysely<Database>, seeders: readonly Seeder[]): Promise<string[]> {
  if (!(await isDemoDatabase(db))) {
    if (!(await isEmpty(db))) return [];
    const now = new Date().toISOString();
    await db.insertInto('app_meta').values({ key: DEMO_KEY, value: 'true', updated_at: now }).execute();
  }
  const done = new Set((await db.selectFrom('seed_runs').select('name').execute()).map((row) => row.name));
  const applied: string[] = [];
  for (const seeder of seeders) {
    if (done.has(seeder.name)) continue;
    await db.transaction().execute(async (trx) => {
      await seeder.run(trx);
      await trx
        .insertInto('seed_runs')
        .values({ name: seeder.name, applied_at: new Date().toISOString() })
        .execute();
    });
    applied.push(seeder.name);
  }
  return applied;
}

async function isDemoDatabase(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', DEMO_KEY).executeTakeFirst();
  return row?.value === 'true';
}

async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  const seeded = await db.selectFrom('seed_runs').select('name').limit(1).executeTakeFirst();
  return !user && !seeded;
}
