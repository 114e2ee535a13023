/**
 * Weekly plans: a person's saved block template (edits apply to every week), the plan shown for a
 * name in a shared link, and reset to the §9 template. Plain functions over the database.
 */
import {
  blockStart,
  cloneTemplate,
  DEFAULT_WEEK_TEMPLATE,
  namePlanKey,
  type PlanSource,
  sameName,
  sortBlocks,
  WEEKDAYS,
  type WeeklyPlanResponse,
  type WeekTemplate,
} from '@firebreak/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { recordAudit } from '../audit/audit.service';

export type PlanOwner = { id: string; firstName: string; lastName: string };

export const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

export type StoredPlan = { template: WeekTemplate; customised: boolean; updatedAt: string | null };

/** A person's saved template, or the §9 template when they have saved nothing. */
export async function loadPlan({ db }: ServiceDeps<'db'>, userId: string): Promise<StoredPlan> {
  const plan = await db
    .selectFrom('weekly_plans')
    .select('updated_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!plan) return { template: cloneTemplate(DEFAULT_WEEK_TEMPLATE), customised: false, updatedAt: null };
  const rows = await db.selectFrom('weekly_plan_blocks').selectAll().where('user_id', '=', userId).execute();
  const template = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeekTemplate;
  for (const row of rows) {
    const day = WEEKDAYS[row.weekday];
    if (!day) continue;
    template[day].push({
      id: row.id,
      title: row.title,
      startHour: Math.floor(row.start_minute / 60),
      startMinute: row.start_minute % 60,
      durationMinutes: row.duration_minutes,
    });
  }
  for (const day of WEEKDAYS) template[day] = sortBlocks(template[day]);
  return { template, customised: true, updatedAt: plan.updated_at };
}

/** A template as one short line per block and day, so the audit trail keeps only the days that changed. */
function templateSummary(template: WeekTemplate): Record<string, string[]> {
  const pad = (n: number) => String(n).padStart(2, '0');
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      sortBlocks(template[day]).map(
        (b) => `${pad(b.startHour)}:${pad(b.startMinute)} ${b.title.trim()} (${b.durationMinutes} min)`,
      ),
    ]),
  );
}

/** Replaces a person's whole template (already validated) in one transaction. */
export async function savePlan(
  { db }: ServiceDeps<'db'>,
  userId: string,
  template: WeekTemplate,
): Promise<StoredPlan> {
  const now = new Date().toISOString();
  const before = await loadPlan({ db }, userId);
  await db.transaction().execute(async (trx) => {
    // Upsert first: the plan row's lock then orders concurrent saves of one person (PostgreSQL), so
    // two first saves cannot both insert, and each replaces the blocks whole.
    await trx
      .insertInto('weekly_plans')
      .values({ user_id: userId, created_at: now, updated_at: now })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ updated_at: now }))
      .execute();
    await trx.deleteFrom('weekly_plan_blocks').where('user_id', '=', userId).execute();
    const rows = WEEKDAYS.flatMap((day, weekday) =>
      template[day].map((b) => ({
        user_id: userId,
        id: b.id,
        weekday,
        start_minute: blockStart(b),
        duration_minutes: b.durationMinutes,
        title: b.title.trim(),
      })),
    );
    if (rows.length > 0) await trx.insertInto('weekly_plan_blocks').values(rows).execute();
    await recordAudit({
      db: trx,
      actor: { id: userId },
      action: 'update',
      entity: 'weekly-plan',
      entityId: userId,
      before: templateSummary(before.template),
      after: templateSummary(template),
    });
  });
  return loadPlan({ db }, userId);
}

/** Back to the §9 template: the saved plan is removed. */
export async function resetPlan({ db }: ServiceDeps<'db'>, userId: string): Promise<StoredPlan> {
  const before = await loadPlan({ db }, userId);
  await db.deleteFrom('weekly_plans').where('user_id', '=', userId).execute();
  if (before.customised)
    await recordAudit({
      db,
      actor: { id: userId },
      action: 'reset',
      entity: 'weekly-plan',
      entityId: userId,
      before: templateSummary(before.template),
      after: templateSummary(DEFAULT_WEEK_TEMPLATE),
    });
  return loadPlan({ db }, userId);
}

/**
 * The plan a name stands for (docs/decisions/0021): the viewer's own plan for their own name; the saved
 * plan of the one colleague with exactly that name; otherwise the §9 template under that name.
 */
export async function planForName(
  { db }: ServiceDeps<'db'>,
  viewer: PlanOwner,
  requestedName: string | undefined,
): Promise<WeeklyPlanResponse & { planKey: string }> {
  const name = requestedName?.trim() ? requestedName.trim() : fullName(viewer);
  if (sameName(name, fullName(viewer))) {
    const own = await loadPlan({ db }, viewer.id);
    return { name, source: 'own', editable: true, ...own, planKey: viewer.id };
  }
  const colleague = await findColleague(db, name);
  if (colleague) {
    const theirs = await loadPlan({ db }, colleague);
    if (theirs.customised) {
      return { name, source: 'colleague', editable: false, ...theirs, planKey: colleague };
    }
  }
  const source: PlanSource = 'template';
  return {
    name,
    source,
    editable: false,
    template: cloneTemplate(DEFAULT_WEEK_TEMPLATE),
    customised: false,
    updatedAt: null,
    planKey: namePlanKey(name),
  };
}

/** The id of the only person whose full name is `name` (any letter case), or null. */
async function findColleague(db: Kysely<Database>, name: string): Promise<string | null> {
  const wanted = name.replace(/\s+/g, ' ').toLowerCase();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(first_name || ' ' || last_name)`, '=', wanted)
    .limit(2)
    .execute();
  return rows.length === 1 ? rows[0]!.id : null;
}
