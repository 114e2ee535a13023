import type { Kysely } from 'kysely';

/**
 * Issue 29 §1, maintenance agreements (decision 0087): an agreement per client (AGR-YYYY-NNNN from
 * agreement_counters), the sites it covers and per site the assets or systems with their schedule,
 * its fee and rates in integer cents (percentages in basis points), its acceptance links (signed
 * tokens, only their hash kept, as quotes' links), and its escalations, one per anniversary (unique).
 * inspection_visits.agreement_id marks a visit an ACTIVE agreement covers; null is chargeable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agreement_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('agreements')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('number', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('client_id', 'varchar(36)', (c) => c.notNull().references('clients.id'))
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('notice_days', 'integer', (c) => c.notNull())
    .addColumn('auto_renew', 'integer', (c) => c.notNull())
    .addColumn('cadence', 'varchar(12)', (c) => c.notNull())
    .addColumn('timing', 'varchar(12)', (c) => c.notNull())
    .addColumn('fee_cents', 'bigint', (c) => c.notNull())
    .addColumn('includes_routine_visits', 'integer', (c) => c.notNull())
    .addColumn('call_outs_included', 'integer', (c) => c.notNull())
    .addColumn('labour_hours_included', 'integer', (c) => c.notNull())
    .addColumn('call_out_fee_cents', 'bigint', (c) => c.notNull())
    .addColumn('hourly_rate_cents', 'bigint', (c) => c.notNull())
    .addColumn('travel_per_km_cents', 'bigint', (c) => c.notNull())
    .addColumn('parts_markup_bp', 'integer', (c) => c.notNull())
    .addColumn('notes', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('accepted_name', 'varchar(200)')
    .addColumn('accepted_at', 'varchar(32)')
    .addColumn('accepted_ip', 'varchar(64)')
    .addColumn('declined_name', 'varchar(200)')
    .addColumn('declined_reason', 'varchar(500)')
    .addColumn('declined_at', 'varchar(32)')
    .addColumn('document_id', 'varchar(36)', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('agreements_client_idx')
    .on('agreements')
    .columns(['client_id', 'status'])
    .execute();
  await db.schema.createIndex('agreements_status_idx').on('agreements').column('status').execute();

  await db.schema
    .createTable('agreement_sites')
    .addColumn('agreement_id', 'varchar(36)', (c) =>
      c.notNull().references('agreements.id').onDelete('cascade'),
    )
    .addColumn('site_id', 'varchar(36)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('agreement_sites_pk', ['agreement_id', 'site_id'])
    .execute();
  await db.schema.createIndex('agreement_sites_site_idx').on('agreement_sites').column('site_id').execute();

  await db.schema
    .createTable('agreement_items')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('agreement_id', 'varchar(36)', (c) =>
      c.notNull().references('agreements.id').onDelete('cascade'),
    )
    .addColumn('site_id', 'varchar(36)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('asset_id', 'varchar(36)', (c) => c.references('assets.id').onDelete('set null'))
    .addColumn('system', 'varchar(30)')
    .addColumn('custom_interval_days', 'integer')
    .execute();
  await db.schema
    .createIndex('agreement_items_agreement_idx')
    .on('agreement_items')
    .columns(['agreement_id', 'site_id', 'position'])
    .execute();

  await db.schema
    .createTable('agreement_links')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('agreement_id', 'varchar(36)', (c) =>
      c.notNull().references('agreements.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('fee_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('decision', 'varchar(12)')
    .addColumn('decided_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('agreement_links_agreement_idx')
    .on('agreement_links')
    .column('agreement_id')
    .execute();

  await db.schema
    .createTable('agreement_escalations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('agreement_id', 'varchar(36)', (c) =>
      c.notNull().references('agreements.id').onDelete('cascade'),
    )
    .addColumn('anniversary', 'varchar(10)', (c) => c.notNull())
    .addColumn('pct_bp', 'integer', (c) => c.notNull())
    .addColumn('old_fee_cents', 'bigint', (c) => c.notNull())
    .addColumn('new_fee_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('agreement_escalations_once', ['agreement_id', 'anniversary'])
    .execute();

  await db.schema
    .alterTable('inspection_visits')
    .addColumn('agreement_id', 'varchar(36)', (c) => c.references('agreements.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('inspection_visits_agreement_idx')
    .on('inspection_visits')
    .column('agreement_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('inspection_visits_agreement_idx').execute();
  await db.schema.alterTable('inspection_visits').dropColumn('agreement_id').execute();
  await db.schema.dropTable('agreement_escalations').execute();
  await db.schema.dropTable('agreement_links').execute();
  await db.schema.dropTable('agreement_items').execute();
  await db.schema.dropTable('agreement_sites').execute();
  await db.schema.dropTable('agreements').execute();
  await db.schema.dropTable('agreement_counters').execute();
}
