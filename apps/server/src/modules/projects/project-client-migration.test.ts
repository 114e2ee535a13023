import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { migrationProvider } from '../../db/migrations';
import { createTestDatabase, engines } from '../../test/test-app';

describe.each(engines)('migration 0018 on %s', (engine) => {
  it('adds the clients the projects name, and links every project to its client by id', async () => {
    const { database, drop } = await createTestDatabase(engine);
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: migrationProvider,
        ...(database.schema ? { migrationTableSchema: database.schema } : {}),
      });
      expect((await migrator.migrateTo('0017-project-archive')).error).toBeUndefined();
      const now = '2026-11-01T08:00:00.000Z';
      await sql`INSERT INTO clients (id, name, name_key, type, contact, email, phone, address, status,
        rating, last_contact, notes, created_at, updated_at)
        VALUES ('c1', 'Liberty Two Degrees', 'liberty two degrees', 'Commercial', 'N', 'n@l.co.za', '', '',
        'Active', 5, NULL, '', ${now}, ${now})`.execute(database.db);
      const project = (id: string, client: string, type: string, createdAt: string) =>
        sql`INSERT INTO projects (id, title, client_name, client_type, type, urgency, location, area,
          budget_cents, spent_cents, description, status, progress, health, compliance_status,
          created_at, updated_at)
          VALUES (${id}, ${`Project ${id}`}, ${client}, ${type}, 'FIRE_ALARM', 'STANDARD', '', 100, 0, 0, '',
          'ACTIVE', 0, 'GOOD', 'PENDING', ${createdAt}, ${createdAt})`.execute(database.db);
      await project('p1', ' LIBERTY two degrees', 'COMMERCIAL', now);
      await project('p2', 'Sol Plaatje Municipality', 'GOVERNMENT', '2026-10-01T08:00:00.000Z');
      await project('p3', 'sol plaatje municipality ', 'GOVERNMENT', '2026-11-02T08:00:00.000Z');
      await project('p4', 'Life Healthcare', 'HEALTHCARE', now);

      await migrateToLatest(database);

      const clients = await database.db
        .selectFrom('clients')
        .select(['id', 'name', 'type'])
        .orderBy('name_key')
        .execute();
      expect(clients.map(({ name, type }) => ({ name, type }))).toEqual([
        { name: 'Liberty Two Degrees', type: 'Commercial' },
        { name: 'Life Healthcare', type: 'Commercial' },
        // The spelling of the latest project names the client.
        { name: 'sol plaatje municipality', type: 'Government' },
      ]);
      const links = await database.db
        .selectFrom('projects')
        .select(['id', 'client_id'])
        .orderBy('id')
        .execute();
      const idOf = (name: string) => clients.find((c) => c.name === name)?.id;
      expect(links).toEqual([
        { id: 'p1', client_id: 'c1' },
        { id: 'p2', client_id: idOf('sol plaatje municipality') },
        { id: 'p3', client_id: idOf('sol plaatje municipality') },
        { id: 'p4', client_id: idOf('Life Healthcare') },
      ]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
