// The structure check itself fails on a breach: a bad snippet is caught, a good one passes, and the
// modules as they stand pass.
import { describe, expect, it } from 'vitest';
import { checkModules, findViolations } from './check-structure.mjs';

const bad = `import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function listThings(db: Db, q: string) {
  return db.selectFrom('things').selectAll().where('name', '=', q).execute();
}

export const lockThing = async (
  // the caller's transaction
  trx: Transaction<Database>,
  id: string,
) => trx.selectFrom('things').where('id', '=', id).executeTakeFirst();

export function countThings(database: Kysely<Database>) {
  return database.selectFrom('things').execute();
}
`;

const good = `import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';

export async function listThings({ db }: ServiceDeps<'db'>, q: string) {
  return db.selectFrom('things').selectAll().where('name', '=', q).execute();
}

export const lockThing = async ({ db: trx }: ServiceDeps<'db'>, id: string) =>
  trx.selectFrom('things').where('id', '=', id).executeTakeFirst();

export async function saveThing({ db, events, name }: ServiceDeps<'db' | 'events'> & { name: string }) {
  await db.insertInto('things').values({ name }).execute();
  events.emit('things.changed', {});
}

// A helper the module keeps to itself may still take the database first.
async function findThing(db: Kysely<Database>, id: string) {
  return db.selectFrom('things').where('id', '=', id).executeTakeFirst();
}
`;

describe('check-structure', () => {
  it('reports a Db type and every exported function that takes the database positionally, by line', () => {
    const found = findViolations(bad, 'apps/server/src/modules/things/things.service.ts');
    expect(found.map(({ line }) => line)).toEqual([4, 6, 12, 16]);
    expect(found[0].message).toContain('type Db');
    expect(found[1].message).toContain('listThings(db, …) takes the database positionally');
    expect(found[2].message).toContain('lockThing(trx, …)');
    expect(found[3].message).toContain('countThings(database, …)');
    expect(found.every((v) => v.file === 'apps/server/src/modules/things/things.service.ts')).toBe(true);
  });

  it('accepts services that take one ServiceDeps object, and module-private helpers', () => {
    expect(findViolations(good)).toEqual([]);
  });

  it('finds nothing in the server modules as they stand', () => {
    expect(checkModules()).toEqual([]);
  });
});
