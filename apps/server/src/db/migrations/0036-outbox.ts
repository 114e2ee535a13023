import type { Kysely } from 'kysely';

/**
 * Issue 29 §4, the outbox (decision 0085): every e-mail the app sends is a row here first, and the row
 * is the truth: the sender claims a due row (`UPDATE … WHERE status = 'queued' AND next_attempt_at <=
 * now`, or a 'sending' row whose lease ran out), sends it, and records sent/failed/skipped. Addresses
 * and attachments are JSON text; an attachment's bytes are in the file store's 'outbox' folder under
 * their sha256. Timestamps are ISO UTC text, so they compare as text on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('to_addresses', 'text', (c) => c.notNull())
    .addColumn('cc_addresses', 'text', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('attachments', 'text', (c) => c.notNull())
    .addColumn('related_type', 'varchar(30)')
    .addColumn('related_id', 'varchar(36)')
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('claim_token', 'varchar(36)')
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('message_id', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('outbox_messages_due_idx')
    .on('outbox_messages')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('outbox_messages_related_idx')
    .on('outbox_messages')
    .columns(['related_type', 'related_id'])
    .execute();
  await db.schema
    .createIndex('outbox_messages_created_idx')
    .on('outbox_messages')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_messages').execute();
}
