/** Server tests of documents and search: a real app on a fresh database holding the demo library. */
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseEngine } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { demoDocumentsSeeder } from '../db/seeders/demo-documents';
import { demoStaffSeeder } from '../db/seeders/demo-staff';
import { createTestDatabase, type TestApp } from './test-app';

/** A seeded demo library on a fresh database, as `npm start` builds it. */
export async function createSeededApp(engine: DatabaseEngine): Promise<TestApp> {
  const { dataDir, database, drop } = await createTestDatabase(engine);
  await migrateToLatest(database);
  await database.db.transaction().execute(async (trx) => {
    await demoStaffSeeder.run(trx);
    await demoDocumentsSeeder.run(trx);
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    ALERT_CHECK_MINUTES: '0',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
