/**
 * The numbers that run per calendar year (Q-YYYY-NNNN quotes, INV-YYYY-NNNN tax invoices,
 * SR-YYYY-NNNN service reports,
 * FR-YYYY-NNNN portal fault reports): one counter row per year, taken with one atomic upsert inside the
 * caller's transaction, so the row lock (PostgreSQL) or the single writer (SQLite) hands each
 * transaction the next number and a rolled-back one gives its number back.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

export type YearCounter =
  | 'quote_counters'
  | 'invoice_counters'
  | 'credit_note_counters'
  | 'service_report_counters'
  | 'agreement_counters'
  | 'service_request_counters';

/** The year's next number on `counter` (1 for the first of the year). */
export async function nextInYear(
  db: Transaction<Database> | Kysely<Database>,
  counter: YearCounter,
  year: number,
): Promise<number> {
  const row = await db
    .insertInto(counter)
    .values({ year, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .column('year')
        .doUpdateSet({ last_number: sql<number>`${sql.ref(`${counter}.last_number`)} + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}
