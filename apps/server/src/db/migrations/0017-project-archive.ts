import type { Kysely } from 'kysely';

/**
 * Projects are archived, never deleted (issue 15): a completed or cancelled project leaves the lists
 * and the board but keeps its money, milestones and history. Numbered 0017: 0016 belongs to the
 * weekly plan's crew templates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').addColumn('archived_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('archived_at').execute();
}
