// The structure check itself fails on a breach: a bad snippet is caught, a good one passes, and the
// modules as they stand pass.
import { describe, expect, it } from 'vitest';
import {
  checkModules,
  checkWebBoundaries,
  findBoundaryViolations,
  findViolations,
  zoneOf,
} from './check-structure.mjs';

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

describe('check-structure: the web layers', () => {
  const crossing = `import { SiteList } from '@/features/sites/components/site-list';
import { quoteKeys } from '../../../quoting/api/query-keys';
import { useSitesOfClient } from '../api/get-sites';
import { projectKeys } from '@/entities/project/api/query-keys';
const Lazy = lazy(() => import('../../../visits/components/visit-page'));
vi.mock('@/features/users/api/get-users', () => ({}));
export { money } from '../../../project-dashboard/api/money';
`;

  it('refuses a feature importing another feature by alias, relative path, import() and vi.mock alike', () => {
    const found = findBoundaryViolations(crossing, 'features/clients/components/deep/clients-table.tsx');
    expect(found.map(({ line }) => line)).toEqual([1, 2, 5, 6, 7]);
    expect(found[0].message).toContain("imports the feature 'sites'");
    expect(found[1].message).toContain("imports the feature 'quoting'");
    expect(found[2].message).toContain("imports the feature 'visits'");
    expect(found[4].message).toContain("imports the feature 'project-dashboard'");
    expect(found[0].file).toBe('apps/web/src/features/clients/components/deep/clients-table.tsx');
  });

  it('lets a feature import itself, entities, lib and components', () => {
    const own = `import { useClients } from '../api/get-clients';
import { clientKeys } from '@/entities/client/api/query-keys';
import { apiClient } from '@/lib/api-client';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { ClientsPage } from '@/features/clients/components/clients-page';
`;
    expect(findBoundaryViolations(own, 'features/clients/components/clients-table.tsx')).toEqual([]);
  });

  it('keeps entities out of features, components and the app, and lib out of features and the app', () => {
    const entity = `import { x } from '@/features/quoting/strings';
import { y } from '../../../components/form-dialog/form-dialog';
import { siteKeys } from '../../site/api/query-keys';
import { PATHS } from '@/app/paths';
`;
    expect(
      findBoundaryViolations(entity, 'entities/quote/api/get-quotes.ts').map(({ line }) => line),
    ).toEqual([1, 2, 4]);
    const lib = `import { PATHS } from '../../app/paths';\nimport { apiClient } from './api-client';\n`;
    expect(findBoundaryViolations(lib, 'lib/session/use-session.ts').map(({ line }) => line)).toEqual([1]);
    expect(findBoundaryViolations(lib, 'app/routes.tsx')).toEqual([]);
  });

  it('reads the zones from the path, so a new feature folder is a zone at once', () => {
    expect(zoneOf('features/invoices/api/get-invoices.ts')).toEqual({ layer: 'features', name: 'invoices' });
    expect(zoneOf('lib/api-client.ts')).toEqual({ layer: 'lib', name: undefined });
  });

  it('finds nothing in the web app as it stands', () => {
    expect(checkWebBoundaries()).toEqual([]);
  });
});
