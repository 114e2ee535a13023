/**
 * Starts the server as a user runs it: reads the configuration, locks and opens the database,
 * applies migrations and the demo seed, listens, and shuts down cleanly on SIGINT/SIGTERM.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './db/lock';
import { schedulePlannerStatistics } from './db/maintenance';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed';
import { demoSeeders } from './db/seeders';
import { makeDataDirPrivate, restrictNewFiles } from './lib/private-files';
import { createRedisClient } from './lib/redis';
import { FileStoreUnavailableError } from './lib/storage/s3-file-store';

async function main(): Promise<void> {
  // Before anything is written (loadConfig may generate the signing secret): owner-only files.
  restrictNewFiles();
  const config = loadConfig();
  const privateFiles = makeDataDirPrivate(config.dataDir);
  config.webDist ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) lock = lockDataDir(config.dataDir);
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  // Connects in the background and keeps reconnecting: the server starts and runs without it.
  const redis = config.redisUrl ? createRedisClient(config.redisUrl) : undefined;

  try {
    await migrateToLatest(database);
    if (config.seedDemo) await seedDemoData(database.db, demoSeeders);
  } catch (error) {
    await database.close();
    lock?.release();
    throw error;
  }

  const app = await buildApp({ config, database, redis });
  if (privateFiles.changed > 0)
    app.log.info(`made ${privateFiles.changed} paths in the data directory readable by this account only`);
  if (privateFiles.failed.length > 0)
    app.log.warn({ paths: privateFiles.failed.slice(0, 20) }, 'could not make these data paths owner-only');
  const stopStatistics = schedulePlannerStatistics(database, (error) =>
    app.log.warn({ err: error }, 'ANALYZE failed'),
  );
  // After app.close(), not in an onClose hook: Fastify runs root onClose hooks last-added first, so a
  // hook added here would close the database before the modules' own hooks (the usage counter's last
  // flush, processing jobs put back) had written.
  const closeResources = async () => {
    stopStatistics();
    await database.close();
    redis?.disconnect();
    lock?.release();
  };

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .finally(closeResources)
      .then(
        () => process.exit(0),
        (error) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`${config.appName} is running at ${config.publicUrl} (${database.engine})`);
}

main().catch((error) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof FileStoreUnavailableError
  ) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
