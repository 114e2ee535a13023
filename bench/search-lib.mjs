// Shared by the search benchmarks: the demo library rendered and extracted exactly as the seed does,
// and the engine under test. Run the benchmarks with tsx (they import the server's TypeScript).

import { loadDemoDocuments } from '../apps/server/src/db/seeders/demo-data.ts';
import { demoFileName, renderDemoFile } from '../apps/server/src/db/seeders/demo-documents.ts';
import { extractText } from '../apps/server/src/modules/documents/extract-text.ts';
import { detectFileType } from '../apps/server/src/modules/documents/file-types.ts';
import { slugify } from '../packages/shared/src/documents.ts';

export { analyzeQuery } from '../apps/server/src/modules/search/ai-search.service.ts';
export { createGloveEmbedder } from '../apps/server/src/modules/search/embedder.ts';
export { createSearchEngine } from '../apps/server/src/modules/search/engine.ts';
export { processTerm, tokenize } from '../apps/server/src/modules/search/text.ts';

export async function demoLibrary() {
  const docs = [];
  for (const doc of loadDemoDocuments()) {
    const data = await renderDemoFile(doc);
    const detected = await detectFileType(data, demoFileName(doc));
    docs.push({
      id: slugify(doc.name),
      name: doc.name,
      tags: doc.tags,
      description: doc.description,
      content: await extractText(data, detected.extension),
      category: doc.category,
      type: detected.type,
      department: doc.department,
    });
  }
  return docs;
}
