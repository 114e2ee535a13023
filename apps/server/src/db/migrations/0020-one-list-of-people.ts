import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/** The personnel role of a person added for a sign-in (users.ts ROLE_LABELS when this was written). */
const ROLE_AS_PERSONNEL: Record<string, string> = {
  ADMIN: 'Administrator',
  PROJECT_MANAGER: 'Project Manager',
  ENGINEER: 'Engineer',
  TECHNICIAN: 'Technician',
};

type User = { id: string; first_name: string; last_name: string; role: string };

/**
 * One list of people (issue 15, docs/decisions/0064): Resources → Personnel holds everyone, with or
 * without a sign-in, and a project's team is chosen from it. Every account without a personnel
 * record gets one: the unlinked person of the same name when there is one, else a new person. The
 * team table then names personnel instead of accounts (`project_people` replaces `project_team`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const users = await sql<User>`
    SELECT u.id, u.first_name, u.last_name, u.role FROM users u
    WHERE NOT EXISTS (SELECT 1 FROM personnel p WHERE p.user_id = u.id)
    ORDER BY u.created_at`.execute(db);
  const now = new Date().toISOString();
  for (const user of users.rows) {
    const name = `${user.first_name} ${user.last_name}`.trim();
    const twin = await sql<{ id: string }>`
      SELECT id FROM personnel WHERE user_id IS NULL AND lower(name) = ${name.toLowerCase()}
      ORDER BY created_at LIMIT 1`.execute(db);
    const existing = twin.rows[0];
    if (existing) {
      await sql`UPDATE personnel SET user_id = ${user.id}, updated_at = ${now} WHERE id = ${existing.id}`.execute(
        db,
      );
    } else {
      await sql`
        INSERT INTO personnel (id, name, role, status, skills, user_id, created_at, updated_at)
        VALUES (${randomUUID()}, ${name}, ${ROLE_AS_PERSONNEL[user.role] ?? 'Staff'}, 'Available', '[]',
          ${user.id}, ${now}, ${now})`.execute(db);
    }
  }

  await db.schema
    .createTable('project_people')
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('personnel_id', 'varchar(36)', (c) =>
      c.notNull().references('personnel.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('project_people_pk', ['project_id', 'personnel_id'])
    .execute();
  await db.schema
    .createIndex('project_people_personnel_idx')
    .on('project_people')
    .column('personnel_id')
    .execute();
  await sql`
    INSERT INTO project_people (project_id, personnel_id)
    SELECT t.project_id, p.id FROM project_team t JOIN personnel p ON p.user_id = t.user_id`.execute(db);
  // Someone scheduled onto a project is on its team.
  await sql`
    INSERT INTO project_people (project_id, personnel_id)
    SELECT DISTINCT s.project_id, s.personnel_id FROM personnel_schedules s
    WHERE NOT EXISTS (SELECT 1 FROM project_people pp
      WHERE pp.project_id = s.project_id AND pp.personnel_id = s.personnel_id)`.execute(db);
  await db.schema.dropTable('project_team').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project_team')
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('project_team_pk', ['project_id', 'user_id'])
    .execute();
  await db.schema.createIndex('project_team_user_idx').on('project_team').column('user_id').execute();
  await sql`
    INSERT INTO project_team (project_id, user_id)
    SELECT pp.project_id, p.user_id FROM project_people pp JOIN personnel p ON p.id = pp.personnel_id
    WHERE p.user_id IS NOT NULL`.execute(db);
  await db.schema.dropTable('project_people').execute();
}
