// The money register (issue 29 "Measure it"), through the app's routes (app.inject on the app the tests
// build: the real plugins, auth and schemas, no socket), each beside its peer measured in the same run:
//   invoice PDF   GET /api/invoices/:id/pdf of an issued 12-line tax invoice, beside pdfkit alone
//                 drawing the same document from the invoice's JSON (renderInvoicePdf, no database);
//   statement     GET /api/clients/:id/statement (JSON) and .pdf for a client with 500 invoices and 250
//                 payments, beside a bare SELECT of that client's invoice rows;
//   ageing        GET /api/reports/debtors-ageing over 10 000 invoices (200 clients), beside a bare
//                 SELECT client_id, SUM(total_cents) … GROUP BY client_id of the same rows.
// On SQLite, and on PostgreSQL in a schema of its own (TEST_DATABASE_URL, by default
// postgres://postgres@127.0.0.1:5432/test; PG=0 leaves it out). Figures are medians and p95 of RUNS.
// Run: node --import tsx bench/invoices.mjs   (RUNS=15 PG=1)
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const { createTestApp } = await import('../apps/server/src/test/test-app.ts');
const { registerUser } = await import('../apps/server/src/test/factories.ts');
const { insertClient } = await import('../apps/server/src/test/money-register.ts');
const { renderInvoicePdf } = await import('../apps/server/src/modules/invoices/invoice-pdf.ts');
const { documentTotals, invoiceQuantityToMilli, lineFigures, todayInSouthAfrica, addDays } = await import(
  '../packages/shared/src/index.ts'
);
const { sql } = await import('kysely');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 15);
const ENGINES = process.env.PG === '0' ? ['sqlite'] : ['sqlite', 'postgres'];
const COMPANY = {
  COMPANY_NAME: 'Bench Fire Protection (Pty) Ltd',
  COMPANY_ADDRESS: '1 Hydrant Road, Midrand, 1685',
  COMPANY_VAT_NUMBER: '4123456789',
};

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { runs: sorted.length, medianMs: +at(0.5).toFixed(2), p95Ms: +at(0.95).toFixed(2) };
};
async function timed(fn) {
  await fn(); // warm
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return summary(times);
}
const pdfBytes = (doc) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks).length));
    doc.on('error', reject);
  });

/** Issued invoices written in batches (the bench's data, not what it measures): one line each. */
async function insertInvoices(db, clientIds, count, today) {
  const rows = [];
  const lines = [];
  for (let i = 0; i < count; i++) {
    const clientId = clientIds[i % clientIds.length];
    const issueDate = addDays(today, -(i % 200));
    const line = {
      quantityMilli: invoiceQuantityToMilli(1 + (i % 5)),
      unitPriceCents: 10_000 + i,
      taxCode: 'STANDARD',
    };
    const figures = lineFigures(line);
    const totals = documentTotals([{ ...figures, taxCode: 'STANDARD' }]);
    const id = randomUUID();
    const now = new Date().toISOString();
    rows.push({
      id,
      kind: 'INVOICE',
      number: `INV-B-${String(i).padStart(6, '0')}-${id.slice(0, 4)}`,
      status: 'ISSUED',
      client_id: clientId,
      client_name: 'Bench client',
      client_address: '1 Bench Road',
      client_vat_number: null,
      site_id: null,
      project_id: null,
      source: 'MANUAL',
      source_id: null,
      source_key: null,
      credits_invoice_id: null,
      issue_date: issueDate,
      due_date: addDays(issueDate, 30),
      reference: '',
      notes: '',
      reason: '',
      excl_cents: totals.exclCents,
      vat_cents: totals.vatCents,
      total_cents: totals.totalCents,
      created_by: null,
      created_at: now,
      updated_at: now,
      issued_by: null,
      issued_at: now,
    });
    lines.push({
      id: randomUUID(),
      invoice_id: id,
      position: 0,
      description: `Service ${i}`,
      quantity_milli: line.quantityMilli,
      unit_price_cents: line.unitPriceCents,
      tax_code: 'STANDARD',
      net_cents: figures.netCents,
      vat_cents: figures.vatCents,
      credits_line_id: null,
    });
  }
  for (let i = 0; i < rows.length; i += 250) {
    await db
      .insertInto('invoices')
      .values(rows.slice(i, i + 250))
      .execute();
    await db
      .insertInto('invoice_lines')
      .values(lines.slice(i, i + 250))
      .execute();
  }
  return rows;
}

async function benchEngine(engine) {
  const t = await createTestApp(engine, COMPANY);
  const db = t.database.db;
  const today = todayInSouthAfrica();
  // Fresh statistics after the bulk inserts, as autovacuum gathers them in production: without them
  // PostgreSQL plans the ageing as if the tables were empty (466 ms instead of 33 ms, first run).
  const analyze = async () => {
    if (engine === 'postgres') await sql`ANALYZE`.execute(db);
  };
  try {
    const { token } = await registerUser(t.app, { role: 'ADMIN' });
    const get = (url) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const post = (url, payload) =>
      t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });

    // 1. One 12-line tax invoice, issued through the routes.
    const clientId = await insertClient({ db }, 'Invoice PDF Bench (Pty) Ltd');
    const draft = await post('/api/invoices', {
      clientId,
      lines: Array.from({ length: 12 }, (_, i) => ({
        description: `Sprinkler head replaced, zone ${i + 1}, 68 °C bulb`,
        quantity: 1 + i / 4,
        unitPriceCents: 48_550 + i * 1_001,
        taxCode: i === 11 ? 'ZERO_RATED' : 'STANDARD',
      })),
    });
    const issued = await post(`/api/invoices/${draft.json().id}/issue`, {});
    if (issued.statusCode !== 200) throw new Error(`issue: ${issued.statusCode} ${issued.body}`);
    const invoice = issued.json();
    const viaRoute = await timed(async () => {
      const response = await get(`/api/invoices/${invoice.id}/pdf`);
      if (response.statusCode !== 200) throw new Error(`pdf: ${response.statusCode}`);
    });
    const pdfkitAlone = await timed(() => pdfBytes(renderInvoicePdf(invoice, t.config.company)));

    // 2. A client with 500 invoices and 250 payments (half of them part-paid).
    const statementClient = await insertClient({ db }, 'Five Hundred Invoices Ltd');
    const five = await insertInvoices(db, [statementClient], 500, today);
    for (let i = 0; i < 250; i++) {
      const paymentId = randomUUID();
      const now = new Date().toISOString();
      await db
        .insertInto('client_payments')
        .values({
          id: paymentId,
          client_id: statementClient,
          paid_on: five[i * 2].issue_date,
          amount_cents: 5_000,
          method: 'EFT',
          reference: `EFT ${i}`,
          notes: '',
          ledger_id: null,
          created_by: null,
          created_at: now,
        })
        .execute();
      await db
        .insertInto('payment_allocations')
        .values({
          id: randomUUID(),
          payment_id: paymentId,
          invoice_id: five[i * 2].id,
          amount_cents: 5_000,
          created_by: null,
          created_at: now,
        })
        .execute();
    }
    await analyze();
    const from = addDays(today, -365);
    const statementUrl = `/api/clients/${statementClient}/statement?from=${from}&to=${today}`;
    const first = await get(statementUrl);
    if (first.statusCode !== 200) throw new Error(`statement: ${first.statusCode} ${first.body}`);
    const statementJson = await timed(() => get(statementUrl));
    const statementPdf = await timed(async () => {
      const response = await get(`/api/clients/${statementClient}/statement.pdf?from=${from}&to=${today}`);
      if (response.statusCode !== 200) throw new Error(`statement pdf: ${response.statusCode}`);
    });
    const statementBareSelect = await timed(() =>
      db.selectFrom('invoices').selectAll().where('client_id', '=', statementClient).execute(),
    );

    // 3. 10 000 invoices over 200 clients (the 500 above count too).
    const clients = [];
    for (let c = 0; c < 200; c++) clients.push(await insertClient({ db }, `Ageing client ${c}`));
    await insertInvoices(db, clients, 10_000 - 500 - 1, today);
    await analyze();
    const ageing = await get('/api/reports/debtors-ageing');
    const ageingRoute = await timed(() => get('/api/reports/debtors-ageing'));
    const ageingBareGroupBy = await timed(() =>
      sql`SELECT client_id, SUM(total_cents) AS total FROM invoices WHERE kind = 'INVOICE' AND status = 'ISSUED' GROUP BY client_id`.execute(
        db,
      ),
    );
    const invoiceCount = Number(
      (
        await db
          .selectFrom('invoices')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    return {
      engine,
      invoicePdf: { lines: 12, pdfRoute: viaRoute, pdfkitAlone },
      statement: {
        invoices: 500,
        payments: 250,
        entries: first.json().entries.length,
        json: statementJson,
        pdf: statementPdf,
        bareSelectOfTheClientsInvoices: statementBareSelect,
      },
      ageing: {
        invoices: invoiceCount,
        clients: ageing.json().rows.length,
        route: ageingRoute,
        bareGroupBy: ageingBareGroupBy,
      },
    };
  } finally {
    await t.close();
  }
}

const results = {
  benchmark: 'money register: invoice PDF, statement, debtors ageing',
  node: process.version,
  runs: RUNS,
  engines: [],
};
for (const engine of ENGINES) {
  const figures = await benchEngine(engine);
  console.log(JSON.stringify(figures, null, 2));
  results.engines.push(figures);
}
writeFileSync(path.join(root, 'bench/results/invoices.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('wrote bench/results/invoices.json');
