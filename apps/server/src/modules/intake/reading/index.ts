export { type ReadOptions, type ReadResult, readPaperwork } from './read-paperwork';
