import type { Kysely } from 'kysely';

/**
 * Decision 0079 (issue 26 §3). A document's text as passages: a heading with its paragraphs, in the
 * document's own case, with the page for a PDF. Search indexes them beside the whole document and
 * shows a result's best passage ('Open at page N'); only the passages a search shows are read.
 * Documents already in the library keep working: their passages are cut here from the searchable
 * text they have (lower case, one run of words, so no headings or pages) until their file is read
 * again. The cut is frozen here on purpose, not imported, so this migration never changes.
 */
const WORDS_PER_PASSAGE = 120;
const BATCH = 200;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_passages')
    .addColumn('document_id', 'varchar(36)', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('ordinal', 'integer', (c) => c.notNull())
    .addColumn('page', 'integer')
    .addColumn('heading', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_passages_pk', ['document_id', 'ordinal'])
    .execute();

  const typed = db as unknown as Kysely<{
    documents: { id: string; searchable_content: string };
    document_passages: {
      document_id: string;
      ordinal: number;
      page: number | null;
      heading: string;
      text: string;
    };
  }>;
  let after = '';
  for (;;) {
    const rows = await typed
      .selectFrom('documents')
      .select(['id', 'searchable_content'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    after = (rows.at(-1) as { id: string }).id;
    const passages = rows.flatMap((row) => {
      const words = row.searchable_content.split(/\s+/).filter(Boolean);
      const out = [];
      for (let start = 0; start < words.length; start += WORDS_PER_PASSAGE) {
        out.push({
          document_id: row.id,
          ordinal: out.length,
          page: null,
          heading: '',
          text: words.slice(start, start + WORDS_PER_PASSAGE).join(' '),
        });
      }
      return out;
    });
    for (let start = 0; start < passages.length; start += BATCH) {
      await typed
        .insertInto('document_passages')
        .values(passages.slice(start, start + BATCH))
        .execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_passages').execute();
}
