/**
 * The process's tesseract.js workers (up to two): each created when a page needs it, reused across
 * pages and jobs, with every path (worker script, language data) resolved from installed packages.
 * tesseract.js's own defaults fetch from a CDN and, offline, throw an uncaught error that kills the
 * process: never used.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Tesseract from 'tesseract.js';

const require = createRequire(import.meta.url);

export type OcrWord = {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
};
export type OcrOutput = { text: string; words: OcrWord[] };

export class OcrTimeoutError extends Error {
  readonly code = 'ocr-timeout';
  constructor() {
    super('OCR of a page took too long');
    this.name = 'OcrTimeoutError';
  }
}

function workerOptions(): Partial<Tesseract.WorkerOptions> {
  const dataDir = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  const tesseractDir = path.dirname(require.resolve('tesseract.js/package.json'));
  return {
    // LSTM only: the integer 'best' model, smaller and faster to load than the legacy+LSTM one.
    langPath: path.join(dataDir, '4.0.0_best_int'),
    gzip: true,
    cacheMethod: 'none',
    workerPath: path.join(tesseractDir, 'src', 'worker-script', 'node', 'index.js'),
    // Without a handler tesseract.js rethrows worker errors where no one can catch them.
    errorHandler: () => {},
  };
}

/** OCR cannot run at all in this process (no worker started): no page would fare better. */
export class OcrUnavailableError extends Error {
  readonly code = 'ocr-unavailable';
  constructor(cause: unknown) {
    super(`OCR could not start: ${(cause as Error)?.message ?? cause}`);
    this.name = 'OcrUnavailableError';
  }
}

/**
 * Pages tesseract reads at once: a worker is one thread, and two read two pages of a scan in about
 * the time of one on two cores (the tesseract CLI uses both cores too). Each costs ~120 MB.
 */
export const OCR_WORKERS = Math.min(2, os.availableParallelism());

type Slot = { worker: Promise<Tesseract.Worker>; busy: boolean };

let slots: Slot[] = [];
const waiting: (() => void)[] = [];

function startWorker(): Slot {
  const starting = Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, workerOptions());
  const slot: Slot = { worker: starting, busy: true };
  slot.worker = starting.catch((error: unknown) => {
    // A failed start is not kept: the next page tries again.
    dropSlot(slot);
    throw new OcrUnavailableError(error);
  });
  slots.push(slot);
  return slot;
}

function dropSlot(slot: Slot): void {
  slots = slots.filter((other) => other !== slot);
  waiting.shift()?.();
}

/** An idle worker, started when fewer than OCR_WORKERS are, else the next one to come free. */
async function acquireWorker(): Promise<{ slot: Slot; worker: Tesseract.Worker }> {
  for (;;) {
    const idle = slots.find((slot) => !slot.busy);
    const slot = idle ?? (slots.length < OCR_WORKERS ? startWorker() : null);
    if (!slot) {
      await new Promise<void>((resolve) => waiting.push(resolve));
      continue;
    }
    slot.busy = true;
    try {
      return { slot, worker: await slot.worker };
    } catch (error) {
      // Another worker that did start reads the page in its turn; with none, OCR cannot run here.
      if (slots.length === 0) throw error;
    }
  }
}

function releaseWorker(slot: Slot): void {
  slot.busy = false;
  waiting.shift()?.();
}

/** Ends the workers (when the process is done with OCR). */
export async function stopOcrWorker(): Promise<void> {
  const stopping = slots;
  slots = [];
  await Promise.all(stopping.map((slot) => endWorker(slot)));
}

async function endWorker(slot: Slot): Promise<void> {
  await (await slot.worker.catch(() => null))?.terminate().catch(() => {});
}

/**
 * Recognises one image (PNG/JPEG/PNM bytes) and returns its text and words. A recognition that does
 * not finish in `timeoutMs` ends its worker (its promise would stay pending) and throws.
 */
export async function recognizeImage(image: Buffer, dpi: number, timeoutMs: number): Promise<OcrOutput> {
  const { slot, worker } = await acquireWorker();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OcrTimeoutError()), timeoutMs);
  });
  try {
    // Tesseract warns outside 70-2400 dpi; a giant page rendered at ~50 dpi is reported as 70.
    const reportedDpi = Math.min(2400, Math.max(70, Math.round(dpi)));
    await worker.setParameters({ user_defined_dpi: String(reportedDpi) });
    // The words come as TSV: tesseract.js's tree of blocks (down to every symbol) costs ~0.1 s a page.
    const { data } = await Promise.race([worker.recognize(image, {}, { text: true, tsv: true }), timeout]);
    releaseWorker(slot);
    return { text: data.text ?? '', words: wordsOfTsv(data.tsv ?? '') };
  } catch (error) {
    if (error instanceof OcrTimeoutError) {
      dropSlot(slot);
      await endWorker(slot);
    } else releaseWorker(slot);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The words of tesseract's TSV: a row per page, block, paragraph, line and word; a word's row is level
 * 5, with its box (left, top, width, height), its confidence and its text. The confidence is taken
 * whole, as tesseract.js's word tree gave it.
 */
export function wordsOfTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells[0] !== '5' || cells.length < 12) continue;
    const text = cells.slice(11).join('\t');
    if (!text.trim()) continue;
    const [left, top, width, height] = cells.slice(6, 10).map(Number) as [number, number, number, number];
    words.push({
      text,
      confidence: Math.trunc(Number(cells[10])),
      bbox: { x0: left, y0: top, x1: left + width, y1: top + height },
    });
  }
  return words;
}
