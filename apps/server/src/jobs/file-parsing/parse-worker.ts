/**
 * Entry script of a parse worker (a child process of the pool, docs/decisions/0051). Bundled to
 * dist/parse-worker.js by build.mjs; run through tsx from source in tests and development.
 */
import { parseJobHandlers } from './parse-jobs';
import { serveJobs } from './serve-jobs';

serveJobs(parseJobHandlers);
