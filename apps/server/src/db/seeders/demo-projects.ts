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

const SPEND_SPREAD: [share: number, offset: (today: string) => number, category: CostCategory][] = [
  [0.2, (today) => daysBack(today, 3, 12), 'MATERIALS'],
  [0.35, (today) => daysBack(today, 2, 15), 'LABOUR'],
  [0.3, (today) => daysBack(today, 1, 15), 'SUBCONTRACT'],
  [0.15, () => 0, 'MATERIALS'],
];

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
    const claims: ClaimRow[] = [];
    const ledgers: { projectId: string; entries: LedgerEntry[] }[] = [];
    for (const [index, p] of projects.entries()) {
      const id = randomUUID();
      const createdAt = new Date(Date.now() - (projects.length - index) * 3_600_000).toISOString();
      await db
        .insertInto('projects')
        .values({
          id,
          title: p.title,
          client_name: p.client,
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
          .insertInto('project_team')
          .values(p.team.map((member) => ({ project_id: id, user_id: DEMO_STAFF[member]!.id })))
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
      // Each payment settles a progress claim raised three weeks before it (30-day terms); the claim's
      // work value is what leaves that payment after 10% retention and 15% VAT.
      for (const { amount, dayOffset } of p.payments) {
        const claimDate = addDays(today, dayOffset - 21);
        const claim = demoClaim(id, 'PROGRESS', Math.round(amount / 1.035) * 100, claimDate);
        claims.push(claim);
        ledger.push({
          kind: 'PAYMENT',
          amount_cents: claim.total_cents,
          occurred_on: addDays(today, dayOffset),
          description: `Payment for claim of ${claimDate}`,
          claim_id: claim.id,
          category: null,
        });
      }
      // Work in progress has this month's claim waiting for payment; the project on hold has one
      // its client has let run overdue.
      const claimed = claims
        .filter((c) => c.project_id === id)
        .reduce((sum, c) => sum + c.work_value_cents, 0);
      const open = Math.min(Math.round(p.budget * 0.08) * 100, p.budget * 100 - claimed);
      if ((p.status === 'ACTIVE' || p.status === 'ON_HOLD') && open > 0) {
        claims.push(demoClaim(id, 'PROGRESS', open, addDays(today, p.status === 'ACTIVE' ? -6 : -50)));
      }
      // Spend to date spread like real work over four months; the last part takes the remainder so
      // the ledger adds up to the project's spend exactly.
      if (p.spent > 0) {
        for (const [index, [share, offset, category]] of SPEND_SPREAD.entries()) {
          const amount =
            index === SPEND_SPREAD.length - 1
              ? p.spent -
                SPEND_SPREAD.slice(0, -1).reduce((sum, [part]) => sum + Math.round(p.spent * part), 0)
              : Math.round(p.spent * share);
          ledger.push({
            kind: 'EXPENSE',
            amount_cents: amount * 100,
            occurred_on: addDays(today, offset(today)),
            description: COST_DESCRIPTIONS[category],
            claim_id: null,
            category,
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
