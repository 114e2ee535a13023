/** The health check's one database read. */
import { sql } from 'kysely';
import type { ServiceDeps } from '../../lib/context';

/** Resolves when the database answers a trivial query; rejects with its error when it does not. */
export async function pingDatabase({ db }: ServiceDeps<'db'>): Promise<void> {
  await sql`select 1`.execute(db);
}
