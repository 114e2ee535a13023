/**
 * Passages in the database (document_passages, migration 0032, decision 0079): written with the
 * document's text in the same transaction, read in full when the index is built, and read a few at
 * a time when a search shows them.
 */
import type { ServiceDeps } from '../../lib/context';
import type { DocumentPassage } from './passages';

/** Rows per insert (5 columns each: well inside SQLite's and PostgreSQL's parameter limits). */
const INSERT_BATCH = 200;

/** Replaces a document's passages (call it in the transaction that writes the document's text). */
export async function replacePassages(
  { db }: ServiceDeps<'db'>,
  documentId: string,
  passages: readonly DocumentPassage[],
) {
  await db.deleteFrom('document_passages').where('document_id', '=', documentId).execute();
  const rows = passages.map((passage, ordinal) => ({
    document_id: documentId,
    ordinal,
    page: passage.page,
    heading: passage.heading,
    text: passage.text,
  }));
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db
      .insertInto('document_passages')
      .values(rows.slice(start, start + INSERT_BATCH))
      .execute();
  }
}

/** The passages of each document named (by its row id), in order. */
export async function passagesOf(
  { db }: ServiceDeps<'db'>,
  documentIds: readonly string[],
): Promise<Map<string, DocumentPassage[]>> {
  const out = new Map<string, DocumentPassage[]>();
  if (documentIds.length === 0) return out;
  const rows = await db
    .selectFrom('document_passages')
    .select(['document_id', 'ordinal', 'page', 'heading', 'text'])
    .where('document_id', 'in', documentIds)
    .orderBy('document_id')
    .orderBy('ordinal')
    .execute();
  for (const row of rows) {
    const list = out.get(row.document_id) ?? [];
    list.push({ heading: row.heading, text: row.text, page: row.page === null ? null : Number(row.page) });
    out.set(row.document_id, list);
  }
  return out;
}

/** Chosen passages by (row id, ordinal): what a search shows. Keys are `${documentId}:${ordinal}`. */
export async function readPassages(
  { db }: ServiceDeps<'db'>,
  refs: readonly { documentId: string; ordinal: number }[],
): Promise<Map<string, DocumentPassage>> {
  const out = new Map<string, DocumentPassage>();
  if (refs.length === 0) return out;
  const rows = await db
    .selectFrom('document_passages')
    .select(['document_id', 'ordinal', 'page', 'heading', 'text'])
    .where((eb) =>
      eb.or(
        refs.map((ref) => eb.and([eb('document_id', '=', ref.documentId), eb('ordinal', '=', ref.ordinal)])),
      ),
    )
    .execute();
  for (const row of rows)
    out.set(`${row.document_id}:${row.ordinal}`, {
      heading: row.heading,
      text: row.text,
      page: row.page === null ? null : Number(row.page),
    });
  return out;
}
