/**
 * A dozen demo projects across types, client types and statuses, with milestones, spend, payments,
 * teams and a few conditions that raise alerts (an overdue milestone, spend ahead of progress, a
 * compliance certificate falling due), plus two weather warnings. Dates are relative to the seeding
 * day so the dashboard looks current on first start. The projects and warnings are data:
 * apps/server/demo/projects.json and weather-alerts.json.
 */
import { randomUUID } from 'node:crypto';
import { addDays, johannesburgDate } from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Seeder } from '../seed';
import { loadDemoProjects, loadDemoWeatherAlerts } from './demo-data';
import { DEMO_STAFF } from './demo-staff';

/** Days from today to a day in an earlier calendar month, so the split lands in the right months. */
const daysBack = (today: string, monthsBack: number, day: number) => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const target = Date.UTC(year, month - 1 - monthsBack, day);
  return Math.round((target - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
};

const SPEND_SPREAD: [share: number, offset: (today: string) => number][] = [
  [0.6, (today) => daysBack(today, 2, 15)],
  [0.25, (today) => daysBack(today, 1, 15)],
  [0.15, () => 0],
];

export const demoProjectsSeeder: Seeder = {
  name: 'demo-projects',
  run: async (db: Kysely<Database>) => {
    const today = johannesburgDate(new Date());
    const now = new Date().toISOString();
    const projects = loadDemoProjects();
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
      const ledger = [
        ...p.payments.map(({ amount, dayOffset }) => ({
          kind: 'PAYMENT',
          amount,
          offset: dayOffset,
          description: 'Progress payment received',
        })),
        // Spend to date spread like real work: most of it in earlier months, some last month, some now.
        ...(p.spent > 0
          ? SPEND_SPREAD.map(([share, offset], index) => ({
              kind: 'EXPENSE',
              // The last part takes the remainder so the ledger adds up to the project's spend exactly.
              amount:
                index === SPEND_SPREAD.length - 1
                  ? p.spent -
                    SPEND_SPREAD.slice(0, -1).reduce((sum, [part]) => sum + Math.round(p.spent * part), 0)
                  : Math.round(p.spent * share),
              offset: offset(today),
              description: 'Materials and labour',
            }))
          : []),
      ];
      for (const entry of ledger) {
        await db
          .insertInto('project_ledger')
          .values({
            id: randomUUID(),
            project_id: id,
            kind: entry.kind,
            amount_cents: entry.amount * 100,
            occurred_on: addDays(today, entry.offset),
            description: entry.description,
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
