import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/** The Clients screen's types for the projects' client types (Healthcare and Educational are Commercial). */
const KIND_OF_TYPE: Record<string, string> = {
  INDUSTRIAL: 'Industrial',
  RESIDENTIAL: 'Residential',
  GOVERNMENT: 'Government',
};

type Row = { name: string; client_type: string };

/**
 * Projects link to their client by id (issue 15, docs/decisions/0062). Every client name a project
 * carries that the Clients list lacks becomes a client, so the two lists agree; then each project
 * takes the id of the client whose trimmed, lower-cased name it carries. A deleted client leaves
 * its completed projects with their name and no link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('projects')
    .addColumn('client_id', 'varchar(36)', (c) => c.references('clients.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('projects_client_id_idx').on('projects').column('client_id').execute();

  const orphans = await sql<Row>`
    SELECT p.client_name AS name, p.client_type AS client_type FROM projects p
    WHERE NOT EXISTS (SELECT 1 FROM clients c WHERE c.name_key = lower(trim(p.client_name)))
    ORDER BY p.created_at DESC`.execute(db);
  const now = new Date().toISOString();
  const seen = new Set<string>();
  for (const row of orphans.rows) {
    const key = row.name.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    await sql`
      INSERT INTO clients (id, name, name_key, type, contact, email, phone, address, status, rating,
        last_contact, notes, created_at, updated_at)
      VALUES (${randomUUID()}, ${row.name.trim()}, ${key}, ${KIND_OF_TYPE[row.client_type] ?? 'Commercial'},
        '', '', '', '', 'Active', 0, NULL, 'Added from its projects when projects were linked to clients.',
        ${now}, ${now})`.execute(db);
  }
  await sql`
    UPDATE projects SET client_id =
      (SELECT c.id FROM clients c WHERE c.name_key = lower(trim(projects.client_name)))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('projects_client_id_idx').execute();
  await db.schema.alterTable('projects').dropColumn('client_id').execute();
}
