/**
 * CSV import of a site's assets (docs/decisions/0063): the header must name exactly the columns of
 * ASSET_CSV_COLUMNS; every row is checked with the form's schema, serials against each other and the
 * site's register; any failing row refuses the whole file with one entry per problem, and otherwise
 * every row is written in one transaction. Cells that a spreadsheet would run as a formula are refused.
 */
import { randomUUID } from 'node:crypto';
import {
  ASSET_CSV_COLUMNS,
  ASSET_IMPORT_LIMITS,
  type AssetImportResult,
  type AssetValues,
  assetInputSchema,
  type ImportRowError,
  resolveAssetType,
  SITE_STRINGS,
  serialKey,
} from '@firebreak/shared';
import Papa from 'papaparse';
import type { ServiceDeps } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, ImportRowsError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import { assertSite, assetColumns, duplicateSerial } from './assets.service';

/** A refusal that lists the failing rows: 400 { error, rows } (plugins/errors.ts). */
function importRowsError(rows: ImportRowError[], total: number): ImportRowsError {
  return new ImportRowsError(
    `${total} ${total === 1 ? 'row has' : 'rows have'} errors; nothing was imported`,
    {
      rows,
    },
  );
}

/** = + @ tab CR start a formula in a spreadsheet; so does - before anything but a space. */
const FORMULA_START = /^(?:[=+@\t\r]|-(?=\S))/;

const FIELD_OF: Record<string, string> = {
  type: 'type',
  make: 'make',
  model: 'model',
  serial: 'serial',
  location: 'location',
  installedOn: 'installed_on',
  standard: 'standard',
  notes: 'notes',
};

type Parsed = { line: number; values: AssetValues };

function readRows(text: string): { rows: Record<string, string>[]; errors: ImportRowError[] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = ASSET_CSV_COLUMNS.filter((column) => !fields.includes(column));
  const extra = fields.filter((field) => !(ASSET_CSV_COLUMNS as readonly string[]).includes(field));
  if (missing.length > 0 || extra.length > 0 || fields.length !== ASSET_CSV_COLUMNS.length)
    throw badRequest(
      `The first line must name the columns ${ASSET_CSV_COLUMNS.join(',')} (found: ${fields.join(',').slice(0, 200) || 'none'})`,
    );
  if (parsed.data.length === 0) throw badRequest('The CSV has a header but no rows');
  if (parsed.data.length > ASSET_IMPORT_LIMITS.maxRows)
    throw badRequest(
      `The CSV has more than ${ASSET_IMPORT_LIMITS.maxRows} rows; split it into several files`,
    );
  const errors = parsed.errors.map((error) => ({
    row: (error.row ?? 0) + 2,
    field: '',
    message: error.message,
  }));
  return { rows: parsed.data, errors };
}

function checkRow(raw: Record<string, string>, line: number, errors: ImportRowError[]): AssetValues | null {
  const before = errors.length;
  for (const column of ASSET_CSV_COLUMNS) {
    const cell = (raw[column] ?? '').trim();
    if (FORMULA_START.test(cell))
      errors.push({
        row: line,
        field: column,
        message: 'Starts like a spreadsheet formula (= + - @); remove it',
      });
  }
  const typeText = raw.type ?? '';
  const type = resolveAssetType(typeText);
  if (!type)
    errors.push({
      row: line,
      field: 'type',
      message: `${SITE_STRINGS.unknownType}: ${typeText.slice(0, 60)}`,
    });
  const result = assetInputSchema.safeParse({
    type: type?.key ?? 'HOSE_REEL',
    make: raw.make,
    model: raw.model,
    serial: raw.serial,
    location: raw.location,
    installedOn: raw.installed_on,
    standard: raw.standard,
    notes: raw.notes,
  });
  if (!result.success)
    for (const issue of result.error.issues)
      errors.push({ row: line, field: FIELD_OF[String(issue.path[0])] ?? '', message: issue.message });
  return errors.length === before && result.success ? result.data : null;
}

export async function importAssets({
  db,
  actor,
  siteId,
  csv,
}: ServiceDeps<'db'> & {
  actor: AuditActor;
  siteId: string;
  csv: string;
}): Promise<AssetImportResult> {
  await assertSite({ db }, siteId);
  const { rows, errors } = readRows(csv);
  const existing = await db
    .selectFrom('assets')
    .select('serial_key')
    .where('site_id', '=', siteId)
    .where('serial_key', 'is not', null)
    .execute();
  const registered = new Set(existing.map((row) => row.serial_key));
  const seen = new Map<string, number>();
  const accepted: Parsed[] = [];
  rows.forEach((raw, index) => {
    const line = index + 2;
    const values = checkRow(raw, line, errors);
    if (!values) return;
    const key = serialKey(values.serial);
    if (key !== null) {
      const first = seen.get(key);
      if (first !== undefined) {
        errors.push({
          row: line,
          field: 'serial',
          message: `Serial ${values.serial} is also on row ${first}`,
        });
        return;
      }
      seen.set(key, line);
      if (registered.has(key)) {
        errors.push({
          row: line,
          field: 'serial',
          message: `${SITE_STRINGS.duplicateSerial}: ${values.serial}`,
        });
        return;
      }
    }
    accepted.push({ line, values });
  });
  if (errors.length > 0) {
    errors.sort((a, b) => a.row - b.row);
    const failingRows = new Set(errors.map((error) => error.row)).size;
    throw importRowsError(errors.slice(0, ASSET_IMPORT_LIMITS.maxErrorsListed), failingRows);
  }
  try {
    await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const values = accepted.map(({ values: input }) => ({
        id: randomUUID(),
        site_id: siteId,
        ...assetColumns(input),
        created_at: now,
        updated_at: now,
      }));
      for (let start = 0; start < values.length; start += 200)
        await trx
          .insertInto('assets')
          .values(values.slice(start, start + 200))
          .execute();
      await recordAudit({
        db: trx,
        actor,
        action: 'import',
        entity: 'site',
        entityId: siteId,
        after: { created: values.length, serials: accepted.slice(0, 50).map((row) => row.values.serial) },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSerial();
    throw error;
  }
  return { created: accepted.length };
}
