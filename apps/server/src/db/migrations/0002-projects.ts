import type { Kysely } from 'kysely';

/** Projects, milestones, teams, the money ledger, alerts, weather alerts, server runs and usage counts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('client_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('client_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('urgency', 'varchar(16)', (c) => c.notNull())
    .addColumn('location', 'varchar(200)', (c) => c.notNull())
    .addColumn('area', 'double precision', (c) => c.notNull())
    .addColumn('budget_cents', 'bigint', (c) => c.notNull())
    .addColumn('spent_cents', 'bigint', (c) => c.notNull())
    .addColumn('due_date', 'varchar(10)')
    .addColumn('start_date', 'varchar(10)')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('tender_outcome', 'varchar(8)')
    .addColumn('progress', 'integer', (c) => c.notNull())
    .addColumn('health', 'varchar(16)', (c) => c.notNull())
    .addColumn('compliance_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
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

  await db.schema
    .createTable('milestones')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // One index: a (completed_at, due_date) index tempted SQLite away from it for per-project counts
  // (4 ms instead of 0.05 ms a page at 10,000 projects, bench/api-projects.mjs).
  await db.schema
    .createIndex('milestones_project_idx')
    .on('milestones')
    .columns(['project_id', 'completed_at', 'due_date'])
    .execute();

  await db.schema
    .createTable('project_team')
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('project_team_pk', ['project_id', 'user_id'])
    .execute();
  await db.schema.createIndex('project_team_user_idx').on('project_team').column('user_id').execute();

  await db.schema
    .createTable('project_ledger')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('occurred_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('project_ledger_date_idx')
    .on('project_ledger')
    .columns(['occurred_on', 'kind'])
    .execute();
  await db.schema
    .createIndex('project_ledger_project_idx')
    .on('project_ledger')
    .column('project_id')
    .execute();

  await db.schema
    .createTable('alerts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('severity', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('message', 'varchar(1000)', (c) => c.notNull())
    .addColumn('project_id', 'varchar(36)', (c) => c.references('projects.id').onDelete('cascade'))
    .addColumn('cause_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('acknowledged', 'integer', (c) => c.notNull())
    .addColumn('acknowledged_at', 'varchar(32)')
    .addColumn('acknowledged_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolved_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('alerts_open_idx')
    .on('alerts')
    .columns(['acknowledged', 'resolved_at', 'created_at'])
    .execute();
  await db.schema.createIndex('alerts_project_idx').on('alerts').column('project_id').execute();

  await db.schema
    .createTable('weather_alerts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('location', 'varchar(200)', (c) => c.notNull())
    .addColumn('message', 'varchar(500)', (c) => c.notNull())
    .addColumn('severity', 'varchar(16)', (c) => c.notNull())
    .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('weather_alerts_expiry_idx')
    .on('weather_alerts')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('server_runs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('server_runs_seen_idx').on('server_runs').column('last_seen_at').execute();

  await db.schema
    .createTable('usage_events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('usage_events_created_idx').on('usage_events').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'usage_events',
    'server_runs',
    'weather_alerts',
    'alerts',
    'project_ledger',
    'project_team',
    'milestones',
    'projects',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
