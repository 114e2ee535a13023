/** Messages between the pool (parent) and a parse worker (child), over IPC with 'advanced' serialization. */
export type ParentMessage = { type: 'run'; id: number; job: string; input: Uint8Array; params: unknown };

export type ChildMessage =
  | { type: 'ready' }
  | { type: 'progress'; id: number; progress: unknown }
  | { type: 'done'; id: number; result: unknown }
  | { type: 'failed'; id: number; message: string; code?: string };
