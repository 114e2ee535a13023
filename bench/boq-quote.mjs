// A Detailed BOQ quote at the limit (issue 17, docs/decisions/0070): 200 lines (BOQ_LIMITS.linesMax),
// 150 picked from the price list and 50 typed, through the app built in-process (app.inject: auth,
// permission, zod validation, pricing, the transaction, serialisation) as a signed-in
// PROJECT_MANAGER: POST /api/quotes/boq (save a Draft), GET /api/quotes/:id (read it back with its
// lines) and GET /api/quotes/:id/pdf (render the PDF). Peers in the same run: a bare Fastify route
// answering a body of the same size: for save, POST of the same 200-line body answered with JSON of
// the save's answer size; for read, GET of the read's JSON; for the PDF, GET of the same PDF bytes
// and GET of a PDF that pdfkit writes there and then: the same 200 lines as a bare six-column table
// (the floor for rendering them: no letterhead, terms or client prices).
// Requests run one at a time, like bench/search-route.mjs (the machine is shared; concurrency would
// measure the scheduler): median and p95 latency, and requests/s as requests over elapsed time.
// SQLite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
// Run: node --import tsx bench/boq-quote.mjs   (SAVES=40 READS=100 PDFS=20)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import PDFDocument from 'pdfkit';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { BOQ_LIMITS } from '../packages/shared/src/index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const SAVES = Number(process.env.SAVES ?? 40);
const READS = Number(process.env.READS ?? 100);
const PDFS = Number(process.env.PDFS ?? 20);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';
const LINES = BOQ_LIMITS.linesMax;
const FROM_LIST = 150;
const SUPPLIER_ID = '00000000-0000-4000-8000-00000000aaaa';
const itemId = (i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** n requests one at a time, after a few unmeasured ones; each answer must have the status given. */
async function measure(n, status, request) {
  for (let i = 0; i < 3; i += 1) await request();
  const times = [];
  let bytes = 0;
  const t0 = performance.now();
  for (let i = 0; i < n; i += 1) {
    const t1 = performance.now();
    const response = await request();
    times.push(performance.now() - t1);
    if (response.statusCode !== status)
      throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`);
    bytes += response.rawPayload.length;
  }
  const seconds = (performance.now() - t0) / 1000;
  return {
    p50Ms: +percentile(times, 50).toFixed(2),
    p95Ms: +percentile(times, 95).toFixed(2),
    requestsPerSecond: Math.round(n / seconds),
    bytes: Math.round(bytes / n),
    n,
  };
}

/** The 200 lines: 150 from the price list (its code, unit and price, quantity typed), 50 typed. */
function bill(items) {
  const lines = [];
  for (let i = 0; i < LINES; i += 1) {
    const quantity = String(1 + (i % 37) + (i % 4) * 0.25);
    if (i < FROM_LIST) {
      const item = items[i];
      lines.push({
        priceItemId: item.id,
        code: item.code,
        description: item.description,
        unit: item.unit,
        quantity,
        unitPrice: item.unit_price_cents / 100,
      });
    } else {
      lines.push({
        description: `Labour: install and pressure-test section ${i} of the sprinkler range pipework`,
        unit: 'hour',
        quantity,
        unitPrice: 650,
      });
    }
  }
  return {
    templateId: 'SPRINKLER_SYSTEM',
    projectTitle: 'Distribution centre sprinkler upgrade, phase 2',
    clientName: 'Gauteng Logistics Park (Pty) Ltd',
    contactNumber: '011 555 0142',
    clientType: 'INDUSTRIAL',
    urgency: 'STANDARD',
    location: 'LOCAL',
    lines,
  };
}

/** The lines as a bare pdfkit table on A4 (number, code, description, quantity, rate, amount). */
function pdfkitTable(lines) {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const columns = [
    [50, 20],
    [74, 60],
    [138, 200],
    [342, 60],
    [406, 60],
    [470, 75],
  ];
  doc.font('Helvetica').fontSize(9);
  lines.forEach((line, index) => {
    const cells = [
      String(index + 1),
      line.code || '-',
      line.description,
      `${line.quantity} ${line.unit}`,
      line.unitPrice.toFixed(2),
      line.amount.toFixed(2),
    ];
    const height = Math.max(...cells.map((cell, c) => doc.heightOfString(cell, { width: columns[c][1] })));
    if (doc.y + height + 4 > doc.page.height - 70) doc.addPage();
    const y = doc.y;
    cells.forEach((cell, c) => {
      doc.text(cell, columns[c][0], y, { width: columns[c][1], align: c >= 3 ? 'right' : 'left' });
    });
    doc.y = y + height + 4;
  });
  doc.end();
  return done;
}

async function openEngine(engine, dataDir) {
  if (engine !== 'postgres') return { database: openDatabase({ dataDir }), drop: async () => {} };
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = openDatabase({ dataDir, databaseUrl: PG_URL, pgSchema: schema });
  const drop = async () => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  };
  return { database, drop };
}

async function runEngine(engine) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-boq-'));
  const { database, drop } = await openEngine(engine, dataDir);
  let app;
  let peer;
  try {
    await migrateToLatest(database);
    const stamp = '2026-10-01T08:00:00.000Z';
    await database.db
      .insertInto('suppliers')
      .values({
        id: SUPPLIER_ID,
        name: 'Highveld Fire Supplies',
        name_key: 'highveld fire supplies',
        column_map: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    const items = Array.from({ length: FROM_LIST }, (_, i) => ({
      id: itemId(i),
      supplier_id: SUPPLIER_ID,
      code: `FB-${String(i).padStart(5, '0')}`,
      code_key: `fb-${String(i).padStart(5, '0')}`,
      description: `Sprinkler range item ${i}: DN${[25, 32, 50, 80][i % 4]} pipe, fittings and hangers`,
      unit: ['each', 'm', 'set'][i % 3],
      category: 'Sprinklers',
      asset_type: null,
      unit_price_cents: 1_250 + ((i * 7919) % 250_000),
      price_updated_at: stamp,
      deleted_at: null,
      created_at: stamp,
      updated_at: stamp,
    }));
    await database.db.insertInto('price_items').values(items).execute();

    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'silent',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      ALERT_CHECK_MINUTES: '0',
      SEED_DEMO: 'false',
    });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Bench',
        lastName: 'Mark',
        email: 'bench@example.co.za',
        password: 'Sprinkl3r!',
        role: 'PROJECT_MANAGER',
      },
    });
    if (register.statusCode !== 201) throw new Error(`register: ${register.statusCode} ${register.body}`);
    const headers = { authorization: `Bearer ${register.json().token}` };
    const body = bill(items);
    const bodyText = JSON.stringify(body);

    const first = await app.inject({ method: 'POST', url: '/api/quotes/boq', headers, payload: body });
    if (first.statusCode !== 201) throw new Error(`save: ${first.statusCode} ${first.body}`);
    const quote = first.json().quote;
    if (quote.lines.length !== LINES) throw new Error(`saved ${quote.lines.length} lines`);
    const readBack = await app.inject({ method: 'GET', url: `/api/quotes/${quote.id}`, headers });
    const pdf = await app.inject({ method: 'GET', url: `/api/quotes/${quote.id}/pdf`, headers });
    if (readBack.json().lines.length !== LINES || pdf.statusCode !== 200)
      throw new Error('read or PDF failed');

    // The peer: bare Fastify routes answering bodies of the same sizes.
    const saveAnswer = first.json();
    const readAnswer = readBack.json();
    const pdfBytes = pdf.rawPayload;
    peer = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
    peer.post('/save', async (request, reply) => {
      if (request.body.lines.length !== LINES) throw new Error('short body');
      return reply.status(201).send(saveAnswer);
    });
    peer.get('/read', async () => readAnswer);
    peer.get('/pdf', async (_request, reply) => reply.type('application/pdf').send(pdfBytes));
    // The PDF's other peer: pdfkit alone writing the same 200 lines as a table, six cells a row.
    peer.get('/pdfkit', async (_request, reply) =>
      reply.type('application/pdf').send(await pdfkitTable(readAnswer.lines)),
    );
    await peer.ready();
    const json = { 'content-type': 'application/json' };

    const results = {
      engine,
      save: await measure(SAVES, 201, () =>
        app.inject({
          method: 'POST',
          url: '/api/quotes/boq',
          headers: { ...headers, ...json },
          payload: bodyText,
        }),
      ),
      peerSave: await measure(SAVES, 201, () =>
        peer.inject({ method: 'POST', url: '/save', headers: json, payload: bodyText }),
      ),
      read: await measure(READS, 200, () =>
        app.inject({ method: 'GET', url: `/api/quotes/${quote.id}`, headers }),
      ),
      peerRead: await measure(READS, 200, () => peer.inject({ method: 'GET', url: '/read' })),
      pdf: await measure(PDFS, 200, () =>
        app.inject({ method: 'GET', url: `/api/quotes/${quote.id}/pdf`, headers }),
      ),
      peerPdf: await measure(PDFS, 200, () => peer.inject({ method: 'GET', url: '/pdf' })),
      peerPdfkit: await measure(PDFS, 200, () => peer.inject({ method: 'GET', url: '/pdfkit' })),
    };
    results.requestBytes = Buffer.byteLength(bodyText);
    const saved = await database.db
      .selectFrom('quote_lines')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    // Every save (the first, 3 unmeasured, SAVES measured) stored its 200 lines.
    if (Number(saved.n) !== (SAVES + 4) * LINES) throw new Error(`${saved.n} lines stored`);
    return results;
  } finally {
    await peer?.close();
    await app?.close();
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await runEngine('sqlite')];
if (PG_URL) results.push(await runEngine('postgres'));
console.log(
  `A BOQ quote of ${LINES} lines (${(results[0].requestBytes / 1e3).toFixed(0)} kB request), requests one at a time; ` +
    `${SAVES} saves, ${READS} reads, ${PDFS} PDFs`,
);
const row = (engine, what, r) => ({
  engine,
  what,
  'p50 ms': r.p50Ms.toFixed(1),
  'p95 ms': r.p95Ms.toFixed(1),
  'requests/s': r.requestsPerSecond,
  'answer kB': (r.bytes / 1e3).toFixed(0),
});
console.table(
  results.flatMap((r) => [
    row(r.engine, 'Firebreak: POST /api/quotes/boq', r.save),
    row(r.engine, 'peer: bare POST, same body and answer', r.peerSave),
    row(r.engine, 'Firebreak: GET /api/quotes/:id', r.read),
    row(r.engine, 'peer: bare GET, same JSON', r.peerRead),
    row(r.engine, 'Firebreak: GET /api/quotes/:id/pdf', r.pdf),
    row(r.engine, 'peer: bare GET, same PDF bytes', r.peerPdf),
    row(r.engine, 'peer: bare GET, pdfkit table of the lines', r.peerPdfkit),
  ]),
);
writeFileSync(
  path.join(here, 'results', 'boq-quote.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, lines: LINES, results }, null, 2)}\n`,
);
