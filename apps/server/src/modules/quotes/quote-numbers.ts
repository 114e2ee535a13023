/**
 * Quote numbers Q-YYYY-NNNN, sequential per Johannesburg calendar year and unique under concurrent
 * saves on both engines (docs/decisions/0011): a counter row per year is incremented with one atomic
 * upsert inside the transaction that inserts the quote, so the row lock (PostgreSQL) or the single
 * writer (SQLite) hands each transaction the next number, and a rolled-back save gives its number back.
 * The unique index on quotes.quote_number is the last line of defence; a save that hits it resyncs the
 * counter and retries.
 */
import { formatQuoteNumber } from '@firebreak/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { nextInYear } from '../../lib/year-counters';

export async function nextQuoteSequence({ db: trx }: ServiceDeps<'db'>, year: number) {
  return nextInYear(trx, 'quote_counters', year);
}

/** Moves a year's counter up to the highest number already used (after quotes arrived without it). */
export async function resyncQuoteCounter({ db }: ServiceDeps<'db'>, year: number): Promise<void> {
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

/** The number columns of a newly numbered quote. */
export type QuoteNumbering = { quote_number: string; quote_year: number; sequence: number };

const NUMBER_ATTEMPTS = 3;

/**
 * Runs `insert` in a transaction that has taken the year's next quote number; a save that hits the
 * unique index (quotes arrived without the counter) resyncs the counter and tries again, at most 3 times.
 */
export async function withNextQuoteNumber<T>(
  { db }: ServiceDeps<'db'>,
  year: number,
  insert: (trx: Transaction<Database>, numbering: QuoteNumbering) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const sequence = await nextQuoteSequence({ db: trx }, year);
        return insert(trx, { quote_number: formatQuoteNumber(year, sequence), quote_year: year, sequence });
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= NUMBER_ATTEMPTS) throw error;
      await resyncQuoteCounter({ db }, year);
    }
  }
}
