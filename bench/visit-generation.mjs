// Generating inspection visits (issue 16 part 2a, docs/decisions/0065): 10,000 assets over 1,000
// sites, 90 days ahead, on SQLite (and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is
// set). Timed: the first run (reads sites, assets and visits, computes, inserts everything), a second
// run (nothing to add: the idempotent no-op the alert timer pays every few minutes), and the pure
// computation alone. Peer in the same run: a bare INSERT of the same rows in one transaction, in
// chunks of 500 like generation, into an emptied table (the floor for writing them at all).
// Run: node --import tsx bench/visit-generation.mjs   (SITES=1000 ASSETS=10000 ROUNDS=3 BATCH=25)
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createClient } from '../apps/server/src/modules/clients/clients.service.ts';
import { generateDueVisits, newVisitRow } from '../apps/server/src/modules/visits/visits.service.ts';
import { ASSET_TYPE_KEYS, dueVisits, johannesburgDate } from '../packages/shared/src/index.ts';

const SITES = Number(process.env.SITES ?? 1000);
const ASSETS = Number(process.env.ASSETS ?? 10000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const HORIZON = 90;
/** Sites per generation batch (the service's default is 25; BATCH=1000000 is one batch, as before). */
const BATCH = Number(process.env.BATCH ?? 25);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';
const today = johannesburgDate(new Date());

/** A deterministic pseudo-random sequence, so every run fills the same register. */
function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function fill(db) {
  const rand = seeded(16);
  const stamp = '2023-01-01T08:00:00.000Z';
  const { id: clientId } = await createClient({
    db,
    actor: null,
    input: {
      name: 'Bench client',
      type: 'Commercial',
      contact: '',
      email: '',
      phone: '',
      address: '',
      status: 'Active',
      rating: 0,
      notes: '',
    },
  });
  const sites = Array.from({ length: SITES }, (_, i) => ({
    id: randomUUID(),
    client_id: clientId,
    name: `Site ${i + 1}`,
    address: `${i + 1} Main Road`,
    contact_name: '',
    contact_phone: '',
    access_notes: '',
    created_at: stamp,
    updated_at: stamp,
  }));
  const assets = Array.from({ length: ASSETS }, (_, i) => {
    const days = Math.floor(rand() * 1000);
    const installed = new Date(Date.parse('2023-02-01T00:00:00Z') + days * 86_400_000).toISOString();
    return {
      id: randomUUID(),
      site_id: sites[i % SITES].id,
      asset_type: ASSET_TYPE_KEYS[Math.floor(rand() * ASSET_TYPE_KEYS.length)],
      make: 'Make',
      model: 'Model',
      serial: `S-${i}`,
      serial_key: `s-${i}`,
      location: 'Plant room',
      installed_on: installed.slice(0, 10) < today ? installed.slice(0, 10) : null,
      standard: '',
      notes: '',
      created_at: stamp,
      updated_at: stamp,
    };
  });
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < sites.length; i += 500)
      await trx
        .insertInto('sites')
        .values(sites.slice(i, i + 500))
        .execute();
    for (let i = 0; i < assets.length; i += 500)
      await trx
        .insertInto('assets')
        .values(assets.slice(i, i + 500))
        .execute();
  });
  return { sites, assets };
}

const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;

/**
 * Runs fn, timing it and the longest the event loop went without a turn meanwhile (ms): a 5 ms
 * interval notes the gap between its ticks; a gap far above 5 ms is time no request could be served.
 */
async function measured(fn) {
  let last = performance.now();
  let stall = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  }, 5);
  const start = process.hrtime.bigint();
  const value = await fn();
  const took = ms(start);
  // A run that never yields delays the last tick until now: let it fire once to count that gap.
  await new Promise((resolve) => setTimeout(resolve, 10));
  clearInterval(tick);
  return { value, took, stall };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function runEngine(engine) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-visits-'));
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
    const { sites, assets } = await fill(handle.db);
    const rows = { first: [], again: [], pure: [], peer: [], firstStall: [], againStall: [] };
    let created = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await handle.db.deleteFrom('inspection_visits').execute();
      const first = await measured(() =>
        generateDueVisits(handle, { today, horizonDays: HORIZON, batchSites: BATCH }),
      );
      created = first.value.created;
      rows.first.push(first.took);
      rows.firstStall.push(first.stall);
      const again = await measured(() =>
        generateDueVisits(handle, { today, horizonDays: HORIZON, batchSites: BATCH }),
      );
      rows.again.push(again.took);
      rows.againStall.push(again.stall);
      if (again.value.created !== 0) throw new Error('the second run added visits');

      let start = process.hrtime.bigint();
      const wanted = dueVisits({
        sites: sites.map((s) => ({ id: s.id, createdOn: s.created_at.slice(0, 10) })),
        assets: assets.map((a) => ({
          id: a.id,
          siteId: a.site_id,
          assetType: a.asset_type,
          installedOn: a.installed_on,
        })),
        lastCompleted: new Map(),
        today,
        horizonDays: HORIZON,
      });
      rows.pure.push(ms(start));

      // Peer: the same rows, bare INSERT in one transaction, into the emptied table.
      await handle.db.deleteFrom('inspection_visits').execute();
      const stamp = new Date().toISOString();
      const values = wanted.map((v) => newVisitRow(v, stamp));
      start = process.hrtime.bigint();
      await handle.db.transaction().execute(async (trx) => {
        for (let i = 0; i < values.length; i += 500)
          await trx
            .insertInto('inspection_visits')
            .values(values.slice(i, i + 500))
            .execute();
      });
      rows.peer.push(ms(start));
    }
    return { engine, created, ...Object.fromEntries(Object.entries(rows).map(([k, v]) => [k, median(v)])) };
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
console.log(
  `${ASSETS} assets over ${SITES} sites, ${HORIZON} days ahead, ${BATCH} sites per batch, median of ${ROUNDS} rounds (ms)`,
);
console.table(
  results.map((r) => ({
    engine: r.engine,
    'visits created': r.created,
    'generate (first run)': r.first.toFixed(0),
    'generate (nothing to add)': r.again.toFixed(0),
    'longest event-loop stall (first run)': r.firstStall.toFixed(0),
    'longest stall (nothing to add)': r.againStall.toFixed(0),
    'pure computation': r.pure.toFixed(0),
    'peer: bare INSERT of the same rows': r.peer.toFixed(0),
  })),
);
