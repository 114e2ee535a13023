import { describe, expect, it } from 'vitest';
import { createGloveEmbedder } from './embedder';
import { createSearchEngine, type IndexedDocument } from './engine';

const TOPICS = ['sprinkler', 'alarm', 'pump', 'extinguisher', 'hydrant', 'detector', 'valve', 'riser'];

function library(count: number): IndexedDocument[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `doc-${i}`,
    name: `${TOPICS[i % TOPICS.length]} record ${i}`,
    tags: [TOPICS[(i + 3) % TOPICS.length] as string],
    description: `Inspection of the ${TOPICS[i % TOPICS.length]} on site ${i}`,
    content: `The ${TOPICS[i % TOPICS.length]} was checked and signed off by the technician.`,
    category: i % 2 ? 'Certificates' : 'Forms',
    type: i % 3 ? 'pdf' : 'word',
    department: 'Operations',
  }));
}

describe('search engine under writes', () => {
  const engine = createSearchEngine({ embedder: createGloveEmbedder() });

  it('keeps every method consistent through deletes, updates and slot reuse', () => {
    const docs = library(400);
    engine.rebuild(docs);
    const deleted = new Set<string>();
    for (let i = 0; i < 400; i += 3) {
      engine.remove(`doc-${i}`);
      deleted.add(`doc-${i}`);
    }
    // Updates move a document to new words; its old words must stop finding it.
    for (let i = 1; i < 400; i += 9) {
      const doc = docs[i] as IndexedDocument;
      engine.add({ ...doc, name: `Quokka relocation ${i}`, description: 'Quokka survey', content: 'quokka' });
    }
    // New documents take the slots compaction freed.
    for (let i = 400; i < 460; i += 1)
      engine.add({ ...(library(i + 1)[i] as IndexedDocument), id: `new-${i}` });
    expect(engine.size).toBe(400 - deleted.size + 60);

    for (const method of ['keyword', 'semantic', 'hybrid'] as const) {
      const hits = engine.search('sprinkler record inspection', { method, limit: 50, threshold: 0 });
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) expect(deleted.has(hit.id)).toBe(false);
    }
    const quokka = engine.search('quokka', { method: 'keyword', limit: 50 }).map((hit) => hit.id);
    expect(quokka.sort()).toEqual(
      Array.from({ length: 45 }, (_, n) => 1 + 9 * n)
        .filter((i) => i < 400 && !deleted.has(`doc-${i}`))
        .map((i) => `doc-${i}`)
        .sort(),
    );
    // doc-10 was a pump record; every other live pump record still answers 'pump'.
    const pumps = engine.search('pump', { method: 'keyword', limit: 50 }).map((hit) => hit.id);
    expect(pumps).not.toContain('doc-10');
    expect(pumps).toContain('doc-2');
    expect(engine.search('riser record 455', { method: 'keyword', limit: 5 })[0]?.id).toBe('new-455');
  });

  it('filters inside the engine for every method', () => {
    engine.rebuild(library(200));
    for (const method of ['keyword', 'semantic', 'hybrid'] as const) {
      const hits = engine.search('pump inspection', {
        method,
        limit: 50,
        threshold: 0,
        category: 'Certificates',
        type: 'pdf',
      });
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) {
        const i = Number(hit.id.slice(4));
        expect(i % 2).toBe(1);
        expect(i % 3).not.toBe(0);
      }
    }
    expect(engine.search('pump', { method: 'keyword', limit: 10, category: 'No such' })).toEqual([]);
  });
});

describe('keyword relevance', () => {
  const base = { tags: [], category: 'Finance', type: 'pdf', department: 'Finance' };
  const engine = createSearchEngine({ embedder: createGloveEmbedder() });
  engine.rebuild([
    {
      ...base,
      id: 'maintenance-contract',
      name: 'Annual maintenance contract',
      description: 'Quarterly maintenance of the sprinkler installation',
      content: 'The contractor carries out maintenance and inspection of every valve each quarter.',
    },
    {
      ...base,
      id: 'vat-return',
      name: 'VAT return for March',
      description: 'Tax owed for the period',
      content: 'Output tax less input tax gives the amount payable.',
    },
  ]);

  it('counts a synonym-only hit as part of one word, not as most of the query', () => {
    const hits = engine.search('tax submission to the revenue service', { method: 'keyword', limit: 5 });
    expect(hits.map((hit) => hit.id)).toEqual(['vat-return', 'maintenance-contract']);
    const contract = hits.find((hit) => hit.id === 'maintenance-contract');
    // 'service' reaches the contract only through its synonym 'maintenance': half of one of 4 words.
    expect(contract?.relevance).toBeLessThan(20);
  });
});

describe('passages beside the documents', () => {
  const base = { tags: [], category: 'Operations', type: 'pdf', department: 'Operations' };
  const schedule = {
    ...base,
    id: 'schedule',
    name: 'Maintenance Service Schedule',
    description: 'Planned maintenance',
    content: 'schedule alarm valve weekly sprinkler installations serviced quarterly annual',
    passages: [
      { heading: 'Schedule', text: 'Alarm valve test | Weekly', page: 1 },
      {
        heading: 'Sprinkler installations: inspection and maintenance intervals',
        text: 'Sprinkler installations are serviced quarterly, and fully every year (annual service).',
        page: 2,
      },
    ],
  };
  const profile = {
    ...base,
    id: 'profile',
    name: 'Company Profile',
    description: 'Who we are',
    content: 'design installation maintenance of sprinklers',
    passages: [{ heading: 'Services', text: 'Design, installation and maintenance of sprinklers.', page: 1 }],
  };

  it('gives each hit its best passage and answers a question from the passage that holds what it asks', () => {
    const engine = createSearchEngine({ embedder: createGloveEmbedder() });
    engine.rebuild([schedule, profile]);
    const found = engine.find('how often must sprinklers be serviced', { method: 'semantic', limit: 10 });
    expect(found.hits.map((hit) => hit.id)).toEqual(['schedule', 'profile']);
    expect(found.hits[0]?.passage).toMatchObject({ ordinal: 1, page: 2, coverage: 1, answersConcepts: true });
    expect(found.hits[1]?.passage).toMatchObject({ ordinal: 0, answersConcepts: false });
    expect(found.bestAnswer).toMatchObject({ id: 'schedule', passage: { ordinal: 1, page: 2 } });
    // A name typed is no question: no best answer.
    expect(engine.find('company profile', { method: 'semantic', limit: 10 }).bestAnswer).toBeNull();
  });

  it('keeps a document’s passages through a change of its details, and drops them with it', () => {
    const engine = createSearchEngine({ embedder: createGloveEmbedder() });
    engine.rebuild([schedule, profile]);
    const { passages: _, ...renamed } = { ...schedule, name: 'Planned Maintenance Schedule' };
    engine.add(renamed);
    const found = engine.find('how often are sprinklers serviced', { method: 'keyword', limit: 10 });
    expect(found.hits[0]).toMatchObject({ id: 'schedule', passage: { ordinal: 1, page: 2 } });
    engine.add({ ...schedule, passages: [] });
    expect(engine.find('sprinkler intervals', { method: 'keyword', limit: 10 }).hits[0]?.passage).toBeNull();
    engine.remove('profile');
    expect(engine.stats.passages.documents).toBe(0);
    // Many writes reuse passage slots without crossing documents.
    for (let round = 0; round < 50; round += 1) {
      engine.add({ ...profile, id: `p-${round}` });
      if (round % 2) engine.remove(`p-${round - 1}`);
    }
    const hits = engine.find('maintenance of sprinklers', { method: 'keyword', limit: 50 }).hits;
    for (const hit of hits)
      if (hit.id.startsWith('p-')) expect(hit.passage).toMatchObject({ ordinal: 0, page: 1 });
    expect(engine.stats.passages.documents).toBe(25);
  });
});
