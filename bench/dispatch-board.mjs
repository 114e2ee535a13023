// The dispatch board (issue 30 §2, decision 0091): 50 technicians and 2,000 visits (1,400 booked in the
// week, 600 waiting in Unassigned) over 500 sites, on SQLite and, when BENCH_DATABASE_URL,
// TEST_DATABASE_URL or DATABASE_URL is set, PostgreSQL. The app is built as the tests build it and
// listens on a port of its own; requests go through HTTP one at a time (the office's browser).
// Timed:
//   board        GET /api/dispatch/board?week=… (lanes, hours, every booking's conflicts, routes);
//   reschedule   PUT /api/visits/:id/assignment moving one visit between two slots (a drag and drop's
//                round trip: the checks, the write, the audit row and the socket events);
// Peer in the same run: a bare Fastify route in this process answering the same JSON (the board's
// body for the board, the assignment's body for the reschedule), so the difference is what the
// database and the checks cost.
// Run: node --import tsx bench/dispatch-board.mjs   (REQUESTS=100 TECHNICIANS=50 VISITS=2000)
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { sql } from 'kysely';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REQUESTS = Number(process.env.REQUESTS ?? 100);
const TECHNICIANS = Number(process.env.TECHNICIANS ?? 50);
const VISITS = Number(process.env.VISITS ?? 2000);
const SITES = 500;
const PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? '';
if (PG_URL) process.env.TEST_DATABASE_URL = PG_URL;

const { createTestApp } = await import('../apps/server/src/test/test-app.ts');
const { registerUser } = await import('../apps/server/src/test/factories.ts');
const { addDays, ASSET_TYPE_KEYS, mondayOf, todayInSouthAfrica } = await import(
  '../packages/shared/src/index.ts'
);

const today = todayInSouthAfrica();
const monday = mondayOf(addDays(today, 14));

/** A deterministic pseudo-random sequence, so every run fills the same board. */
function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function fill(db) {
  const rand = seeded(30);
  const stamp = new Date().toISOString();
  const clientId = randomUUID();
  await db
    .insertInto('clients')
    .values({
      id: clientId,
      name: 'Bench client',
      name_key: 'bench client',
      type: 'Commercial',
      contact: '',
      email: '',
      phone: '',
      address: '',
      status: 'Active',
      rating: 0,
      last_contact: null,
      notes: '',
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  const areas = ['Sandton', 'Midrand', 'Centurion', 'Pretoria', 'Randburg', 'Germiston'];
  const sites = Array.from({ length: SITES }, (_, i) => ({
    id: randomUUID(),
    client_id: clientId,
    name: `Site ${i + 1}`,
    address: `${i + 1} Main Road`,
    contact_name: '',
    contact_phone: '',
    access_notes: '',
    area: areas[i % areas.length],
    latitude: -26.2 + rand() * 0.5,
    longitude: 27.9 + rand() * 0.4,
    access_start_minute: i % 5 === 0 ? 7 * 60 : null,
    access_end_minute: i % 5 === 0 ? 16 * 60 : null,
    created_at: stamp,
    updated_at: stamp,
  }));
  const assets = sites.flatMap((site) =>
    Array.from({ length: 4 }, (_, k) => ({
      id: randomUUID(),
      site_id: site.id,
      asset_type: ASSET_TYPE_KEYS[Math.floor(rand() * ASSET_TYPE_KEYS.length)],
      make: 'Make',
      model: 'Model',
      serial: `S-${site.name}-${k}`,
      serial_key: `s-${site.name}-${k}`,
      location: 'Plant room',
      installed_on: '2024-01-01',
      standard: '',
      notes: '',
      created_at: stamp,
      updated_at: stamp,
    })),
  );
  const people = Array.from({ length: TECHNICIANS }, (_, i) => ({
    id: randomUUID(),
    name: `Technician ${String(i + 1).padStart(2, '0')}`,
    role: 'Fire Technician',
    status: 'Available',
    skills: '[]',
    user_id: null,
    created_at: stamp,
    updated_at: stamp,
  }));
  const registrations = people.flatMap((p, i) =>
    [
      ['FIRE_DETECTION', 'TECHNICIAN'],
      ['GAS_SUPPRESSION', 'TECHNICIAN'],
      ['PORTABLE_EXTINGUISHERS', 'SERVICEMAN'],
      ['SPRINKLERS', 'TECHNICIAN'],
    ]
      .filter((_, k) => (i + k) % 5 !== 0) // some lack a category: registration conflicts on the board
      .map(([category, level]) => ({
        id: randomUUID(),
        personnel_id: p.id,
        category,
        level,
        number: `B-${i}-${category}`,
        expires_on: addDays(today, 20 + ((i * 13) % 400)),
        document_id: null,
        created_at: stamp,
        updated_at: stamp,
      })),
  );
  const leave = people
    .filter((_, i) => i % 10 === 0)
    .map((p) => ({
      id: randomUUID(),
      personnel_id: p.id,
      start_date: addDays(monday, 2),
      end_date: addDays(monday, 3),
      reason: 'Leave',
      created_at: stamp,
    }));
  const booked = Math.round(VISITS * 0.7);
  const visits = Array.from({ length: VISITS }, (_, i) => {
    const site = sites[i % SITES];
    const siteAssets = assets.filter((a) => a.site_id === site.id);
    const isBooked = i < booked;
    const person = people[i % TECHNICIANS];
    const slot = Math.floor(i / TECHNICIANS); // 0..27 for the booked ones
    return {
      id: randomUUID(),
      site_id: site.id,
      due_date: addDays(monday, -20 + Math.floor(i / SITES) * 7 + (i % 7)),
      frequency: 'MONTHLY',
      frequencies: '["MONTHLY"]',
      covers: JSON.stringify(siteAssets.map((a) => ({ assetId: a.id, frequencies: ['MONTHLY'] }))),
      status: isBooked ? 'SCHEDULED' : 'DUE',
      kind: 'ROUTINE',
      scheduled_for: isBooked ? addDays(monday, slot % 5) : null,
      start_minute: isBooked ? 7 * 60 + 30 + Math.floor(slot / 5) * 90 : null,
      duration_minutes: isBooked ? 75 : null,
      technician_id: isBooked ? person.id : null,
      vehicle_id: null,
      notes: '',
      completed_at: null,
      created_at: stamp,
      updated_at: stamp,
    };
  });
  await db.transaction().execute(async (trx) => {
    const chunks = async (table, rows) => {
      for (let i = 0; i < rows.length; i += 200)
        await trx
          .insertInto(table)
          .values(rows.slice(i, i + 200))
          .execute();
    };
    await chunks('sites', sites);
    await chunks('assets', assets);
    await chunks('personnel', people);
    await chunks('personnel_registrations', registrations);
    await chunks('personnel_leave', leave);
    await chunks('inspection_visits', visits);
  });
  // One technician of their own with one visit: the reschedule moves it between two free slots.
  const mover = { ...people[0], id: randomUUID(), name: 'Zanele Mover' };
  await db.insertInto('personnel').values(mover).execute();
  await db
    .insertInto('personnel_registrations')
    .values(
      [
        ['FIRE_DETECTION', 'DESIGNER'],
        ['GAS_SUPPRESSION', 'DESIGNER'],
        ['SPRINKLERS', 'DESIGNER'],
        ['PORTABLE_EXTINGUISHERS', 'SERVICEMAN'],
      ].map(([category, level]) => ({
        id: randomUUID(),
        personnel_id: mover.id,
        category,
        level,
        number: `M-${category}`,
        expires_on: '2099-12-31',
        document_id: null,
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .execute();
  const moved = visits[VISITS - 1];
  return { moverId: mover.id, visitId: moved.id };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
function summary(values, bytes) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (x) => Math.round(x * 10) / 10;
  return {
    requests: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1)),
    ...(bytes === undefined ? {} : { bytes }),
  };
}

/** `count` requests one after another (after 5 not counted), their latencies in ms. */
async function timed(count, send) {
  for (let i = 0; i < 5; i++) await send(i);
  const took = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await send(i);
    took.push(performance.now() - start);
  }
  return took;
}

async function runEngine(engine) {
  const t = await createTestApp(engine);
  const bare = Fastify({ logger: false });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${t.app.server.address().port}`;
    const admin = await registerUser(t.app, { role: 'ADMIN', firstName: 'Bench' });
    const headers = { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' };
    const { moverId, visitId } = await fill(t.database.db);
    // As autovacuum would after a bulk load: without it PostgreSQL plans for empty tables.
    if (engine === 'postgres') await sql`analyze`.execute(t.database.db);
    const boardUrl = `${base}/api/dispatch/board?week=${monday}`;

    const first = await fetch(boardUrl, { headers });
    if (first.status !== 200) throw new Error(`board: ${first.status} ${await first.text()}`);
    const boardText = await first.text();
    const board = JSON.parse(boardText);
    const bookings = board.lanes.reduce((n, l) => n + l.days.reduce((m, d) => m + d.visits.length, 0), 0);
    const conflicts = board.lanes.reduce(
      (n, l) => n + l.days.reduce((m, d) => m + d.visits.reduce((k, v) => k + v.conflicts.length, 0), 0),
      0,
    );

    const slots = [
      { date: addDays(monday, 1), startTime: '09:00' },
      { date: addDays(monday, 2), startTime: '13:00' },
    ];
    const put = (i) =>
      fetch(`${base}/api/visits/${visitId}/assignment`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ technicianId: moverId, durationMinutes: 60, ...slots[i % 2] }),
      }).then(async (r) => {
        const body = await r.text();
        if (r.status !== 200) throw new Error(`assignment: ${r.status} ${body}`);
        return body;
      });
    const assignment = JSON.parse(await put(0));

    bare.get('/board', async () => board);
    bare.put('/assignment', async () => assignment);
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareBase = `http://127.0.0.1:${bare.server.address().port}`;

    const { dispatchBoard } = await import('../apps/server/src/modules/dispatch/board.service.ts');
    const serviceTimes = await timed(REQUESTS, () => dispatchBoard({ db: t.database.db }, { week: monday }));
    const boardTimes = await timed(REQUESTS, () => fetch(boardUrl, { headers }).then((r) => r.text()));
    const bareBoardTimes = await timed(REQUESTS, () => fetch(`${bareBase}/board`).then((r) => r.text()));
    const putTimes = await timed(REQUESTS, (i) => put(i + 1));
    const barePutTimes = await timed(REQUESTS, () =>
      fetch(`${bareBase}/assignment`, { method: 'PUT', headers, body: '{}' }).then((r) => r.text()),
    );
    return {
      engine,
      technicians: TECHNICIANS,
      visits: VISITS,
      lanes: board.lanes.length,
      bookingsOnBoard: bookings,
      conflictsOnBoard: conflicts,
      unassigned: board.unassigned.length,
      board: summary(boardTimes, boardText.length),
      boardBarePeer: summary(bareBoardTimes, boardText.length),
      boardServiceOnly: summary(serviceTimes),
      reschedule: summary(putTimes),
      rescheduleBarePeer: summary(barePutTimes),
    };
  } finally {
    await bare.close();
    await t.close();
  }
}

const results = { date: new Date().toISOString(), requests: REQUESTS, runs: [] };
for (const engine of PG_URL ? ['sqlite', 'postgres'] : ['sqlite']) {
  console.log(`dispatch board on ${engine}...`);
  results.runs.push(await runEngine(engine));
}
console.log(JSON.stringify(results, null, 2));
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/dispatch-board.json'), `${JSON.stringify(results, null, 2)}\n`);
