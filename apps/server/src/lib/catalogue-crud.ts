/**
 * What the admin list-and-edit features share (the price list's suppliers and items, quote templates,
 * crew templates; issue 28): a name another row holds is refused with the feature's 409 before the
 * write, and each write goes with its audit record in one transaction, a race lost to the table's unique
 * index answering the same 409. Each feature keeps its table, columns, mapper, messages and own rules
 * (which rows hold a name, soft delete, retire, revive).
 */
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type AuditActor, type AuditRecord, recordAudit } from '../modules/audit/audit.service';
import type { ServiceDeps } from './context';
import { withUniqueCheck } from './db-errors';
import { conflict, notFound } from './errors';

/** The row `query` finds, or the feature's 404. */
export async function rowOr404<T>(
  query: { executeTakeFirst(): Promise<T | undefined> },
  message: string,
): Promise<T> {
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(message);
  return row;
}

/**
 * Refuses with 409 `taken` when `holders` (the feature's query for the rows that hold the name, as it
 * compares names) finds a row other than `exceptId`, the row being changed.
 */
export async function assertNameFree<TB extends keyof Database>(
  holders: SelectQueryBuilder<Database, TB, { id: string }>,
  { exceptId, taken }: { exceptId?: string; taken: string },
): Promise<void> {
  const query = exceptId ? holders.where(sql.ref<string>('id'), '<>', exceptId) : holders;
  if (await query.executeTakeFirst()) throw conflict(taken);
}

type AuditOf<T> = Omit<AuditRecord, 'db' | 'actor'> | ((result: T) => Omit<AuditRecord, 'db' | 'actor'>);

/**
 * Runs `write` and records its audit entry (given, or made from the write's result) in one transaction.
 * With `taken`, a unique-index violation (a name or code another save took meanwhile) is that 409.
 */
export async function auditedWrite<T>(
  { db, actor }: ServiceDeps<'db'> & { actor: AuditActor },
  write: (trx: Kysely<Database>) => Promise<T>,
  audit: AuditOf<T>,
  taken?: string,
): Promise<T> {
  const run = () =>
    db.transaction().execute(async (trx) => {
      const result = await write(trx);
      await recordAudit({ db: trx, actor, ...(typeof audit === 'function' ? audit(result) : audit) });
      return result;
    });
  return taken === undefined ? run() : withUniqueCheck(run, () => conflict(taken));
}
