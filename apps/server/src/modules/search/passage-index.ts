/**
 * The passages of every document, indexed beside the whole documents (issue 26 §3, decision 0079):
 * the same BM25+ keyword index (keyword-index.ts) with one slot per passage, its heading counted twice
 * and its text once. It keeps no text: a passage is known by its document and ordinal, and its page;
 * the words a search shows are read from the database (document_passages) for the hits alone.
 */
import { createKeywordIndex, popcount } from './keyword-index';
import type { DocumentPassage } from './passages';
import { conceptBits, type QueryPlan, sourceTerms } from './query-plan';

/** Heading ×2, text ×1 (the keyword index's fields name, tags, description, content). */
const PASSAGE_BOOSTS = [2, 0, 0, 1];
/** Characters of a passage indexed (passages are short; this only bounds a pathological one). */
const PASSAGE_CHARS = 4000;
/** How much more a passage that holds what the question asks for ('weekly' for 'how often') counts. */
const CONCEPT_GAIN = 3;

/** A document's best passage for a query, and what it holds of the query. */
export type PassageHit = {
  ordinal: number;
  page: number | null;
  /** BM25+ × terms matched, against the best passage of the same search. */
  score: number;
  /** Share of the query's words in the passage (an equivalent as half a word). */
  coverage: number;
  /** Whether the passage holds a term of every concept the question asks for ('weekly' for 'how often'). */
  answersConcepts: boolean;
};

export type PassageIndex = ReturnType<typeof createPassageIndex>;

export function createPassageIndex() {
  const keyword = createKeywordIndex({ boosts: PASSAGE_BOOSTS });
  /** Per passage slot: its document's number (-1 when free), ordinal and page (0: none). */
  const documentOf: number[] = [];
  const ordinalOf: number[] = [];
  const pageOf: number[] = [];
  const freeSlots: number[] = [];
  /** Documents by id, numbered, with the slots of their passages. */
  const numberOf = new Map<string, number>();
  const idOf: (string | null)[] = [];
  const freeNumbers: number[] = [];
  const slotsOf: number[][] = [];

  function remove(id: string) {
    const number = numberOf.get(id);
    if (number === undefined) return;
    for (const slot of slotsOf[number] ?? []) {
      keyword.remove(slot);
      documentOf[slot] = -1;
    }
    slotsOf[number] = [];
    numberOf.delete(id);
    idOf[number] = null;
    freeNumbers.push(number);
    if (keyword.needsCompaction()) freeSlots.push(...keyword.compact());
  }

  /** Replaces a document's passages. */
  function set(id: string, passages: readonly DocumentPassage[]) {
    remove(id);
    if (passages.length === 0) return;
    const number = freeNumbers.pop() ?? idOf.length;
    numberOf.set(id, number);
    idOf[number] = id;
    const slots: number[] = [];
    passages.forEach((passage, ordinal) => {
      const slot = freeSlots.pop() ?? documentOf.length;
      keyword.add(slot, {
        name: passage.heading,
        tags: '',
        description: '',
        content: passage.text.slice(0, PASSAGE_CHARS),
      });
      documentOf[slot] = number;
      ordinalOf[slot] = ordinal;
      pageOf[slot] = passage.page ?? 0;
      slots.push(slot);
    });
    slotsOf[number] = slots;
  }

  /**
   * The best passage of each document of `titles` for the query (documents whose passages hold none
   * of its words are left out). `titles` gives, per document id, the match bits its title holds
   * (sourceTerms' bits): a passage reads under its document's title, so the Sign-off section of a
   * 'Hydrostatic Pressure Test Certificate' answers 'who signs the hydrostatic test certificate'.
   * Coverage counts the query's own words (a synonym as half of the words it stands for); a
   * question's concepts count apart, as `answersConcepts`, and a passage that has them counts more.
   */
  function best(plan: QueryPlan, titles: ReadonlyMap<string, number>): Map<string, PassageHit> {
    const wanted = new Map<number, number>();
    for (const [id, bits] of titles) {
      const number = numberOf.get(id);
      if (number !== undefined) wanted.set(number, bits);
    }
    const out = new Map<string, PassageHit>();
    if (wanted.size === 0 || (plan.words.length === 0 && plan.concepts.length === 0)) return out;
    const concepts = conceptBits(plan);
    const hits = keyword.searchBestPerGroup(
      sourceTerms(plan),
      (slot) => {
        const number = documentOf[slot] ?? -1;
        return wanted.has(number) ? number : -1;
      },
      0,
      (value, any, exact, group) => {
        const title = wanted.get(group) ?? 0;
        const answers = ((exact | title) & concepts) === concepts && concepts !== 0;
        return value * popcount(any | title) * (answers ? CONCEPT_GAIN : 1);
      },
    );
    let top = 0;
    for (let i = 0; i < hits.count; i += 1) top = Math.max(top, hits.scores[i] as number);
    const { words, synonyms } = plan;
    const wordBits = 2 ** words.length - 1;
    for (let i = 0; i < hits.count; i += 1) {
      const slot = hits.slots[i] as number;
      const exact = (hits.exact[i] as number) | (wanted.get(hits.groups[i] as number) ?? 0);
      let stands = 0;
      for (const synonym of synonyms) if (exact & synonym.bit) stands |= synonym.standsFor;
      const direct = popcount(exact & wordBits);
      const halves = popcount(stands & ~exact & wordBits);
      const id = idOf[hits.groups[i] as number];
      if (!id) continue;
      out.set(id, {
        ordinal: ordinalOf[slot] as number,
        page: (pageOf[slot] as number) || null,
        score: top ? (hits.scores[i] as number) / top : 0,
        coverage: words.length ? Math.min(1, (direct + halves / 2) / words.length) : 0,
        answersConcepts: (exact & concepts) === concepts,
      });
    }
    return out;
  }

  function clear() {
    keyword.clear();
    for (const list of [documentOf, ordinalOf, pageOf, freeSlots, idOf, freeNumbers, slotsOf])
      list.length = 0;
    numberOf.clear();
  }

  return {
    set,
    remove,
    best,
    has: (id: string) => numberOf.has(id),
    clear,
    /** Releases the spare room a bulk load left in the posting lists. */
    settle: () => keyword.trim(),
    get stats() {
      return { ...keyword.stats, documents: numberOf.size };
    },
  };
}
