/**
 * Where document bytes live. The default store is content-addressed under DATA_DIR/files: a file's
 * key is its sha256 (64 hex), stored at files/ab/abcdef…; keys are validated, so no caller-supplied
 * text ever becomes a path and nothing outside the store can be read.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type FileStore = {
  /** Stores the bytes and returns their key (sha256); storing the same bytes twice is a no-op. */
  put(data: Uint8Array): Promise<string>;
  open(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** The file's path on this machine, when the store keeps files on a local disk (a child can read it). */
  localPath?(key: string): string;
};

const KEY = /^[a-f0-9]{64}$/;

/** A stored file's bytes, whole (for a parse child, which takes them in one message). */
export async function readStoredFile(store: FileStore, key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.open(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

export function createLocalFileStore(root: string): FileStore {
  const locate = (key: string) => {
    if (!KEY.test(key)) throw new Error('Invalid file key');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(data) {
      const key = sha256(data);
      const target = locate(key);
      try {
        await stat(target);
        return key;
      } catch {
        await mkdir(path.dirname(target), { recursive: true });
        const temp = `${target}.${randomUUID()}.tmp`;
        await writeFile(temp, data);
        await rename(temp, target);
        return key;
      }
    },
    async open(key) {
      const file = locate(key);
      await stat(file);
      return createReadStream(file);
    },
    async exists(key) {
      try {
        await stat(locate(key));
        return true;
      } catch {
        return false;
      }
    },
    async remove(key) {
      await rm(locate(key), { force: true });
    },
    localPath: locate,
  };
}

export function defaultFileStore(dataDir: string): FileStore {
  return createLocalFileStore(path.join(dataDir, 'files'));
}
