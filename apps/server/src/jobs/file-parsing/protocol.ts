/** Messages between the pool (parent) and a parse worker (child), over IPC with 'advanced' serialization. */
/**
 * A job's input: the bytes, or a file on this machine the child reads itself (a stored file, or a
 * temporary copy of one from S3), so the file's bytes need not pass through the server.
 */
export type JobInput = Uint8Array | { path: string };

export type ParentMessage = { type: 'run'; id: number; job: string; input: JobInput; params: unknown };

export type ChildMessage =
  | { type: 'ready' }
  | { type: 'progress'; id: number; progress: unknown }
  | { type: 'done'; id: number; result: unknown }
  | { type: 'failed'; id: number; message: string; code?: string };
