/**
 * The child's side of the pool: runs one job at a time from the parent and answers with its result or
 * with the reason the input was refused. An error a job throws with a `code` (e.g. PdfReadError's
 * problem, a zip limit) travels to the parent as that code; anything else is 'unreadable'.
 */
import { readFile } from 'node:fs/promises';
import type { ChildMessage, ParentMessage } from './protocol';

/** A handler may report progress as it goes; each report reaches the job's `onProgress` in the parent. */
export type ReportProgress = (progress: unknown) => void;

export type JobHandlers = Record<
  string,
  (input: Uint8Array, params: never, report: ReportProgress) => Promise<unknown>
>;

/** Thrown by a job for input it refuses, with a code the parent maps to a clear message. */
export class JobInputError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'JobInputError';
  }
}

function codeOf(error: unknown): string {
  const value = error as { code?: unknown; problem?: unknown } | null;
  if (typeof value?.code === 'string') return value.code;
  if (typeof value?.problem === 'string') return value.problem;
  return 'unreadable';
}

/** warmUp: run before the child says it is ready (the pool sends no job until then). */
export function serveJobs(handlers: JobHandlers, options: { warmUp?: () => Promise<void> } = {}): void {
  const send = (message: ChildMessage) => process.send?.(message);
  process.on('message', async (message: ParentMessage) => {
    if (message?.type !== 'run') return;
    const handler = handlers[message.job] as
      | ((input: Uint8Array, params: unknown, report: ReportProgress) => Promise<unknown>)
      | undefined;
    if (!handler) {
      send({ type: 'failed', id: message.id, message: `Unknown job ${message.job}`, code: 'unknown-job' });
      return;
    }
    try {
      const report: ReportProgress = (progress) => send({ type: 'progress', id: message.id, progress });
      const input = message.input instanceof Uint8Array ? message.input : await readFile(message.input.path);
      const result = await handler(input, message.params, report);
      send({ type: 'done', id: message.id, result });
    } catch (error) {
      send({
        type: 'failed',
        id: message.id,
        message: (error as Error)?.message || 'The file could not be read',
        code: codeOf(error),
      });
    }
  });
  // A stray rejection inside a parser (pdfjs after destroy, say) must not take the next job down with it.
  process.on('unhandledRejection', () => {});
  // The parent went away (or closed the pool): nothing is left to do here.
  process.on('disconnect', () => process.exit(0));
  const warmUp = options.warmUp?.() ?? Promise.resolve();
  void warmUp.catch(() => {}).then(() => send({ type: 'ready' }));
}
