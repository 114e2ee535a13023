/** A parse worker with jobs that misbehave on purpose, for the pool's own tests. */
import { JobInputError, serveJobs } from './serve-jobs';

export type TestJobs = {
  echo: { params: { tag: string }; result: { tag: string; bytes: number; pid: number } };
  spin: { params: null; result: never };
  'grow-native': { params: null; result: never };
  'grow-heap': { params: null; result: never };
  refuse: { params: null; result: never };
  crash: { params: null; result: never };
  /** Reports `steps` progress events, `delayMs` apart, then answers how many it sent. */
  steps: { params: { steps: number; delayMs: number }; result: { sent: number } };
};

const hold: unknown[] = [];

serveJobs({
  echo: async (input: Uint8Array, params: { tag: string }) => ({
    tag: params.tag,
    bytes: input.length,
    pid: process.pid,
  }),
  spin: async () => {
    for (;;) {
      // never yields: only SIGKILL ends this
    }
  },
  // Native memory outside V8's heap (as WASM or a native decoder would take): only the RSS watcher sees it.
  'grow-native': async () => {
    for (;;) {
      hold.push(Buffer.alloc(16 * 1024 * 1024, 1));
      await new Promise((resolve) => setImmediate(resolve));
    }
  },
  'grow-heap': async () => {
    for (;;) {
      hold.push(Array.from({ length: 100_000 }, (_, i) => ({ i, text: `row ${i}` })));
      await new Promise((resolve) => setImmediate(resolve));
    }
  },
  refuse: async () => {
    throw new JobInputError('bad-input', 'This input is refused');
  },
  crash: async () => process.exit(3),
  steps: async (_input: Uint8Array, params: { steps: number; delayMs: number }, report) => {
    for (let step = 1; step <= params.steps; step += 1) {
      await new Promise((resolve) => setTimeout(resolve, params.delayMs));
      report({ step });
    }
    return { sent: params.steps };
  },
});
