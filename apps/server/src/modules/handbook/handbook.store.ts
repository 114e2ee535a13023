/**
 * Where the handbook data file lives and how it is swapped (docs/decisions/0026). Under
 * DATA_DIR/handbook: versions/<id>/ (the data file and its PDF) and current.json, a pointer naming the
 * current and the previous version ('builtin' is the shipped sample). A new version is written in full,
 * then the pointer is replaced by rename, so readers see the old file until the new one is complete.
 * The served bytes (plain, gzip, brotli) are kept in memory and reloaded when the pointer changes,
 * also when another instance sharing DATA_DIR changed it.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { HandbookData, HandbookDocumentInfo } from '@firebreak/shared';
import { BUILTIN_PDF_NAME, DATA_FILE_NAME, handbookDataFromPdf } from './builtin/builtin-handbook';
import type { HandbookReader } from './handbook.service';

export const BUILTIN = 'builtin';

type Pointer = { current: string; previous: string | null };

export type ServedFile = {
  version: string;
  info: HandbookDocumentInfo;
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
};

export type HandbookStore = {
  /** The file to serve; 'preparing' while the built-in one is still being extracted; null if none. */
  current(): Promise<ServedFile | 'preparing' | null>;
  pointer(): Promise<Pointer>;
  /** Writes a new version and makes it current; the current one becomes the previous. */
  install(data: HandbookData, pdf: Uint8Array): Promise<void>;
  /** Swaps current and previous (so a rollback can itself be undone). */
  rollback(): Promise<boolean>;
  /** Resolves when start-up preparation of the built-in file has finished (tests). */
  ready(): Promise<void>;
};

export function createHandbookStore(options: {
  dataDir: string;
  /** apps/server/handbook (source and generated files), or null when not shipped. */
  builtinDir: string | null;
  /** Reads the shipped PDF when its data file is missing: the parse pool in the server. */
  read?: HandbookReader;
  onError?: (error: unknown) => void;
}): HandbookStore {
  const root = path.join(options.dataDir, 'handbook');
  const pointerFile = path.join(root, 'current.json');
  const versionsDir = path.join(root, 'versions');
  const shippedJson = options.builtinDir ? path.join(options.builtinDir, 'generated', DATA_FILE_NAME) : null;
  const shippedPdf = options.builtinDir ? path.join(options.builtinDir, 'generated', BUILTIN_PDF_NAME) : null;
  const preparedJson = path.join(root, 'builtin', DATA_FILE_NAME);

  let cached: { key: string; file: ServedFile } | null = null;
  let preparing: Promise<void> = Promise.resolve();
  let isPreparing = false;

  // The shipped data file is committed; if it is missing but the PDF is there, extract it once here.
  if (
    shippedJson &&
    shippedPdf &&
    !existsSync(shippedJson) &&
    !existsSync(preparedJson) &&
    existsSync(shippedPdf)
  ) {
    isPreparing = true;
    preparing = (async () => {
      const pdf = await readFile(shippedPdf);
      const extractionDate = new Date().toISOString();
      const data = options.read
        ? await options.read(pdf, { sourceFile: BUILTIN_PDF_NAME, extractionDate })
        : await handbookDataFromPdf(pdf, BUILTIN_PDF_NAME, extractionDate);
      await writeAtomically(preparedJson, `${JSON.stringify(data)}\n`);
    })()
      .catch((error) => options.onError?.(error))
      .finally(() => {
        isPreparing = false;
      });
  }

  async function readPointer(): Promise<{ pointer: Pointer; mtime: number }> {
    try {
      const [text, info] = await Promise.all([readFile(pointerFile, 'utf8'), stat(pointerFile)]);
      const parsed = JSON.parse(text) as Pointer;
      if (typeof parsed.current === 'string') return { pointer: parsed, mtime: info.mtimeMs };
    } catch {
      // No pointer yet (or unreadable): the built-in handbook is current.
    }
    return { pointer: { current: BUILTIN, previous: null }, mtime: 0 };
  }

  function dataFileOf(version: string): string | null {
    if (version !== BUILTIN) return path.join(versionsDir, version, DATA_FILE_NAME);
    if (shippedJson && existsSync(shippedJson)) return shippedJson;
    return existsSync(preparedJson) ? preparedJson : null;
  }

  async function load(version: string): Promise<ServedFile | null> {
    const file = dataFileOf(version);
    if (!file) return null;
    let json: Buffer;
    try {
      json = await readFile(file);
    } catch {
      return null;
    }
    const data = JSON.parse(json.toString('utf8')) as HandbookData;
    return {
      version,
      info: data.document_info,
      json,
      gzip: gzipSync(json, { level: 9 }),
      br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
    };
  }

  return {
    async current() {
      const { pointer, mtime } = await readPointer();
      const key = `${pointer.current}:${mtime}`;
      if (cached?.key === key) return cached.file;
      const file = await load(pointer.current);
      if (!file) return pointer.current === BUILTIN && isPreparing ? 'preparing' : null;
      cached = { key, file };
      return file;
    },
    async pointer() {
      return (await readPointer()).pointer;
    },
    async install(data, pdf) {
      const { pointer } = await readPointer();
      const version = `${new Date().toISOString().replace(/[-:.]/g, '')}-${randomUUID().slice(0, 8)}`;
      const staging = path.join(versionsDir, `.staging-${version}`);
      await mkdir(staging, { recursive: true });
      await writeDurably(path.join(staging, DATA_FILE_NAME), `${JSON.stringify(data)}\n`);
      await writeDurably(path.join(staging, 'source.pdf'), pdf);
      await rename(staging, path.join(versionsDir, version));
      await writeAtomically(pointerFile, JSON.stringify({ current: version, previous: pointer.current }));
      await prune(versionsDir, [version, pointer.current]);
    },
    async rollback() {
      const { pointer } = await readPointer();
      if (!pointer.previous || !dataFileOf(pointer.previous)) return false;
      await writeAtomically(
        pointerFile,
        JSON.stringify({ current: pointer.previous, previous: pointer.current }),
      );
      return true;
    },
    ready: () => preparing,
  };
}

async function writeDurably(file: string, content: string | Uint8Array): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Temp file, fsync, rename: a reader sees either the old file or the new one, never half of one. */
async function writeAtomically(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  await writeDurably(temp, content);
  await rename(temp, file);
}

/** Keeps only the versions still named by the pointer (current and previous). */
async function prune(versionsDir: string, keep: string[]): Promise<void> {
  const entries = await readdir(versionsDir).catch(() => [] as string[]);
  await Promise.all(
    entries
      .filter((name) => !keep.includes(name))
      .map((name) => rm(path.join(versionsDir, name), { recursive: true, force: true })),
  );
}
