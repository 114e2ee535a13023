// How long a supplier's XLSX price file holds the server's event loop (issue 25, decision 0077). Two
// workbooks: the 5,000-row price file of bench/price-import.mjs (173 kB), and one as large as the
// checks let through: 5,000 rows whose text cells fill a ~25 MB shared-strings part (the zip limit of
// a price file), under the 5 MB upload limit. Each is previewed through the route (POST
// /api/price-list/suppliers/:id/import?apply=0 as a signed-in PROJECT_MANAGER, multipart, app.inject,
// SQLite), which is what a user's upload does.
// Peers in the same run: the same bytes loaded with exceljs alone in this process (what reading a
// workbook in the server costs, as the route did before decision 0077), and the same 5,000 rows sent
// as CSV through the same route (the route's own work, without a workbook: the floor of its stall).
// "longest stall" is the longest the event loop went without a turn during a round (a 5 ms timer's
// largest gap): in the server, no other request is answered meanwhile. "ms" is the whole preview.
// Each target: one warm-up round, then ROUNDS timed rounds; medians. The app runs in a child process
// (node --expose-gc), as in bench/price-import.mjs.
// Run: node --import tsx bench/price-workbook.mjs   (ROUNDS=5)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

const here = path.dirname(fileURLToPath(import.meta.url));
const self = fileURLToPath(import.meta.url);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const ROWS = 5_000;
const SUPPLIER_ID = '00000000-0000-4000-8000-00000000bbbb';
const MAPPING = JSON.stringify({
  code: 'Item Code',
  description: 'Description',
  unitPrice: 'Price',
  unit: 'UOM',
});
const HEADER = ['Item Code', 'Description', 'UOM', 'Category', 'Price', 'Notes'];
const WORDS =
  'sprinkler valve flange coupling gasket hydrant reducer elbow tee nipple bracket hanger alarm bell pressure switch gauge drain test assembly galvanised schedule pendent upright sidewall concealed'.split(
    ' ',
  );

/** Deterministic text: words picked by a small linear congruential generator. */
function textOf(seed, length) {
  let state = seed * 2_654_435_761;
  const words = [];
  let size = 0;
  while (size < length) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    const word = WORDS[state % WORDS.length];
    words.push(word);
    size += word.length + 1;
  }
  return words.join(' ');
}

const row = (i, notesLength) => [
  `FB-${String(i).padStart(5, '0')}`,
  `Item ${i}: ${textOf(i, 80)}`,
  'each',
  'Sprinklers',
  100 + (i % 997) / 4,
  notesLength ? textOf(i + 1, notesLength) : null,
];

async function workbook(rows, notesLength) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Prices');
  sheet.addRow(HEADER);
  for (let i = 0; i < rows; i += 1) sheet.addRow(row(i, notesLength));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The uncompressed size of a part of a zip, from its central directory. */
function partSize(zip, name) {
  for (let at = zip.length - 22; at >= 0; at -= 1) {
    if (zip.readUInt32LE(at) !== 0x06054b50) continue;
    let entry = zip.readUInt32LE(at + 16);
    for (let i = 0; i < zip.readUInt16LE(at + 10); i += 1) {
      const nameLength = zip.readUInt16LE(entry + 28);
      const entryName = zip.subarray(entry + 46, entry + 46 + nameLength).toString();
      if (entryName === name) return zip.readUInt32LE(entry + 24);
      entry += 46 + nameLength + zip.readUInt16LE(entry + 30) + zip.readUInt16LE(entry + 32);
    }
  }
  return 0;
}

function multipart(data, name = 'prices.xlsx') {
  const boundary = '----firebreakbench';
  return {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${MAPPING}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function child(dir) {
  const { openDatabase } = await import('../apps/server/src/db/client.ts');
  const { migrateToLatest } = await import('../apps/server/src/db/migrate.ts');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const files = {
    prices: readFileSync(path.join(dir, 'prices.xlsx')),
    strings: readFileSync(path.join(dir, 'strings.xlsx')),
    csv: readFileSync(path.join(dir, 'prices.csv')),
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-workbook-'));
  const handle = openDatabase({ dataDir });
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
  const token = register.json().token;
  const targets = {
    'exceljs-alone': async (file) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(files[file]);
      return book.worksheets[0].actualRowCount - 1;
    },
    'route-preview': async (file) => {
      const { payload, ...type } = multipart(files[file], file === 'csv' ? 'prices.csv' : 'prices.xlsx');
      const response = await app.inject({
        method: 'POST',
        url: `/api/price-list/suppliers/${SUPPLIER_ID}/import?apply=0`,
        headers: { authorization: `Bearer ${token}`, ...type },
        payload,
      });
      if (response.statusCode !== 200)
        throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`);
      return response.json().counts.add;
    },
  };
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const plan = [
    ['csv', 'route-preview'],
    ['prices', 'exceljs-alone'],
    ['prices', 'route-preview'],
    ['strings', 'exceljs-alone'],
    ['strings', 'route-preview'],
  ];
  for (const [file, target] of plan) {
    const times = [];
    const stalls = [];
    let outcome;
    for (let round = -1; round < ROUNDS; round += 1) {
      globalThis.gc();
      let last = performance.now();
      let stall = 0;
      const tick = setInterval(() => {
        const now = performance.now();
        stall = Math.max(stall, now - last);
        last = now;
      }, 5);
      const start = performance.now();
      outcome = await targets[target](file);
      const took = performance.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 10)); // the gap up to the end counts too
      clearInterval(tick);
      if (round >= 0) {
        times.push(took);
        stalls.push(stall);
      }
    }
    const result = { file, target, ms: median(times), stallMs: median(stalls), outcome };
    process.stdout.write(`@@result ${JSON.stringify(result)}\n`);
  }
  await app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}

async function parent() {
  const dir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-workbook-files-'));
  try {
    const prices = await workbook(ROWS, 0);
    const strings = await workbook(ROWS, 6_000);
    writeFileSync(path.join(dir, 'prices.xlsx'), prices);
    writeFileSync(path.join(dir, 'strings.xlsx'), strings);
    const csv = [HEADER.slice(0, 5), ...Array.from({ length: ROWS }, (_, i) => row(i, 0).slice(0, 5))]
      .map((cells) => cells.map((cell) => `"${String(cell).replaceAll('"', '""')}"`).join(','))
      .join('\r\n');
    writeFileSync(path.join(dir, 'prices.csv'), `${csv}\r\n`);
    const sizes = {
      prices: { bytes: prices.length, sharedStrings: partSize(prices, 'xl/sharedStrings.xml') },
      strings: { bytes: strings.length, sharedStrings: partSize(strings, 'xl/sharedStrings.xml') },
    };
    const out = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', self, '--child', dir], {
      cwd: path.resolve(here, '..'),
      encoding: 'utf8',
      env: process.env,
      maxBuffer: 1 << 26,
    });
    if (out.status !== 0) throw new Error(`the child failed:\n${out.stderr}`);
    const results = out.stdout
      .split('\n')
      .filter((line) => line.startsWith('@@result '))
      .map((line) => JSON.parse(line.slice('@@result '.length)));
    for (const [file, size] of Object.entries(sizes))
      console.log(
        `${file}.xlsx: ${(size.bytes / 1e6).toFixed(2)} MB, shared strings ${(size.sharedStrings / 1e6).toFixed(1)} MB, ${ROWS} rows`,
      );
    console.table(
      results.map((r) => ({
        file: r.file,
        what:
          r.target === 'exceljs-alone'
            ? 'peer: exceljs alone, in this process'
            : r.file === 'csv'
              ? 'peer: the same rows as CSV through the route'
              : 'Firebreak: preview through the route',
        'ms (median)': r.ms.toFixed(0),
        'longest stall ms': r.stallMs.toFixed(0),
      })),
    );
    writeFileSync(
      path.join(here, 'results', 'price-workbook.json'),
      `${JSON.stringify({ date: new Date().toISOString(), node: process.version, rounds: ROUNDS, sizes, results }, null, 2)}\n`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') await child(process.argv[3]);
else await parent();
