/**
 * The FileStore on this machine's disk (the default): a file is written to a temporary name beside
 * its place, flushed to disk and renamed over it, so a reader sees the old file or the new one and an
 * acknowledged write survives a crash. Folders are owner-only (0700), files 0600.
 */
import { createWriteStream, type Dirent } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkName, FileMissingError, type FileSource, type FileStore } from './file-store';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

async function flush(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function writeTemp(temp: string, source: FileSource): Promise<void> {
  if (source instanceof Uint8Array) {
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(source);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return;
  }
  if (source instanceof Readable) {
    await pipeline(source, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
    await flush(temp);
    return;
  }
  // A file of ours (a spooled upload): moved when it is on this disk, copied otherwise.
  try {
    await rename(source.path, temp);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EXDEV') throw error;
    await copyFile(source.path, temp);
  }
  await flush(temp);
}

export function createLocalFileStore(root: string): FileStore {
  const locate = (name: string) => path.join(root, ...checkName(name).split('/'));

  async function* walk(dir: string, prefix: string): AsyncIterable<{ name: string; size: number }> {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      // Hidden entries (an old handbook's .staging- folder) are no stored file's.
      if (entry.name.startsWith('.')) continue;
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), name);
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
        const info = await stat(path.join(dir, entry.name)).catch(() => null);
        if (info) yield { name, size: info.size };
      }
    }
  }

  return {
    kind: 'local',
    location: root,
    async write(name, source) {
      const target = locate(name);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temp = `${target}.${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}.tmp`;
      try {
        await writeTemp(temp, source);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async open(name) {
      const file = locate(name);
      try {
        const handle = await open(file, 'r');
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) throw new FileMissingError(name);
        throw error;
      }
    },
    async stat(name) {
      try {
        const info = await stat(locate(name));
        return info.isFile() ? { size: info.size, version: `${info.mtimeMs}:${info.size}` } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(locate(name), { force: true });
    },
    async removeFolder(name) {
      await rm(locate(name), { recursive: true, force: true });
    },
    list(prefix) {
      // The walk starts at the deepest folder the prefix names whole, then filters by the rest.
      const cut = prefix.lastIndexOf('/');
      const folder = cut === -1 ? '' : prefix.slice(0, cut);
      if (folder) checkName(folder);
      return (async function* () {
        for await (const file of walk(folder ? path.join(root, ...folder.split('/')) : root, folder))
          if (file.name.startsWith(prefix)) yield file;
      })();
    },
    async withLocalCopy(name, use) {
      const file = locate(name);
      try {
        await stat(file);
      } catch (error) {
        if (isMissing(error)) throw new FileMissingError(name);
        throw error;
      }
      return use(file);
    },
    close: async () => {},
  };
}
