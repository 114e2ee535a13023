// What the sockets' session re-check costs (issue 25 §4, docs/decisions/0074): every 60 s each
// instance reads the sessions of its open sockets (liveSessions: sessions joined to users, in
// chunks of 500). Timed with SOCKETS open sessions on SQLite (and PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set). Peer in the same run: a bare
// `select id from sessions where id in (…)` of the same ids in the same chunks (the floor of
// reading them at all). Also timed: the one-session read a socket's handshake adds.
// Run: node --import tsx bench/socket-session-check.mjs   (SOCKETS=5000 ROUNDS=9)
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { liveSessions } from '../apps/server/src/modules/auth/live-sessions.ts';

const SOCKETS = Number(process.env.SOCKETS ?? 5000);
const ROUNDS = Number(process.env.ROUNDS ?? 9);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';
const config = { sessionIdleMinutes: 30 };

const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function fill(db) {
  const now = new Date();
  const stamp = now.toISOString();
  const later = new Date(now.getTime() + 7 * 86_400_000).toISOString();
  const users = [];
  const sessions = [];
  // One user per four sessions (a phone, a laptop, …), a tenth of the users idle past the limit.
  for (let i = 0; i < SOCKETS; i++) {
    if (i % 4 === 0)
      users.push({
        id: randomUUID(),
        email: `user${i}@bench.example`,
        email_normalized: `user${i}@bench.example`,
        first_name: 'Bench',
        last_name: String(i),
        phone: null,
        role: ['ADMIN', 'PROJECT_MANAGER', 'ENGINEER', 'TECHNICIAN'][i % 4],
        password_hash: null,
        google_sub: null,
        created_at: stamp,
        updated_at: stamp,
        disabled_at: null,
      });
    const idle = i % 10 === 0;
    sessions.push({
      id: randomUUID(),
      user_id: users.at(-1).id,
      provider: 'password',
      created_at: stamp,
      expires_at: later,
      revoked_at: null,
      ip: null,
      user_agent: null,
      last_seen_at: idle ? new Date(now.getTime() - 3_600_000).toISOString() : stamp,
    });
  }
  for (let i = 0; i < users.length; i += 200)
    await db
      .insertInto('users')
      .values(users.slice(i, i + 200))
      .execute();
  for (let i = 0; i < sessions.length; i += 200)
    await db
      .insertInto('sessions')
      .values(sessions.slice(i, i + 200))
      .execute();
  return sessions.map((s) => s.id);
}

async function runEngine(engine) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-sockets-'));
  let schema;
  if (engine === 'postgres') {
    schema = `bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
  }
  const handle = openDatabase({
    dataDir,
    databaseUrl: engine === 'postgres' ? PG_URL : undefined,
    pgSchema: schema,
  });
  try {
    await migrateToLatest(handle);
    const ids = await fill(handle.db);
    const rows = { check: [], peer: [], handshake: [] };
    let live = 0;
    for (let round = 0; round < ROUNDS; round++) {
      let start = process.hrtime.bigint();
      live = (await liveSessions({ db: handle.db, config }, ids)).size;
      rows.check.push(ms(start));
      start = process.hrtime.bigint();
      for (let i = 0; i < ids.length; i += 500)
        await handle.db
          .selectFrom('sessions')
          .select('id')
          .where('id', 'in', ids.slice(i, i + 500))
          .execute();
      rows.peer.push(ms(start));
      start = process.hrtime.bigint();
      await liveSessions({ db: handle.db, config }, [ids[round]]);
      rows.handshake.push(ms(start));
    }
    return {
      engine,
      sockets: ids.length,
      live,
      ...Object.fromEntries(Object.entries(rows).map(([k, v]) => [`${k}Ms`, Number(median(v).toFixed(2))])),
    };
  } finally {
    await handle.close();
    if (schema) {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await runEngine('sqlite')];
if (PG_URL) results.push(await runEngine('postgres'));
console.table(results);
