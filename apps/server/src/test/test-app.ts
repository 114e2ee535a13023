/**
 * A real app on a fresh database for each test file: SQLite in a temporary directory always,
 * and PostgreSQL (a schema of its own in TEST_DATABASE_URL) when that variable is set.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type DatabaseEngine, type DatabaseHandle, openDatabase } from '../db/client';
import { migrateToLatest } from '../db/migrate';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export const engines: DatabaseEngine[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close: () => Promise<void>;
};

export async function createTestDatabase(engine: DatabaseEngine) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'firebreak-test-'));
  if (engine === 'sqlite') {
    const database = openDatabase({ dataDir });
    return { dataDir, database, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const url = TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = openDatabase({ dataDir, databaseUrl: url, pgSchema: schema });
  const drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { dataDir, database, drop };
}

export type TestAppOptions = {
  /** Handed to buildApp as its Redis client; the caller disconnects it after close(). */
  redis?: Redis | undefined;
  /**
   * A second instance on the database of `other` (its own pool and data directory), as a scaled-out
   * deployment runs. Its close() leaves the database alone: close it before `other`, which drops it.
   */
  shareDatabaseWith?: TestApp | undefined;
  /** The app logs (at LOG_LEVEL, `info` unless given) into this stream; without it the app logs nothing. */
  logStream?: { write(line: string): void } | undefined;
  /** Writes data after the migrations, before the app starts (its index rebuild reads it). */
  seed?: ((database: DatabaseHandle) => Promise<void>) | undefined;
  /** How often open sockets re-check their sessions (plugins/realtime.ts; 60 s by default). */
  socketSessionCheckMs?: number | undefined;
};

/** A new handle on the database of another test app, with a data directory of its own. */
function openSharedDatabase(engine: DatabaseEngine, other: TestApp) {
  if (other.database.engine !== engine)
    throw new Error(`cannot share a ${other.database.engine} database with a ${engine} app`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'firebreak-test-'));
  const database =
    engine === 'postgres'
      ? openDatabase({ dataDir, databaseUrl: TEST_DATABASE_URL, pgSchema: other.database.schema })
      : openDatabase({ dataDir: other.config.dataDir });
  return { dataDir, database, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

export async function createTestApp(
  engine: DatabaseEngine,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { dataDir, database, drop } = options.shareDatabaseWith
    ? openSharedDatabase(engine, options.shareDatabaseWith)
    : await createTestDatabase(engine);
  if (!options.shareDatabaseWith) await migrateToLatest(database);
  await options.seed?.(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '10000',
    ALERT_CHECK_MINUTES: '0',
    // Set-up signs people up at once with the role a test needs; the default (approval) and the other
    // modes are tested on their own in modules/auth/signup-policy.test.ts.
    SIGNUP_MODE: 'open',
    // Most test apps never process a PDF: no warm processing child started for each of them. The
    // processing tests turn it on (the default outside tests), and test it.
    PROCESSING_WARM_CHILD: 'false',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    redis: options.redis,
    logger: Boolean(options.logStream),
    logStream: options.logStream,
    realtime: { sessionCheckMs: options.socketSessionCheckMs },
  });
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
