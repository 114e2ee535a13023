/**
 * Content-addressed files on a FileStore: a file's key is the SHA-256 of its bytes (64 hex), kept as
 * <folder>/ab/abcdef… ('files' for the document library, 'processing' for processing runs, 'outbox' for
 * e-mail attachments), so the same bytes are stored once and a key names its content. Keys are
 * checked, so none becomes a path.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type FileStore, prefixed, readStoredFile } from './file-store';
import type { SpooledFile } from './spool';

export type ContentStore = {
  /** Stores bytes, or an upload spooled to disk, and answers the key; the same bytes twice are one file. */
  put(source: Uint8Array | SpooledFile): Promise<string>;
  open(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** The bytes whole: only where a reader needs them at once. */
  read(key: string): Promise<Buffer>;
  /** A path on this machine holding the file while `use` runs (FileStore.withLocalCopy). */
  withLocalCopy<T>(key: string, use: (filePath: string) => Promise<T>): Promise<T>;
};

const KEY = /^[a-f0-9]{64}$/;

export function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Where a key's file is within its folder. */
export function contentName(key: string): string {
  if (!KEY.test(key)) throw new Error('Invalid file key');
  return `${key.slice(0, 2)}/${key}`;
}

export function createContentStore(
  files: FileStore,
  folder: 'files' | 'processing' | 'outbox',
): ContentStore {
  const store = prefixed(files, folder);
  return {
    async put(source) {
      const key = source instanceof Uint8Array ? sha256(source) : source.sha256;
      const name = contentName(key);
      if (await store.stat(name)) return key;
      await store.write(name, source instanceof Uint8Array ? source : { path: source.path });
      return key;
    },
    open: async (key) => store.open(contentName(key)),
    exists: async (key) => Boolean(await store.stat(contentName(key))),
    remove: async (key) => store.remove(contentName(key)),
    read: async (key) => readStoredFile(store, contentName(key)),
    withLocalCopy: async (key, use) => store.withLocalCopy(contentName(key), use),
  };
}
