// The agreements' billing run (issue 29 §2, docs/decisions/0087): POST /api/billing/run for one month
// over N ACTIVE monthly agreements (default 1,000), through the route of an app built in this process,
// on SQLite and on PostgreSQL when TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set. Timed: the first
// run (one draft per agreement, made by the invoices module's insertDraft, 10 agreements a
// transaction), and the second run for the same month (the idempotent no-op). Peer in the same run: a
// bare INSERT of the same invoices and lines in one transaction, in chunks of 500 (the floor for
// writing them at all). The event loop's longest stall during each run is read with
// perf_hooks.monitorEventLoopDelay (20 ms resolution); budget: at most 200 ms.
// Run: node --import tsx bench/billing-run.mjs   (AGREEMENTS=1000)
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const AGREEMENTS = Number(process.env.AGREEMENTS ?? 1000);
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const { createTestApp, engines } = await import('../apps/server/src/test/test-app.ts');
const { registerUser, bearer } = await import('../apps/server/src/test/factories.ts');

const PERIOD = '2026-03';

async function fill(t) {
  const { db } = t.database;
  const now = new Date().toISOString();
  const clientId = randomUUID();
  await db
    .insertInto('clients')
    .values({
      id: clientId,
      name: 'Bench Body Corporate',
      name_key: 'bench body corporate',
      type: 'Commercial',
      contact: '',
      email: '',
      phone: '',
      address: '1 Bench Road, Midrand',
      status: 'Active',
      rating: 0,
      last_contact: null,
      notes: '',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const rows = Array.from({ length: AGREEMENTS }, (_, i) => ({
    id: randomUUID(),
    number: `AGR-2026-${String(i + 1).padStart(4, '0')}`,
    client_id: clientId,
    status: 'ACTIVE',
    start_date: i % 3 === 0 ? '2026-03-10' : '2026-01-01',
    end_date: '2027-12-31',
    notice_days: 30,
    auto_renew: 1,
    cadence: 'MONTHLY',
    timing: 'IN_ADVANCE',
    fee_cents: 150_000 + (i % 97) * 1_000,
    includes_routine_visits: 1,
    call_outs_included: 2,
    labour_hours_included: 4,
    call_out_fee_cents: 85_000,
    hourly_rate_cents: 65_000,
    travel_per_km_cents: 650,
    parts_markup_bp: 1500,
    notes: '',
    accepted_name: 'Bench',
    accepted_at: now,
    accepted_ip: null,
    declined_name: null,
    declined_reason: null,
    declined_at: null,
    document_id: null,
    created_by: null,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('agreements')
      .values(rows.slice(i, i + 200))
      .execute();
  return { clientId, rows };
}

async function timed(fn) {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  const started = performance.now();
  const result = await fn();
  const ms = performance.now() - started;
  histogram.disable();
  return { ms, maxStallMs: histogram.max / 1e6, result };
}

/** The same invoices and lines written with a bare INSERT, in one transaction, chunks of 500. */
async function bareInsert(db, clientId, rows) {
  const now = new Date().toISOString();
  const invoices = [];
  const lines = [];
  for (const a of rows) {
    const id = randomUUID();
    invoices.push({
      id,
      kind: 'INVOICE',
      number: null,
      status: 'DRAFT',
      client_id: clientId,
      client_name: 'Bench Body Corporate',
      client_address: '1 Bench Road, Midrand',
      client_vat_number: null,
      site_id: null,
      project_id: null,
      source: 'AGREEMENT',
      source_id: a.id,
      source_key: `BARE:${a.id}:${PERIOD}`,
      credits_invoice_id: null,
      issue_date: `${PERIOD}-01`,
      due_date: null,
      reference: a.number,
      notes: '',
      reason: '',
      excl_cents: a.fee_cents,
      vat_cents: Math.round(a.fee_cents * 0.15),
      total_cents: a.fee_cents + Math.round(a.fee_cents * 0.15),
      created_by: null,
      created_at: now,
      updated_at: now,
      issued_by: null,
      issued_at: null,
    });
    lines.push({
      id: randomUUID(),
      invoice_id: id,
      position: 0,
      description: `Maintenance agreement ${a.number}`,
      quantity_milli: 1000,
      unit_price_cents: a.fee_cents,
      tax_code: 'STANDARD',
      net_cents: a.fee_cents,
      vat_cents: Math.round(a.fee_cents * 0.15),
      credits_line_id: null,
    });
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < invoices.length; i += 500)
      await trx
        .insertInto('invoices')
        .values(invoices.slice(i, i + 500))
        .execute();
    for (let i = 0; i < lines.length; i += 500)
      await trx
        .insertInto('invoice_lines')
        .values(lines.slice(i, i + 500))
        .execute();
  });
}

const results = [];
for (const engine of engines) {
  const t = await createTestApp(engine);
  try {
    const admin = await registerUser(t.app, { role: 'ADMIN' });
    const { clientId, rows } = await fill(t);
    const run = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/billing/run',
        headers: bearer(admin.token),
        payload: { period: PERIOD },
      });
    const first = await timed(run);
    const firstBody = first.result.json();
    const second = await timed(run);
    const secondBody = second.result.json();
    const bare = await timed(() => bareInsert(t.database.db, clientId, rows));
    const row = {
      engine,
      agreements: AGREEMENTS,
      created: firstBody.created,
      existingOnRerun: secondBody.existing,
      routeMs: Math.round(first.ms),
      routeMaxStallMs: Math.round(first.maxStallMs),
      rerunMs: Math.round(second.ms),
      rerunMaxStallMs: Math.round(second.maxStallMs),
      bareInsertMs: Math.round(bare.ms),
      bareInsertMaxStallMs: Math.round(bare.maxStallMs),
    };
    results.push(row);
    console.log(JSON.stringify(row));
  } finally {
    await t.close();
  }
}
console.table(results);
