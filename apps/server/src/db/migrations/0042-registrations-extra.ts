import { type Kysely, sql } from 'kysely';

/**
 * Issue 30 §3: a person holds one registration of a category under a number, whatever its case. A
 * unique index on (personnel_id, category, upper(number)), so two saves at once cannot both win the
 * service's check (it answers 409 either way); both SQLite and PostgreSQL accept this form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE UNIQUE INDEX personnel_registrations_number_idx ON personnel_registrations (personnel_id, category, upper(number))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('personnel_registrations_number_idx').execute();
}
