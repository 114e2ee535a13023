/**
 * One list of people (docs/decisions/0064): Resources → Personnel holds everyone the company
 * schedules, with or without a sign-in; a project's team is chosen from it. Every sign-in has its
 * person, kept by `syncPersonForUser` whenever an account is created or renamed.
 */
import { randomUUID } from 'node:crypto';
import { ROLE_LABELS, type TeamMember } from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { containsText } from '../../lib/sql';

const people = (db: Kysely<Database>) =>
  db
    .selectFrom('personnel')
    .leftJoin('users', 'users.id', 'personnel.user_id')
    .select([
      'personnel.id',
      'personnel.name',
      'personnel.role',
      'personnel.user_id',
      'users.role as user_role',
    ]);

type PersonRow = { id: string; name: string; role: string; user_id: string | null; user_role: string | null };

const toMember = (row: PersonRow): TeamMember => ({
  id: row.id,
  name: row.name,
  role: row.role,
  userId: row.user_id,
  userRole: row.user_role,
});

/** People whose name or role holds `q`, by name; at most 50. */
export async function searchPeople({ db }: ServiceDeps<'db'>, q?: string): Promise<TeamMember[]> {
  let query = people(db).orderBy('personnel.name').limit(50);
  if (q)
    query = query.where((eb) =>
      eb.or([containsText('personnel.name', q), containsText('personnel.role', q)]),
    );
  return (await query.execute()).map(toMember);
}

/** A project's team, by name. */
export async function teamOf({ db }: ServiceDeps<'db'>, projectId: string): Promise<TeamMember[]> {
  const rows = await people(db)
    .innerJoin('project_people', 'project_people.personnel_id', 'personnel.id')
    .where('project_people.project_id', '=', projectId)
    .orderBy('personnel.name')
    .execute();
  return rows.map(toMember);
}

/**
 * The person of a sign-in: renamed with the account; a new account gets a person of its own with
 * the role's name. An account takes over a person already on Personnel only by an administrator's
 * explicit choice (`linkPersonToUser`): never by a matching name (issue 25: a sign-up named like a
 * technician on Personnel took over her visits).
 */
export async function syncPersonForUser({ db }: ServiceDeps<'db'>, userId: string): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();
  // A client's contact is not one of the company's people (decision 0092).
  if (!user || user.role === 'CLIENT') return;
  const name = `${user.first_name} ${user.last_name}`.trim();
  const now = new Date().toISOString();
  const linked = await db
    .selectFrom('personnel')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (linked) {
    if (linked.name !== name)
      await db.updateTable('personnel').set({ name, updated_at: now }).where('id', '=', linked.id).execute();
    return;
  }
  await db
    .insertInto('personnel')
    .values({
      id: randomUUID(),
      name,
      role: ROLE_LABELS[user.role as keyof typeof ROLE_LABELS] ?? 'Staff',
      status: 'Available',
      skills: '[]',
      user_id: userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Whether anything refers to the person: a team, a schedule or a visit. */
async function isReferenced(db: Kysely<Database>, personId: string): Promise<boolean> {
  const [team, schedule, visit] = await Promise.all([
    db
      .selectFrom('project_people')
      .select('project_id')
      .where('personnel_id', '=', personId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('personnel_schedules')
      .select('id')
      .where('personnel_id', '=', personId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('inspection_visits')
      .select('id')
      .where('technician_id', '=', personId)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return Boolean(team || schedule || visit);
}

export type PersonLink = {
  personId: string;
  previousPersonId: string | null;
  removedPreviousPerson: boolean;
};

/**
 * An administrator's link of an account to a person on Personnel who has no sign-in. The person the
 * account had until now is removed when nothing refers to it (it was only the account's shadow), or
 * else kept without a sign-in. Refused when the person belongs to another account.
 */
export async function linkPersonToUser(
  { db }: ServiceDeps<'db'>,
  { userId, personId }: { userId: string; personId: string },
): Promise<PersonLink | 'not-found' | 'taken'> {
  const person = await db
    .selectFrom('personnel')
    .select(['id', 'user_id'])
    .where('id', '=', personId)
    .executeTakeFirst();
  if (!person) return 'not-found';
  if (person.user_id === userId)
    return { personId, previousPersonId: personId, removedPreviousPerson: false };
  if (person.user_id) return 'taken';
  const now = new Date().toISOString();
  const previous = await db
    .selectFrom('personnel')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  let removedPreviousPerson = false;
  if (previous) {
    if (await isReferenced(db, previous.id)) {
      await db
        .updateTable('personnel')
        .set({ user_id: null, updated_at: now })
        .where('id', '=', previous.id)
        .execute();
    } else {
      await db.deleteFrom('personnel').where('id', '=', previous.id).execute();
      removedPreviousPerson = true;
    }
  }
  await db
    .updateTable('personnel')
    .set({ user_id: userId, updated_at: now })
    .where('id', '=', personId)
    .execute();
  return { personId, previousPersonId: previous?.id ?? null, removedPreviousPerson };
}
