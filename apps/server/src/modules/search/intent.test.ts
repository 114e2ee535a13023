import { QUERY_INTENTS } from '@firebreak/shared';
import { describe, expect, it } from 'vitest';
import { createGloveEmbedder } from './embedder';
import { createIntentClassifier, seedPhrases } from './intent';

const embedder = createGloveEmbedder();

describe('intent classifier', () => {
  const classifier = createIntentClassifier(embedder);

  it('has seed phrases for every intent', () => {
    const seeded = new Set(seedPhrases().map((seed) => seed.intent));
    expect([...seeded].sort()).toEqual([...QUERY_INTENTS].sort());
  });

  it('classifies queries that are not seed phrases, by their words and by their meaning', () => {
    const cases: [string, string][] = [
      ['blank form to request leave', 'find_form'],
      ['steps to drain a sprinkler valve', 'find_procedure'],
      ['what does sans 10139 require', 'find_regulation'],
      ['unpaid invoices from the client', 'find_financial'],
      ['annual holiday entitlement of staff', 'find_person_or_hr'],
      ['pump test certificate for the warehouse', 'find_document'],
      ['pizza', 'other'],
    ];
    const seeds = new Set(seedPhrases().map((seed) => seed.text));
    for (const [query, intent] of cases) {
      expect(seeds.has(query), query).toBe(false);
      expect(classifier.classify(query).intent, query).toBe(intent);
    }
  });

  it('gives a confidence between 0 and 1 that is higher for a clear query than a vague one', () => {
    const clear = classifier.classify('sick leave application form');
    const vague = classifier.classify('the thing from last week');
    for (const guess of [clear, vague]) {
      expect(guess.confidence).toBeGreaterThanOrEqual(0);
      expect(guess.confidence).toBeLessThanOrEqual(1);
    }
    expect(clear.confidence).toBeGreaterThan(vague.confidence);
  });

  it('leans towards what the query finds when its words are vague', () => {
    const vague = 'the march one for the hospital';
    expect(classifier.classify(vague).intent).toBe('find_document');
    const finance = [
      { category: 'Finance', relevance: 80 },
      { category: 'Finance', relevance: 70 },
    ];
    expect(classifier.classify(vague, finance).intent).toBe('find_financial');
    // Categories that name no single intent add nothing.
    expect(classifier.classify(vague, [{ category: 'Operations', relevance: 90 }])).toEqual(
      classifier.classify(vague),
    );
  });

  it('answers other for text with no known word, and copes with hostile input', () => {
    expect(classifier.classify('qwxzv plmk').intent).toBe('other');
    expect(classifier.classify('%_%(((((').intent).toBe('other');
    expect(classifier.classify('fm-200 '.repeat(1400)).confidence).toBeLessThanOrEqual(1);
  });
});
