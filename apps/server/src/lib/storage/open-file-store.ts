/**
 * The app's FileStore from its configuration: DATA_DIR on this machine (FILE_STORE=local), or the
 * S3 bucket, checked at start-up so a wrong endpoint, bucket or key stops the server with a plain
 * message instead of failing the first upload. Temporary files (spooled uploads, S3 copies for a
 * child process) are kept under DATA_DIR/tmp either way; what is left there by a crash is removed
 * at the next start once it is a day old (another instance may share DATA_DIR and be using it).
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

export const scratchDirOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'tmp');

export async function openFileStore(config: Pick<Config, 'dataDir' | 'fileStore'>): Promise<FileStore> {
  await removeStaleScratch(scratchDirOf(config));
  if (config.fileStore.kind === 'local') return createLocalFileStore(config.dataDir);
  const store = createS3FileStore(config.fileStore, { scratchDir: scratchDirOf(config) });
  try {
    await store.check();
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

async function removeStaleScratch(dir: string): Promise<void> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  const dayAgo = Date.now() - 86_400_000;
  for (const entry of entries) {
    const file = path.join(dir, entry);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < dayAgo) await rm(file, { force: true, recursive: true });
  }
}
