import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESSING_OPTIONS, qualityBand, recommendedMethod, suggestedOptions } from './rules';
import { processingOptionsSchema } from './schemas';

describe('§9 text quality, recommended method and suggested options', () => {
  it('bands quality: above 0.7 success, above 0.4 warning, else error', () => {
    expect([0.71, 0.7, 0.41, 0.4, 0].map(qualityBand)).toEqual([
      'success',
      'warning',
      'warning',
      'error',
      'error',
    ]);
  });

  it("recommends 'standard' for a standard extraction, else hybrid above 0.7 and ocr otherwise", () => {
    expect(recommendedMethod('standard', 0.1)).toBe('standard');
    expect(recommendedMethod('ocr', 0.71)).toBe('hybrid');
    expect(recommendedMethod('hybrid', 0.7)).toBe('ocr');
    expect(recommendedMethod('ocr', 0)).toBe('ocr');
  });

  it('suggests OCR below 0.7, enhancement below 0.5, metadata always, a summary above 0.6', () => {
    expect(suggestedOptions(0)).toEqual({
      useOCR: true,
      enhanceImages: true,
      extractMetadata: true,
      generateSummary: false,
      maxPages: null,
    });
    expect(suggestedOptions(0.65, 12)).toEqual({
      useOCR: true,
      enhanceImages: false,
      extractMetadata: true,
      generateSummary: true,
      maxPages: 12,
    });
    expect(suggestedOptions(0.7)).toMatchObject({ useOCR: false, generateSummary: true });
  });

  it("'New Document' defaults are valid options", () => {
    expect(processingOptionsSchema.parse(DEFAULT_PROCESSING_OPTIONS)).toEqual({
      useOCR: true,
      enhanceImages: true,
      extractMetadata: true,
      generateSummary: false,
      maxPages: null,
    });
  });
});
