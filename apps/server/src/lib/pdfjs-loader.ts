/**
 * pdfjs-dist 5.6.205 (legacy build, Node 20), imported once per process, without the polyfill that
 * slowed text extraction down (docs/decisions/0056).
 */
type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<Pdfjs> | undefined;

/**
 * pdfjs and its worker module, imported once (a parse child calls this when it starts, so its first
 * job does not wait for it). The worker module is imported here, not by pdfjs on the first document,
 * so that afterwards the one polyfill that slows everything can be undone: the legacy build's
 * core-js replaces Array.prototype.push on Node 20 (V8 before 12.1) with a JavaScript function, for
 * arrays with a read-only length, which pdfjs never makes. That alone cost ~12% of text extraction.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    const nativePush = Array.prototype.push;
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    if (Array.prototype.push !== nativePush)
      Object.defineProperty(Array.prototype, 'push', {
        value: nativePush,
        writable: true,
        configurable: true,
        enumerable: false,
      });
    return pdfjs;
  })();
  return loading;
}
