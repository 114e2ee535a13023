import type { Kysely } from 'kysely';

/**
 * Issue 29, the money register: tax invoices and credit notes with their lines, payments received
 * from a client and their allocations to invoices, a client's billing details (VAT number, payment
 * terms, billing e-mail; a client without a row has 30-day terms and no VAT number). Money in integer cents; quantities in thousandths; dates YYYY-MM-DD (the
 * company's days). Invoice numbers keep INV-YYYY-NNNN from invoice_counters (decision 0011); credit
 * notes number CN-YYYY-NNNN from their own counter. A source_key (CLAIM:…, VISIT:…, AGREEMENT:…:period)
 * is unique, so one source never becomes two invoices.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_billing')
    .addColumn('client_id', 'varchar(36)', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
    .addColumn('vat_number', 'varchar(10)')
    .addColumn('payment_terms_days', 'integer', (c) => c.notNull())
    .addColumn('billing_email', 'varchar(254)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('credit_note_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('number', 'varchar(20)', (c) => c.unique())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('client_id', 'varchar(36)', (c) => c.notNull().references('clients.id'))
    .addColumn('client_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('client_address', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('client_vat_number', 'varchar(10)')
    .addColumn('site_id', 'varchar(36)', (c) => c.references('sites.id').onDelete('set null'))
    .addColumn('project_id', 'varchar(36)', (c) => c.references('projects.id').onDelete('set null'))
    .addColumn('source', 'varchar(12)', (c) => c.notNull())
    .addColumn('source_id', 'varchar(36)')
    .addColumn('source_key', 'varchar(100)', (c) => c.unique())
    .addColumn('credits_invoice_id', 'varchar(36)', (c) => c.references('invoices.id'))
    .addColumn('issue_date', 'varchar(10)')
    .addColumn('due_date', 'varchar(10)')
    .addColumn('reference', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('excl_cents', 'bigint', (c) => c.notNull())
    .addColumn('vat_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('issued_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('issued_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('invoices_client_idx')
    .on('invoices')
    .columns(['client_id', 'issue_date'])
    .execute();
  await db.schema.createIndex('invoices_status_idx').on('invoices').columns(['status', 'due_date']).execute();
  await db.schema.createIndex('invoices_credits_idx').on('invoices').column('credits_invoice_id').execute();
  await db.schema.createIndex('invoices_project_idx').on('invoices').column('project_id').execute();

  await db.schema
    .createTable('invoice_lines')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('invoice_id', 'varchar(36)', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('quantity_milli', 'bigint', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('tax_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('net_cents', 'bigint', (c) => c.notNull())
    .addColumn('vat_cents', 'bigint', (c) => c.notNull())
    .addColumn('credits_line_id', 'varchar(36)', (c) => c.references('invoice_lines.id'))
    .execute();
  await db.schema
    .createIndex('invoice_lines_invoice_idx')
    .on('invoice_lines')
    .columns(['invoice_id', 'position'])
    .execute();
  await db.schema
    .createIndex('invoice_lines_credits_idx')
    .on('invoice_lines')
    .column('credits_line_id')
    .execute();

  await db.schema
    .createTable('client_payments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('client_id', 'varchar(36)', (c) => c.notNull().references('clients.id'))
    .addColumn('paid_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('method', 'varchar(8)', (c) => c.notNull())
    .addColumn('reference', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    /** A project payment (project_ledger) this mirrors: moved into the register, never counted twice. */
    .addColumn('ledger_id', 'varchar(36)', (c) => c.unique())
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('client_payments_client_idx')
    .on('client_payments')
    .columns(['client_id', 'paid_on'])
    .execute();

  await db.schema
    .createTable('payment_allocations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('payment_id', 'varchar(36)', (c) =>
      c.notNull().references('client_payments.id').onDelete('cascade'),
    )
    .addColumn('invoice_id', 'varchar(36)', (c) => c.notNull().references('invoices.id'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_allocations_payment_idx')
    .on('payment_allocations')
    .column('payment_id')
    .execute();
  await db.schema
    .createIndex('payment_allocations_invoice_idx')
    .on('payment_allocations')
    .column('invoice_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_allocations').execute();
  await db.schema.dropTable('client_payments').execute();
  await db.schema.dropTable('invoice_lines').execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('credit_note_counters').execute();
  await db.schema.dropTable('client_billing').execute();
}
