/**
 * Where stored files live (docs/decisions/0078): one FileStore interface with two implementations,
 * a folder on this machine (local-file-store.ts, the default: DATA_DIR) and an S3-compatible bucket
 * (s3-file-store.ts, FILE_STORE=s3) that every instance of the app reaches. Files are named by
 * slash-separated relative names ('files/ab/abcdef…', 'handbook/current.json'); names are checked
 * here, so no caller-supplied text ever becomes a path outside the store. Documents and processing
 * runs are content-addressed on top of this (content-store.ts); the handbook uses names.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What a write takes: bytes, a stream (read once), or a file on this machine (its path). */
export type FileSource = Uint8Array | Readable | { path: string };

export type StoredFileInfo = {
  size: number /** Changes whenever the content does (mtime+size, or the ETag). */;
  version: string;
};

export type FileStore = {
  readonly kind: 'local' | 's3';
  /** For messages and the log: the folder, or s3://bucket. */
  readonly location: string;
  /**
   * Stores `source` under `name`, replacing what was there. A reader sees the old file or the new one
   * whole, never part of one. A `{ path }` source may be moved into the store (the caller's file is
   * then gone) when both are on one disk.
   */
  write(name: string, source: FileSource): Promise<void>;
  /** The file's bytes as a stream; FileMissingError when there is none. */
  open(name: string): Promise<Readable>;
  /** Size and version, or null when there is no such file. */
  stat(name: string): Promise<StoredFileInfo | null>;
  /** Removes the file; removing a missing file is not an error. */
  remove(name: string): Promise<void>;
  /** Removes every file under the folder `name` (name/…) and the folder. */
  removeFolder(name: string): Promise<void>;
  /** Every file whose name starts with `prefix`, in no particular order. */
  list(prefix: string): AsyncIterable<{ name: string; size: number }>;
  /**
   * Runs `use` with a path on this machine holding the file, for a child process that reads it: the
   * stored file itself on a local store, or a temporary copy (under `scratchDir`) removed afterwards.
   */
  withLocalCopy<T>(name: string, use: (filePath: string) => Promise<T>): Promise<T>;
  /** Stops using the store (closes the S3 client's connections). */
  close(): Promise<void>;
};

export class FileMissingError extends Error {
  constructor(name: string) {
    super(`No stored file named ${name}`);
    this.name = 'FileMissingError';
  }
}

/** Lower-case letters, digits, '.', '_' and '-' in each part; no empty, '.' or '..' part. */
const PART = /^[a-z0-9_][a-z0-9._-]*$/i;

export function checkName(name: string): string {
  const parts = name.split('/');
  if (name.length > 512 || parts.some((part) => !PART.test(part) || part === '.' || part === '..'))
    throw new Error(`Invalid stored file name: ${JSON.stringify(name.slice(0, 80))}`);
  return name;
}

/** A stored file's bytes, whole: only for files known to be small, or bytes a parser needs at once. */
export async function readStoredFile(store: FileStore, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.open(name)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A store's files under one folder of it: `prefixed(store, 'files').write('ab/…')` writes 'files/ab/…'. */
export function prefixed(store: FileStore, prefix: string): FileStore {
  const full = (name: string) => `${prefix}/${checkName(name)}`;
  return {
    kind: store.kind,
    location: `${store.location}/${prefix}`,
    write: (name, source) => store.write(full(name), source),
    open: (name) => store.open(full(name)),
    stat: (name) => store.stat(full(name)),
    remove: (name) => store.remove(full(name)),
    removeFolder: (name) => store.removeFolder(full(name)),
    async *list(start) {
      for await (const file of store.list(`${prefix}/${start}`))
        yield { ...file, name: file.name.slice(prefix.length + 1) };
    },
    withLocalCopy: (name, use) => store.withLocalCopy(full(name), use),
    close: async () => {},
  };
}

/** A fresh path under `dir` for a temporary file (the folder is made, owner-only). */
export async function scratchPath(dir: string, suffix = '.part'): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return path.join(dir, `${randomUUID()}${suffix}`);
}

/** Streams `source` into a new temporary file under `dir` and runs `use` with it; the file is removed after. */
export async function withTemporaryFile<T>(
  dir: string,
  source: Readable,
  use: (filePath: string) => Promise<T>,
): Promise<T> {
  const file = await scratchPath(dir);
  try {
    await pipeline(source, createWriteStream(file, { mode: 0o600 }));
    return await use(file);
  } finally {
    await rm(file, { force: true });
  }
}
