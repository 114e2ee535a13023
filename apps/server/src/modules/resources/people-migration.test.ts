import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { migrationProvider } from '../../db/migrations';
import { createTestDatabase, engines } from '../../test/test-app';

describe.each(engines)('migration 0020 on %s', (engine) => {
  it('gives every sign-in its person (taking over one of the same name) and moves teams and schedules onto teams of people', async () => {
    const { database, drop } = await createTestDatabase(engine);
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: migrationProvider,
        ...(database.schema ? { migrationTableSchema: database.schema } : {}),
      });
      expect((await migrator.migrateTo('0018-project-clients')).error).toBeUndefined();
      const now = '2026-11-01T08:00:00.000Z';
      const user = (id: string, first: string, last: string, role: string) =>
        sql`INSERT INTO users (id, email, email_normalized, first_name, last_name, role, created_at, updated_at)
          VALUES (${id}, ${`${id}@x.co.za`}, ${`${id}@x.co.za`}, ${first}, ${last}, ${role}, ${now}, ${now})`.execute(
          database.db,
        );
      await user('u1', 'Thabo', 'Nkosi', 'ENGINEER');
      await user('u2', 'Ayesha', 'Patel', 'PROJECT_MANAGER');
      await sql`INSERT INTO personnel (id, name, role, status, skills, user_id, created_at, updated_at)
        VALUES ('p1', 'thabo nkosi', 'Senior Fire Engineer', 'On Site', '[]', NULL, ${now}, ${now})`.execute(
        database.db,
      );
      await sql`INSERT INTO projects (id, title, client_name, client_type, type, urgency, location, area,
          budget_cents, spent_cents, description, status, progress, health, compliance_status, created_at, updated_at)
        VALUES ('pr1', 'Alarm', 'Acme', 'COMMERCIAL', 'FIRE_ALARM', 'STANDARD', '', 1, 0, 0, '', 'ACTIVE', 0, 'GOOD',
          'PENDING', ${now}, ${now})`.execute(database.db);
      await sql`INSERT INTO personnel (id, name, role, status, skills, user_id, created_at, updated_at)
        VALUES ('p9', 'Sizwe Dube', 'Sprinkler Fitter', 'Available', '[]', NULL, ${now}, ${now})`.execute(
        database.db,
      );
      await sql`INSERT INTO personnel_schedules (id, personnel_id, project_id, start_date, end_date, created_at)
        VALUES ('s1', 'p9', 'pr1', '2026-11-02', '2026-11-06', ${now})`.execute(database.db);
      await sql`INSERT INTO project_team (project_id, user_id) VALUES ('pr1', 'u1'), ('pr1', 'u2')`.execute(
        database.db,
      );

      await migrateToLatest(database);

      const people = await database.db
        .selectFrom('personnel')
        .select(['id', 'name', 'role', 'status', 'user_id'])
        .orderBy('name')
        .execute();
      expect(people).toEqual([
        {
          id: expect.any(String),
          name: 'Ayesha Patel',
          role: 'Project Manager',
          status: 'Available',
          user_id: 'u2',
        },
        { id: 'p9', name: 'Sizwe Dube', role: 'Sprinkler Fitter', status: 'Available', user_id: null },
        { id: 'p1', name: 'thabo nkosi', role: 'Senior Fire Engineer', status: 'On Site', user_id: 'u1' },
      ]);
      const team = await database.db
        .selectFrom('project_people')
        .select('personnel_id')
        .where('project_id', '=', 'pr1')
        .orderBy('personnel_id')
        .execute();
      // Both accounts' people, and the person scheduled onto the project.
      expect(team.map((row) => row.personnel_id).sort()).toEqual([people[0]?.id, 'p1', 'p9'].sort());
    } finally {
      await database.close();
      await drop();
    }
  });
});
