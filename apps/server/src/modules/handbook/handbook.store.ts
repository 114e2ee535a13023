/**
 * Where the handbook data file lives and how it is swapped (docs/decisions/0026), in the app's file
 * store (DATA_DIR or the S3 bucket, decision 0078) under handbook/: versions/<id>/ (the data file and
 * its PDF) and current.json, a pointer naming the current and the previous version ('builtin' is the
 * shipped sample). A new version is written in full, then the pointer is replaced (a rename on disk,
 * one PUT on S3), so readers see the old file until the new one is complete. The served bytes (plain,
 * gzip, brotli) are kept in memory and reloaded when the pointer's version changes, also when another
 * instance changed it.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { HandbookData, HandbookDocumentInfo } from '@firebreak/shared';
import { type FileSource, type FileStore, prefixed, readStoredFile } from '../../lib/storage/file-store';
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
  install(data: HandbookData, pdf: FileSource): Promise<void>;
  /** Swaps current and previous (so a rollback can itself be undone). */
  rollback(): Promise<boolean>;
  /** Resolves when start-up preparation of the built-in file has finished (tests). */
  ready(): Promise<void>;
  /** The PDF a version was read from (the shipped one for 'builtin'), or null when there is none. */
  pdf(version: string): Promise<Readable | null>;
};

export function createHandbookStore(options: {
  /** The app's file store; the handbook's files are under handbook/ in it. */
  files: FileStore;
  /** apps/server/handbook (source and generated files), or null when not shipped. */
  builtinDir: string | null;
  /** Reads the shipped PDF when its data file is missing: the parse pool in the server. */
  read?: HandbookReader;
  onError?: (error: unknown) => void;
}): HandbookStore {
  const store = prefixed(options.files, 'handbook');
  const POINTER = 'current.json';
  const shippedJson = options.builtinDir ? path.join(options.builtinDir, 'generated', DATA_FILE_NAME) : null;
  const shippedPdf = options.builtinDir ? path.join(options.builtinDir, 'generated', BUILTIN_PDF_NAME) : null;
  const preparedJson = `builtin/${DATA_FILE_NAME}`;

  let cached: { key: string; file: ServedFile } | null = null;
  // The shipped data file is committed; if it is missing but the PDF is there, extract it once here.
  let isPreparing = Boolean(shippedJson && shippedPdf && !existsSync(shippedJson) && existsSync(shippedPdf));
  const preparing: Promise<void> = !isPreparing
    ? Promise.resolve()
    : (async () => {
        if (await store.stat(preparedJson)) return;
        const extractionDate = new Date().toISOString();
        const data = options.read
          ? await options.read(
              { path: shippedPdf as string },
              { sourceFile: BUILTIN_PDF_NAME, extractionDate },
            )
          : await handbookDataFromPdf(await readFile(shippedPdf as string), BUILTIN_PDF_NAME, extractionDate);
        await store.write(preparedJson, Buffer.from(`${JSON.stringify(data)}\n`));
      })()
        .catch((error) => options.onError?.(error))
        .finally(() => {
          isPreparing = false;
        });

  async function readPointer(): Promise<{ pointer: Pointer; version: string }> {
    try {
      const info = await store.stat(POINTER);
      if (info) {
        const parsed = JSON.parse((await readStoredFile(store, POINTER)).toString('utf8')) as Pointer;
        if (typeof parsed.current === 'string') return { pointer: parsed, version: info.version };
      }
    } catch {
      // No pointer yet (or unreadable): the built-in handbook is current.
    }
    return { pointer: { current: BUILTIN, previous: null }, version: '' };
  }

  const dataFileOf = (version: string) => `versions/${version}/${DATA_FILE_NAME}`;

  /** The data file of a version, or null when there is none. */
  async function readData(version: string): Promise<Buffer | null> {
    try {
      if (version !== BUILTIN) return await readStoredFile(store, dataFileOf(version));
      if (shippedJson && existsSync(shippedJson)) return await readFile(shippedJson);
      return await readStoredFile(store, preparedJson);
    } catch {
      return null;
    }
  }

  async function exists(version: string): Promise<boolean> {
    if (version !== BUILTIN) return Boolean(await store.stat(dataFileOf(version)));
    return Boolean((shippedJson && existsSync(shippedJson)) || (await store.stat(preparedJson)));
  }

  async function load(version: string): Promise<ServedFile | null> {
    const json = await readData(version);
    if (!json) return null;
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

  const writePointer = (pointer: Pointer) => store.write(POINTER, Buffer.from(JSON.stringify(pointer)));

  /** Keeps only the versions still named by the pointer (current and previous). */
  async function prune(keep: string[]): Promise<void> {
    const doomed = new Set<string>();
    for await (const file of store.list('versions/')) {
      const version = file.name.split('/')[1] ?? '';
      if (version && !keep.includes(version)) doomed.add(version);
    }
    for (const version of doomed) await store.removeFolder(`versions/${version}`);
  }

  return {
    async current() {
      const { pointer, version: pointerVersion } = await readPointer();
      const key = `${pointer.current}:${pointerVersion}`;
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
      // The PDF first, the data file second, the pointer last: a version is named only once whole.
      await store.write(`versions/${version}/source.pdf`, pdf);
      await store.write(dataFileOf(version), Buffer.from(`${JSON.stringify(data)}\n`));
      await writePointer({ current: version, previous: pointer.current });
      await prune([version, pointer.current]);
    },
    async rollback() {
      const { pointer } = await readPointer();
      if (!pointer.previous || !(await exists(pointer.previous))) return false;
      await writePointer({ current: pointer.previous, previous: pointer.current });
      return true;
    },
    ready: () => preparing,
    async pdf(version) {
      if (version === BUILTIN)
        return shippedPdf && existsSync(shippedPdf) ? createReadStream(shippedPdf) : null;
      const name = `versions/${version}/source.pdf`;
      return (await store.stat(name)) ? store.open(name) : null;
    },
  };
}
