import { type Kysely, sql } from 'kysely';

/**
 * Template management (docs/decisions/0068): no two active quote templates share a name, whatever
 * the case. A partial unique index on lower(name) over active rows, so a retired template's name can
 * be reused and concurrent saves cannot both win; both SQLite and PostgreSQL accept this form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE UNIQUE INDEX quote_templates_active_name_idx ON quote_templates (lower(name)) WHERE active = 1`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('quote_templates_active_name_idx').execute();
}
