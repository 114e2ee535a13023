/**
 * Debtors' ageing (issue 29 §3): what each client owes on a day, by the age of the invoices
 * (shared ageingBucket: days since the issue date), what of it is past its due date, and the
 * payments they have made that are not yet allocated. The sums are done by the database, grouped
 * by client, so the report reads 10 000 invoices as fast as 10; the statement reads one client's.
 *
 * On a day D an invoice issued on or before D is open for its total, less its credit notes issued on
 * or before D, less the allocations of payments made on or before D. A client's credit on D is its
 * payments made on or before D less what of them is allocated to invoices issued on or before D,
 * so a statement's closing balance is always the ageing's total less that credit.
 */
import {
  AGEING_BUCKETS,
  type AgeingBucket,
  type AgeingFigures,
  addDays,
  type DebtorsAgeing,
  type DebtorsFigures,
  todayInSouthAfrica,
} from '@firebreak/shared';
import { sql } from 'kysely';
import type { ServiceDeps } from '../../lib/context';

export type OpenFigures = AgeingFigures & { totalCents: number; overdueCents: number };

export const noAgeing = (): AgeingFigures => ({ current: 0, days30: 0, days60: 0, days90: 0, days120: 0 });

type OpenRow = Record<`b_${AgeingBucket}` | 'total' | 'overdue', string | number | null> & {
  client_id: string;
};

/** Open invoice balances on `asOf`, by client: the five buckets, the total and what is overdue. */
export async function openByClient({ db }: ServiceDeps<'db'>, asOf: string, clientId?: string) {
  // An invoice is in a bucket when its issue date is after the bucket's first cut-off (its age is
  // under 30, 60, 90 or 120 days): ageingBucket's rule, as dates the database can compare.
  const [d30, d60, d90, d120] = [30, 60, 90, 120].map((days) => addDays(asOf, -days));
  const onlyClient = clientId ? sql`AND i.client_id = ${clientId}` : sql``;
  const result = await sql<OpenRow>`
    SELECT o.client_id,
      SUM(CASE WHEN o.issue_date > ${d30} THEN o.balance ELSE 0 END) AS b_current,
      SUM(CASE WHEN o.issue_date <= ${d30} AND o.issue_date > ${d60} THEN o.balance ELSE 0 END) AS b_days30,
      SUM(CASE WHEN o.issue_date <= ${d60} AND o.issue_date > ${d90} THEN o.balance ELSE 0 END) AS b_days60,
      SUM(CASE WHEN o.issue_date <= ${d90} AND o.issue_date > ${d120} THEN o.balance ELSE 0 END) AS b_days90,
      SUM(CASE WHEN o.issue_date <= ${d120} THEN o.balance ELSE 0 END) AS b_days120,
      SUM(o.balance) AS total,
      SUM(CASE WHEN o.due_date < ${asOf} THEN o.balance ELSE 0 END) AS overdue
    FROM (
      SELECT i.client_id, i.issue_date, i.due_date,
        i.total_cents - COALESCE(cn.cents, 0) - COALESCE(al.cents, 0) AS balance
      FROM invoices i
      LEFT JOIN (
        SELECT credits_invoice_id AS invoice_id, SUM(total_cents) AS cents FROM invoices
        WHERE kind = 'CREDIT_NOTE' AND status = 'ISSUED' AND issue_date <= ${asOf}
        GROUP BY credits_invoice_id
      ) cn ON cn.invoice_id = i.id
      LEFT JOIN (
        SELECT a.invoice_id, SUM(a.amount_cents) AS cents FROM payment_allocations a
        JOIN client_payments p ON p.id = a.payment_id
        WHERE p.paid_on <= ${asOf}
        GROUP BY a.invoice_id
      ) al ON al.invoice_id = i.id
      WHERE i.kind = 'INVOICE' AND i.status = 'ISSUED' AND i.issue_date <= ${asOf} ${onlyClient}
    ) o
    GROUP BY o.client_id`.execute(db);
  const byClient = new Map<string, OpenFigures>();
  for (const row of result.rows) {
    const figures = noAgeing();
    for (const bucket of AGEING_BUCKETS) figures[bucket] = Number(row[`b_${bucket}`] ?? 0);
    byClient.set(row.client_id, {
      ...figures,
      totalCents: Number(row.total ?? 0),
      overdueCents: Number(row.overdue ?? 0),
    });
  }
  return byClient;
}

/** Payments made on or before `asOf` not allocated to invoices issued on or before it, by client. */
export async function creditByClient({ db }: ServiceDeps<'db'>, asOf: string, clientId?: string) {
  const onlyClient = clientId ? sql`AND p.client_id = ${clientId}` : sql``;
  const result = await sql<{ client_id: string; credit: string | number | null }>`
    SELECT p.client_id, SUM(p.amount_cents - COALESCE(al.cents, 0)) AS credit
    FROM client_payments p
    LEFT JOIN (
      SELECT a.payment_id, SUM(a.amount_cents) AS cents FROM payment_allocations a
      JOIN invoices i ON i.id = a.invoice_id
      WHERE i.issue_date <= ${asOf}
      GROUP BY a.payment_id
    ) al ON al.payment_id = p.id
    WHERE p.paid_on <= ${asOf} ${onlyClient}
    GROUP BY p.client_id`.execute(db);
  return new Map(result.rows.map((row) => [row.client_id, Number(row.credit ?? 0)]));
}

/**
 * Every client with something open or credit held on `asOf` (today, the company's day, by default);
 * with `overdue`, only the clients with something past its due date. The dashboard's figures are
 * this function's totals (debtorsFigures), so a card and the list it opens cannot disagree.
 */
export async function getDebtorsAgeing(
  { db }: ServiceDeps<'db'>,
  asOf: string = todayInSouthAfrica(),
  { overdue = false }: { overdue?: boolean } = {},
): Promise<DebtorsAgeing> {
  const [open, credit] = await Promise.all([openByClient({ db }, asOf), creditByClient({ db }, asOf)]);
  const ids = [...new Set([...open.keys(), ...credit.keys()])].filter((id) => {
    const figures = open.get(id);
    if (overdue) return (figures?.overdueCents ?? 0) > 0;
    return (credit.get(id) ?? 0) !== 0 || (figures && AGEING_BUCKETS.some((bucket) => figures[bucket] !== 0));
  });
  const names =
    ids.length === 0
      ? []
      : await db.selectFrom('clients').select(['id', 'name']).where('id', 'in', ids).execute();
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const totals = { ...noAgeing(), totalCents: 0, overdueCents: 0, unallocatedCents: 0 };
  const rows = ids
    .map((clientId) => {
      const figures = open.get(clientId) ?? { ...noAgeing(), totalCents: 0, overdueCents: 0 };
      const row = {
        clientId,
        clientName: nameOf.get(clientId) ?? '',
        ...figures,
        unallocatedCents: credit.get(clientId) ?? 0,
      };
      for (const bucket of AGEING_BUCKETS) totals[bucket] += row[bucket];
      totals.totalCents += row.totalCents;
      totals.overdueCents += row.overdueCents;
      totals.unallocatedCents += row.unallocatedCents;
      return row;
    })
    .sort((a, b) => a.clientName.localeCompare(b.clientName) || a.clientId.localeCompare(b.clientId));
  return { asOf, rows, totals };
}

/** The dashboard's 'Debtors' and 'Overdue' figures: getDebtorsAgeing's totals, nothing summed twice. */
export async function getDebtorsFigures({ db }: ServiceDeps<'db'>, asOf: string = todayInSouthAfrica()) {
  const ageing = await getDebtorsAgeing({ db }, asOf);
  return {
    asOf,
    debtorsCents: ageing.totals.totalCents,
    overdueCents: ageing.totals.overdueCents,
    clients: ageing.rows.filter((row) => row.totalCents > 0).length,
    overdueClients: ageing.rows.filter((row) => row.overdueCents > 0).length,
  } satisfies DebtorsFigures;
}
