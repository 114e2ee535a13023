/** Server tests of documents and search: a real app on a fresh database holding the demo library. */
import type { DatabaseEngine } from '../db/client';
import { demoDocumentsSeeder } from '../db/seeders/demo-documents';
import { demoStaffSeeder } from '../db/seeders/demo-staff';
import { createTestApp, type TestApp } from './test-app';

/** A seeded demo library on a fresh database, as `npm start` builds it. */
export function createSeededApp(engine: DatabaseEngine): Promise<TestApp> {
  return createTestApp(
    engine,
    {},
    {
      seed: (database) =>
        database.db.transaction().execute(async (trx) => {
          await demoStaffSeeder.run(trx);
          await demoDocumentsSeeder.run(trx);
        }),
    },
  );
}
