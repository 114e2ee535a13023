/**
 * A dozen demo projects across types, client types and statuses, with milestones, claims, payments, costs,
 * teams and a few conditions that raise alerts (an overdue milestone, spend ahead of progress, a
 * compliance certificate falling due), plus two weather warnings. Dates are relative to the seeding
 * day so the dashboard looks current on first start. The projects and warnings are data:
 * apps/server/demo/projects.json and weather-alerts.json.
 */
import { randomUUID } from 'node:crypto';
import {
  addDays,
  CLAIM_KIND_LABELS,
  type ClaimKind,
  type CostCategory,
  claimAmounts,
  johannesburgDate,
  MONEY_RULES,
} from '@firebreak/shared';
import type { Insertable, Kysely } from 'kysely';
import { registerClaim, registerClaimPayment } from '../../modules/payments/claim-invoices';
import type { Database } from '../schema';
import type { ProjectClaimsTable, ProjectLedgerTable } from '../schema/projects';
import type { Seeder } from '../seed';
import { loadDemoProjects, loadDemoWeatherAlerts } from './demo-data';
import { DEMO_STAFF } from './demo-staff';

/** Days from today to a day in an earlier calendar month, so the split lands in the right months. */
const daysBack = (today: string, monthsBack: number, day: number) => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const target = Date.UTC(year, month - 1 - monthsBack, day);
  return Math.round((target - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
};

/** Share of a project's spend per month, with how many months back, and what it mostly was. */
const SPEND_SPREAD: [share: number, monthsBack: number, category: CostCategory][] = [
  [0.1, 5, 'SUBCONTRACT'],
  [0.15, 4, 'MATERIALS'],
  [0.2, 3, 'LABOUR'],
  [0.2, 2, 'MATERIALS'],
  [0.2, 1, 'LABOUR'],
  [0.15, 0, 'MATERIALS'],
];
/** Work claimed per rand of cost (a 20% margin), and the day of the month claims are raised. */
const CLAIM_MARGIN = 1.2;
const CLAIM_DAY = 20;

const COST_DESCRIPTIONS: Record<CostCategory, string> = {
  LABOUR: 'Installation crew wages',
  MATERIALS: 'Pipe, fittings and devices',
  SUBCONTRACT: 'Electrical and builder’s work subcontract',
  PLANT: 'Scaffold and access hire',
  OTHER: 'Sundries',
};

type ClaimRow = Insertable<ProjectClaimsTable>;
type LedgerEntry = Pick<
  Insertable<ProjectLedgerTable>,
  'kind' | 'amount_cents' | 'occurred_on' | 'description' | 'claim_id' | 'category'
>;

/** A claim priced by the one rule (shared claimAmounts); numbered after all are known. */
function demoClaim(projectId: string, kind: ClaimKind, workValueCents: number, claimDate: string): ClaimRow {
  const amounts = claimAmounts({
    kind,
    workValueCents,
    retentionPercent: MONEY_RULES.defaultRetentionPercent,
  });
  return {
    id: randomUUID(),
    project_id: projectId,
    number: '',
    kind,
    claim_date: claimDate,
    due_date: addDays(claimDate, MONEY_RULES.defaultTermsDays),
    description: CLAIM_KIND_LABELS[kind],
    work_value_cents: amounts.workValueCents,
    retention_percent: MONEY_RULES.defaultRetentionPercent,
    retention_cents: amounts.retentionCents,
    vat_cents: amounts.vatCents,
    total_cents: amounts.totalCents,
    created_by: DEMO_STAFF[0].id,
    created_at: new Date().toISOString(),
  };
}

export const demoProjectsSeeder: Seeder = {
  name: 'demo-projects',
  run: async (db: Kysely<Database>) => {
    const today = johannesburgDate(new Date());
    const now = new Date().toISOString();
    const projects = loadDemoProjects();
    const clients = await db.selectFrom('clients').select(['id', 'name_key']).execute();
    const clientIds = new Map(clients.map((c) => [c.name_key, c.id]));
    const staff = await db
      .selectFrom('personnel')
      .select(['id', 'user_id'])
      .where('user_id', 'is not', null)
      .execute();
    const people = new Map(staff.map((p) => [p.user_id, p.id]));
    const claims: ClaimRow[] = [];
    const ledgers: { projectId: string; entries: LedgerEntry[] }[] = [];
    for (const [index, p] of projects.entries()) {
      const id = randomUUID();
      const createdAt = new Date(Date.now() - (projects.length - index) * 3_600_000).toISOString();
      const clientId = clientIds.get(p.client.trim().toLowerCase());
      if (!clientId) throw new Error(`demo/projects.json: '${p.client}' is not in demo/clients.json`);
      await db
        .insertInto('projects')
        .values({
          id,
          title: p.title,
          client_name: p.client,
          client_id: clientId,
          client_type: p.clientType,
          type: p.type,
          urgency: p.urgency,
          location: p.location,
          area: p.area,
          budget_cents: p.budget * 100,
          spent_cents: p.spent * 100,
          due_date: addDays(today, p.due),
          start_date: addDays(today, p.start),
          description: p.description,
          status: p.status,
          tender_outcome: p.outcome,
          progress: p.progress,
          health: p.health,
          compliance_status: p.compliance,
          created_by: DEMO_STAFF[0].id,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
      if (p.team.length) {
        await db
          .insertInto('project_people')
          .values(
            p.team.map((member) => ({ project_id: id, personnel_id: people.get(DEMO_STAFF[member]!.id)! })),
          )
          .execute();
      }
      for (const [position, { title, kind, dayOffset, done }] of p.milestones.entries()) {
        const dueDate = addDays(today, dayOffset);
        await db
          .insertInto('milestones')
          .values({
            id: randomUUID(),
            project_id: id,
            title,
            kind,
            due_date: dueDate,
            completed_at: done ? `${dueDate}T12:00:00.000Z` : null,
            position,
            created_at: now,
          })
          .execute();
      }
      const ledger: LedgerEntry[] = [];
      if (p.spent > 0) {
        // Six months of work: each month's costs, and at month end a progress claim for the work
        // done (costs plus the contractor's margin, never past the contract value), paid on its
        // 30-day due date. A claim not yet due stays outstanding; the client of the project on hold
        // has stopped paying, so its last two claims run overdue. Completed projects have claimed
        // their whole contract value by the final account.
        let claimedCents = 0;
        for (const [index, [share, monthsBack, category]] of SPEND_SPREAD.entries()) {
          const costCents =
            (index === SPEND_SPREAD.length - 1
              ? p.spent -
                SPEND_SPREAD.slice(0, -1).reduce((sum, [part]) => sum + Math.round(p.spent * part), 0)
              : Math.round(p.spent * share)) * 100;
          const costDate = addDays(today, daysBack(today, monthsBack, monthsBack === 0 ? 1 : 12));
          ledger.push({
            kind: 'EXPENSE',
            amount_cents: costCents,
            occurred_on: costDate,
            description: COST_DESCRIPTIONS[category],
            claim_id: null,
            category,
          });
          // This month's claim is raised once its day has come.
          if (monthsBack === 0 && daysBack(today, 0, CLAIM_DAY) > 0) continue;
          const lastClaim = monthsBack === 1;
          const work =
            p.status === 'COMPLETED' && lastClaim
              ? p.budget * 100 - claimedCents
              : Math.min(Math.round((costCents * CLAIM_MARGIN) / 100) * 100, p.budget * 100 - claimedCents);
          if (work <= 0) continue;
          claimedCents += work;
          const claim = demoClaim(
            id,
            'PROGRESS',
            work,
            addDays(today, daysBack(today, monthsBack, CLAIM_DAY)),
          );
          claims.push(claim);
          const unpaid = p.status === 'ON_HOLD' && monthsBack <= 2;
          if (claim.due_date <= today && !unpaid)
            ledger.push({
              kind: 'PAYMENT',
              amount_cents: claim.total_cents,
              occurred_on: claim.due_date,
              description: 'EFT received',
              claim_id: claim.id,
              category: null,
            });
        }
      }
      ledgers.push({ projectId: id, entries: ledger });
    }
    // Claims are numbered in date order, as the office would have raised them.
    claims.sort((a, b) => a.claim_date.localeCompare(b.claim_date));
    const lastNumber = new Map<number, number>();
    for (const claim of claims) {
      const year = Number(claim.claim_date.slice(0, 4));
      const next = (lastNumber.get(year) ?? 0) + 1;
      lastNumber.set(year, next);
      claim.number = `INV-${year}-${String(next).padStart(4, '0')}`;
    }
    if (claims.length) await db.insertInto('project_claims').values(claims).execute();
    for (const [year, last] of lastNumber) {
      await db.insertInto('invoice_counters').values({ year, last_number: last }).execute();
    }
    for (const { projectId, entries } of ledgers) {
      for (const entry of entries) {
        await db
          .insertInto('project_ledger')
          .values({
            id: randomUUID(),
            project_id: projectId,
            ...entry,
            created_by: DEMO_STAFF[0].id,
            created_at: now,
          })
          .execute();
      }
    }
    // The claims and their payments are in the money register too, as the Money tab writes them.
    for (const claim of claims) await registerClaim({ db }, claim.id);
    const payments = await db
      .selectFrom('project_ledger')
      .select('id')
      .where('kind', '=', 'PAYMENT')
      .where('claim_id', 'is not', null)
      .orderBy('occurred_on')
      .execute();
    for (const payment of payments) await registerClaimPayment({ db }, payment.id);
    const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    await db
      .insertInto('weather_alerts')
      .values(
        loadDemoWeatherAlerts().map((alert) => ({
          id: randomUUID(),
          location: alert.location,
          message: alert.message,
          severity: alert.severity,
          starts_at: hours(alert.startsInHours),
          expires_at: hours(alert.expiresInHours),
          created_at: now,
        })),
      )
      .execute();
  },
};
