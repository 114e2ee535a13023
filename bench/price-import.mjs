// A supplier's price file at the limit (issue 17, docs/decisions/0070): 5,000 rows
// (BOQ_LIMITS.importRowsMax) as CSV and as XLSX (written with exceljs), against a supplier list of
// 4,500 items, so the file updates 2,500 prices, adds 500 codes and leaves 2,000 unchanged. Timed
// through the real import path (importPriceFile in price-import.service.ts, called directly on a
// migrated database): the preview, and the apply (one transaction, plan again, write, audit).
// Peers in the same run: (a) the same bytes parsed alone with papaparse / exceljs (the floor for
// reading: no checks, no database), and our own reading of the file alone (readPriceFile: the parse
// plus its checks); (b) a bare INSERT of the same 5,000 rows in one transaction with Kysely, chunks
// of 200 like the import, into an emptied table (the floor for writing). Two more rows, not floors:
// the 2,500 changed prices written as apply writes them (updateItems: one UPDATE … FROM a VALUES list
// per 500 items), and as it wrote them before (one UPDATE per item), each alone in one transaction.
// One more row per file and engine: the preview through the route (POST
// /api/price-list/suppliers/:id/import as a signed-in PROJECT_MANAGER, multipart, app.inject), which
// adds the upload, auth and the 5,000 changes' JSON answer (apply's answer is the same size).
// Each engine's targets run in a child process (node --expose-gc --trace-gc); each target has one
// warm-up round, then ROUNDS timed rounds, each on the same database state (the list is put back
// between rounds); the parse floors run in each engine's child, so each overhead is against its own
// run's floor. In the first timed round: "peak RSS MB" is the process's peak resident size (VmHWM,
// reset through /proc/self/clear_refs just before; the process holds the whole app, as a server
// does), "RSS +MB" that peak over the size at the round's start (memory the process had to take
// beyond what it already held), and "peak heap +MB" the most V8 heap in use (before each of the
// round's collections, as --trace-gc prints it, or after the round if more) over the heap in use at
// the start.
// "longest stall" is the longest the event loop went without a turn during a round (a 5 ms timer's
// largest gap): in the server, no other request is answered meanwhile.
// Times are medians. SQLite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
// Run: node --import tsx bench/price-import.mjs   (ROUNDS=3)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { readPriceFile } from '../apps/server/src/modules/quotes/price-list/price-file.ts';
import {
  importPriceFile,
  poolWorkbookReader,
  updateItems,
} from '../apps/server/src/modules/quotes/price-list/price-import.service.ts';
import { BOQ_LIMITS } from '../packages/shared/src/index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const self = fileURLToPath(import.meta.url);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';
const ROWS = BOQ_LIMITS.importRowsMax;
const EXISTING = ROWS - 500; // 500 codes are new
const CHANGED = ROWS / 2; // 2,500 of the existing codes get a new price
const SUPPLIER_ID = '00000000-0000-4000-8000-00000000aaaa';
const MAPPING = JSON.stringify({
  code: 'Item Code',
  description: 'Description',
  unitPrice: 'Price',
  unit: 'UOM',
  category: 'Category',
});
const CATEGORIES = ['Sprinklers', 'Pipe', 'Valves', 'Fittings', 'Alarm', 'Extinguishers', 'Hydrants'];
const UNITS = ['each', 'm', 'box', 'set', 'hour'];
const id = (i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const code = (i) => `FB-${String(i).padStart(5, '0')}`;
const description = (i) =>
  `${CATEGORIES[i % CATEGORIES.length]} item ${i}: ${['DN25', 'DN50', 'DN80', 'K80', 'K115'][i % 5]} SANS 10287`;
const baseCents = (i) => 1_000 + ((i * 7919) % 2_500_000);

/** The rows the supplier's list holds before the file (the first 4,500 codes). */
function existingItems() {
  const stamp = '2026-10-01T08:00:00.000Z';
  return Array.from({ length: EXISTING }, (_, i) => ({
    id: id(i),
    supplier_id: SUPPLIER_ID,
    code: code(i),
    code_key: code(i).toLowerCase(),
    description: description(i),
    unit: UNITS[i % UNITS.length],
    category: CATEGORIES[i % CATEGORIES.length],
    asset_type: null,
    unit_price_cents: baseCents(i),
    price_updated_at: stamp,
    deleted_at: null,
    created_at: stamp,
    updated_at: stamp,
  }));
}

/** The file's rows for the 2,500 existing codes with a new price. */
const changedRows = () =>
  fileRows().filter((r, i) => i < EXISTING && Math.round(r[4] * 100) !== baseCents(i));

/** The file's rows: codes 0..4,999; 2,500 of the existing codes at a new price; the last 500 new. */
function fileRows() {
  return Array.from({ length: ROWS }, (_, i) => {
    const changed = i < EXISTING && i % 9 < 5; // 5 in 9 of 4,500 = 2,500
    const cents = changed ? baseCents(i) + 137 : baseCents(i);
    return [code(i), description(i), UNITS[i % UNITS.length], CATEGORIES[i % CATEGORIES.length], cents / 100];
  });
}

async function writeFiles(dir) {
  const rows = fileRows();
  const header = ['Item Code', 'Description', 'UOM', 'Category', 'Price'];
  const csv = Papa.unparse([header, ...rows.map((r) => [r[0], r[1], r[2], r[3], r[4].toFixed(2)])], {
    newline: '\r\n',
  });
  writeFileSync(path.join(dir, 'prices.csv'), `${csv}\r\n`);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prices');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  writeFileSync(path.join(dir, 'prices.xlsx'), Buffer.from(await workbook.xlsx.writeBuffer()));
}

// ---------------------------------------------------------------------------------------------------
// The child: one target, ROUNDS rounds, one line of JSON on stdout.

async function openEngine(engine, dataDir) {
  if (engine !== 'postgres') return { handle: openDatabase({ dataDir }), drop: async () => {} };
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase({ dataDir, databaseUrl: PG_URL, pgSchema: schema });
  const drop = async () => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  };
  return { handle, drop };
}

async function insertChunks(db, table, rows) {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 200)
      await trx
        .insertInto(table)
        .values(rows.slice(start, start + 200))
        .execute();
  });
}

/** Puts the supplier's list back as it was before the file. */
async function resetList(db) {
  await db.deleteFrom('price_items').execute();
  await insertChunks(db, 'price_items', existingItems());
  await db.deleteFrom('audit_log').where('action', '=', 'import-prices').execute();
}

/** A size from /proc/self/status, in bytes. */
const status = (key) =>
  Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) * 1024;

/** The app in-process and a signed-in PROJECT_MANAGER, for the route rows. */
async function startApp(handle, dataDir) {
  // Imported here only: loading the whole app takes two seconds the other rows do not need.
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
    ALERT_CHECK_MINUTES: '0',
    SEED_DEMO: 'false',
  });
  const app = await buildApp({ config, database: handle, logger: false });
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
  return { app, token: register.json().token };
}

/** The file as the screen sends it: multipart, the mapping and the file. */
function multipart(data, format) {
  const boundary = '----firebreakbench';
  return {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${MAPPING}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="prices.${format}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(data),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/**
 * One engine's targets, in one process (node --expose-gc --trace-gc). Each target: one warm-up
 * round, then ROUNDS timed rounds; the first timed round is also watched for memory between the
 * markers @@start and @@end, which the parent reads with the collections --trace-gc prints between.
 */
async function child([engine, dir]) {
  const files = {
    csv: new Uint8Array(readFileSync(path.join(dir, 'prices.csv'))),
    xlsx: new Uint8Array(readFileSync(path.join(dir, 'prices.xlsx'))),
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-prices-'));
  const { handle, drop } = await openEngine(engine, dataDir);
  await migrateToLatest(handle);
  const stamp = '2026-10-01T08:00:00.000Z';
  await handle.db
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
  const { app, token } = await startApp(handle, dataDir);
  const bareRows = fileRows().map((r, i) => ({
    id: id(100_000 + i),
    supplier_id: SUPPLIER_ID,
    code: r[0],
    code_key: r[0].toLowerCase(),
    description: r[1],
    unit: r[2],
    category: r[3],
    asset_type: null,
    unit_price_cents: Math.round(r[4] * 100),
    price_updated_at: '2026-11-01T08:00:00.000Z',
    deleted_at: null,
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
  }));
  const importFile = (format, apply) =>
    importPriceFile({
      db: handle.db,
      fileParsing: app.context.fileParsing,
      actor: null,
      supplierId: SUPPLIER_ID,
      data: files[format],
      mappingText: MAPPING,
      fingerprint: undefined,
      apply,
    });
  const targets = {
    'parse-floor': async (format) => {
      const data = files[format];
      if (format === 'csv') {
        const parsed = Papa.parse(new TextDecoder().decode(data), { header: false, skipEmptyLines: false });
        return parsed.data.length - 2; // the header and the trailing empty line
      }
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(data));
      let cells = 0;
      workbook.worksheets[0].eachRow((row) => {
        for (let c = 1; c <= 5; c += 1) if (row.getCell(c).value !== null) cells += 1;
      });
      return cells / 5 - 1;
    },
    read: async (format) =>
      (
        await readPriceFile(
          files[format],
          poolWorkbookReader(app.context.fileParsing, Object.values(JSON.parse(MAPPING))),
        )
      ).rows.length,
    preview: async (format) => (await importFile(format, false)).counts,
    'route-preview': async (format) => {
      const { payload, ...type } = multipart(files[format], format);
      const response = await app.inject({
        method: 'POST',
        url: `/api/price-list/suppliers/${SUPPLIER_ID}/import?apply=0`,
        headers: { authorization: `Bearer ${token}`, ...type },
        payload,
      });
      if (response.statusCode !== 200)
        throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`);
      return response.json().counts;
    },
    apply: async (format) => {
      const result = await importFile(format, true);
      if (!result.applied) throw new Error('not applied');
      return result.counts;
    },
    'insert-floor': async () => {
      await insertChunks(handle.db, 'price_items', bareRows);
      return bareRows.length;
    },
    'update-chunks': async () => {
      // Not a floor: the 2,500 changed prices as apply writes them, alone.
      const now = new Date().toISOString();
      const updates = changedRows().map((r) => ({
        id: id(Number(r[0].slice(3))),
        code: r[0],
        code_key: r[0].toLowerCase(),
        description: r[1],
        unit: r[2],
        category: r[3],
        unit_price_cents: Math.round(r[4] * 100),
        priceChanged: true,
      }));
      await handle.db.transaction().execute((trx) => updateItems({ db: trx }, updates, now));
      return updates.length;
    },
    'update-rows': async () => {
      // Not a floor: the 2,500 changed prices as apply wrote them before, one UPDATE each.
      const now = new Date().toISOString();
      const changed = changedRows();
      await handle.db.transaction().execute(async (trx) => {
        for (const r of changed)
          await trx
            .updateTable('price_items')
            .set({ unit_price_cents: Math.round(r[4] * 100), updated_at: now, price_updated_at: now })
            .where('id', '=', id(Number(r[0].slice(3))))
            .execute();
      });
      return changed.length;
    },
  };
  const plan = [
    ['parse-floor', 'csv'],
    ['read', 'csv'],
    ['parse-floor', 'xlsx'],
    ['read', 'xlsx'],
    ['insert-floor', 'csv'],
    ['update-chunks', 'csv'],
    ['update-rows', 'csv'],
    ...['csv', 'xlsx'].flatMap((format) => [
      ['preview', format],
      ['route-preview', format],
      ['apply', format],
    ]),
  ];
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const [target, format] of plan) {
    const run = targets[target];
    const times = [];
    const stalls = [];
    let memory;
    let outcome;
    for (let round = -1; round < ROUNDS; round += 1) {
      if (target === 'insert-floor') await handle.db.deleteFrom('price_items').execute();
      else await resetList(handle.db);
      globalThis.gc();
      const watched = round === 0;
      if (watched) writeFileSync('/proc/self/clear_refs', '5'); // resets VmHWM to the current RSS
      const rss = status('VmRSS');
      const heap = process.memoryUsage().heapUsed;
      if (watched) process.stdout.write('@@start\n');
      // The longest the event loop went without a turn (a 5 ms timer's largest gap).
      let last = performance.now();
      let stall = 0;
      const tick = setInterval(() => {
        const now = performance.now();
        stall = Math.max(stall, now - last);
        last = now;
      }, 5);
      const start = process.hrtime.bigint();
      outcome = await run(format);
      const took = Number(process.hrtime.bigint() - start) / 1e6;
      await new Promise((resolve) => setTimeout(resolve, 10)); // the gap up to the end counts too
      clearInterval(tick);
      if (watched) {
        process.stdout.write('@@end\n');
        memory = {
          peakRssMb: status('VmHWM') / 1e6,
          rssGrowthMb: Math.max(0, status('VmHWM') - rss) / 1e6,
          heapStartMb: heap / 1e6,
          heapEndMb: process.memoryUsage().heapUsed / 1e6,
        };
      }
      if (round >= 0) {
        times.push(took);
        stalls.push(stall);
      }
    }
    if (target === 'apply') {
      // The last round's outcome, checked in the database: 2,500 new prices, 500 new codes.
      const changed = await handle.db
        .selectFrom('price_items')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('price_updated_at', '>', '2026-11-01')
        .executeTakeFirstOrThrow();
      if (Number(changed.n) !== CHANGED + (ROWS - EXISTING))
        throw new Error(`apply wrote ${changed.n} prices`);
    }
    const result = { target, format, ms: median(times), stallMs: median(stalls), ...memory, outcome };
    process.stdout.write(`@@result ${JSON.stringify(result)}\n`);
  }
  await app.close();
  await handle.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------------
// The parent: the files, then each engine's targets in a child, then the tables.

function runEngine(engine, dir) {
  const out = spawnSync(
    process.execPath,
    ['--expose-gc', '--trace-gc', '--import', 'tsx', self, '--child', engine, dir],
    { cwd: path.resolve(here, '..'), encoding: 'utf8', env: process.env, maxBuffer: 1 << 28 },
  );
  if (out.status !== 0) throw new Error(`${engine} failed:\n${out.stderr}`);
  const results = [];
  let watched = null;
  for (const line of out.stdout.split('\n')) {
    if (line === '@@start') watched = [];
    else if (line === '@@end') {
      results.push({ beforeGc: watched });
      watched = null;
    } else if (line.startsWith('@@result ')) {
      const result = JSON.parse(line.slice('@@result '.length));
      const { beforeGc } = results.pop();
      // The heap in use before each collection of the watched round ("Scavenge 41.2 (48.0) -> ...", MB).
      result.peakHeapMb = Math.max(result.heapEndMb, ...beforeGc) - result.heapStartMb;
      results.push({ engine, ...result });
    } else if (watched) {
      const match = / ([\d.]+) \([\d.]+\) -> /.exec(line);
      if (match) watched.push(Number(match[1]));
    }
  }
  return results;
}

const LABELS = {
  'parse-floor': 'floor: papaparse / exceljs alone',
  read: 'our reading (readPriceFile; a workbook in the parse pool)',
  'insert-floor': 'floor: bare INSERT of 5,000 rows',
  'update-chunks': 'part of apply: 2,500 UPDATEs, 500 a statement',
  'update-rows': 'before: the same as 2,500 one-row UPDATEs',
  preview: 'Firebreak: preview',
  'route-preview': 'Firebreak: preview through the route',
  apply: 'Firebreak: apply',
};

async function parent() {
  const dir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-pricefile-'));
  try {
    await writeFiles(dir);
    const sizes = Object.fromEntries(
      ['csv', 'xlsx'].map((format) => [format, readFileSync(path.join(dir, `prices.${format}`)).length]),
    );
    const engines = ['sqlite', ...(PG_URL ? ['postgres'] : [])];
    const results = engines.flatMap((engine) => runEngine(engine, dir));
    const expected = { add: ROWS - EXISTING, update: CHANGED, unchanged: EXISTING - CHANGED };
    for (const r of results) {
      r.what = LABELS[r.target];
      if (
        ['preview', 'route-preview', 'apply'].includes(r.target) &&
        JSON.stringify(r.outcome) !== JSON.stringify(expected)
      )
        throw new Error(`${r.target} ${r.format} counts ${JSON.stringify(r.outcome)}`);
    }
    const find = (target, format, engine) =>
      results.find((r) => r.target === target && r.format === format && r.engine === engine);
    for (const r of results) {
      if (r.target !== 'preview' && r.target !== 'apply') continue;
      const parse = find('parse-floor', r.format, r.engine);
      const insert = find('insert-floor', 'csv', r.engine);
      r.overFloorsMs = +(r.ms - parse.ms - (r.target === 'apply' ? insert.ms : 0)).toFixed(0);
    }
    console.log(
      `${ROWS} rows (${(sizes.csv / 1e3).toFixed(0)} kB CSV, ${(sizes.xlsx / 1e3).toFixed(0)} kB XLSX) against ${EXISTING} items: ` +
        `${CHANGED} new prices, ${ROWS - EXISTING} new codes, ${EXISTING - CHANGED} unchanged; median of ${ROUNDS} rounds after one warm-up`,
    );
    console.table(
      results.map((r) => ({
        what: r.what,
        file: ['insert-floor', 'update-chunks', 'update-rows'].includes(r.target) ? '—' : r.format,
        engine: r.target === 'parse-floor' || r.target === 'read' ? `(${r.engine} run)` : r.engine,
        'ms (median)': r.ms.toFixed(0),
        'longest stall ms': r.stallMs.toFixed(0),
        'peak RSS MB': r.peakRssMb.toFixed(0),
        'RSS +MB': r.rssGrowthMb.toFixed(0),
        'peak heap +MB': r.peakHeapMb.toFixed(0),
      })),
    );
    console.table(
      results
        .filter((r) => r.overFloorsMs !== undefined)
        .map((r) => ({
          what: r.what,
          file: r.format,
          engine: r.engine,
          'ms over the floors (parse; + INSERT for apply)': r.overFloorsMs,
        })),
    );
    writeFileSync(
      path.join(here, 'results', 'price-import.json'),
      `${JSON.stringify({ date: new Date().toISOString(), node: process.version, rows: ROWS, existing: EXISTING, rounds: ROUNDS, bytes: sizes, results }, null, 2)}\n`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') await child(process.argv.slice(3));
else await parent();
