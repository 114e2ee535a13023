import { type Kysely, sql } from 'kysely';

/**
 * AI decisions counted per kind and hour (docs/decisions/0057) instead of one usage_events row per
 * search forever: the server tallies in memory and adds to these rows once a minute. The events
 * recorded so far become their hourly counts; usage_events is then dropped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('usage_counts')
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('hour_start', 'varchar(32)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_counts_pk', ['kind', 'hour_start'])
    .execute();
  // created_at is an ISO string (decision 0004): its first 13 characters are the hour.
  const hourStart = sql<string>`substr(created_at, 1, 13) || ':00:00.000Z'`;
  await db
    .insertInto('usage_counts' as never)
    .columns(['kind', 'hour_start', 'count'] as never)
    .expression(
      (db as Kysely<{ usage_events: { kind: string; created_at: string } }>)
        .selectFrom('usage_events')
        .select((eb) => ['kind', hourStart.as('hour_start'), eb.fn.countAll().as('count')])
        .groupBy(['kind', hourStart]),
    )
    .execute();
  await db.schema.dropTable('usage_events').execute();
}

/** Back to one row per event is not recoverable from counts: usage_events comes back empty. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('usage_events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('usage_events_created_idx').on('usage_events').column('created_at').execute();
  await db.schema.dropTable('usage_counts').execute();
}
