import { type Kysely, sql } from 'kysely';

/**
 * Issue 27 item 12. A service report has a number a person can say and file: SR-YYYY-NNNN, in order
 * within the company's (South African) year of the visit's completion, taken once per visit when its
 * report is first drawn and kept on the visit. Reports drawn before this keep the reference they
 * printed (VR- and the visit's id), so no number is given to them here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_report_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('inspection_visits').addColumn('report_number', 'varchar(20)').execute();
  await db.schema
    .createIndex('inspection_visits_report_number')
    .on('inspection_visits')
    .column('report_number')
    .unique()
    .where(sql.ref('report_number'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('inspection_visits_report_number').execute();
  await db.schema.alterTable('inspection_visits').dropColumn('report_number').execute();
  await db.schema.dropTable('service_report_counters').execute();
}
