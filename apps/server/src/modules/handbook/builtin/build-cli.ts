/**
 * `npm run handbook:build`: prints the built-in handbook from its source and writes the PDF and the
 * data file to apps/server/handbook/generated (both committed). `--check` only reports whether the
 * committed files are current.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILTIN_PDF_NAME, buildBuiltinHandbook, DATA_FILE_NAME } from './builtin-handbook';
import { findHandbookDir } from './handbook-source';

const handbookDir = findHandbookDir();
if (!handbookDir) throw new Error('apps/server/handbook/source was not found');
const started = performance.now();
const { pdf, data } = await buildBuiltinHandbook(handbookDir);
const json = `${JSON.stringify(data, null, 2)}\n`;
const pdfPath = path.join(handbookDir, 'generated', BUILTIN_PDF_NAME);
const jsonPath = path.join(handbookDir, 'generated', DATA_FILE_NAME);
const summary = `${data.document_info.total_pages} pages, ${data.document_info.total_words} words, ${pdf.length} bytes of PDF`;

if (process.argv.includes('--check')) {
  const current = (file: string, expected: Buffer | string) => {
    try {
      return readFileSync(file).equals(Buffer.from(expected));
    } catch {
      return false;
    }
  };
  const ok = current(pdfPath, pdf) && current(jsonPath, json);
  console.log(
    ok
      ? `The built-in handbook is current (${summary}).`
      : 'The built-in handbook is out of date: run npm run handbook:build',
  );
  process.exit(ok ? 0 : 1);
}
writeFileSync(pdfPath, pdf);
writeFileSync(jsonPath, json);
console.log(`Built ${summary} in ${Math.round(performance.now() - started)} ms`);
