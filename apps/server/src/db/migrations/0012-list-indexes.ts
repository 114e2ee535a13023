import type { Kysely } from 'kysely';

/**
 * The projects list pages by every sort it offers: one (column, id) index per sort, and one led by
 * status for the board's usual filter, so a page's ids come from an index alone (no table rows, no
 * sort step) however deep the page. They replace the narrower indexes of 0002.
 * Measured in bench/api-projects.mjs (docs/decisions/0054-lists-under-load.md).
 */
export const PROJECT_SORT_COLUMNS = [
  'created_at',
  'updated_at',
  'due_date',
  'title',
  'client_name',
  'budget_cents',
  'progress',
] as const;

const REPLACED = [
  'projects_status_idx',
  'projects_status_due_idx',
  'projects_created_idx',
  'projects_client_idx',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of PROJECT_SORT_COLUMNS) {
    await db.schema.createIndex(`projects_by_${column}_idx`).on('projects').columns([column, 'id']).execute();
    await db.schema
      .createIndex(`projects_status_by_${column}_idx`)
      .on('projects')
      .columns(['status', column, 'id'])
      .execute();
  }
  for (const name of REPLACED) await db.schema.dropIndex(name).ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of PROJECT_SORT_COLUMNS) {
    await db.schema.dropIndex(`projects_by_${column}_idx`).ifExists().execute();
    await db.schema.dropIndex(`projects_status_by_${column}_idx`).ifExists().execute();
  }
  await db.schema
    .createIndex('projects_status_idx')
    .on('projects')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('projects_status_due_idx')
    .on('projects')
    .columns(['status', 'due_date'])
    .execute();
  await db.schema.createIndex('projects_created_idx').on('projects').column('created_at').execute();
  await db.schema.createIndex('projects_client_idx').on('projects').column('client_name').execute();
}
