/**
 * A supplier's price file against its price list (issue 17): the preview lists what each row would do
 * (ADD a new code or revive a deleted one, UPDATE a different price or text, UNCHANGED) and the row
 * errors; applying writes every change in one transaction, or nothing when any row fails or the list
 * changed since the preview (its fingerprint), and remembers the column map for the next file.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  BOQ_LIMITS,
  BOQ_MESSAGES,
  centsToRand,
  type PriceColumnMap,
  type PriceImportChange,
  type PriceImportResult,
  type PriceImportRowError,
  priceColumnMapSchema,
} from '@firebreak/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PriceItemsTable } from '../../../db/schema/quotes';
import type { FileParsingPool } from '../../../jobs/file-parsing/file-parsing-pool';
import { ParseJobError } from '../../../jobs/file-parsing/pool';
import { checkZipLimits, ZipLimitError } from '../../../jobs/file-parsing/zip-limits';
import type { ServiceDeps } from '../../../lib/context';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, conflict, ImportRowsError, notFound, serviceUnavailable } from '../../../lib/errors';
import { type AuditActor, recordAudit } from '../../audit/audit.service';
import {
  PRICE_FILE_ZIP_LIMITS,
  PRICE_WORKBOOK_REFUSED,
  type PriceFile,
  parsePrice,
  readPriceFile,
  type WorkbookReader,
} from './price-file';
import { codeKey, findSupplier, parseColumnMap } from './price-list.service';

const M = BOQ_MESSAGES;
const ERRORS_LISTED_MAX = 500;

/** A refusal that lists the failing rows: 400 { error, errors } (plugins/errors.ts). */
function priceImportRowsError(errors: PriceImportRowError[]): ImportRowsError {
  const rows = new Set(errors.map((error) => error.row)).size;
  return new ImportRowsError(`${rows} ${rows === 1 ? 'row has' : 'rows have'} errors; nothing was imported`, {
    errors,
  });
}

/** = + @ tab CR start a formula in a spreadsheet; so does - before anything but a space. */
const FORMULA_START = /^(?:[=+@\t\r]|-(?=\S))/;

const WORKBOOK_BUSY = 'The server is busy reading other files: try again in a minute';
const WORKBOOK_TOO_BIG =
  'The workbook takes too long or too much memory to read: save the price list alone as CSV and upload that';

/**
 * The reader that runs in the parse pool: the zip's headers are checked here first (a bomb never
 * reaches a child), the workbook is read there; what the child refuses is a 400 with its message.
 */
export function poolWorkbookReader(pool: FileParsingPool, keep: string[]): WorkbookReader {
  return async (data) => {
    try {
      checkZipLimits(data, PRICE_FILE_ZIP_LIMITS);
    } catch (error) {
      if (error instanceof ZipLimitError) throw badRequest(error.message);
      throw error;
    }
    try {
      return await pool.run('price-workbook', data, { keep });
    } catch (error) {
      if (!(error instanceof ParseJobError)) throw error;
      if (error.reason === 'busy' || error.reason === 'closed') throw serviceUnavailable(WORKBOOK_BUSY);
      if (error.reason === 'timeout' || error.reason === 'memory') throw badRequest(WORKBOOK_TOO_BIG);
      if (error.code === PRICE_WORKBOOK_REFUSED) throw badRequest(error.message);
      throw badRequest(BOQ_MESSAGES.importType);
    }
  };
}

/** The mapping sent as JSON text, or 400. */
export function readMapping(text: string | undefined): PriceColumnMap | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(M.importMapping);
  }
  const parsed = priceColumnMapSchema.safeParse(json);
  if (!parsed.success) throw badRequest(M.importMapping);
  const { unit, category, ...required } = parsed.data;
  return { ...required, ...(unit ? { unit } : {}), ...(category ? { category } : {}) };
}

/** The fingerprint of a supplier's items: any add, change or delete since gives another. */
function fingerprintOf(items: PriceItemsTable[]): string {
  const hash = createHash('sha256');
  for (const item of [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)))
    hash.update(`${item.id}|${Number(item.unit_price_cents)}|${item.updated_at}|${item.deleted_at ?? ''}\n`);
  return hash.digest('hex').slice(0, 32);
}

type Planned = {
  change: PriceImportChange;
  existing: PriceItemsTable | undefined;
  cents: number;
};

type Plan = {
  mapping: PriceColumnMap | null;
  planned: Planned[];
  errors: PriceImportRowError[];
  fingerprint: string;
};

/** Each mapped column's position in the header (first match, case and spaces ignored), or 400. */
function columnIndexes(columns: string[], mapping: PriceColumnMap) {
  const find = (name: string | undefined) => {
    if (name === undefined) return undefined;
    const index = columns.findIndex((column) => column.trim().toLowerCase() === name.trim().toLowerCase());
    if (index < 0) throw badRequest(M.importColumnMissing(name));
    return index;
  };
  return {
    code: find(mapping.code) as number,
    description: find(mapping.description) as number,
    unitPrice: find(mapping.unitPrice) as number,
    unit: find(mapping.unit),
    category: find(mapping.category),
  };
}

function fits(columns: string[], mapping: PriceColumnMap): boolean {
  try {
    columnIndexes(columns, mapping);
    return true;
  } catch {
    return false;
  }
}

const text = (cell: string | number | null | undefined) =>
  cell === null || cell === undefined ? '' : String(cell).trim();

async function plan(
  db: Kysely<Database>,
  supplierId: string,
  file: PriceFile,
  mapping: PriceColumnMap | null,
): Promise<Plan> {
  const items = await db
    .selectFrom('price_items')
    .selectAll()
    .where('supplier_id', '=', supplierId)
    .execute();
  const fingerprint = fingerprintOf(items);
  if (!mapping) return { mapping: null, planned: [], errors: [], fingerprint };
  const at = columnIndexes(file.columns, mapping);
  const byCode = new Map(items.map((item) => [item.code_key, item]));
  const errors: PriceImportRowError[] = [...file.errors];
  const seen = new Map<string, number>();
  const planned: Planned[] = [];
  for (const { row, cells } of file.rows) {
    const before = errors.length;
    const fail = (column: string, message: string) => errors.push({ row, column, message });
    const field = (index: number | undefined, column: string | undefined, label: string, max: number) => {
      if (index === undefined || column === undefined) return undefined;
      const value = text(cells[index]);
      if (FORMULA_START.test(value)) fail(column, 'Starts like a spreadsheet formula (= + - @); remove it');
      else if (value.length > max) fail(column, `${label} must be at most ${max} characters`);
      return value;
    };
    const code = field(at.code, mapping.code, 'Code', BOQ_LIMITS.codeMax) ?? '';
    const description =
      field(at.description, mapping.description, 'Description', BOQ_LIMITS.descriptionMax) ?? '';
    const unitCell = field(at.unit, mapping.unit, 'Unit', BOQ_LIMITS.unitMax);
    const categoryCell = field(at.category, mapping.category, 'Category', BOQ_LIMITS.categoryMax);
    if (code === '') fail(mapping.code, 'Code is required');
    if (description === '') fail(mapping.description, 'Description is required');
    const price = parsePrice(cells[at.unitPrice] ?? null);
    if ('error' in price) fail(mapping.unitPrice, price.error);
    const key = codeKey(code);
    if (code !== '') {
      const first = seen.get(key);
      if (first !== undefined) fail(mapping.code, `Code ${code} is also on row ${first}`);
      else seen.set(key, row);
    }
    if (errors.length > before || 'error' in price) continue;
    const existing = byCode.get(key);
    const live = existing && existing.deleted_at === null ? existing : undefined;
    // An unmapped unit or category keeps the item's own; a blank mapped cell is the default.
    const unit = unitCell === undefined ? (live?.unit ?? 'each') : unitCell || 'each';
    const category = categoryCell === undefined ? (live?.category ?? '') : categoryCell;
    const oldCents = live ? Number(live.unit_price_cents) : null;
    const action: PriceImportChange['action'] = !live
      ? 'ADD'
      : oldCents !== price.cents ||
          live.description !== description ||
          live.unit !== unit ||
          live.category !== category ||
          live.code !== code
        ? 'UPDATE'
        : 'UNCHANGED';
    planned.push({
      existing,
      cents: price.cents,
      change: {
        row,
        code,
        description,
        unit,
        category,
        action,
        oldUnitPrice: oldCents === null ? null : centsToRand(oldCents),
        unitPrice: centsToRand(price.cents),
      },
    });
  }
  errors.sort((a, b) => a.row - b.row);
  return { mapping, planned, errors, fingerprint };
}

function result(plan: Plan, columns: string[], applied: boolean, skip = false): PriceImportResult {
  const changes = plan.planned.map((entry) => entry.change);
  const count = (action: PriceImportChange['action']) => changes.filter((c) => c.action === action).length;
  return {
    applied,
    columns,
    mapping: plan.mapping,
    changes,
    errors: plan.errors.slice(0, ERRORS_LISTED_MAX),
    counts: { add: count('ADD'), update: count('UPDATE'), unchanged: count('UNCHANGED') },
    fingerprint: plan.fingerprint,
    skippedRows: skip ? [...new Set(plan.errors.map((error) => error.row))].sort((a, b) => a - b) : [],
  };
}

/**
 * Rows per statement. An update binds 8 values a row (4,000 a chunk), an insert 13 (2,600): far below
 * PostgreSQL's 65,535 binds and the 32,766 of the SQLite that better-sqlite3 bundles
 * (SQLITE_MAX_VARIABLE_NUMBER; older builds allowed 999, a limit the inserts already passed). A
 * file at the row limit (5,000) is at most 10 update statements, or 25 insert statements.
 */
const UPDATE_CHUNK = 500;
const INSERT_CHUNK = 200;

export type ItemUpdate = {
  id: string;
  code: string;
  code_key: string;
  description: string;
  unit: string;
  category: string;
  unit_price_cents: number;
  /** A new price, or a deleted item revived: the row gets the new price date. */
  priceChanged: boolean;
};

/**
 * One statement for a chunk of changed items: the values as a named VALUES list (a WITH, as SQLite
 * takes no column names on a FROM (VALUES …) AS v(…)), joined to the rows by id. Each value is a
 * bound parameter, cast so PostgreSQL types the list's columns as the table's.
 */
async function updateChunk(trx: Kysely<Database>, rows: ItemUpdate[], now: string) {
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(cast(${row.id} as varchar(36)), cast(${row.code} as text), cast(${row.code_key} as text),
          cast(${row.description} as text), cast(${row.unit} as text), cast(${row.category} as text),
          cast(${row.unit_price_cents} as bigint), cast(${row.priceChanged ? 1 : 0} as integer))`,
    ),
  );
  await sql`
    with v (id, code, code_key, description, unit, category, unit_price_cents, price_changed)
      as (values ${values})
    update price_items set
      code = v.code, code_key = v.code_key, description = v.description, unit = v.unit,
      category = v.category, unit_price_cents = v.unit_price_cents,
      updated_at = cast(${now} as text), deleted_at = null,
      price_updated_at = case when v.price_changed = 1 then cast(${now} as text)
        else price_items.price_updated_at end
    from v where price_items.id = v.id`.execute(trx);
}

/** Writes changed items, a chunk a statement (bench/price-import.mjs times it alone too). */
export async function updateItems({ db: trx }: ServiceDeps<'db'>, updates: ItemUpdate[], now: string) {
  for (let start = 0; start < updates.length; start += UPDATE_CHUNK)
    await updateChunk(trx, updates.slice(start, start + UPDATE_CHUNK), now);
}

async function write(trx: Kysely<Database>, supplierId: string, planned: Planned[]) {
  const now = new Date().toISOString();
  const inserts: PriceItemsTable[] = [];
  const updates: ItemUpdate[] = [];
  for (const { change, existing, cents } of planned) {
    if (change.action === 'UNCHANGED') continue;
    const values = {
      code: change.code,
      code_key: codeKey(change.code),
      description: change.description,
      unit: change.unit,
      category: change.category,
      unit_price_cents: cents,
    };
    if (existing)
      updates.push({
        id: existing.id,
        ...values,
        priceChanged: existing.deleted_at !== null || Number(existing.unit_price_cents) !== cents,
      });
    else
      inserts.push({
        id: randomUUID(),
        supplier_id: supplierId,
        ...values,
        asset_type: null,
        price_updated_at: now,
        deleted_at: null,
        created_at: now,
        updated_at: now,
      });
  }
  await updateItems({ db: trx }, updates, now);
  for (let start = 0; start < inserts.length; start += INSERT_CHUNK)
    await trx
      .insertInto('price_items')
      .values(inserts.slice(start, start + INSERT_CHUNK))
      .execute();
}

/**
 * Preview (apply false) or apply a price file. Without a mapping sent or remembered the answer only
 * names the columns, so the screen can ask for the map.
 */
export async function importPriceFile({
  db,
  // Workbooks are read in the parse pool, not in the server process.
  fileParsing,
  actor,
  supplierId,
  data,
  mappingText,
  fingerprint,
  apply,
  skipInvalid = false,
}: ServiceDeps<'db' | 'fileParsing'> & {
  actor: AuditActor;
  supplierId: string;
  data: Uint8Array;
  mappingText: string | undefined;
  fingerprint: string | undefined;
  apply: boolean;
  /** Apply the good rows and list the others, instead of refusing the file (issue 27 item 10). */
  skipInvalid?: boolean;
}): Promise<PriceImportResult> {
  const supplier = await findSupplier({ db }, supplierId);
  if (!supplier) throw notFound(M.supplierNotFound);
  const sent = readMapping(mappingText);
  const remembered = parseColumnMap(supplier.column_map);
  const mapped = [sent, remembered]
    .flatMap((map) => (map ? Object.values(map) : []))
    .filter((name): name is string => typeof name === 'string');
  const file = await readPriceFile(data, poolWorkbookReader(fileParsing, mapped));
  // A remembered map that does not fit this file's header is not the request's fault: the preview
  // answers with the columns so the screen asks for the map again.
  const mapping = sent ?? (apply || (remembered && fits(file.columns, remembered)) ? remembered : null);
  if (!apply || !mapping)
    return result(await plan(db, supplierId, file, mapping), file.columns, false, skipInvalid);
  try {
    const applied = await db.transaction().execute(async (trx) => {
      const planned = await plan(trx, supplierId, file, mapping);
      if (fingerprint !== undefined && fingerprint !== planned.fingerprint) throw conflict(M.importStale);
      if (planned.errors.length > 0 && !skipInvalid)
        throw priceImportRowsError(planned.errors.slice(0, ERRORS_LISTED_MAX));
      await write(trx, supplierId, planned.planned);
      await trx
        .updateTable('suppliers')
        .set({ column_map: JSON.stringify(mapping), updated_at: new Date().toISOString() })
        .where('id', '=', supplierId)
        .execute();
      const after = await trx
        .selectFrom('price_items')
        .selectAll()
        .where('supplier_id', '=', supplierId)
        .execute();
      const done = result({ ...planned, fingerprint: fingerprintOf(after) }, file.columns, true, skipInvalid);
      await recordAudit({
        db: trx,
        actor,
        action: 'import-prices',
        entity: 'quote',
        entityId: supplierId,
        after: {
          supplier: supplier.name,
          rows: file.rows.length,
          ...done.counts,
          ...(done.skippedRows.length ? { skipped: done.skippedRows.length } : {}),
        },
      });
      return done;
    });
    return applied;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.importStale);
    throw error;
  }
}
