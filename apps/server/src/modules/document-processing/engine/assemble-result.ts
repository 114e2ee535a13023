/**
 * A run's result from its pages: the overall method, quality (character-weighted; in the quick scan,
 * page-weighted and of the text layer alone) and confidence (the quick scan's: its OCR sample's score), the text joined by form
 * feeds, and the metadata and summary when asked for. Pure.
 */
import type { PageResult, ProcessingMethod } from '@firebreak/shared';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildMetadata, type PageSize } from './metadata';
import { summarise } from './summary';
import type { EngineOptions, EngineResult } from './types';

export type PageOutcome = PageResult & {
  text: string;
  /** Whether the page had a usable text layer. */
  hasText: boolean;
  /** OCR word confidence (0-1) and word count, or the text layer's word share. */
  confidence: number;
  words: number;
};

function overallMethod(outcomes: PageOutcome[], quick: boolean): ProcessingMethod {
  // Quick mode: what a full run would need (pages without a usable text layer need OCR).
  const ocr = outcomes.filter((outcome) => (quick ? !outcome.hasText : outcome.method === 'ocr')).length;
  if (ocr === 0) return 'standard';
  return ocr === outcomes.length ? 'ocr' : 'hybrid';
}

function overallQuality(outcomes: PageOutcome[], quick: boolean): number {
  if (quick) {
    // The quick scan judges the text the document has as it is (§9: its quality decides whether OCR
    // and enhancement are suggested): a page without a usable text layer counts 0, however well the
    // sample OCR read it (that goes into the confidence).
    const qualities = outcomes.map((outcome) => (outcome.hasText ? outcome.quality : 0));
    return qualities.reduce((sum, quality) => sum + quality, 0) / outcomes.length;
  }
  const characters = outcomes.reduce((sum, outcome) => sum + outcome.textLength, 0);
  if (!characters) return 0;
  return outcomes.reduce((sum, outcome) => sum + outcome.quality * outcome.textLength, 0) / characters;
}

function overallConfidence(outcomes: PageOutcome[], quick: boolean): number {
  // The quick scan's confidence in a scan: how well OCR read its sample page (the DESIGN.md score).
  const sample = quick ? outcomes.find((outcome) => !outcome.hasText && outcome.method === 'ocr') : undefined;
  if (sample && sample.textLength > 0) return sample.quality;
  const ocr = outcomes.filter((outcome) => outcome.method === 'ocr' && outcome.words > 0);
  if (ocr.length) {
    const words = ocr.reduce((sum, outcome) => sum + outcome.words, 0);
    return ocr.reduce((sum, outcome) => sum + outcome.confidence * outcome.words, 0) / words;
  }
  const characters = outcomes.reduce((sum, outcome) => sum + outcome.textLength, 0);
  if (!characters) return 0;
  return outcomes.reduce((sum, outcome) => sum + outcome.confidence * outcome.textLength, 0) / characters;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export function assembleResult(
  outcomes: PageOutcome[],
  context: {
    pdf: PDFDocumentProxy;
    info: Record<string, unknown>;
    fileSize: number;
    sizes: PageSize[];
    options: EngineOptions;
    quick: boolean;
  },
): EngineResult {
  const { options, quick } = context;
  const text = outcomes.map((outcome) => outcome.text).join('\f');
  const withoutText = outcomes.filter((outcome) => !outcome.hasText).length;
  const pageResults: PageResult[] = outcomes.map((outcome) => ({
    page: outcome.page,
    method: outcome.method,
    quality: round(outcome.quality),
    textLength: outcome.textLength,
    enhanced: outcome.enhanced,
    skewDegrees: outcome.skewDegrees,
    milliseconds: outcome.milliseconds,
  }));
  return {
    finalText: {
      method: overallMethod(outcomes, quick),
      quality: round(overallQuality(outcomes, quick)),
      confidence: round(overallConfidence(outcomes, quick)),
      textLength: text.length,
      pages: outcomes.length,
      totalPages: context.pdf.numPages,
      text,
      scanned: withoutText > outcomes.length / 2,
      pageResults,
    },
    metadata: options.extractMetadata
      ? buildMetadata({
          info: context.info,
          pageCount: context.pdf.numPages,
          pageSizes: context.sizes,
          fileSize: context.fileSize,
          text,
        })
      : null,
    summary: options.generateSummary ? summarise(text) : null,
  };
}
