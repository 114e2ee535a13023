import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines } from '../test/test-app';
import { DataDirLockedError, lockDataDir } from './lock';
import { migrateToLatest } from './migrate';
import { migrationProvider } from './migrations';
import { seedDemoData } from './seed';

describe('data directory lock', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'firebreak-lock-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second holder with a clear message, and frees on release', () => {
    const lock = lockDataDir(dataDir);
    // Another live node process owns it: simulate by writing the parent's pid.
    lock.release();
    writeFileSync(path.join(dataDir, 'server.lock'), `${process.ppid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(/already using the data directory/);
    rmSync(path.join(dataDir, 'server.lock'));
    lockDataDir(dataDir).release();
  });

  it('takes over a lock left by a process that has gone', async () => {
    const child = spawn(process.execPath, ['-e', '0']);
    const pid = child.pid!;
    await new Promise((resolve) => child.on('exit', resolve));
    const file = path.join(dataDir, 'server.lock');
    writeFileSync(file, `${pid}\n`);
    const lock = lockDataDir(dataDir);
    expect(readFileSync(file, 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });
});

describe.each(engines)('migrations and demo seed on %s', (engine) => {
  it('applies every migration once, and again is a no-op', async () => {
    const { database, drop } = await createTestDatabase(engine);
    try {
      expect(await migrateToLatest(database)).toEqual(
        Object.keys(await migrationProvider.getMigrations()).sort(),
      );
      expect(await migrateToLatest(database)).toEqual([]);
    } finally {
      await database.close();
      await drop();
    }
  });

  it('seeds an empty database once, later seeders too, and never a database with real data', async () => {
    const { database, drop } = await createTestDatabase(engine);
    try {
      await migrateToLatest(database);
      const runs: string[] = [];
      const seeder = (name: string) => ({ name, run: async () => void runs.push(name) });
      expect(await seedDemoData(database.db, [seeder('a')])).toEqual(['a']);
      expect(await seedDemoData(database.db, [seeder('a'), seeder('b')])).toEqual(['b']);
      expect(runs).toEqual(['a', 'b']);

      const real = await createTestDatabase(engine);
      try {
        await migrateToLatest(real.database);
        const now = new Date().toISOString();
        await real.database.db
          .insertInto('users')
          .values({
            id: 'u1',
            email: 'a@b.co',
            email_normalized: 'a@b.co',
            first_name: 'A',
            last_name: 'B',
            phone: null,
            role: 'ENGINEER',
            password_hash: null,
            google_sub: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        expect(await seedDemoData(real.database.db, [seeder('c')])).toEqual([]);
      } finally {
        await real.database.close();
        await real.drop();
      }
    } finally {
      await database.close();
      await drop();
    }
  });
});
