/**
 * The semantic side of the search engine: one L2-normalised vector per document slot, scanned
 * exactly (no approximate index). The vectors live in WebAssembly memory and the scan runs a SIMD
 * dot-product kernel (assets/dot-product.wat), four lanes at a time: at 100,000 documents x 100
 * dimensions the plain JavaScript loop took about 19 ms a query, most of a hybrid search's budget
 * (bench/search-latency.mjs, docs/decisions/0034).
 *
 * Memory layout (byte offsets): the query at 0, then `capacity` rows of `stride` floats (the vector
 * padded with zeros to a multiple of 8), then one float of output per row.
 */
import { DOT_PRODUCT_WASM } from './dot-product-wasm';

type Kernel = {
  memory: { buffer: ArrayBuffer; grow(pages: number): number };
  dots(vec: number, q: number, out: number, n: number, strideBytes: number): void;
};

// Node's type definitions leave WebAssembly to the DOM library; the two constructors used here.
const wasm = (
  globalThis as unknown as {
    WebAssembly: {
      Module: new (bytes: Uint8Array) => object;
      Instance: new (module: object, imports: object) => { exports: unknown };
    };
  }
).WebAssembly;

let compiled: object | undefined;

function instantiate(): Kernel {
  compiled ??= new wasm.Module(Buffer.from(DOT_PRODUCT_WASM, 'base64'));
  return new wasm.Instance(compiled, {}).exports as Kernel;
}

const PAGE = 65_536;

export type VectorIndex = ReturnType<typeof createVectorIndex>;

export function createVectorIndex(dims: number) {
  const kernel = instantiate();
  const stride = Math.ceil(dims / 8) * 8;
  const strideBytes = stride * 4;
  const vectorBase = Math.ceil(strideBytes / 64) * 64;
  let capacity = 0;
  let highWater = 0;
  /** 1 when the slot holds a vector (a document whose words the embedder knows). */
  let present = new Uint8Array(0);
  let outBase = vectorBase;
  // Views over the kernel's memory, remade whenever it grows (growth detaches the old buffer).
  let query = new Float32Array(0);
  let rows = new Float32Array(0);
  let out = new Float32Array(0);

  function remakeViews() {
    const buffer = kernel.memory.buffer;
    query = new Float32Array(buffer, 0, stride);
    rows = new Float32Array(buffer, vectorBase, capacity * stride);
    out = new Float32Array(buffer, outBase, capacity);
  }

  function ensureCapacity(slot: number) {
    if (slot < capacity) return;
    let next = Math.max(1024, capacity);
    while (next <= slot) next *= 2;
    outBase = vectorBase + next * strideBytes;
    const bytes = outBase + next * 4;
    const pages = Math.ceil(bytes / PAGE) - kernel.memory.buffer.byteLength / PAGE;
    if (pages > 0) kernel.memory.grow(pages);
    const grownPresent = new Uint8Array(next);
    grownPresent.set(present);
    present = grownPresent;
    capacity = next;
    remakeViews();
  }

  return {
    set(slot: number, vector: Float32Array | null) {
      ensureCapacity(slot);
      const offset = slot * stride;
      rows.fill(0, offset, offset + stride);
      if (vector) rows.set(vector.subarray(0, dims), offset);
      present[slot] = vector ? 1 : 0;
      if (slot >= highWater) highWater = slot + 1;
    },
    delete(slot: number) {
      if (slot >= capacity) return;
      present[slot] = 0;
      rows.fill(0, slot * stride, (slot + 1) * stride);
    },
    /**
     * The cosine of every slot below `slots` with `vector` (slots without a vector give -1). The
     * returned view is overwritten by the next scan.
     */
    scan(vector: Float32Array): Float32Array {
      if (highWater === 0) return new Float32Array(0);
      query.fill(0);
      query.set(vector.subarray(0, dims));
      kernel.dots(vectorBase, 0, outBase, highWater, strideBytes);
      const cosines = out.subarray(0, highWater);
      const has = present;
      for (let slot = 0; slot < highWater; slot += 1) if (has[slot] === 0) cosines[slot] = -1;
      return cosines;
    },
    /** A copy of a slot's vector, or null when it has none. */
    vector(slot: number): Float32Array | null {
      if (slot >= capacity || present[slot] === 0) return null;
      return rows.slice(slot * stride, slot * stride + dims);
    },
    cosine(slot: number, vector: Float32Array): number {
      if (slot >= capacity || present[slot] === 0) return 0;
      let dot = 0;
      const offset = slot * stride;
      for (let k = 0; k < dims; k += 1) dot += (rows[offset + k] as number) * (vector[k] as number);
      return dot;
    },
    get slots() {
      return highWater;
    },
    clear() {
      present.fill(0);
      rows.fill(0);
      highWater = 0;
    },
  };
}
