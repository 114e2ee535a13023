// pdfjs-dist ships no types for its worker module; it is imported only for its side effect (it sets
// globalThis.pdfjsWorker, which pdfjs then runs on the main thread instead of loading it itself).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
