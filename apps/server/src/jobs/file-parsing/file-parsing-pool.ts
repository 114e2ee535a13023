/** The server's file-parsing pool, configured once from the config (docs/decisions/0051). */
import type { Config } from '../../config';
import type { ParseJobs } from './parse-jobs';
import { createParsingPool, type ParsingPool, type PoolOptions } from './pool';

export type FileParsingPool = ParsingPool<ParseJobs>;

export function createFileParsingPool(
  config: Config['fileParsing'],
  onKill?: PoolOptions['onKill'],
): FileParsingPool {
  return createParsingPool<ParseJobs>({
    concurrency: config.concurrency,
    memoryMb: config.memoryMb,
    timeoutMs: config.timeoutMs,
    onKill,
  });
}

export { type ParseFailureReason, ParseJobError } from './pool';
