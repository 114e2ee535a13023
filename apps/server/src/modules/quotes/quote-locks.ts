/**
 * The writes that keep a quote's approval links true to the quote (docs/decisions/0073). Every change
 * that can open, answer or close a quote's links locks the quote's row first and reads it again, so on
 * PostgreSQL a decision, a status change, a new link and a revision of one quote take turns and each
 * sees what the one before it did (SQLite runs one transaction at a time). Locks are always taken
 * quote row first, then link rows, so two of them never wait on each other.
 */
import {
  QUOTE_MESSAGES,
  type QuoteDecision,
  type QuoteStatus,
  type QuoteStatusState,
} from '@firebreak/shared';
import { sql } from 'kysely';
import type { QuotesTable } from '../../db/schema/quotes';
import type { ServiceDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';

/** Locks a quote's row for the rest of the transaction (a write of nothing) and reads it as it now is. */
export async function lockQuote({ db: trx }: ServiceDeps<'db'>, id: string): Promise<QuotesTable> {
  const locked = await trx
    .updateTable('quotes')
    .set({ updated_at: sql<string>`updated_at` })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) !== 1) throw notFound(QUOTE_MESSAGES.notFound);
  return trx.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Closes the links of these quotes that could still be answered; how many it closed. */
export async function withdrawOpenLinks(
  { db: trx }: ServiceDeps<'db'>,
  {
    quoteIds,
    reason,
    at,
    except,
  }: { quoteIds: string[]; reason: 'DECIDED' | 'STATUS' | 'REVISED'; at: string; except?: string },
): Promise<number> {
  if (quoteIds.length === 0) return 0;
  let update = trx
    .updateTable('quote_approval_links')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('quote_id', 'in', quoteIds)
    .where('decision', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at);
  if (except) update = update.where('id', '<>', except);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** What a status change of this quote depends on, read inside the transaction that holds its lock. */
export async function quoteStatusState(
  { db: trx }: ServiceDeps<'db'>,
  row: QuotesTable,
  at: string,
): Promise<QuoteStatusState> {
  const project = row.project_id
    ? await trx.selectFrom('projects').select('title').where('id', '=', row.project_id).executeTakeFirst()
    : undefined;
  const open = await trx
    .selectFrom('quote_approval_links')
    .select('id')
    .where('quote_id', '=', row.id)
    .where('decision', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .limit(1)
    .executeTakeFirst();
  return {
    status: row.status as QuoteStatus,
    clientDecision: (row.client_decision as QuoteDecision | null) ?? null,
    projectTitle: project?.title ?? null,
    hasOpenLinks: open !== undefined,
  };
}
