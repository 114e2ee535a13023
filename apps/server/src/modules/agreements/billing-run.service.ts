/**
 * POST /api/billing/run (issue 29 §2; decision 0087): one DRAFT invoice per ACTIVE agreement with a
 * period due in the month, at the period's fee (prorated by days for a first or last part-period),
 * made by the invoices module's own draft writer (insertDraft) with source AGREEMENT and the unique
 * source_key AGREEMENT:<id>:<covered start>, so a second run for the month makes nothing and says how
 * many already existed. Agreements are read and written in batches, each batch one transaction, the
 * event loop given back in between (bench/billing-run.mjs measures the stall).
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  agreementSourceKey,
  BILLING_CADENCE_LABELS,
  BILLING_TIMING_LABELS,
  type BillingCadence,
  type BillingPeriod,
  type BillingRunResult,
  type BillingTiming,
  periodsDueIn,
  proratedFee,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Actor } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { insertDraft } from '../invoices/invoices.service';

/** Agreements per transaction. */
export const BILLING_BATCH = 10;

const describe = (number: string, cadence: BillingCadence, timing: BillingTiming, period: BillingPeriod) => {
  const part =
    period.coveredDays < period.periodDays ? ` (${period.coveredDays} of ${period.periodDays} days)` : '';
  return `Maintenance agreement ${number}: ${BILLING_CADENCE_LABELS[cadence].toLowerCase()} fee, ${period.coveredStart} to ${period.coveredEnd}${part}, billed ${BILLING_TIMING_LABELS[timing].toLowerCase()}`;
};

export async function runBilling({
  db,
  actor,
  period,
  batchSize = BILLING_BATCH,
}: ServiceDeps<'db'> & {
  actor: Actor | null;
  period: string;
  batchSize?: number;
}): Promise<BillingRunResult> {
  const result: BillingRunResult = { period, created: 0, existing: 0, invoiceIds: [] };
  const monthStart = `${period}-01`;
  let after = '';
  for (;;) {
    const batch = await db
      .selectFrom('agreements')
      .select([
        'id',
        'number',
        'client_id',
        'start_date',
        'end_date',
        'auto_renew',
        'cadence',
        'timing',
        'fee_cents',
      ])
      .where('status', '=', 'ACTIVE')
      .where('cadence', '!=', 'PER_VISIT')
      .where('start_date', '<', `${period}-32`)
      .where((eb) => eb.or([eb('end_date', '>=', monthStart), eb('auto_renew', '=', 1)]))
      .where('id', '>', after)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    if (batch.length === 0) break;
    after = batch[batch.length - 1]?.id ?? after;
    const due = batch.flatMap((agreement) =>
      periodsDueIn(
        {
          startDate: agreement.start_date,
          endDate: agreement.end_date,
          autoRenew: Number(agreement.auto_renew) === 1,
          cadence: agreement.cadence as BillingCadence,
          timing: agreement.timing as BillingTiming,
        },
        period,
      ).map((p) => ({ agreement, period: p, key: agreementSourceKey(agreement.id, p.coveredStart) })),
    );
    // What a run for the month made already is read before any transaction: a re-run writes nothing.
    const made = due.length
      ? new Set(
          (
            await db
              .selectFrom('invoices')
              .select('source_key')
              .where(
                'source_key',
                'in',
                due.map((d) => d.key),
              )
              .execute()
          ).map((row) => row.source_key),
        )
      : new Set<string | null>();
    result.existing += due.filter((d) => made.has(d.key)).length;
    const todo = due.filter((d) => !made.has(d.key));
    if (todo.length > 0) {
      const inOne = <T>(write: (trx: Kysely<Database>) => Promise<T>) =>
        db.isTransaction ? write(db) : db.transaction().execute(write);
      // What this batch made, applied to the result only once its transaction has committed.
      const writeBatch = () =>
        inOne(async (trx) => {
          const made: { key: string; id: string }[] = [];
          let already = 0;
          const keys = todo.map((d) => d.key);
          const have = new Set(
            (
              await trx.selectFrom('invoices').select('source_key').where('source_key', 'in', keys).execute()
            ).map((row) => row.source_key),
          );
          const sites = await trx
            .selectFrom('agreement_sites')
            .select(['agreement_id', 'site_id'])
            .where('agreement_id', 'in', [...new Set(todo.map((d) => d.agreement.id))])
            .execute();
          const sitesOf = new Map<string, string[]>();
          for (const s of sites)
            sitesOf.set(s.agreement_id, [...(sitesOf.get(s.agreement_id) ?? []), s.site_id]);
          for (const { agreement, period: p, key } of todo) {
            if (have.has(key)) {
              already += 1;
              continue;
            }
            const cadence = agreement.cadence as BillingCadence;
            const timing = agreement.timing as BillingTiming;
            const own = sitesOf.get(agreement.id) ?? [];
            const id = await insertDraft({
              db: trx,
              actor,
              input: {
                clientId: agreement.client_id,
                siteId: own.length === 1 ? (own[0] ?? null) : null,
                projectId: null,
                date: timing === 'IN_ADVANCE' ? p.coveredStart : p.coveredEnd,
                reference: agreement.number,
                notes: '',
                lines: [
                  {
                    description: describe(agreement.number, cadence, timing, p),
                    quantity: 1,
                    unitPriceCents: proratedFee(Number(agreement.fee_cents), p.coveredDays, p.periodDays),
                    taxCode: 'STANDARD',
                  },
                ],
              },
              origin: { source: 'AGREEMENT', sourceId: agreement.id, sourceKey: key },
            });
            made.push({ key, id });
          }
          return { made, already };
        });
      let written: { made: { key: string; id: string }[]; already: number };
      try {
        written = await writeBatch();
      } catch (error) {
        // Another run for the month wrote some of these meanwhile (the unique source_key): the batch
        // again, now counting them as existing, rather than an error for the person who pressed it.
        if (!isUniqueViolation(error)) throw error;
        written = await writeBatch();
      }
      result.existing += written.already;
      result.created += written.made.length;
      result.invoiceIds.push(...written.made.map((m) => m.id));
    }
    if (batch.length < batchSize) break;
    await yieldToEventLoop();
  }
  await recordAudit({
    db,
    actor,
    action: 'billing-run',
    entity: 'invoice',
    entityId: period,
    after: { period, created: result.created, existing: result.existing },
  });
  return result;
}
