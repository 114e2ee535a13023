/** Personnel: list, add, edit, schedule onto a project (double-booking refused; the person joins its team). */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_WORKING_HOURS,
  formatClock,
  type Personnel,
  type PersonnelInput,
  type PersonnelStatus,
  parseClock,
  RESOURCE_STRINGS,
  type ScheduleInput,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { type AuditActor, entityAudit } from '../audit/audit.service';
import { stamp, today } from './resources.common';

type Input = PersonnelInput;

const audit = entityAudit('personnel');

export async function listPersonnel({ db }: ServiceDeps<'db'>): Promise<Personnel[]> {
  const rows = await db
    .selectFrom('personnel')
    .selectAll('personnel')
    .select((eb) =>
      // Projects whose team they are on (scheduling puts them on it, decision 0064) that are open or
      // on which they are still scheduled.
      eb
        .selectFrom('project_people')
        .innerJoin('projects', 'projects.id', 'project_people.project_id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('project_people.personnel_id', '=', 'personnel.id')
        .where((w) =>
          w.or([
            w('projects.status', 'not in', ['COMPLETED', 'CANCELLED']),
            w.exists(
              w
                .selectFrom('personnel_schedules')
                .select('personnel_schedules.id')
                .whereRef('personnel_schedules.personnel_id', '=', 'personnel.id')
                .whereRef('personnel_schedules.project_id', '=', 'projects.id')
                .where('personnel_schedules.end_date', '>=', today()),
            ),
          ]),
        )
        .as('projects'),
    )
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    status: row.status as PersonnelStatus,
    projects: Number(row.projects ?? 0),
    skills: JSON.parse(row.skills) as string[],
    userId: row.user_id,
    workStart: formatClock(Number(row.work_start_minute ?? 450)),
    workEnd: formatClock(Number(row.work_end_minute ?? 990)),
  }));
}

/** The row's columns of the input; working hours left out stay (or take the defaults on a new person). */
function personnelColumns(input: Input, fallback: { workStart: string; workEnd: string }) {
  const { workStart, workEnd, skills, ...rest } = input;
  return {
    ...rest,
    skills: JSON.stringify(skills),
    work_start_minute: parseClock(workStart ?? fallback.workStart) ?? 450,
    work_end_minute: parseClock(workEnd ?? fallback.workEnd) ?? 990,
  };
}

async function one(db: Kysely<Database>, id: string): Promise<Personnel> {
  const person = (await listPersonnel({ db })).find((p) => p.id === id);
  if (!person) throw notFound('Person not found');
  return person;
}

export async function createPersonnel(
  { db }: ServiceDeps<'db'>,
  actor: AuditActor,
  input: Input,
): Promise<Personnel> {
  const id = randomUUID();
  const now = stamp();
  await db
    .insertInto('personnel')
    .values({
      id,
      ...personnelColumns(input, DEFAULT_WORKING_HOURS),
      user_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await audit(db, actor, 'create', id, null, input);
  return one(db, id);
}

export async function updatePersonnel(
  { db }: ServiceDeps<'db'>,
  actor: AuditActor,
  id: string,
  input: Input,
): Promise<Personnel> {
  const before = await one(db, id);
  const result = await db
    .updateTable('personnel')
    .set({ ...personnelColumns(input, before), updated_at: stamp() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Person not found');
  const after = await one(db, id);
  await audit(db, actor, 'update', id, before, after);
  return after;
}

export async function listSchedules({ db }: ServiceDeps<'db'>, personnelId: string) {
  const rows = await db
    .selectFrom('personnel_schedules')
    .innerJoin('projects', 'projects.id', 'personnel_schedules.project_id')
    .select([
      'personnel_schedules.id',
      'personnel_schedules.personnel_id',
      'personnel_schedules.project_id',
      'projects.title',
      'personnel_schedules.start_date',
      'personnel_schedules.end_date',
    ])
    .where('personnel_schedules.personnel_id', '=', personnelId)
    .orderBy('personnel_schedules.start_date')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    personnelId: r.personnel_id,
    projectId: r.project_id,
    projectTitle: r.title,
    startDate: r.start_date,
    endDate: r.end_date,
  }));
}

/** Overlap check and insert in one transaction, so two requests cannot both book the same days. */
export async function schedulePersonnel(
  { db }: ServiceDeps<'db'>,
  actor: AuditActor,
  personnelId: string,
  input: ScheduleInput,
) {
  await one(db, personnelId);
  const project = await db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', input.projectId)
    .executeTakeFirst();
  if (!project) throw notFound('Project not found');
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const clash = await trx
      .selectFrom('personnel_schedules')
      .select('id')
      .where('personnel_id', '=', personnelId)
      .where('start_date', '<=', input.endDate)
      .where('end_date', '>=', input.startDate)
      .executeTakeFirst();
    if (clash) throw conflict(RESOURCE_STRINGS.doubleBooked);
    await trx
      .insertInto('personnel_schedules')
      .values({
        id,
        personnel_id: personnelId,
        project_id: input.projectId,
        start_date: input.startDate,
        end_date: input.endDate,
        created_at: stamp(),
      })
      .execute();
    // Someone scheduled onto a project is on its team (one list of people: decision 0064).
    await trx
      .insertInto('project_people')
      .values({ project_id: input.projectId, personnel_id: personnelId })
      .onConflict((oc) => oc.columns(['project_id', 'personnel_id']).doNothing())
      .execute();
    await audit(trx, actor, 'schedule', personnelId, null, {
      scheduleId: id,
      projectId: input.projectId,
      startDate: input.startDate,
      endDate: input.endDate,
    });
  });
  const saved = (await listSchedules({ db }, personnelId)).find((s) => s.id === id);
  if (!saved) throw notFound('Schedule not found');
  return saved;
}
