/**
 * Maintenance agreements' demo (issue 29 §1; decision 0087): an accepted agreement for each of the
 * first demo clients with sites (monthly in advance, one quarterly in arrears, one whose anniversary
 * is next month so its escalation can be tried), their visits marked covered, and six months of
 * billing runs (the months before this one) through the same run as POST /api/billing/run, each
 * draft then issued on its own date from the invoice counter.
 */
import { randomUUID } from 'node:crypto';
import {
  addDays,
  addMonths,
  agreementNumber,
  INVOICE_LIMITS,
  johannesburgDate,
  percentToBp,
} from '@firebreak/shared';
import { nextInYear } from '../../lib/year-counters';
import { markCoveredVisits } from '../../modules/agreements/agreement-coverage';
import { runBilling } from '../../modules/agreements/billing-run.service';
import type { Seeder } from '../seed';

export const demoAgreementsSeeder: Seeder = {
  name: 'demo-agreements',
  run: async (db) => {
    const now = new Date().toISOString();
    const today = johannesburgDate(new Date());
    const thisMonth = `${today.slice(0, 7)}-01`;
    const sites = await db
      .selectFrom('sites')
      .innerJoin('clients', 'clients.id', 'sites.client_id')
      .select(['sites.id', 'sites.client_id', 'clients.name'])
      .orderBy('clients.name')
      .orderBy('sites.name')
      .execute();
    const byClient = new Map<string, string[]>();
    for (const site of sites)
      byClient.set(site.client_id, [...(byClient.get(site.client_id) ?? []), site.id]);
    const clients = [...byClient.entries()].slice(0, 4);
    if (clients.length === 0) return;
    const plans = [
      { start: addMonths(thisMonth, -7), cadence: 'MONTHLY', timing: 'IN_ADVANCE', fee: 310_000 },
      { start: addMonths(thisMonth, -9), cadence: 'QUARTERLY', timing: 'IN_ARREARS', fee: 1_150_000 },
      // Its first anniversary is next month: the office can preview and then apply the CPI escalation.
      {
        start: addMonths(addMonths(thisMonth, 1), -12),
        cadence: 'MONTHLY',
        timing: 'IN_ADVANCE',
        fee: 185_000,
      },
      {
        start: addDays(addMonths(thisMonth, -5), 14),
        cadence: 'MONTHLY',
        timing: 'IN_ADVANCE',
        fee: 240_000,
      },
    ] as const;
    const year = Number(today.slice(0, 4));
    for (const [index, [clientId, siteIds]] of clients.entries()) {
      const plan = plans[index % plans.length] ?? plans[0];
      const id = randomUUID();
      await db
        .insertInto('agreements')
        .values({
          id,
          number: agreementNumber(year, await nextInYear(db, 'agreement_counters', year)),
          client_id: clientId,
          status: 'ACTIVE',
          start_date: plan.start,
          end_date: addDays(addMonths(plan.start, 24), -1),
          notice_days: 60,
          auto_renew: 1,
          cadence: plan.cadence,
          timing: plan.timing,
          fee_cents: Math.min(plan.fee, INVOICE_LIMITS.maxCents),
          includes_routine_visits: 1,
          call_outs_included: 2,
          labour_hours_included: 4,
          call_out_fee_cents: 85_000,
          hourly_rate_cents: 65_000,
          travel_per_km_cents: 650,
          parts_markup_bp: percentToBp(15),
          notes: '',
          accepted_name: 'Facilities manager',
          accepted_at: `${plan.start}T08:00:00.000Z`,
          accepted_ip: null,
          declined_name: null,
          declined_reason: null,
          declined_at: null,
          document_id: null,
          created_by: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await db
        .insertInto('agreement_sites')
        .values(siteIds.map((siteId, position) => ({ agreement_id: id, site_id: siteId, position })))
        .execute();
      await db
        .insertInto('agreement_items')
        .values(
          siteIds.flatMap((siteId) =>
            (['SPRINKLER', 'DETECTION', 'PORTABLE_EXTINGUISHER'] as const).map((system, position) => ({
              id: randomUUID(),
              agreement_id: id,
              site_id: siteId,
              position,
              asset_id: null,
              system,
              custom_interval_days: null,
            })),
          ),
        )
        .execute();
      await markCoveredVisits({ db }, { agreementId: id });
    }
    for (let back = 6; back >= 1; back -= 1) {
      const period = addMonths(thisMonth, -back).slice(0, 7);
      const run = await runBilling({ db, actor: null, period });
      for (const invoiceId of run.invoiceIds) {
        const draft = await db
          .selectFrom('invoices')
          .select(['issue_date'])
          .where('id', '=', invoiceId)
          .executeTakeFirstOrThrow();
        const issueDate = draft.issue_date && draft.issue_date <= today ? draft.issue_date : today;
        const issueYear = Number(issueDate.slice(0, 4));
        const n = await nextInYear(db, 'invoice_counters', issueYear);
        await db
          .updateTable('invoices')
          .set({
            number: `INV-${issueYear}-${String(n).padStart(4, '0')}`,
            status: 'ISSUED',
            issue_date: issueDate,
            due_date: addDays(issueDate, 30),
            issued_at: `${issueDate}T09:00:00.000Z`,
          })
          .where('id', '=', invoiceId)
          .execute();
      }
    }
  },
};
