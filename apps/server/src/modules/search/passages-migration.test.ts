import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { migrationProvider } from '../../db/migrations';
import { createTestDatabase, engines } from '../../test/test-app';
import { searchDocuments } from './ai-search.service';
import { createDocumentIndex } from './document-index';

const row = (id: string, slug: string, content: string) => ({
  id,
  slug,
  name: slug.replace(/-/g, ' '),
  file_name: `${slug}.pdf`,
  type: 'pdf',
  extension: 'pdf',
  content_type: 'application/pdf',
  file_size: 1000,
  sha256: id.padEnd(64, '0'),
  last_modified: '2025-01-01',
  category: 'Operations',
  subcategory: '',
  department: 'Operations',
  document_type: 'Procedure',
  revision: '',
  tags: '[]',
  description: '',
  searchable_content: content,
  uploaded_by: null,
  created_at: '2025-01-01T08:00:00.000Z',
});

describe.each(engines)('migration 0032 on %s', (engine) => {
  it('cuts the documents already in the library into passages of their stored text, and search shows them', async () => {
    const { database, drop } = await createTestDatabase(engine);
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: migrationProvider,
        ...(database.schema ? { migrationTableSchema: database.schema } : {}),
      });
      expect((await migrator.migrateTo('0029-signature-encoded')).error).toBeUndefined();
      const words = Array.from({ length: 300 }, (_, i) => (i === 200 ? 'quokkaflange' : `word${i % 7}`));
      await database.db
        .insertInto('documents')
        .values([
          row('00000000-0000-4000-8000-000000000001', 'old-manual', words.join(' ')),
          row('00000000-0000-4000-8000-000000000002', 'unread-scan', ''),
        ])
        .execute();

      await migrateToLatest(database);

      const passages = await database.db
        .selectFrom('document_passages')
        .selectAll()
        .orderBy('document_id')
        .orderBy('ordinal')
        .execute();
      expect(
        passages.map((p) => [
          p.document_id.slice(-1),
          p.ordinal,
          p.page,
          p.heading,
          p.text.split(' ').length,
        ]),
      ).toEqual([
        ['1', 0, null, '', 120],
        ['1', 1, null, '', 120],
        ['1', 2, null, '', 60],
      ]);

      // An old row keeps working: the passage that holds the word, without a page.
      const index = createDocumentIndex();
      await index.rebuild(database.db);
      const answer = await searchDocuments(index, 'quokkaflange', { method: 'keyword', limit: 5 });
      expect(answer.results[0]).toMatchObject({ id: 'old-manual', passage: { page: null, heading: '' } });
      const passage = answer.results[0]?.passage;
      expect(passage?.highlights.map(([a, b]) => passage.text.slice(a, b))).toEqual(['quokkaflange']);
      // Deleting a document takes its passages with it.
      await database.db.deleteFrom('documents').where('slug', '=', 'old-manual').execute();
      expect(await database.db.selectFrom('document_passages').selectAll().execute()).toEqual([]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
