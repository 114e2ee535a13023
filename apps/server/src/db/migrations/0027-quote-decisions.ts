import { type Kysely, sql } from 'kysely';

/**
 * A client's decision stands (issue 25 §3; docs/decisions/0073).
 *
 * - `quotes.client_decision` / `quotes.decided_link_id`: the client's answer (APPROVED, DECLINED) and
 *   the link it came through. Set once; a quote with one never changes status again.
 * - `quotes.superseded_by`: the latest revision of the quote's family, on every earlier one.
 * - `quote_approval_links.issued_total_cents` / `content_hash`: the total and the SHA-256 of what the
 *   client is shown, when the link is made; `decided_total_cents` / `decided_hash`: the same at the
 *   decision; `revoked_reason`: who or what closed the link (OFFICE, DECIDED, STATUS, REVISED, REISSUE).
 *
 * Existing data: each quote takes the first decision made on it; a family's earlier revisions point at
 * its latest; a link that was still open has no record of what the client was shown, so it is closed
 * (REISSUE) and the office sends a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quotes').addColumn('client_decision', 'varchar(16)').execute();
  await db.schema.alterTable('quotes').addColumn('decided_link_id', 'varchar(36)').execute();
  await db.schema.alterTable('quotes').addColumn('superseded_by', 'varchar(36)').execute();
  for (const [column, type] of [
    ['issued_total_cents', 'bigint'],
    ['content_hash', 'varchar(64)'],
    ['revoked_reason', 'varchar(16)'],
    ['decided_total_cents', 'bigint'],
    ['decided_hash', 'varchar(64)'],
  ] as const) {
    await db.schema.alterTable('quote_approval_links').addColumn(column, type).execute();
  }

  await sql`UPDATE quote_approval_links SET revoked_reason = 'OFFICE' WHERE revoked_at IS NOT NULL`.execute(
    db,
  );
  await sql`
    UPDATE quotes SET decided_link_id = (
      SELECT l.id FROM quote_approval_links l
      WHERE l.quote_id = quotes.id AND l.decision IS NOT NULL
      ORDER BY l.decided_at, l.id LIMIT 1)
    WHERE EXISTS (
      SELECT 1 FROM quote_approval_links l WHERE l.quote_id = quotes.id AND l.decision IS NOT NULL)`.execute(
    db,
  );
  await sql`
    UPDATE quotes SET client_decision = (
      SELECT l.decision FROM quote_approval_links l WHERE l.id = quotes.decided_link_id)
    WHERE decided_link_id IS NOT NULL`.execute(db);
  await sql`
    UPDATE quotes SET superseded_by = (
      SELECT r.id FROM quotes r
      WHERE COALESCE(r.revision_of, r.id) = COALESCE(quotes.revision_of, quotes.id)
      ORDER BY r.revision DESC LIMIT 1)
    WHERE EXISTS (
      SELECT 1 FROM quotes r
      WHERE COALESCE(r.revision_of, r.id) = COALESCE(quotes.revision_of, quotes.id)
        AND r.revision > quotes.revision)`.execute(db);
  const now = new Date().toISOString();
  await sql`
    UPDATE quote_approval_links SET revoked_at = ${now}, revoked_reason = 'REISSUE'
    WHERE decision IS NULL AND revoked_at IS NULL AND expires_at > ${now}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'decided_hash',
    'decided_total_cents',
    'revoked_reason',
    'content_hash',
    'issued_total_cents',
  ]) {
    await db.schema.alterTable('quote_approval_links').dropColumn(column).execute();
  }
  await db.schema.alterTable('quotes').dropColumn('superseded_by').execute();
  await db.schema.alterTable('quotes').dropColumn('decided_link_id').execute();
  await db.schema.alterTable('quotes').dropColumn('client_decision').execute();
}
