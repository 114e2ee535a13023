// Shared by the search benchmarks: the demo library rendered and extracted exactly as the seed does,
// and the engine under test. Run the benchmarks with tsx (they import the server's TypeScript).

import { loadDemoDocuments } from '../apps/server/src/db/seeders/demo-data.ts';
import { demoFileName, renderDemoFile } from '../apps/server/src/db/seeders/demo-documents.ts';
import { extractDocumentText } from '../apps/server/src/modules/documents/extract-text.ts';
import { detectFileType } from '../apps/server/src/modules/documents/file-types.ts';
import { slugify } from '../packages/shared/src/index.ts';

export { analyzeQuery } from '../apps/server/src/modules/search/ai-search.service.ts';
export { createGloveEmbedder } from '../apps/server/src/modules/search/embedder.ts';
export { createSearchEngine } from '../apps/server/src/modules/search/engine.ts';
export { splitText } from '../apps/server/src/modules/search/passages.ts';
export { processTerm, tokenize } from '../apps/server/src/modules/search/text.ts';

/** The demo library as the seed reads it: each document's searchable text and its passages. */
export async function demoLibrary() {
  const docs = [];
  for (const doc of loadDemoDocuments()) {
    const data = await renderDemoFile(doc);
    const detected = await detectFileType(data, demoFileName(doc));
    const extracted = await extractDocumentText(data, detected.extension);
    docs.push({
      id: slugify(doc.name),
      name: doc.name,
      tags: doc.tags,
      description: doc.description,
      content: extracted.text,
      category: doc.category,
      type: detected.type,
      department: doc.department,
      passages: extracted.passages,
    });
  }
  return docs;
}

/**
 * The synthetic corpus of the latency benchmarks: `count` documents whose words are drawn by a
 * deterministic generator (mulberry32, seed 42) from the demo library's own vocabulary, so the
 * corpus reads like it. Every query word matches about a sixth of all documents, a harsher case
 * than real text, where most words are rare. Each has three passages of 40 words under a heading
 * (its content is their text: 129 words, as the 120 of the corpus before passages).
 */
export function syntheticCorpus(demo, count) {
  let seed = 42;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const words = [
    ...new Set(
      demo.flatMap(
        (doc) =>
          `${doc.name} ${doc.description} ${doc.content}`.toLowerCase().match(/[a-z][a-z0-9-]{2,}/g) ?? [],
      ),
    ),
  ];
  const pick = (n) => Array.from({ length: n }, () => words[Math.floor(random() * words.length)]).join(' ');
  return Array.from({ length: count }, (_, i) => {
    const base = demo[i % demo.length];
    // Three sections of 40 words, each under a heading: the passages (on pages 1–3 of a PDF).
    const passages = Array.from({ length: 3 }, (_, k) => ({ heading: pick(3), text: pick(40), page: k + 1 }));
    return {
      id: `doc-${i}`,
      name: `${pick(3)} ${base.name.split(' ')[0]}`,
      tags: pick(3).split(' '),
      description: pick(15),
      content: passages.map((passage) => `${passage.heading} ${passage.text}`).join(' '),
      category: base.category,
      type: base.type,
      department: base.department,
      passages,
    };
  });
}
