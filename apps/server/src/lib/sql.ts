/** Small SQL pieces that must behave the same on SQLite and PostgreSQL. */
import { type RawBuilder, sql } from 'kysely';

/**
 * Case-insensitive "contains" for a column: LIKE with the input's wildcards escaped and an explicit
 * ESCAPE, which both engines honour (SQLite has no default escape character).
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** Whole days from 1970-01-01 to a YYYY-MM-DD column, on either engine. */
export function epochDays(engine: 'sqlite' | 'postgres', column: string): RawBuilder<number> {
  return engine === 'sqlite'
    ? sql<number>`(julianday(${sql.ref(column)}) - 2440587.5)`
    : sql<number>`(cast(${sql.ref(column)} as date) - date '1970-01-01')`;
}
