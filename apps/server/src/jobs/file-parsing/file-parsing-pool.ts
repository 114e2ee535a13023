/** The server's file-parsing pool, configured once from the config (docs/decisions/0051). */
import type { Config } from '../../config';
import type { ParseJobs } from './parse-jobs';
import { createParsingPool, type ParsingPool, type PoolOptions } from './pool';

/** A page of a PDF on this machine's disk to draw as a PNG `width` pixels wide (200-1600). */
export type PreviewRequest = { filePath: string; page: number; width: number };

export type FileParsingPool = ParsingPool<ParseJobs> & {
  /**
   * One page (from 1) of the PDF at filePath as PNG bytes, drawn in a pool child under the pool's
   * memory and time limits. Rejects with ParseJobError: reason 'unreadable' with code
   * 'page-out-of-range' for a page the PDF lacks, or the PDF's problem ('not-pdf', 'encrypted',
   * 'corrupt'); 'timeout', 'memory', 'busy' … as any job.
   */
  renderPreview(request: PreviewRequest, options?: { signal?: AbortSignal }): Promise<Uint8Array>;
};

export function createFileParsingPool(
  config: Config['fileParsing'],
  onKill?: PoolOptions['onKill'],
): FileParsingPool {
  const pool = createParsingPool<ParseJobs>({
    concurrency: config.concurrency,
    memoryMb: config.memoryMb,
    timeoutMs: config.timeoutMs,
    onKill,
  });
  return withPreview(pool);
}

/** A parse pool with its renderPreview method. */
export function withPreview(pool: ParsingPool<ParseJobs>): FileParsingPool {
  return Object.assign(pool, {
    renderPreview: ({ filePath, page, width }: PreviewRequest, options: { signal?: AbortSignal } = {}) =>
      pool.run('render-preview', { path: filePath }, { page, width }, { signal: options.signal }),
  });
}

export { type ParseFailureReason, ParseJobError } from './pool';
