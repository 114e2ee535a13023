/**
 * Paperwork intake's reader (issue 32): `readPaperwork(pages, { today })` turns a paper's words with
 * their boxes into its kind and the register fields it proposes, each pointing at its words, page and
 * box. Pure and synchronous; the processing job calls it once a file's pages are read.
 */
export { type ReadOptions, type ReadResult, readPaperwork } from './read-paperwork';
