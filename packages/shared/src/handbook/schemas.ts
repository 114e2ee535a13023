/** zod schemas of the handbook API (status, upload, rollback), apart from the pure search module. */
import { z } from 'zod';

export const HANDBOOK_MESSAGES = {
  pdfOnly: 'Please upload a PDF file only',
  fileMissing: 'Choose a PDF file to upload',
  tooLarge: 'The PDF is larger than 100 MB',
  encrypted: 'This PDF is encrypted or password-protected. Upload an unprotected copy.',
  corrupt: 'This file could not be read as a PDF. It may be damaged or incomplete.',
  noPages: 'This PDF has no pages',
  tooManyPages: 'This PDF has more pages than the handbook can hold',
  tooSlow: 'This PDF took too long to read. It may be damaged or built to overload readers.',
  tooComplex: 'This PDF needs too much memory to read. It may be damaged or built to overload readers.',
  readerBusy: 'The server is busy reading other files. Try again in a minute.',
  noText:
    'No text could be extracted from this PDF (it may be scanned images). Upload a PDF with a text layer.',
  busy: 'Another handbook upload is being processed. Try again when it has finished.',
  nothingToRollBack: 'There is no previous handbook to roll back to',
  notReady: 'The handbook is being prepared',
  uploaded: 'Handbook uploaded',
  rolledBack: 'Previous handbook restored',
} as const;

export const handbookStatusSchema = z.object({
  title: z.string(),
  sourceFile: z.string(),
  totalPages: z.number(),
  totalWords: z.number(),
  extractionDate: z.string(),
  /** builtin: the original sample handbook shipped with the app; uploaded: an administrator's PDF. */
  source: z.enum(['builtin', 'uploaded']),
  canRollBack: z.boolean(),
});
export type HandbookStatus = z.infer<typeof handbookStatusSchema>;
