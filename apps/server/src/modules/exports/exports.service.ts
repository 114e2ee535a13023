/**
 * The accounting export (issue 29 §5): the period's issued documents and receipts as Sage's or Xero's
 * import files in one ZIP, recorded with the file's SHA-256 and each document's fingerprint (the
 * SHA-256 of the rows it was exported as). The ZIP holds no clock time, so the same period exported
 * again with nothing changed is the same file byte for byte; a document whose rows differ from the
 * last export of it (same format, overlapping period) is listed in changes-since-last-export.csv and
 * in the export's record. Decision 0086.
 */
import { createHash, randomUUID } from 'node:crypto';
import type {
  AccountingDocumentKind,
  AccountingExport,
  AccountingExportFormat,
  AccountingExportList,
  AccountingExportQuery,
} from '@firebreak/shared';
import JSZip from 'jszip';
import type { ServiceDeps } from '../../lib/context';
import { toCsv } from '../../lib/csv';
import type { Actor } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import type { DocumentRef, ExportFile } from './cells';
import { readRegister } from './exports.register';
import { sageFiles } from './sage';
import { xeroFiles } from './xero';

export const CHANGES_FILE = 'changes-since-last-export.csv';
export const CHANGES_HEADER = ['Kind', 'Document', 'Document Id'];

export type AccountingExportFile = { id: string; fileName: string; body: Buffer; sha256: string };

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const documentKey = (ref: Pick<DocumentRef, 'kind' | 'id'>) => `${ref.kind}:${ref.id}`;

export async function exportAccounting(
  { db }: ServiceDeps<'db'>,
  actor: Actor,
  query: AccountingExportQuery,
): Promise<AccountingExportFile> {
  const register = await readRegister({ db }, query);
  const files = query.format === 'xero' ? xeroFiles(register) : sageFiles(register);
  const documents = fingerprints(files);
  const previous = await lastFingerprints({ db }, query);
  const changed = [...documents.values()].filter((d) => {
    const before = previous.get(documentKey(d.ref));
    return before !== undefined && before !== d.fingerprint;
  });

  const archive = new JSZip();
  // A fixed time in the ZIP (the period's last day, midnight UTC): the same period, the same bytes.
  const date = new Date(`${query.to}T00:00:00Z`);
  for (const file of files)
    archive.file(file.name, toCsv([file.header, ...file.rows.map((row) => row.cells)]), { date });
  archive.file(
    CHANGES_FILE,
    toCsv([CHANGES_HEADER, ...changed.map((d) => [d.ref.kind, d.ref.label, d.ref.id])]),
    { date },
  );
  const body = await archive.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'DOS' });
  const fileName = `accounting-${query.format}-${query.from}-to-${query.to}.zip`;
  const id = randomUUID();
  const digest = sha256(body);

  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('accounting_exports')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .executeTakeFirst();
    await trx
      .insertInto('accounting_exports')
      .values({
        id,
        format: query.format,
        from_date: query.from,
        to_date: query.to,
        file_name: fileName,
        sha256: digest,
        byte_size: body.length,
        document_count: documents.size,
        seq: Number(last?.seq ?? 0) + 1,
        created_by: actor.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    const changedKeys = new Set(changed.map((d) => documentKey(d.ref)));
    const rows = [...documents.values()].map((d) => ({
      export_id: id,
      kind: d.ref.kind,
      document_id: d.ref.id,
      label: d.ref.label.slice(0, 200),
      fingerprint: d.fingerprint,
      changed: changedKeys.has(documentKey(d.ref)) ? 1 : 0,
    }));
    for (let start = 0; start < rows.length; start += 200)
      await trx
        .insertInto('accounting_export_documents')
        .values(rows.slice(start, start + 200))
        .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'export',
      entity: 'accounting-export',
      entityId: id,
      after: {
        format: query.format,
        from: query.from,
        to: query.to,
        documents: documents.size,
        changed: changed.length,
      },
    });
  });
  return { id, fileName, body, sha256: digest };
}

/** Each document's rows across the files, in file order, hashed: what the document was exported as. */
function fingerprints(files: ExportFile[]) {
  const rowsOf = new Map<string, { ref: DocumentRef; rows: unknown[] }>();
  for (const file of files)
    for (const row of file.rows) {
      if (!row.document) continue;
      const key = documentKey(row.document);
      const entry = rowsOf.get(key) ?? { ref: row.document, rows: [] };
      entry.rows.push([file.name, row.cells]);
      rowsOf.set(key, entry);
    }
  return new Map(
    [...rowsOf].map(([key, { ref, rows }]) => [key, { ref, fingerprint: sha256(JSON.stringify(rows)) }]),
  );
}

/**
 * Each document's fingerprint in the latest earlier export of the same format whose period overlaps
 * this one (an export that held a document of this period always does).
 */
async function lastFingerprints({ db }: ServiceDeps<'db'>, query: AccountingExportQuery) {
  const rows = await db
    .selectFrom('accounting_export_documents as d')
    .innerJoin('accounting_exports as e', 'e.id', 'd.export_id')
    .select(['d.kind', 'd.document_id', 'd.fingerprint', 'e.seq'])
    .where('e.format', '=', query.format)
    .where('e.from_date', '<=', query.to)
    .where('e.to_date', '>=', query.from)
    .orderBy('e.seq')
    .execute();
  const last = new Map<string, string>();
  for (const row of rows) last.set(`${row.kind}:${row.document_id}`, row.fingerprint);
  return last;
}

/** Past exports, newest first, each with the documents it marked as changed. */
export async function listAccountingExports(
  { db }: ServiceDeps<'db'>,
  { limit = 100 }: { limit?: number } = {},
): Promise<AccountingExportList> {
  const rows = await db
    .selectFrom('accounting_exports as e')
    .leftJoin('users as u', 'u.id', 'e.created_by')
    .select([
      'e.id',
      'e.format',
      'e.from_date',
      'e.to_date',
      'e.file_name',
      'e.sha256',
      'e.byte_size',
      'e.document_count',
      'e.created_by',
      'e.created_at',
      'u.first_name',
      'u.last_name',
    ])
    .orderBy('e.seq', 'desc')
    .limit(limit)
    .execute();
  const total = await db
    .selectFrom('accounting_exports')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  const changes = new Map<string, AccountingExport['changes']>();
  if (rows.length > 0) {
    const changedRows = await db
      .selectFrom('accounting_export_documents')
      .select(['export_id', 'kind', 'document_id', 'label'])
      .where('changed', '=', 1)
      .where(
        'export_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('export_id')
      .orderBy('kind')
      .orderBy('label')
      .execute();
    for (const row of changedRows) {
      const list = changes.get(row.export_id) ?? [];
      list.push({ kind: row.kind as AccountingDocumentKind, documentId: row.document_id, label: row.label });
      changes.set(row.export_id, list);
    }
  }
  return {
    items: rows.map((row) => ({
      id: row.id,
      format: row.format as AccountingExportFormat,
      from: row.from_date,
      to: row.to_date,
      fileName: row.file_name,
      sha256: row.sha256,
      byteSize: Number(row.byte_size),
      documentCount: Number(row.document_count),
      changes: changes.get(row.id) ?? [],
      createdBy:
        row.created_by === null
          ? null
          : { id: row.created_by, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() },
      createdAt: row.created_at,
    })),
    total: Number(total?.count ?? 0),
  };
}
