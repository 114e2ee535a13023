import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makePdf, zeroPagePdf } from '../modules/handbook/test-pdfs';
import { manyPagePdf, objectStreamPdf } from '../test/hostile-files';
import { pdfPagePresence } from './pdf-pages';
import { extractPdfText } from './pdf-text';

describe('pdfPagePresence', () => {
  it('finds pages in plain bytes and in compressed object streams, and none in an empty page tree', async () => {
    expect(await pdfPagePresence(await makePdf())).toBe('some');
    expect(await pdfPagePresence(manyPagePdf(2))).toBe('some');
    expect(await pdfPagePresence(objectStreamPdf(2))).toBe('some');
    expect(await pdfPagePresence(zeroPagePdf())).toBe('none');
    expect(await pdfPagePresence(await makePdf({ pages: [] }))).toBe('none');
    expect(await pdfPagePresence(objectStreamPdf(0))).toBe('none');
  });

  it('answers unknown, never none, for a file cut short: it is damaged, not empty', async () => {
    // The page tree is there, the rest of the file is not: no page yet, but not an empty PDF either.
    const cut = zeroPagePdf();
    expect(await pdfPagePresence(cut.subarray(0, cut.indexOf('xref')))).toBe('unknown');
    expect(await pdfPagePresence(cut.subarray(0, 60))).toBe('unknown');
  });

  it('agrees with the parser on the generated files', async () => {
    expect((await extractPdfText(objectStreamPdf(3))).numPages).toBe(3);
    await expect(extractPdfText(objectStreamPdf(0))).rejects.toThrow(/no pages/);
    await expect(extractPdfText(zeroPagePdf())).rejects.toThrow(/no pages/);
  });

  it('does not take /Pages or /PageLabels for a page', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /PageLabels 3 0 R >> endobj\n2 0 obj << /Type/Pages /Kids [] /Count 0 >> endobj\n3 0 obj << /Type /PageLabel >> endobj\n%%EOF\n',
      'latin1',
    );
    expect(await pdfPagePresence(pdf)).toBe('none');
    expect(await pdfPagePresence(Buffer.from('1 0 obj <</Type/Page/Parent 2 0 R>> endobj'))).toBe('some');
  });

  it('answers unknown, never none, when an object stream cannot be read here', async () => {
    const stream = (dictionary: string, data: Buffer) =>
      Buffer.concat([
        Buffer.from(`%PDF-1.5\n3 0 obj\n<< /Type /ObjStm ${dictionary} /Length ${data.length} >>\nstream\n`),
        data,
        Buffer.from('\nendstream\nendobj\n'),
      ]);
    const packed = deflateSync(Buffer.from('4 0\n<< /Type /Page >>'));
    expect(await pdfPagePresence(stream('/N 1 /First 4 /Filter /FlateDecode', packed))).toBe('some');
    expect(await pdfPagePresence(stream('/N 1 /First 4 /Filter /LZWDecode', packed))).toBe('unknown');
    expect(
      await pdfPagePresence(stream('/N 1 /First 4 /Filter [/ASCIIHexDecode /FlateDecode]', packed)),
    ).toBe('unknown');
    expect(
      await pdfPagePresence(
        stream('/N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 >>', packed),
      ),
    ).toBe('unknown');
    expect(await pdfPagePresence(stream('/N 1 /First 4 /Filter /FlateDecode', Buffer.alloc(40, 7)))).toBe(
      'unknown',
    );
  });
});
