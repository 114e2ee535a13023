import type { Kysely } from 'kysely';

/**
 * A visit's signature is kept only as the parse pool re-encoded it (docs/decisions/0076):
 * `signature_encoded` is 1 for such bytes (and for the demo seed's, which the server drew itself), 0
 * for a raw upload stored before this change, which is re-encoded before any report draws it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('inspection_visits')
    .addColumn('signature_encoded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inspection_visits').dropColumn('signature_encoded').execute();
}
