/**
 * Entry script of a parse worker (a child process of the pool, docs/decisions/0051). Bundled to
 * dist/parse-worker.js by build.mjs; run through tsx from source in tests and development.
 */
import { parseJobHandlers } from './parse-jobs';
import { serveJobs } from './serve-jobs';
import { warmUpChild } from './warm-up';

// pdfjs inflates a content stream through the web DecompressionStream when there is one: a stream
// pipeline and several promises for every few kilobytes. Without it, pdfjs uses its own synchronous
// inflate, the same bytes ~10% faster over a whole text extraction (docs/decisions/0056). This
// process runs only parse jobs, so the global is ours to take away.
Reflect.deleteProperty(globalThis, 'DecompressionStream');

// pdfjs imported and a small PDF read before the child says it is ready, not when the first PDF
// arrives: a job waits for a child's readiness either way, and a warm child is then ready in full.
serveJobs(parseJobHandlers, { warmUp: warmUpChild });
