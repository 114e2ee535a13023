import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { migrateToLatest } from '../../db/migrate';
import { demoDocumentsSeeder } from '../../db/seeders/demo-documents';
import { demoStaffSeeder } from '../../db/seeders/demo-staff';
import { createTestDatabase } from '../../test/test-app';
import { createDocumentIndex } from './document-index';

describe('document index rebuild in the background', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createTestDatabase('sqlite');
    database = created.database;
    drop = created.drop;
    await migrateToLatest(database);
    await database.db.transaction().execute(async (trx) => {
      await demoStaffSeeder.run(trx);
      await demoDocumentsSeeder.run(trx);
    });
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const keyword = (index: ReturnType<typeof createDocumentIndex>, q: string) =>
    index.engine.search(q, { method: 'keyword', limit: 10 }).map((hit) => hit.id);

  it('indexes every row, and keeps writes made while it runs instead of the rows it read earlier', async () => {
    const { db } = database;
    const rows = await db.selectFrom('documents').selectAll().execute();
    const index = createDocumentIndex();
    const leave = rows.find((row) => row.slug === 'leave-application-form');
    const certificate = rows.find((row) => row.slug === 'hydrostatic-pressure-test-certificate');
    if (!leave || !certificate) throw new Error('demo library changed');

    const built = index.rebuild(db);
    let settled = false;
    const ready = index.ready().then(() => {
      settled = true;
    });
    // While the rebuild runs: one document deleted, one renamed (as a write or a Redis sync would).
    index.remove(leave.slug);
    index.add({ ...certificate, name: 'Platypus Riser Record', description: 'Renamed while indexing' });
    expect(settled).toBe(false);

    expect(await built).toBe(rows.length);
    await ready;
    expect(index.engine.size).toBe(rows.length - 1);
    expect(index.cards.has(leave.slug)).toBe(false);
    expect(keyword(index, 'leave application')).not.toContain(leave.slug);
    expect(keyword(index, 'platypus')).toEqual([certificate.slug]);
    expect(index.cards.get(certificate.slug)?.name).toBe('Platypus Riser Record');

    // A later rebuild starts from the database again, and later writes are no longer skipped.
    await index.rebuild(db);
    expect(index.engine.size).toBe(rows.length);
    expect(keyword(index, 'platypus')).toEqual([]);
    index.remove(leave.slug);
    expect(index.engine.has(leave.slug)).toBe(false);
  });
});
