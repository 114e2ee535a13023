/**
 * Migration 0027 on data made before it (docs/decisions/0073): each quote takes its first client
 * decision, a family's earlier revisions point at the latest, a revoked link is the office's, and a
 * link still open (it kept no record of what the client was shown) is closed for a new one.
 */
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../db/migrate';
import { migrationProvider } from '../../../db/migrations';
import type { QuotesTable } from '../../../db/schema/quotes';
import { createTestDatabase, engines } from '../../../test/test-app';

type OldQuote = Omit<QuotesTable, 'client_decision' | 'decided_link_id' | 'superseded_by'>;

const at = '2026-11-01T08:00:00.000Z';
/** Quote `q<n>` is Q-2026-000<n>; its revision `q<n>r<r>` is 'Q-2026-000<n> Rev <r>'. */
const quote = (id: string, status: string, revision = 0, revisionOf: string | null = null): OldQuote => ({
  id,
  quote_number: `Q-2026-000${id[1]}${revision ? ` Rev ${revision}` : ''}`,
  quote_year: 2026,
  sequence: Number(id[1]),
  status,
  template_id: 'SPRINKLER_SYSTEM',
  template_name: 'Sprinkler System',
  project_type: 'SPRINKLER_SYSTEM',
  project_title: `Quote ${id}`,
  client_name: 'Client A',
  contact_number: '',
  client_type: 'COMMERCIAL',
  area: 100,
  urgency: 'STANDARD',
  location: 'LOCAL',
  base_rate_cents: 10_000,
  base_amount_cents: 1_000_000,
  urgency_percent: 0,
  urgency_adjustment_cents: 0,
  travel_percent: 0,
  travel_adjustment_cents: 0,
  subtotal_cents: 1_150_000,
  markup_cents: 150_000,
  vat_cents: 172_500,
  total_cents: 1_322_500,
  typical_duration: '',
  payment_terms: '',
  validity: '',
  validity_days: 30,
  includes: '[]',
  exclusions: '[]',
  notes: '[]',
  generated_at: at,
  generated_by: 'Thandi',
  created_by: null,
  created_at: at,
  updated_at: at,
  project_id: null,
  revision,
  revision_of: revisionOf,
  kind: 'QUICK',
  site_id: null,
  visit_id: null,
});

const link = (
  id: string,
  quoteId: string,
  values: { decision?: string; decidedAt?: string; revokedAt?: string; expiresAt?: string } = {},
) => ({
  id,
  quote_id: quoteId,
  token_hash: id.padEnd(64, '0'),
  expires_at: values.expiresAt ?? '2099-01-01T00:00:00.000Z',
  revoked_at: values.revokedAt ?? null,
  created_by: null,
  created_at: at,
  decision: values.decision ?? null,
  decided_name: values.decision ? 'Client' : null,
  decided_note: values.decision ? '' : null,
  decided_at: values.decidedAt ?? null,
  decided_ip: null,
});

describe.each(engines)('migration 0027 on %s', (engine) => {
  it('records first decisions and latest revisions, and closes links that kept no record of what they showed', async () => {
    const { database, drop } = await createTestDatabase(engine);
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: migrationProvider,
        ...(database.schema ? { migrationTableSchema: database.schema } : {}),
      });
      expect((await migrator.migrateTo('0025-boq')).error).toBeUndefined();
      // biome-ignore lint/suspicious/noExplicitAny: the tables as they were before 0027
      const old = database.db as any;
      await old
        .insertInto('quotes')
        .values([
          quote('q1', 'Sent'),
          quote('q1r1', 'Sent', 1, 'q1'),
          quote('q1r2', 'Draft', 2, 'q1'),
          // Answered twice through two links before 0027: approved first, then declined.
          quote('q2', 'Lost'),
          quote('q3', 'Sent'),
        ])
        .execute();
      await old
        .insertInto('quote_approval_links')
        .values([
          link('l-approve', 'q2', { decision: 'APPROVED', decidedAt: '2026-11-02T08:00:00.000Z' }),
          link('l-decline', 'q2', { decision: 'DECLINED', decidedAt: '2026-11-03T08:00:00.000Z' }),
          link('l-open', 'q3'),
          link('l-revoked', 'q3', { revokedAt: '2026-11-02T08:00:00.000Z' }),
          link('l-expired', 'q3', { expiresAt: '2026-11-02T08:00:00.000Z' }),
        ])
        .execute();

      await migrateToLatest(database);

      const quotes = await database.db
        .selectFrom('quotes')
        .select(['id', 'status', 'client_decision', 'decided_link_id', 'superseded_by'])
        .orderBy('id')
        .execute();
      expect(quotes).toEqual([
        { id: 'q1', status: 'Sent', client_decision: null, decided_link_id: null, superseded_by: 'q1r2' },
        { id: 'q1r1', status: 'Sent', client_decision: null, decided_link_id: null, superseded_by: 'q1r2' },
        { id: 'q1r2', status: 'Draft', client_decision: null, decided_link_id: null, superseded_by: null },
        {
          id: 'q2',
          status: 'Lost',
          client_decision: 'APPROVED',
          decided_link_id: 'l-approve',
          superseded_by: null,
        },
        { id: 'q3', status: 'Sent', client_decision: null, decided_link_id: null, superseded_by: null },
      ]);
      const links = await database.db
        .selectFrom('quote_approval_links')
        .select(['id', 'revoked_reason', 'revoked_at', 'content_hash'])
        .where('quote_id', '=', 'q3')
        .orderBy('id')
        .execute();
      expect(
        links.map(({ id, revoked_reason, content_hash }) => ({ id, revoked_reason, content_hash })),
      ).toEqual([
        { id: 'l-expired', revoked_reason: null, content_hash: null },
        { id: 'l-open', revoked_reason: 'REISSUE', content_hash: null },
        { id: 'l-revoked', revoked_reason: 'OFFICE', content_hash: null },
      ]);
      expect(links.find((row) => row.id === 'l-open')?.revoked_at).not.toBeNull();
      expect(links.find((row) => row.id === 'l-revoked')?.revoked_at).toBe('2026-11-02T08:00:00.000Z');
    } finally {
      await database.close();
      await drop();
    }
  });
});
