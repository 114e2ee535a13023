/**
 * The library's search index: the engine plus the display card of each document (so a search
 * answers without a database round trip). Rebuilt from the database at start; every write and
 * delete calls add/remove directly; with Redis, changes made by other instances arrive on a
 * pub/sub channel and are re-read from the database, the source of truth.
 */
import { type AiSearchResult, formatFileSize } from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { instanceChannel } from '../../lib/redis';
import { createGloveEmbedder, type Embedder } from './embedder';
import { createSearchEngine, type SearchEngine } from './engine';
import { type DocumentRow, parseTags, toIndexedDocument } from './indexed-document';
import { passagesOf, readPassages } from './passage-store';
import type { DocumentPassage } from './passages';

export type DocumentCard = Omit<AiSearchResult, 'relevanceScore' | 'method'>;

export type DocumentIndex = {
  engine: SearchEngine;
  cards: Map<string, DocumentCard>;
  /**
   * Indexes a document as its row says, with its passages when its text was (re)written; without
   * them it keeps the passages it has (a change of name, tags or category).
   */
  add(row: DocumentRow, passages?: readonly DocumentPassage[]): void;
  remove(slug: string): void;
  /** The words of chosen passages, by document slug and ordinal (keys `${slug}:${ordinal}`). */
  readPassages(refs: readonly { id: string; ordinal: number }[]): Promise<Map<string, DocumentPassage>>;
  /** Settles when the rebuild started last has finished (searches wait for it). */
  ready(): Promise<void>;
  /**
   * Rebuilds from the database in chunks, yielding between them, so a large library does not hold
   * up the server's start (100,000 documents take about half a minute); searches wait on ready().
   * A document written or deleted meanwhile is already current, so the rebuild skips it rather than
   * put back the row it read earlier. Resolves to the number of rows read.
   */
  rebuild(db: Kysely<Database>): Promise<number>;
};

const CHANNEL = 'firebreak:documents:index';

function toCard(row: DocumentRow): DocumentCard {
  const type = ['pdf', 'excel', 'word', 'powerpoint', 'project'].includes(row.type) ? row.type : 'other';
  return {
    id: row.slug,
    name: row.name,
    type: type as DocumentCard['type'],
    description: row.description,
    category: row.category,
    department: row.department,
    size: formatFileSize(Number(row.file_size)),
    lastModified: row.last_modified,
    tags: parseTags(row.tags),
    fileName: row.file_name,
  };
}

/** Documents indexed between two yields to the event loop while rebuilding. */
const REBUILD_CHUNK = 250;

export function createDocumentIndex(embedder: Embedder = createGloveEmbedder()): DocumentIndex {
  const engine = createSearchEngine({ embedder });
  const cards = new Map<string, DocumentCard>();
  /** Row ids by slug: passages are stored by the document's row id. */
  const rowIds = new Map<string, string>();
  /** The database the index was built from, where passages are read. */
  let source: Kysely<Database> | undefined;
  /** While a rebuild runs: the documents written meanwhile, and its end. */
  let rebuilding: { written: Set<string>; done: Promise<void> } | undefined;

  const put = (row: DocumentRow, passages?: readonly DocumentPassage[]) => {
    engine.add(toIndexedDocument(row, passages));
    cards.set(row.slug, toCard(row));
    rowIds.set(row.slug, row.id);
  };

  return {
    engine,
    cards,
    add(row, passages) {
      rebuilding?.written.add(row.slug);
      put(row, passages);
    },
    remove(slug) {
      rebuilding?.written.add(slug);
      engine.remove(slug);
      cards.delete(slug);
      rowIds.delete(slug);
    },
    async readPassages(refs) {
      const out = new Map<string, DocumentPassage>();
      const byRow: { documentId: string; ordinal: number; slug: string }[] = [];
      for (const ref of refs) {
        const documentId = rowIds.get(ref.id);
        if (documentId) byRow.push({ documentId, ordinal: ref.ordinal, slug: ref.id });
      }
      if (!source || byRow.length === 0) return out;
      const found = await readPassages({ db: source }, byRow);
      for (const ref of byRow) {
        const passage = found.get(`${ref.documentId}:${ref.ordinal}`);
        if (passage) out.set(`${ref.slug}:${ref.ordinal}`, passage);
      }
      return out;
    },
    ready: () => rebuilding?.done ?? Promise.resolve(),
    rebuild(db) {
      const written = new Set<string>();
      source = db;
      engine.clear();
      cards.clear();
      rowIds.clear();
      const run = (async () => {
        const rows = await db.selectFrom('documents').selectAll().execute();
        for (let start = 0; start < rows.length; start += REBUILD_CHUNK) {
          const chunk = rows.slice(start, start + REBUILD_CHUNK).filter((row) => !written.has(row.slug));
          const passages = await passagesOf(
            { db },
            chunk.map((row) => row.id),
          );
          // Written while the passages were read: already current.
          for (const row of chunk) if (!written.has(row.slug)) put(row, passages.get(row.id) ?? []);
          await new Promise((resolve) => setImmediate(resolve));
        }
        engine.settle();
        return rows.length;
      })();
      // Settles either way: after a failed rebuild, searches answer from what was indexed.
      const state = {
        written,
        done: run.then(
          () => {},
          () => {},
        ),
      };
      rebuilding = state;
      state.done.then(() => {
        if (rebuilding === state) rebuilding = undefined;
      });
      return run;
    },
  };
}

/** Carries index changes between instances; returns a stop function. */
export async function syncIndexAcrossInstances({
  db,
  index,
  events,
  redis,
  onError,
}: ServiceDeps<'db' | 'events' | 'redis'> & {
  index: DocumentIndex;
  onError: (error: unknown) => void;
}): Promise<() => Promise<void>> {
  if (!redis) return async () => {};
  type Change = { op: 'upsert' | 'delete'; id: string };
  // One change at a time, in arrival order: an update then a delete must not finish the other way round.
  let queue: Promise<void> = Promise.resolve();
  const apply = async ({ id }: Change) => {
    if (typeof id !== 'string') return;
    const row = await db.selectFrom('documents').selectAll().where('slug', '=', id).executeTakeFirst();
    if (!row) return index.remove(id);
    const passages = await passagesOf({ db }, [row.id]);
    index.add(row, passages.get(row.id) ?? []);
  };
  const channel = instanceChannel<Change>({
    redis,
    channel: CHANNEL,
    onMessage: (change) => {
      queue = queue.then(() => apply(change)).catch(onError);
    },
    // Changes sent while Redis was away are lost: rebuild from the database, the source of truth
    // (after any rebuild still running).
    onMissed: () => {
      index
        .ready()
        .then(() => index.rebuild(db))
        .catch(onError);
    },
    onError,
  });
  const offs = [
    events.on('document.created', ({ documentId }) => channel.publish({ op: 'upsert', id: documentId })),
    events.on('document.updated', ({ documentId }) => channel.publish({ op: 'upsert', id: documentId })),
    events.on('document.deleted', ({ documentId }) => channel.publish({ op: 'delete', id: documentId })),
  ];
  return async () => {
    for (const off of offs) off();
    channel.close();
  };
}
