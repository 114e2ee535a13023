import type { Kysely } from 'kysely';

/**
 * Issue 29 §4, overdue reminders (decision 0089). `reminder_schedule` is the office's schedule: one row
 * per offset in days from an invoice's due date (−7 a week before, 30 a month after), starting with
 * −7, 7 and 30. `invoice_reminders` is what the daily job did: one row per invoice and offset, unique,
 * so a reminder is taken once however often the job runs, on however many instances; 'queued' names
 * its outbox message, 'skipped' says why none was written (the client has no billing e-mail).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reminder_schedule')
    .addColumn('offset_days', 'integer', (c) => c.primaryKey())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('reminder_schedule' as never)
    .values([-7, 7, 30].map((offset_days) => ({ offset_days, updated_at: now })) as never)
    .execute();
  await db.schema
    .createTable('invoice_reminders')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('invoice_id', 'varchar(36)', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('offset_days', 'integer', (c) => c.notNull())
    .addColumn('due_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)')
    .addColumn('outbox_message_id', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('invoice_reminders_invoice_offset_key', ['invoice_id', 'offset_days'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoice_reminders').execute();
  await db.schema.dropTable('reminder_schedule').execute();
}
