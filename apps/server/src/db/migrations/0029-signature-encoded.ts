import type { Kysely } from 'kysely';

/**
 * Decision 0076. A visit's signature is kept only as the parse pool re-encoded it:
 * `signature_encoded` is 1 for such bytes (and for the demo seed's, which the server drew itself), 0
 * for a raw upload stored before this change, which is re-encoded before any report draws it.
 * A visit's report and certificate follow the visit's rules in the library: indexes find the visit
 * of a document (and the documents of other technicians' visits) without reading every visit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('inspection_visits')
    .addColumn('signature_encoded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('inspection_visits_report_idx')
    .on('inspection_visits')
    .column('report_document_id')
    .execute();
  await db.schema
    .createIndex('inspection_visits_certificate_idx')
    .on('inspection_visits')
    .column('certificate_document_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('inspection_visits_certificate_idx').execute();
  await db.schema.dropIndex('inspection_visits_report_idx').execute();
  await db.schema.alterTable('inspection_visits').dropColumn('signature_encoded').execute();
}
