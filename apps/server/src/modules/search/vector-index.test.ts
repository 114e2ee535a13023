import { describe, expect, it } from 'vitest';
import { createVectorIndex } from './vector-index';

function randomVector(dims: number, seed: number): Float32Array {
  const vector = new Float32Array(dims);
  let state = seed;
  for (let d = 0; d < dims; d += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    vector[d] = state / 2_147_483_648 - 0.5;
  }
  return vector;
}

const dot = (a: Float32Array, b: Float32Array) =>
  a.reduce((sum, value, d) => sum + value * (b[d] as number), 0);

describe('vector index (WebAssembly SIMD scan)', () => {
  it('gives the same dot products as plain arithmetic, for dimensions that are not a multiple of 8', () => {
    for (const dims of [100, 3, 17]) {
      const index = createVectorIndex(dims);
      const stored = Array.from({ length: 50 }, (_, i) => randomVector(dims, i + 1));
      stored.forEach((vector, slot) => {
        index.set(slot, vector);
      });
      const query = randomVector(dims, 999);
      const cosines = index.scan(query);
      expect(cosines.length).toBe(50);
      stored.forEach((vector, slot) => {
        expect(cosines[slot]).toBeCloseTo(dot(vector, query), 4);
        expect(index.cosine(slot, query)).toBeCloseTo(dot(vector, query), 4);
      });
    }
  });

  it('keeps vectors when it grows past its first capacity, and marks empty or deleted slots with -1', () => {
    const index = createVectorIndex(100);
    const far = 5000;
    index.set(0, randomVector(100, 1));
    index.set(far, randomVector(100, 2));
    index.set(2, null);
    const query = randomVector(100, 3);
    const cosines = index.scan(query);
    expect(cosines.length).toBe(far + 1);
    expect(cosines[0]).toBeCloseTo(dot(randomVector(100, 1), query), 4);
    expect(cosines[far]).toBeCloseTo(dot(randomVector(100, 2), query), 4);
    expect(cosines[1]).toBe(-1);
    expect(cosines[2]).toBe(-1);
    index.delete(0);
    expect(index.scan(query)[0]).toBe(-1);
    expect(index.cosine(0, query)).toBe(0);
  });

  it('hands out a copy of a stored vector, and null for an empty or deleted slot', () => {
    const index = createVectorIndex(17);
    const stored = randomVector(17, 5);
    index.set(4, stored);
    const copy = index.vector(4) as Float32Array;
    expect([...copy]).toEqual([...stored]);
    copy[0] = 99;
    expect(index.vector(4)?.[0]).toBe(stored[0]);
    expect(index.vector(3)).toBeNull();
    index.delete(4);
    expect(index.vector(4)).toBeNull();
    expect(index.vector(10_000)).toBeNull();
  });
});
