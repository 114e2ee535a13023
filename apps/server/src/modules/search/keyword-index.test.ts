import { describe, expect, it } from 'vitest';
import { boundedLevenshtein, createKeywordIndex, type SourceTerm } from './keyword-index';
import { createTopK } from './top-k';

const doc = (name: string, content = '', tags = '', description = '') => ({
  name,
  tags,
  description,
  content,
});
const word = (term: string, extra: Partial<SourceTerm> = {}): SourceTerm => ({
  term,
  boost: 1,
  prefix: false,
  fuzzy: true,
  ...extra,
});

function build(...docs: ReturnType<typeof doc>[]) {
  const index = createKeywordIndex();
  index.clear();
  docs.forEach((fields, slot) => {
    index.add(slot, fields);
  });
  return index;
}

const slotsOf = (hits: { count: number; slots: Int32Array }) => [...hits.slots.subarray(0, hits.count)];

describe('keyword index', () => {
  it('ranks by BM25 with field boosts: a word in the name outranks the same word in the content', () => {
    const index = build(doc('Site diary', 'valve valve check'), doc('Valve register', 'weekly list'));
    const hits = index.search([word('valv')], null, 10, 0);
    expect(slotsOf(hits)).toEqual([1, 0]);
    expect(hits.scores[0]).toBeGreaterThan(hits.scores[1] as number);
    expect(hits.exact[0]).toBe(1);
  });

  it('multiplies by the number of query words matched', () => {
    const index = build(doc('Pump test', 'pump pump pump pump pump'), doc('Pump', 'annual test'));
    const hits = index.search([word('pump'), word('test')], null, 10, 0);
    expect(hits.any[0]).toBe(3);
    expect(hits.any[1]).toBe(3);
  });

  it('matches the word being typed by prefix, weighted below an exact match', () => {
    const index = build(doc('Inspection schedule'), doc('Inspector roster'), doc('Insp'));
    const hits = index.search([word('insp', { prefix: true })], null, 10, 0);
    expect(hits.count).toBe(3);
    expect(hits.slots[0]).toBe(2);
    expect(hits.exact[1]).toBe(1);
    expect(index.search([word('inspe', { fuzzy: false })], null, 10, 0).count).toBe(0);
  });

  it('tolerates typos only for words that found nothing (or when almost nothing matched)', () => {
    const index = build(doc('Hydrostatic certificate'), doc('Sprinkler layout'));
    const typo = index.search([word('hydrostatc')], null, 10, 5);
    expect(slotsOf(typo)).toEqual([0]);
    expect(typo.exact[0]).toBe(0);
    expect(typo.any[0]).toBe(1);
    expect(index.search([word('hydrostatc', { fuzzy: false })], null, 10, 5).count).toBe(0);
  });

  it('applies the filter while selecting, and returns at most `size` hits best first', () => {
    const docs = Array.from({ length: 300 }, (_, i) => doc(`Report ${i}`, 'report '.repeat(1 + (i % 7))));
    const index = build(...docs);
    const hits = index.search([word('report')], (slot) => slot % 2 === 0, 25, 0);
    expect(hits.count).toBe(25);
    for (const slot of slotsOf(hits)) expect(slot % 2).toBe(0);
    for (let i = 1; i < hits.count; i += 1)
      expect(hits.scores[i - 1]).toBeGreaterThanOrEqual(hits.scores[i] as number);
  });

  it('never returns a removed document, and compaction frees its slot for reuse', () => {
    const index = build(doc('Fire pump manual'), doc('Fire pump logbook'), doc('Alarm panel'));
    index.remove(1);
    expect(slotsOf(index.search([word('pump')], null, 10, 0))).toEqual([0]);
    expect(index.needsCompaction()).toBe(true);
    expect(index.compact()).toEqual([1]);
    expect(index.stats).toMatchObject({ live: 2, dead: 0 });
    index.add(1, doc('Pump room inspection'));
    expect(slotsOf(index.search([word('logbook')], null, 10, 0))).toEqual([]);
    expect(slotsOf(index.search([word('inspect')], null, 10, 0))).toEqual([1]);
    expect(() => index.add(1, doc('twice'))).toThrow();
  });

  it('drops words no live document holds from the vocabulary on compaction', () => {
    const index = build(doc('Inergen cylinder'), doc('Smoke detector'));
    index.remove(0);
    index.compact();
    expect(index.search([word('inergen', { prefix: true })], null, 10, 0).count).toBe(0);
    expect(index.stats.terms).toBe(2);
  });
});

describe('bounded edit distance', () => {
  it('is the Levenshtein distance up to the bound, and bound + 1 beyond it', () => {
    expect(boundedLevenshtein('hydrostat', 'hydrostat', 2)).toBe(0);
    expect(boundedLevenshtein('hydrostatc', 'hydrostat', 2)).toBe(1);
    expect(boundedLevenshtein('sprinkler', 'sprinkelr', 2)).toBe(2);
    expect(boundedLevenshtein('sprinkler', 'alarm', 2)).toBe(3);
    expect(boundedLevenshtein('a'.repeat(300), 'a'.repeat(299), 2)).toBe(1);
  });
});

describe('top k', () => {
  it('keeps the k best of a stream, best first', () => {
    const top = createTopK(3);
    [5, 1, 9, 3, 7, 2].forEach((score, slot) => {
      top.push(slot, score);
    });
    const { slots, scores } = top.drain();
    expect([...scores]).toEqual([9, 7, 5]);
    expect([...slots]).toEqual([2, 4, 0]);
    expect(top.drain().slots.length).toBe(0);
  });
});
