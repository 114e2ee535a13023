/**
 * @napi-rs/canvas, the one copy pdfjs-dist also loads: the server depends on the same 0.1.x line as
 * pdfjs-dist, so npm installs it once. Two native copies crash the process (SIGSEGV) when a canvas
 * made by one is drawn on by the other; keep the versions in step when either is upgraded.
 */
import * as NapiCanvas from '@napi-rs/canvas';

export const napiCanvas = NapiCanvas;
