/**
 * The standards library's search index (decision 0080): every passage of every standard's current
 * version, and of the built-in handbook, as a document of its own in an instance of the library's
 * engine (search/engine.ts), so what improves that engine (question words, the concept map) improves
 * this search too. A passage's name is its heading and its one tag the standard's code, which is how
 * a search keeps to the standards chosen. The database (and the handbook store) stay the source of
 * truth: the index is built from them at start, changed by every write on this instance, and
 * reconciled with them before a search at most every RECONCILE_MS, which is how a change made on
 * another instance arrives.
 */
import type { StandardPassageHit, StandardSummary } from '@firebreak/shared';
import { createGloveEmbedder, type Embedder } from '../search/embedder';
import { createSearchEngine } from '../search/engine';
import { extract, findHighlights, highlightTerms } from './highlight';
import { type PageText, splitPassages } from './passages';
import { splitQuestion } from './question-words';

const RECONCILE_MS = 2_000;
/** Passages indexed between two yields to the event loop. */
const CHUNK = 200;

/** A standard as listed, and what changes whenever its searchable text may have changed. */
export type ListedStandard = { summary: StandardSummary; signature: string };

export type StandardsSource = {
  /** Every standard as it is now, the built-in handbook included. */
  list(): Promise<ListedStandard[]>;
  /** The pages of a listed standard's current version. */
  pages(standard: ListedStandard): Promise<PageText[]>;
};

type Indexed = { summary: StandardSummary; signature: string; passageIds: string[] };
type PassageCard = { standardId: string; page: number; heading: string | null; text: string };

export type StandardsIndex = ReturnType<typeof createStandardsIndex>;

export function createStandardsIndex(options: {
  source: StandardsSource;
  embedder?: Embedder;
  onError?: (error: unknown) => void;
  now?: () => number;
}) {
  const { source } = options;
  const now = options.now ?? Date.now;
  const engine = createSearchEngine({ embedder: options.embedder ?? createGloveEmbedder() });
  const standards = new Map<string, Indexed>();
  const passages = new Map<string, PassageCard>();
  /** Changes to the index, one at a time. */
  let queue: Promise<void> = Promise.resolve();
  let lastReconcile = Number.NEGATIVE_INFINITY;
  let reconciling: Promise<void> | null = null;
  let initial: Promise<void> | null = null;

  const enqueue = (change: () => Promise<void>) => {
    const next = queue.then(change);
    queue = next.catch((error) => options.onError?.(error));
    return next;
  };

  function drop(id: string) {
    const indexed = standards.get(id);
    if (!indexed) return;
    for (const passageId of indexed.passageIds) {
      engine.remove(passageId);
      passages.delete(passageId);
    }
    standards.delete(id);
  }

  async function index(listed: ListedStandard, pages: readonly PageText[]) {
    drop(listed.summary.id);
    const { summary } = listed;
    const passageIds: string[] = [];
    const split = splitPassages(pages);
    for (let start = 0; start < split.length; start += CHUNK) {
      for (const [offset, passage] of split.slice(start, start + CHUNK).entries()) {
        const id = `${summary.id}#${start + offset}`;
        engine.add({
          id,
          name: passage.heading ?? '',
          tags: [summary.code],
          description: '',
          content: passage.text,
          category: summary.id,
          type: 'standard',
          department: '',
        });
        passages.set(id, { standardId: summary.id, ...passage });
        passageIds.push(id);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    engine.settle();
    standards.set(summary.id, { summary, signature: listed.signature, passageIds });
  }

  /** Brings the index in line with the source: new and changed standards read again, removed ones dropped. */
  async function reconcile() {
    const listed = await source.list();
    const seen = new Set(listed.map((item) => item.summary.id));
    for (const id of [...standards.keys()]) if (!seen.has(id)) drop(id);
    for (const item of listed) {
      const indexed = standards.get(item.summary.id);
      if (indexed?.signature === item.signature) {
        indexed.summary = item.summary;
        continue;
      }
      await index(item, await source.pages(item));
    }
    lastReconcile = now();
  }

  function refresh(force = false): Promise<void> {
    if (!force && now() - lastReconcile < RECONCILE_MS) return Promise.resolve();
    reconciling ??= enqueue(reconcile).finally(() => {
      reconciling = null;
    });
    return reconciling;
  }

  return {
    /** Builds the index from the source; searches wait for it. */
    start(): Promise<void> {
      initial = refresh(true).catch((error) => options.onError?.(error));
      return initial;
    },
    ready: () => initial ?? Promise.resolve(),
    /** Reconciles with the source when the last reconcile is older than RECONCILE_MS (or always, forced). */
    refresh,
    /** A standard's current text, as just written on this instance. */
    put: (listed: ListedStandard, pages: readonly PageText[]) => enqueue(() => index(listed, pages)),
    remove: (id: string) =>
      enqueue(async () => {
        drop(id);
      }),
    /** Settles when every change asked for so far is in. */
    settled: () => queue,
    has: (id: string) => standards.has(id),
    get passageCount() {
      return passages.size;
    },

    /** Passages for a query, best first, within the standards named (all when null). */
    search(query: string, { standardIds, limit }: { standardIds: readonly string[] | null; limit: number }) {
      const { meaningful, ignored } = splitQuestion(query);
      if (!meaningful) return { ignoredWords: ignored, results: [] as StandardPassageHit[] };
      const tags = standardIds
        ? standardIds.flatMap((id) => {
            const code = standards.get(id)?.summary.code;
            return code ? [code] : [];
          })
        : undefined;
      if (tags?.length === 0) return { ignoredWords: ignored, results: [] as StandardPassageHit[] };
      const hits = engine.search(meaningful, {
        method: 'hybrid',
        limit,
        // Every ranked passage: a weak match is shown as weak (its relevance), not hidden (issue 26 §1).
        threshold: 0,
        ...(tags ? { tags } : {}),
      });
      const terms = highlightTerms(meaningful);
      const results: StandardPassageHit[] = [];
      for (const hit of hits) {
        const passage = passages.get(hit.id);
        const standard = passage ? standards.get(passage.standardId)?.summary : undefined;
        if (!passage || !standard) continue;
        const marks = findHighlights(passage.text, terms);
        const headingMarks = passage.heading ? findHighlights(passage.heading, terms) : [];
        const shown = extract(passage.text, marks);
        results.push({
          id: hit.id,
          standardId: standard.id,
          code: standard.code,
          title: standard.title,
          edition: standard.edition,
          kind: standard.kind,
          versionId: standard.currentVersionId,
          page: passage.page,
          heading: passage.heading,
          headingHighlights: headingMarks,
          text: shown.text,
          highlights: shown.highlights,
          relevance: hit.relevance,
          match: marks.length > 0 || headingMarks.length > 0 ? 'words' : 'meaning',
        });
      }
      // A passage that says the words comes before one found by meaning alone, whatever their scores:
      // the engine's relevance was fitted on whole documents, where a meaning-only match is rarer.
      results.sort((a, b) => (a.match === b.match ? 0 : a.match === 'words' ? -1 : 1));
      return { ignoredWords: ignored, results };
    },
  };
}
