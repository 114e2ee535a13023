/** A BOQ quote's stored lines (docs/decisions/0070): written with their quote, in position order. */
import { randomUUID } from 'node:crypto';
import type { QuoteLinesTable } from '../../db/schema/quotes';
import type { ServiceDeps } from '../../lib/context';

/** A line as priced, before it belongs to a quote. */
export type QuoteLineValues = Omit<QuoteLinesTable, 'id' | 'quote_id' | 'position'>;

/** Inserts the lines of a quote, positions 0..n-1 in the order given; returns the rows written. */
export async function insertQuoteLines(
  { db: trx }: ServiceDeps<'db'>,
  quoteId: string,
  lines: QuoteLineValues[],
): Promise<QuoteLinesTable[]> {
  const rows: QuoteLinesTable[] = lines.map((line, position) => ({
    ...line,
    id: randomUUID(),
    quote_id: quoteId,
    position,
  }));
  if (rows.length > 0) await trx.insertInto('quote_lines').values(rows).execute();
  return rows;
}

/** A quote's lines in position order. */
export function loadQuoteLines({ db }: ServiceDeps<'db'>, quoteId: string): Promise<QuoteLinesTable[]> {
  return db
    .selectFrom('quote_lines')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .orderBy('position')
    .execute();
}

/** A stored line as values to store again (a revision or copy of its quote); bigints as numbers. */
export function lineValues(row: QuoteLinesTable): QuoteLineValues {
  return {
    price_item_id: row.price_item_id,
    defect_id: row.defect_id,
    code: row.code,
    description: row.description,
    unit: row.unit,
    quantity_milli: Number(row.quantity_milli),
    unit_price_cents: Number(row.unit_price_cents),
    amount_cents: Number(row.amount_cents),
    price_updated_at: row.price_updated_at,
  };
}
