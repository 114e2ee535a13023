/**
 * Opens the database: SQLite (better-sqlite3) under DATA_DIR by default, PostgreSQL when a URL is given.
 * Both go through one Kysely instance so every query has one code path.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DatabaseEngine = 'sqlite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  /** The PostgreSQL schema in use, when not the default. */
  schema?: string | undefined;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to use (tests isolate each file in its own schema). */
  pgSchema?: string | undefined;
  /** SQLite file name inside dataDir. */
  sqliteFile?: string | undefined;
};

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.pgSchema) : openSqlite(options);
}

function openSqlite(options: DatabaseOptions): DatabaseHandle {
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.sqliteFile ?? 'app.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives a power cut, which load-shedding makes a daily event.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; preparing was a tenth of the server's time under load on the
 * projects list (bench/api-projects.mjs). The same SQL text reuses its prepared statement. Queries
 * run one at a time on this connection (Kysely's mutex), so a statement is never in use twice.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        // Generated SQL with inlined lists (IN (?, ?, …)) varies; a full cache starts again.
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

// bigint (counts, cents) and numeric (sums) arrive as strings from pg; our values fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

function openPostgres(url: string, schema: string | undefined): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', schema, close: () => db.destroy() };
}
