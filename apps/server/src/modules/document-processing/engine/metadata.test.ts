import { describe, expect, it } from 'vitest';
import { buildMetadata, collapsePageSizes, pdfDateToIso } from './metadata';

describe('PDF metadata', () => {
  it('converts PDF date strings to ISO', () => {
    expect(pdfDateToIso("D:20240315103000+02'00'")).toBe('2024-03-15T08:30:00.000Z');
    expect(pdfDateToIso('D:20240315103000Z')).toBe('2024-03-15T10:30:00.000Z');
    expect(pdfDateToIso('D:2024')).toBe('2024-01-01T00:00:00.000Z');
    expect(pdfDateToIso('yesterday')).toBeNull();
    expect(pdfDateToIso(undefined)).toBeNull();
  });

  it('collapses runs of equal page sizes', () => {
    const a4 = { width: 595.276, height: 841.89 };
    expect(collapsePageSizes([a4, a4, { width: 842, height: 595 }, a4])).toEqual([
      { width: 595.28, height: 841.89, pages: 2 },
      { width: 842, height: 595, pages: 1 },
      { width: 595.28, height: 841.89, pages: 1 },
    ]);
  });

  it('builds the metadata with facts from the text', () => {
    const metadata = buildMetadata({
      info: { Title: 'Inspection', Author: ' ', PDFFormatVersion: '1.7', CreationDate: 'D:20240101000000Z' },
      pageCount: 3,
      pageSizes: [{ width: 612, height: 792 }],
      fileSize: 1234,
      text: 'Tested to SANS 10287 at 6 bar.',
    });
    expect(metadata).toMatchObject({
      title: 'Inspection',
      author: null,
      pdfVersion: '1.7',
      creationDate: '2024-01-01T00:00:00.000Z',
      pageCount: 3,
      fileSize: 1234,
      facts: { standards: ['SANS 10287'], pressures: [{ text: '6 bar', kPa: 600 }] },
    });
  });
});
