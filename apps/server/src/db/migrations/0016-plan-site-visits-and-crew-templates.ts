import type { Kysely } from 'kysely';

/**
 * Weekly plan (docs/decisions/0061): a milestone remembers who added it, so a site visit reaches the
 * plan of the person who scheduled it; and a company's own crew templates (named sets of blocks),
 * their blocks kept as a JSON array checked by zod on the way in and out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('milestones').addColumn('created_by', 'varchar(36)').execute();
  await db.schema
    .createIndex('milestones_due_kind_idx')
    .on('milestones')
    .columns(['kind', 'due_date'])
    .execute();

  await db.schema
    .createTable('crew_templates')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('blocks', 'text', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('crew_templates').execute();
  await db.schema.dropIndex('milestones_due_kind_idx').execute();
  await db.schema.alterTable('milestones').dropColumn('created_by').execute();
}
