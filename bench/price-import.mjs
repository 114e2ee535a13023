// A supplier's price file at the limit (issue 17, docs/decisions/0070): 5,000 rows
// (BOQ_LIMITS.importRowsMax) as CSV and as XLSX (written with exceljs), against a supplier list of
// 4,500 items, so the file updates 2,500 prices, adds 500 codes and leaves 2,000 unchanged. Timed
// through the real import path (importPriceFile in price-import.service.ts, called directly on a
// migrated database): the preview, and the apply (one transaction, plan again, write, audit).
// Peers in the same run: (a) the same bytes parsed alone with papaparse / exceljs (the floor for
// reading: no checks, no database), and our own reading of the file alone (readPriceFile: the parse
// plus its checks); (b) a bare INSERT of the same 5,000 rows in one transaction with Kysely, chunks
// of 200 like the import, into an emptied table (the floor for writing).
// Each target runs in a child process of its own (node --expose-gc --trace-gc). In its first round,
// "peak RSS +MB" is the process's peak resident size during the round (VmHWM, reset through
// /proc/self/clear_refs just before) over its size at the start, and "peak heap +MB" is the most V8
// heap in use during the round (the heap in use before each of the round's collections, as
// --trace-gc prints it, or after the round if more) over the heap in use at the start.
// Times are the median of ROUNDS rounds, each on the same database state (the list is put back
// between rounds). SQLite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
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
import { readPriceFile } from '../apps/server/src/modules/price-list/price-file.ts';
import { importPriceFile } from '../apps/server/src/modules/price-list/price-import.service.ts';
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

async function child([target, format, engine, dir]) {
  const data = new Uint8Array(readFileSync(path.join(dir, `prices.${format}`)));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-prices-'));
  let handle;
  let drop = async () => {};
  if (engine !== 'none') {
    ({ handle, drop } = await openEngine(engine, dataDir));
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
  }
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
  const run = {
    async 'parse-floor'() {
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
    async read() {
      return (await readPriceFile(data)).rows.length;
    },
    async preview() {
      const result = await importPriceFile({
        db: handle.db,
        actor: null,
        supplierId: SUPPLIER_ID,
        data,
        mappingText: MAPPING,
        fingerprint: undefined,
        apply: false,
      });
      return result.counts;
    },
    async apply() {
      const result = await importPriceFile({
        db: handle.db,
        actor: null,
        supplierId: SUPPLIER_ID,
        data,
        mappingText: MAPPING,
        fingerprint: undefined,
        apply: true,
      });
      if (!result.applied) throw new Error('not applied');
      return result.counts;
    },
    async 'insert-floor'() {
      await insertChunks(handle.db, 'price_items', bareRows);
      return bareRows.length;
    },
  }[target];
  const times = [];
  let memory;
  let outcome;
  for (let round = 0; round < ROUNDS; round += 1) {
    if (handle) {
      if (target === 'insert-floor') await handle.db.deleteFrom('price_items').execute();
      else await resetList(handle.db);
    }
    globalThis.gc();
    if (round === 0) writeFileSync('/proc/self/clear_refs', '5'); // resets VmHWM to the current RSS
    const rss = status('VmRSS');
    const heap = process.memoryUsage().heapUsed;
    if (round === 0) process.stdout.write('@@start\n');
    const start = process.hrtime.bigint();
    outcome = await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (round === 0) {
      process.stdout.write('@@end\n');
      memory = {
        peakRssMb: (status('VmHWM') - rss) / 1e6,
        heapStartMb: heap / 1e6,
        heapEndMb: process.memoryUsage().heapUsed / 1e6,
      };
    }
  }
  if (target === 'apply' && handle) {
    // The last round's outcome, checked in the database: 2,500 new prices, 500 new codes.
    const changed = await handle.db
      .selectFrom('price_items')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('price_updated_at', '>', '2026-11-01')
      .executeTakeFirstOrThrow();
    if (Number(changed.n) !== CHANGED + (ROWS - EXISTING)) throw new Error(`apply wrote ${changed.n} prices`);
  }
  await handle?.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
  const sorted = [...times].sort((a, b) => a - b);
  process.stdout.write(
    `${JSON.stringify({ ms: sorted[Math.floor(sorted.length / 2)], ...memory, outcome })}\n`,
  );
}

// ---------------------------------------------------------------------------------------------------
// The parent: the files, then each target in its own child, then the table.

function measure(target, format, engine, dir) {
  const out = spawnSync(
    process.execPath,
    ['--expose-gc', '--trace-gc', '--import', 'tsx', self, '--child', target, format, engine, dir],
    { cwd: path.resolve(here, '..'), encoding: 'utf8', env: process.env, maxBuffer: 1 << 26 },
  );
  if (out.status !== 0) throw new Error(`${target} ${format} ${engine} failed:\n${out.stderr}`);
  const lines = out.stdout.trim().split('\n');
  const result = JSON.parse(lines.findLast((line) => line.startsWith('{')));
  // The heap in use before each collection of the first round ("Scavenge 41.2 (48.0) -> ...", MB).
  const round = lines.slice(lines.indexOf('@@start'), lines.indexOf('@@end'));
  const beforeGc = round.map((line) => Number(/ ([\d.]+) \([\d.]+\) -> /.exec(line)?.[1] ?? 0));
  result.peakHeapMb = Math.max(result.heapEndMb, ...beforeGc) - result.heapStartMb;
  return result;
}

async function parent() {
  const dir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-pricefile-'));
  try {
    await writeFiles(dir);
    const sizes = Object.fromEntries(
      ['csv', 'xlsx'].map((format) => [format, readFileSync(path.join(dir, `prices.${format}`)).length]),
    );
    const engines = ['sqlite', ...(PG_URL ? ['postgres'] : [])];
    const rows = [];
    const results = [];
    const add = (what, format, engine, r) => {
      results.push({ what, format, engine, ...r });
      rows.push({
        what,
        file: format,
        engine,
        'ms (median)': r.ms.toFixed(0),
        'peak RSS +MB': r.peakRssMb.toFixed(0),
        'peak heap +MB': r.peakHeapMb.toFixed(0),
      });
    };
    for (const format of ['csv', 'xlsx']) {
      add('floor: papaparse / exceljs alone', format, '—', measure('parse-floor', format, 'none', dir));
      add('our reading (readPriceFile)', format, '—', measure('read', format, 'none', dir));
    }
    for (const engine of engines) {
      add('floor: bare INSERT of 5,000 rows', '—', engine, measure('insert-floor', 'csv', engine, dir));
      for (const format of ['csv', 'xlsx']) {
        const preview = measure('preview', format, engine, dir);
        const apply = measure('apply', format, engine, dir);
        const expected = { add: ROWS - EXISTING, update: CHANGED, unchanged: EXISTING - CHANGED };
        for (const r of [preview, apply])
          if (JSON.stringify(r.outcome) !== JSON.stringify(expected))
            throw new Error(`counts ${JSON.stringify(r.outcome)}`);
        add('Firebreak: preview', format, engine, preview);
        add('Firebreak: apply', format, engine, apply);
      }
    }
    const floor = (what, format, engine) =>
      results.find((r) => r.what.startsWith(what) && r.format === format && r.engine === engine);
    for (const r of results) {
      if (!r.what.startsWith('Firebreak')) continue;
      const parse = floor('floor: papaparse', r.format, '—');
      const insert = floor('floor: bare INSERT', '—', r.engine);
      r.overFloorsMs = +(r.ms - parse.ms - (r.what.endsWith('apply') ? insert.ms : 0)).toFixed(0);
    }
    console.log(
      `${ROWS} rows (${(sizes.csv / 1e3).toFixed(0)} kB CSV, ${(sizes.xlsx / 1e3).toFixed(0)} kB XLSX) against ${EXISTING} items: ` +
        `${CHANGED} new prices, ${ROWS - EXISTING} new codes, ${EXISTING - CHANGED} unchanged; median of ${ROUNDS} rounds`,
    );
    console.table(rows);
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
