import type { Kysely } from 'kysely';

/** Saved weekly plans, their blocks, and calendar-feed subscriptions (one per user). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('weekly_plans')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('weekly_plan_blocks')
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.notNull().references('weekly_plans.user_id').onDelete('cascade'),
    )
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('start_minute', 'integer', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addPrimaryKeyConstraint('weekly_plan_blocks_pk', ['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('calendar_subscriptions')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['calendar_subscriptions', 'weekly_plan_blocks', 'weekly_plans']) {
    await db.schema.dropTable(table).execute();
  }
}
