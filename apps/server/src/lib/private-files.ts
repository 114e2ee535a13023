/**
 * The data directory is the server's alone (issue 25): the SQLite database and its -wal/-shm, the
 * generated signing secret, stored files, handbooks and processing runs are readable by no other
 * account on the machine. New files and directories are owner-only through the process umask (077:
 * files 0600, directories 0700, whichever library creates them, SQLite included); what an older
 * version left readable is put right once at start-up.
 */
import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Everything this process creates from now on is owner-only. */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

export type PrivateFilesReport = { changed: number; failed: string[] };

/**
 * Takes group and other permissions off the data directory and everything under it (owner bits are
 * kept: 0644 → 0600, 0755 → 0700). Symbolic links are neither followed nor changed: chmod would change
 * what they point at, which may be outside the directory. A path that cannot be changed (another
 * owner's) is reported, not fatal.
 */
export function makeDataDirPrivate(dataDir: string): PrivateFilesReport {
  const report: PrivateFilesReport = { changed: 0, failed: [] };
  const pending = [dataDir];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    let stat: ReturnType<typeof lstatSync>;
    try {
      stat = lstatSync(current);
    } catch {
      continue; // gone meanwhile
    }
    if (stat.isSymbolicLink()) continue;
    if ((stat.mode & 0o077) !== 0) {
      try {
        chmodSync(current, stat.mode & 0o700);
        report.changed += 1;
      } catch {
        report.failed.push(current);
      }
    }
    if (!stat.isDirectory()) continue;
    try {
      for (const name of readdirSync(current)) pending.push(path.join(current, name));
    } catch {
      report.failed.push(current);
    }
  }
  return report;
}
