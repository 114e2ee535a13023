/**
 * Quote numbers Q-YYYY-NNNN, sequential per Johannesburg calendar year and unique under concurrent
 * saves on both engines (docs/decisions/0011): a counter row per year is incremented with one atomic
 * upsert inside the transaction that inserts the quote, so the row lock (PostgreSQL) or the single
 * writer (SQLite) hands each transaction the next number, and a rolled-back save gives its number back.
 * The unique index on quotes.quote_number is the last line of defence; a save that hits it resyncs the
 * counter and retries.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export async function nextQuoteSequence(trx: Transaction<Database> | Kysely<Database>, year: number) {
  const row = await trx
    .insertInto('quote_counters')
    .values({ year, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .column('year')
        .doUpdateSet((eb) => ({ last_number: eb('quote_counters.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/** Moves a year's counter up to the highest number already used (after quotes arrived without it). */
export async function resyncQuoteCounter(db: Kysely<Database>, year: number): Promise<void> {
  const used = await db
    .selectFrom('quotes')
    .select((eb) => eb.fn.max('sequence').as('highest'))
    .where('quote_year', '=', year)
    .executeTakeFirst();
  const highest = Number(used?.highest ?? 0);
  if (!highest) return;
  await db
    .insertInto('quote_counters')
    .values({ year, last_number: highest })
    .onConflict((conflict) =>
      conflict
        .column('year')
        .doUpdateSet({ last_number: highest })
        .where('quote_counters.last_number', '<', highest),
    )
    .execute();
}
