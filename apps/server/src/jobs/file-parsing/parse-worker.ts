/**
 * Entry script of a parse worker (a child process of the pool, docs/decisions/0051). Bundled to
 * dist/parse-worker.js by build.mjs; run through tsx from source in tests and development.
 */
import { loadPdfjs } from '../../lib/pdfjs-loader';
import { parseJobHandlers } from './parse-jobs';
import { serveJobs } from './serve-jobs';

// pdfjs inflates a content stream through the web DecompressionStream when there is one: a stream
// pipeline and several promises for every few kilobytes. Without it, pdfjs uses its own synchronous
// inflate, the same bytes ~10% faster over a whole text extraction (docs/decisions/0056). This
// process runs only parse jobs, so the global is ours to take away.
Reflect.deleteProperty(globalThis, 'DecompressionStream');

// Import pdfjs while the child waits for its first job, not when a PDF arrives.
loadPdfjs().catch(() => {});

serveJobs(parseJobHandlers);
