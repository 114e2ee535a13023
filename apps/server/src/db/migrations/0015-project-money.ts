import type { Kysely } from 'kysely';

/**
 * Project money (issue 15): progress claims (tax invoices) with VAT and retention, payments received
 * against a claim, and costs by category. Payments and costs stay in project_ledger (cash flow reads
 * it by month); a payment now names its claim and may be marked as an overpayment, a cost its category.
 * Claim numbers INV-YYYY-NNNN come from a counter row per year, like quote numbers (decision 0011).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('project_claims')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('number', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('claim_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('work_value_cents', 'bigint', (c) => c.notNull())
    .addColumn('retention_percent', 'real', (c) => c.notNull())
    .addColumn('retention_cents', 'bigint', (c) => c.notNull())
    .addColumn('vat_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('project_claims_project_idx')
    .on('project_claims')
    .column('project_id')
    .execute();

  await db.schema.alterTable('project_ledger').addColumn('claim_id', 'varchar(36)').execute();
  await db.schema.alterTable('project_ledger').addColumn('category', 'varchar(24)').execute();
  await db.schema
    .alterTable('project_ledger')
    .addColumn('overpayment', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('project_ledger_claim_idx').on('project_ledger').column('claim_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('project_ledger_claim_idx').execute();
  await db.schema.alterTable('project_ledger').dropColumn('overpayment').execute();
  await db.schema.alterTable('project_ledger').dropColumn('category').execute();
  await db.schema.alterTable('project_ledger').dropColumn('claim_id').execute();
  await db.schema.dropTable('project_claims').execute();
  await db.schema.dropTable('invoice_counters').execute();
}
