import type { Kysely } from 'kysely';

/**
 * Issue 30: the technician's day, the dispatch board, registrations and routes (decision 0091).
 *
 * - `personnel.work_start_minute` / `work_end_minute`: the person's working hours, Monday to Friday,
 *   in minutes after midnight company time (07:30 to 16:30 to start). The board sets booked hours
 *   against them.
 * - `personnel_registrations`: SAQCC Fire registrations (category, level, number, expiry) with an
 *   optional copy in the library.
 * - `personnel_leave`: days a person is away (from and to, inclusive).
 * - `inspection_visits.start_minute` / `duration_minutes`: the booked time of day and length; null
 *   while the visit has only a day (or none).
 * - `visit_time_entries`: each stretch on site between Start (or resume) and Pause or Finish; labour on
 *   a chargeable visit is their sum.
 * - `sites.latitude` / `longitude` (WGS 84 degrees) and `access_start_minute` / `access_end_minute`
 *   (when the site lets contractors in; null: any time); `sites.area`, the office's name for where
 *   it is (a suburb or region: the board's area filter), '' until set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('personnel')
    .addColumn('work_start_minute', 'integer', (c) => c.notNull().defaultTo(450))
    .execute();
  await db.schema
    .alterTable('personnel')
    .addColumn('work_end_minute', 'integer', (c) => c.notNull().defaultTo(990))
    .execute();

  await db.schema
    .createTable('personnel_registrations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('personnel_id', 'varchar(36)', (c) =>
      c.notNull().references('personnel.id').onDelete('cascade'),
    )
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('level', 'varchar(32)', (c) => c.notNull())
    .addColumn('number', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('document_id', 'varchar(36)', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('personnel_registrations_person_idx')
    .on('personnel_registrations')
    .columns(['personnel_id', 'category'])
    .execute();
  await db.schema
    .createIndex('personnel_registrations_expiry_idx')
    .on('personnel_registrations')
    .column('expires_on')
    .execute();

  await db.schema
    .createTable('personnel_leave')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('personnel_id', 'varchar(36)', (c) =>
      c.notNull().references('personnel.id').onDelete('cascade'),
    )
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('personnel_leave_person_idx')
    .on('personnel_leave')
    .columns(['personnel_id', 'start_date'])
    .execute();

  await db.schema.alterTable('inspection_visits').addColumn('start_minute', 'integer').execute();
  await db.schema.alterTable('inspection_visits').addColumn('duration_minutes', 'integer').execute();
  await db.schema
    .createIndex('inspection_visits_technician_day_idx')
    .on('inspection_visits')
    .columns(['technician_id', 'scheduled_for'])
    .execute();

  await db.schema
    .createTable('visit_time_entries')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('visit_id', 'varchar(36)', (c) =>
      c.notNull().references('inspection_visits.id').onDelete('cascade'),
    )
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('visit_time_entries_visit_idx')
    .on('visit_time_entries')
    .columns(['visit_id', 'started_at'])
    .execute();

  await db.schema
    .alterTable('sites')
    .addColumn('area', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('sites').addColumn('latitude', 'double precision').execute();
  await db.schema.alterTable('sites').addColumn('longitude', 'double precision').execute();
  await db.schema.alterTable('sites').addColumn('access_start_minute', 'integer').execute();
  await db.schema.alterTable('sites').addColumn('access_end_minute', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['access_end_minute', 'access_start_minute', 'longitude', 'latitude', 'area'])
    await db.schema.alterTable('sites').dropColumn(column).execute();
  await db.schema.dropTable('visit_time_entries').execute();
  await db.schema.dropIndex('inspection_visits_technician_day_idx').execute();
  await db.schema.alterTable('inspection_visits').dropColumn('duration_minutes').execute();
  await db.schema.alterTable('inspection_visits').dropColumn('start_minute').execute();
  await db.schema.dropTable('personnel_leave').execute();
  await db.schema.dropTable('personnel_registrations').execute();
  await db.schema.alterTable('personnel').dropColumn('work_end_minute').execute();
  await db.schema.alterTable('personnel').dropColumn('work_start_minute').execute();
}
