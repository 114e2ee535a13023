/**
 * Moving an install's stored files from its local disk (DATA_DIR) to the S3 bucket (`npm run
 * files:to-s3`, decision 0078). Every file under files/, processing/ and handbook/ is hashed on disk,
 * copied unless the bucket already holds the same bytes, then read back from the bucket and hashed
 * again: a file counts as moved only when both hashes agree (and, for a content-addressed file, equal
 * its name). Nothing is deleted, so a run can be stopped at any point and run again: what is already
 * in the bucket is checked and skipped, the rest is copied. A file whose bytes on disk no longer match
 * its name is reported, not copied.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStore } from './file-store';

export const STORED_FOLDERS = ['files', 'processing', 'handbook'] as const;

export type MoveProblem = { name: string; reason: string };

export type MoveSummary = {
  /** Files found on disk. */
  files: number;
  bytes: number;
  copied: number;
  /** Already in the bucket with the same SHA-256: nothing to copy. */
  alreadyThere: number;
  problems: MoveProblem[];
};

async function hashOf(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A content-addressed file's name ends in its SHA-256 (files/ab/<sha>, processing/ab/<sha>). */
function expectedHash(name: string): string | null {
  const match = /^(files|processing)\/[a-f0-9]{2}\/([a-f0-9]{64})$/.exec(name);
  return match?.[2] ?? null;
}

export async function moveFiles(options: {
  from: FileStore;
  to: FileStore;
  /** Files moved at once. */
  concurrency?: number;
  onProgress?: (event: {
    name: string;
    outcome: 'copied' | 'already there' | 'problem';
    done: number;
  }) => void;
}): Promise<MoveSummary> {
  const { from, to } = options;
  const summary: MoveSummary = { files: 0, bytes: 0, copied: 0, alreadyThere: 0, problems: [] };
  const names: { name: string; size: number }[] = [];
  for (const folder of STORED_FOLDERS) for await (const file of from.list(`${folder}/`)) names.push(file);
  summary.files = names.length;
  summary.bytes = names.reduce((sum, file) => sum + file.size, 0);

  let done = 0;
  async function moveOne({ name, size }: { name: string; size: number }): Promise<void> {
    let outcome: 'copied' | 'already there' | 'problem' = 'problem';
    try {
      const local = await hashOf(await from.open(name));
      const expected = expectedHash(name);
      if (expected && expected !== local) {
        summary.problems.push({
          name,
          reason: 'the file on disk does not match its SHA-256 name (damaged): not copied',
        });
        return;
      }
      const there = await to.stat(name);
      if (there && there.size === size && (await hashOf(await to.open(name))) === local) {
        summary.alreadyThere += 1;
        outcome = 'already there';
        return;
      }
      await from.withLocalCopy(name, (filePath) => to.write(name, { path: filePath }));
      const copied = await hashOf(await to.open(name));
      if (copied !== local) {
        summary.problems.push({ name, reason: 'the copy in the bucket does not match the file on disk' });
        return;
      }
      summary.copied += 1;
      outcome = 'copied';
    } catch (error) {
      summary.problems.push({ name, reason: (error as Error).message || String(error) });
    } finally {
      done += 1;
      options.onProgress?.({ name, outcome, done });
    }
  }

  const queue = [...names];
  const workers = Array.from({ length: Math.max(1, options.concurrency ?? 4) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await moveOne(next);
  });
  await Promise.all(workers);
  return summary;
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** The summary as the command prints it. */
export function describeMove(summary: MoveSummary, from: string, to: string): string {
  const lines = [
    `Checked ${summary.files} stored files (${mb(summary.bytes)}) in ${from}:`,
    `  ${summary.copied} copied to ${to} and checked (SHA-256 read back from the bucket)`,
    `  ${summary.alreadyThere} already in ${to} with the same SHA-256`,
    `  ${summary.problems.length} problems`,
  ];
  for (const problem of summary.problems) lines.push(`    ${problem.name}: ${problem.reason}`);
  lines.push(
    summary.problems.length === 0
      ? 'Every file is in the bucket. Start the server with the same FILE_STORE=s3 settings; the local files/, processing/ and handbook/ folders are no longer read and may be removed once it runs.'
      : 'Some files were not moved: fix the problems above and run the command again (what is already in the bucket is checked and skipped).',
  );
  return lines.join('\n');
}
