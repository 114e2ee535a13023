/**
 * @napi-rs/canvas as pdfjs-dist loads it. The server depends on 1.x while pdfjs-dist pulls its own
 * 0.1.x copy; a canvas from one native copy drawn on by the other crashes the process (SIGSEGV), so
 * every canvas here comes from the copy pdfjs resolves.
 */
import { createRequire } from 'node:module';
import type * as NapiCanvas from '@napi-rs/canvas';

const require = createRequire(import.meta.url);
const pdfjsRequire = createRequire(require.resolve('pdfjs-dist/package.json'));

export const napiCanvas = pdfjsRequire('@napi-rs/canvas') as typeof NapiCanvas;
