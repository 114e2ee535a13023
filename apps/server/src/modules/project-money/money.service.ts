/**
 * A project's money (issue 15): progress claims with retention and VAT, payments received against a
 * claim, costs by category, and the summary the Money tab, cash flow and client revenue read.
 *
 * Rules (docs/metrics.md says them in words):
 * - progress claims never add up to more than the contract value (the project's budget);
 * - a retention release never releases more retention than is held;
 * - a payment never takes a claim past what it still owes unless it is recorded as an overpayment;
 * - a cost adds to the project's spend, and deleting it takes it off again (spent = Σ costs);
 * - a claim with payments cannot be deleted; each change is audited and refreshes the dashboard;
 * - each claim is an issued invoice in the money register and each claim's payment a client payment
 *   allocated to it, written and removed in the same transaction (payments/claim-invoices.ts).
 */
import { randomUUID } from 'node:crypto';
import {
  addDays,
  type Claim,
  type ClaimInput,
  type ClaimKind,
  type CostCategory,
  type CostInput,
  centsToRand,
  claimAmounts,
  claimStatus,
  formatZarExact,
  johannesburgDate,
  MONEY_RULES,
  type PaymentInput,
  type ProjectMoney,
  randToCents,
  VAT_PERCENT,
} from '@firebreak/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { nextInYear } from '../../lib/year-counters';
import { recordAudit } from '../audit/audit.service';
import {
  registerClaim,
  registerClaimPayment,
  unregisterClaim,
  unregisterClaimPayment,
} from '../payments/claim-invoices';
import { lockInvoiceBalances } from '../payments/payments.service';
import { getProject } from '../projects/projects.service';
import { readClaimsInRegister } from './money-register';

type Change<T> = ServiceDeps<'db' | 'events'> & { actor: Actor | null; projectId: string } & T;

const unprocessable = (message: string) => new AppError(422, message, 'UNPROCESSABLE');
const money = (cents: number) => formatZarExact(centsToRand(cents));

/** The project's claims, payments, costs and summary, as of `today` (Johannesburg). */
export async function getProjectMoney(
  { db }: ServiceDeps<'db'>,
  projectId: string,
  today = johannesburgDate(new Date()),
): Promise<ProjectMoney> {
  const project = await db
    .selectFrom('projects')
    .select(['budget_cents'])
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!project) throw notFound('Project not found');
  const [claimRows, ledger] = await Promise.all([
    db
      .selectFrom('project_claims')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('claim_date')
      .orderBy('number')
      .execute(),
    db
      .selectFrom('project_ledger')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('occurred_on', 'desc')
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  const payments = ledger.filter((row) => row.kind === 'PAYMENT');
  const costs = ledger.filter((row) => row.kind === 'EXPENSE');
  // Paid and credited come from the money register, where payments recorded here and in the
  // payments register are both allocations to the claim's invoice (money-register.ts).
  const register = await readClaimsInRegister(
    { db },
    claimRows.map((row) => row.id),
  );
  const fromRegisterOnly = register.allocations.filter((allocation) => allocation.ledgerId === null);
  // An overpayment recorded here is held as the client's credit beyond the claim: still shown as such.
  const heldByClaim = new Map<string, number>();
  for (const payment of payments) {
    if (!payment.claim_id) continue;
    const allocated = register.allocations
      .filter((a) => a.paymentId === payment.id && a.invoiceId === payment.claim_id)
      .reduce((total, a) => total + a.amountCents, 0);
    const held = Math.max(0, Number(payment.amount_cents) - allocated);
    if (held > 0) heldByClaim.set(payment.claim_id, (heldByClaim.get(payment.claim_id) ?? 0) + held);
  }
  const figuresOf = (row: (typeof claimRows)[number]) => {
    const owedCents = Number(row.total_cents) - (register.creditedByClaim.get(row.id) ?? 0);
    const paidCents = register.paidByClaim.get(row.id) ?? 0;
    const { status } = claimStatus(owedCents, paidCents + (heldByClaim.get(row.id) ?? 0));
    return { paidCents, outstandingCents: Math.max(owedCents - paidCents, 0), status };
  };
  const numberOf = new Map(claimRows.map((row) => [row.id, row.number]));

  const claims: Claim[] = claimRows.map((row) => {
    const total = Number(row.total_cents);
    const { paidCents, outstandingCents, status } = figuresOf(row);
    return {
      id: row.id,
      number: row.number,
      kind: row.kind as ClaimKind,
      date: row.claim_date,
      dueDate: row.due_date,
      description: row.description,
      workValue: centsToRand(row.work_value_cents),
      retentionPercent: Number(row.retention_percent),
      retention: centsToRand(row.retention_cents),
      vat: centsToRand(row.vat_cents),
      total: centsToRand(total),
      paid: centsToRand(paidCents),
      outstanding: centsToRand(outstandingCents),
      status,
      overdue: outstandingCents > 0 && row.due_date < today,
    };
  });

  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const progress = claimRows.filter((row) => row.kind === 'PROGRESS');
  const claimedCents = sum(progress.map((row) => Number(row.work_value_cents)));
  const releasedCents = sum(
    claimRows.filter((row) => row.kind === 'RETENTION_RELEASE').map((row) => Number(row.work_value_cents)),
  );
  const costCents = sum(costs.map((row) => Number(row.amount_cents)));
  const budgetCents = Number(project.budget_cents);
  const outstandingCents = sum(claimRows.map((row) => figuresOf(row).outstandingCents));
  const overdueCents = sum(
    claimRows.filter((row) => row.due_date < today).map((row) => figuresOf(row).outstandingCents),
  );
  const percentOf = (part: number, of = budgetCents) => (of > 0 ? Math.round((part / of) * 1000) / 10 : 0);
  // The budget is incl. VAT (a won quote's total); claims are excl. VAT: like is compared with like.
  const contractExclVatCents = Math.round((budgetCents * 100) / (100 + VAT_PERCENT));

  return {
    summary: {
      contractValue: centsToRand(budgetCents),
      contractValueExclVat: centsToRand(contractExclVatCents),
      claimed: centsToRand(claimedCents),
      claimedPercent: percentOf(claimedCents, contractExclVatCents),
      invoiced: centsToRand(sum(claimRows.map((row) => Number(row.total_cents)))),
      received: centsToRand(
        sum(payments.map((row) => Number(row.amount_cents))) +
          sum(fromRegisterOnly.map((allocation) => allocation.amountCents)),
      ),
      outstanding: centsToRand(outstandingCents),
      overdue: centsToRand(overdueCents),
      retentionHeld: centsToRand(sum(progress.map((row) => Number(row.retention_cents))) - releasedCents),
      retentionReleased: centsToRand(releasedCents),
      costs: centsToRand(costCents),
      budgetBurnPercent: percentOf(costCents),
      margin: centsToRand(claimedCents - costCents),
    },
    claims: claims.reverse(),
    payments: [
      ...payments.map((row) => ({
        id: row.id,
        projectId,
        claimId: row.claim_id,
        claimNumber: row.claim_id ? (numberOf.get(row.claim_id) ?? null) : null,
        amount: centsToRand(row.amount_cents),
        date: row.occurred_on,
        description: row.description,
        overpayment: Boolean(Number(row.overpayment)),
        inRegister: false,
      })),
      ...fromRegisterOnly.map((allocation) => ({
        id: allocation.id,
        projectId,
        claimId: allocation.invoiceId,
        claimNumber: numberOf.get(allocation.invoiceId) ?? null,
        amount: centsToRand(allocation.amountCents),
        date: allocation.paidOn,
        description: allocation.description,
        overpayment: false,
        inRegister: true,
      })),
    ].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)),
    costs: costs.map((row) => ({
      id: row.id,
      amount: centsToRand(row.amount_cents),
      date: row.occurred_on,
      category: (row.category as CostCategory | null) ?? null,
      description: row.description,
    })),
  };
}

/** INV-YYYY-NNNN, sequential per year under concurrent saves (lib/year-counters.ts). */
async function nextClaimNumber(trx: Transaction<Database>, date: string) {
  const year = Number(date.slice(0, 4));
  const number = await nextInYear(trx, 'invoice_counters', year);
  return `INV-${year}-${String(number).padStart(4, '0')}`;
}

/** Refreshes lists, metrics and the project's room: money changes the dashboard's figures. */
async function announce(deps: ServiceDeps<'db' | 'events'>, actor: Actor | null, projectId: string) {
  const project = await getProject(deps, projectId);
  deps.events.emit('project.updated', { project, previous: project, actorId: actor?.id ?? null });
}

async function lockProject(trx: Transaction<Database>, projectId: string) {
  // An UPDATE that changes nothing takes the row lock on PostgreSQL, so two claims (or two payments)
  // on one project are checked one after the other; SQLite has one writer anyway.
  const touched = await trx
    .updateTable('projects')
    .set((eb) => ({ spent_cents: eb.ref('spent_cents') }))
    .where('id', '=', projectId)
    .returning(['budget_cents'])
    .executeTakeFirst();
  if (!touched) throw notFound('Project not found');
  return Number(touched.budget_cents);
}

export async function createClaim({ actor, projectId, input, ...deps }: Change<{ input: ClaimInput }>) {
  const workValueCents = randToCents(input.amount);
  const amounts = claimAmounts({
    kind: input.kind,
    workValueCents,
    retentionPercent: input.retentionPercent,
  });
  const dueDate = input.dueDate ?? addDays(input.date, MONEY_RULES.defaultTermsDays);
  if (dueDate < input.date) throw unprocessable('The due date cannot be before the claim date');
  const id = randomUUID();
  const number = await deps.db.transaction().execute(async (trx) => {
    const budgetCents = await lockProject(trx, projectId);
    const totals = await trx
      .selectFrom('project_claims')
      .select((eb) => [
        'kind',
        eb.fn.sum<number>('work_value_cents').as('work'),
        eb.fn.sum<number>('retention_cents').as('retention'),
      ])
      .where('project_id', '=', projectId)
      .groupBy('kind')
      .execute();
    const total = (kind: ClaimKind, field: 'work' | 'retention') =>
      Number(totals.find((row) => row.kind === kind)?.[field] ?? 0);
    if (input.kind === 'PROGRESS') {
      const claimed = total('PROGRESS', 'work') + workValueCents;
      if (claimed > budgetCents)
        throw unprocessable(
          `Progress claims would come to ${money(claimed)}, more than the contract value of ${money(budgetCents)}. Raise the budget for a variation first.`,
        );
    } else {
      const held = total('PROGRESS', 'retention') - total('RETENTION_RELEASE', 'work');
      if (workValueCents > held)
        throw unprocessable(`Only ${money(held)} of retention is held on this project`);
    }
    const claimNumber = await nextClaimNumber(trx, input.date);
    await trx
      .insertInto('project_claims')
      .values({
        id,
        project_id: projectId,
        number: claimNumber,
        kind: input.kind,
        claim_date: input.date,
        due_date: dueDate,
        description:
          input.description || (input.kind === 'PROGRESS' ? 'Progress claim' : 'Retention release'),
        work_value_cents: amounts.workValueCents,
        retention_percent: input.kind === 'PROGRESS' ? input.retentionPercent : 0,
        retention_cents: amounts.retentionCents,
        vat_cents: amounts.vatCents,
        total_cents: amounts.totalCents,
        created_by: actor?.id ?? null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await registerClaim({ db: trx }, id);
    await recordAudit({
      db: trx,
      actor,
      action: 'add-claim',
      entity: 'project',
      entityId: projectId,
      after: {
        number: claimNumber,
        kind: input.kind,
        amount: input.amount,
        total: centsToRand(amounts.totalCents),
      },
    });
    return claimNumber;
  });
  await announce(deps, actor, projectId);
  return (await getProjectMoney(deps, projectId)).claims.find((claim) => claim.number === number)!;
}

export async function recordPayment({ actor, projectId, input, ...deps }: Change<{ input: PaymentInput }>) {
  const amountCents = randToCents(input.amount);
  const id = randomUUID();
  const claimNumber = await deps.db.transaction().execute(async (trx) => {
    await lockProject(trx, projectId);
    const claim = await trx
      .selectFrom('project_claims')
      .select(['id', 'number', 'total_cents'])
      .where('id', '=', input.claimId)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (!claim) throw unprocessable('That claim is not on this project');
    // What the claim still owes is the register's balance: payments recorded in the payments
    // register and credit notes count as much as the payments recorded here.
    const balance = (await lockInvoiceBalances({ db: trx }, [claim.id])).get(claim.id);
    const owed = balance ? balance.balanceCents : Number(claim.total_cents);
    if (amountCents > owed && !input.overpayment)
      throw unprocessable(
        owed > 0
          ? `This payment is more than the ${money(owed)} still owed on ${claim.number}. Record it as an overpayment if the client paid more.`
          : `${claim.number} is paid in full. Record this as an overpayment if the client paid more.`,
      );
    await trx
      .insertInto('project_ledger')
      .values({
        id,
        project_id: projectId,
        kind: 'PAYMENT',
        amount_cents: amountCents,
        occurred_on: input.date,
        description: input.description || `Payment for ${claim.number}`,
        claim_id: claim.id,
        category: null,
        overpayment: amountCents > owed ? 1 : 0,
        created_by: actor?.id ?? null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await registerClaimPayment({ db: trx }, id);
    await recordAudit({
      db: trx,
      actor,
      action: 'payment',
      entity: 'project',
      entityId: projectId,
      after: { claim: claim.number, amount: input.amount, date: input.date, overpayment: amountCents > owed },
    });
    return claim.number;
  });
  await announce(deps, actor, projectId);
  const payment = (await getProjectMoney(deps, projectId)).payments.find((row) => row.id === id);
  return (
    payment ?? {
      id,
      projectId,
      claimId: input.claimId,
      claimNumber,
      amount: input.amount,
      date: input.date,
      description: input.description,
      overpayment: input.overpayment,
      inRegister: false,
    }
  );
}

export async function recordCost({ actor, projectId, input, ...deps }: Change<{ input: CostInput }>) {
  const amountCents = randToCents(input.amount);
  const id = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await lockProject(trx, projectId);
    await trx
      .insertInto('project_ledger')
      .values({
        id,
        project_id: projectId,
        kind: 'EXPENSE',
        amount_cents: amountCents,
        occurred_on: input.date,
        description: input.description || 'Cost recorded',
        claim_id: null,
        category: input.category,
        created_by: actor?.id ?? null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await trx
      .updateTable('projects')
      .set((eb) => ({
        spent_cents: eb('spent_cents', '+', amountCents),
        updated_at: new Date().toISOString(),
      }))
      .where('id', '=', projectId)
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'cost',
      entity: 'project',
      entityId: projectId,
      after: { amount: input.amount, date: input.date, category: input.category },
    });
  });
  await announce(deps, actor, projectId);
  return (await getProjectMoney(deps, projectId)).costs.find((row) => row.id === id)!;
}

type EntryKind = 'claim' | 'payment' | 'cost';

/** Deletes a claim (only without payments), a payment or a cost; a cost's amount leaves the spend. */
export async function deleteMoneyEntry({
  actor,
  projectId,
  kind,
  entryId,
  ...deps
}: Change<{ kind: EntryKind; entryId: string }>) {
  await deps.db.transaction().execute(async (trx) => {
    await lockProject(trx, projectId);
    if (kind === 'claim') {
      const claim = await trx
        .selectFrom('project_claims')
        .select(['id', 'number', 'total_cents'])
        .where('id', '=', entryId)
        .where('project_id', '=', projectId)
        .executeTakeFirst();
      if (!claim) throw notFound('Claim not found');
      const payments = await trx
        .selectFrom('project_ledger')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('claim_id', '=', claim.id)
        .executeTakeFirstOrThrow();
      if (Number(payments.n) > 0)
        throw conflict(`${claim.number} has payments recorded against it. Delete those payments first.`);
      await unregisterClaim({ db: trx }, claim.id, claim.number);
      await trx.deleteFrom('project_claims').where('id', '=', claim.id).execute();
      await recordAudit({
        db: trx,
        actor,
        action: 'delete-claim',
        entity: 'project',
        entityId: projectId,
        before: { number: claim.number, total: centsToRand(claim.total_cents) },
      });
      return;
    }
    const ledgerKind = kind === 'payment' ? 'PAYMENT' : 'EXPENSE';
    const entry = await trx
      .selectFrom('project_ledger')
      .selectAll()
      .where('id', '=', entryId)
      .where('project_id', '=', projectId)
      .where('kind', '=', ledgerKind)
      .executeTakeFirst();
    if (!entry && kind === 'payment') {
      const inRegister = await trx
        .selectFrom('payment_allocations as a')
        .innerJoin('invoices as i', 'i.id', 'a.invoice_id')
        .select('a.id')
        .where('a.id', '=', entryId)
        .where('i.project_id', '=', projectId)
        .executeTakeFirst();
      if (inRegister)
        throw conflict('This payment was recorded in the payments register: change or delete it there.');
    }
    if (!entry) throw notFound(kind === 'payment' ? 'Payment not found' : 'Cost not found');
    if (kind === 'payment') await unregisterClaimPayment({ db: trx }, entry.id);
    await trx.deleteFrom('project_ledger').where('id', '=', entry.id).execute();
    if (kind === 'cost') {
      await trx
        .updateTable('projects')
        .set((eb) => ({
          spent_cents: eb('spent_cents', '-', Number(entry.amount_cents)),
          updated_at: new Date().toISOString(),
        }))
        .where('id', '=', projectId)
        .execute();
    }
    await recordAudit({
      db: trx,
      actor,
      action: `delete-${kind}`,
      entity: 'project',
      entityId: projectId,
      before: {
        amount: centsToRand(entry.amount_cents),
        date: entry.occurred_on,
        description: entry.description,
      },
    });
  });
  await announce(deps, actor, projectId);
}
