/**
 * An upload written to a temporary file as it arrives, hashed and counted on the way, so a request
 * never holds the whole file in memory: the checks read what they need from the file, and the store
 * takes it from there (moved into a local store, streamed to S3). The caller removes it when done.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { scratchPath } from './file-store';

export type SpooledFile = {
  path: string;
  size: number;
  sha256: string;
  /** The first bytes (up to 64 KiB), for checks of a file's type. */
  head: Buffer;
  /** Deletes the temporary file (nothing happens when the store has moved it away). */
  remove(): Promise<void>;
};

export class SpoolLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'SpoolLimitError';
  }
}

const HEAD_BYTES = 64 * 1024;

/** Writes `source` to a new file under `dir`; SpoolLimitError past `maxBytes` (the file is removed). */
export async function spoolToFile(
  source: Readable,
  options: { dir: string; maxBytes: number },
): Promise<SpooledFile> {
  const file = await scratchPath(options.dir);
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > options.maxBytes) return done(new SpoolLimitError(options.maxBytes));
      hash.update(chunk);
      if (headBytes < HEAD_BYTES) {
        const take = chunk.subarray(0, HEAD_BYTES - headBytes);
        head.push(Buffer.from(take));
        headBytes += take.length;
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, count, createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return {
    path: file,
    size,
    sha256: hash.digest('hex'),
    head: Buffer.concat(head),
    remove: () => rm(file, { force: true }),
  };
}

/**
 * A multipart upload's file part (its stream stops at the route's fileSize limit and says `truncated`):
 * SpoolLimitError when it was cut there; a stream that broke off is UploadCutShortError. A failure of
 * the disk itself goes on as it is (a 5xx, not the client's fault).
 */
export async function spoolUpload(
  file: Readable & { truncated?: boolean },
  options: { dir: string; maxBytes: number },
): Promise<SpooledFile> {
  let spooled: SpooledFile;
  try {
    spooled = await spoolToFile(file, options);
  } catch (error) {
    if (error instanceof SpoolLimitError || (error as { syscall?: string }).syscall) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new SpoolLimitError(options.maxBytes);
    throw new UploadCutShortError((error as Error).message);
  }
  if (file.truncated) {
    await spooled.remove();
    throw new SpoolLimitError(options.maxBytes);
  }
  return spooled;
}

export class UploadCutShortError extends Error {
  constructor(detail: string) {
    super(`The upload was cut short (${detail})`);
    this.name = 'UploadCutShortError';
  }
}

/** Bytes [start, start+length) of a file (fewer at its end). */
export async function readRange(filePath: string, start: number, length: number): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A spooled file as a stream again (for a check that scans it). */
export const readSpooled = (file: SpooledFile) => createReadStream(file.path);
