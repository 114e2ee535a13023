/**
 * The data directory is owner-only (issue 25): the server as a user starts it (main.ts, in a child
 * process) makes what an older version left readable 0600/0700 and creates everything new that way,
 * the SQLite database and its -wal/-shm, the signing secret and uploaded files included.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { makePdf, multipartBody } from '../modules/handbook/test-pdfs';
import { bearer, makeRegistration } from '../test/factories';
import { engines } from '../test/test-app';
import { makeDataDirPrivate } from './private-files';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

/** Every path under dir (dir too) with its mode, as 'relative path: mode'. */
function modes(dir: string): string[] {
  const found = [`.: ${mode(dir)}`];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      found.push(`${path.relative(dir, full)}: ${mode(full)}`);
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(dir);
  return found;
}

describe('makeDataDirPrivate', () => {
  it('takes group and other bits off every path, keeps owner bits, and leaves symbolic links and their targets alone', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'firebreak-private-'));
    const outside = mkdtempSync(path.join(tmpdir(), 'firebreak-outside-'));
    try {
      const data = path.join(root, 'data');
      mkdirSync(path.join(data, 'files', 'ab'), { recursive: true });
      writeFileSync(path.join(data, 'files', 'ab', 'abcd'), 'x');
      writeFileSync(path.join(data, 'run.sh'), 'x');
      writeFileSync(path.join(outside, 'shared.txt'), 'x');
      chmodSync(path.join(data, 'files', 'ab', 'abcd'), 0o644);
      chmodSync(path.join(data, 'run.sh'), 0o755);
      chmodSync(path.join(outside, 'shared.txt'), 0o644);
      for (const dir of [data, path.join(data, 'files'), path.join(data, 'files', 'ab')])
        chmodSync(dir, 0o755);
      symlinkSync(path.join(outside, 'shared.txt'), path.join(data, 'link'));
      const report = makeDataDirPrivate(data);
      expect(report).toEqual({ changed: 5, failed: [] });
      expect(mode(data)).toBe('700');
      expect(mode(path.join(data, 'files'))).toBe('700');
      expect(mode(path.join(data, 'files', 'ab'))).toBe('700');
      expect(mode(path.join(data, 'files', 'ab', 'abcd'))).toBe('600');
      expect(mode(path.join(data, 'run.sh'))).toBe('700');
      expect(mode(path.join(outside, 'shared.txt'))).toBe('644');
      expect(makeDataDirPrivate(data)).toEqual({ changed: 0, failed: [] });
      expect(makeDataDirPrivate(path.join(root, 'missing'))).toEqual({ changed: 0, failed: [] });
    } finally {
      rmSync(root, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

describe.each(engines)('the data directory of a started server on %s', (engine) => {
  let child: ChildProcess | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await cleanup?.();
  });

  it('is owner-only: what was readable is made 0600/0700 at start, and what the server writes is created so', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'firebreak-data-'));
    // What an older version left: a readable directory tree, secret and stored file.
    mkdirSync(path.join(dataDir, 'files', 'ab'), { recursive: true });
    writeFileSync(path.join(dataDir, 'files', 'ab', `ab${'0'.repeat(62)}`), 'old upload');
    writeFileSync(path.join(dataDir, 'jwt-secret'), `${randomBytes(48).toString('base64url')}\n`);
    for (const file of ['jwt-secret', `files/ab/ab${'0'.repeat(62)}`])
      chmodSync(path.join(dataDir, file), 0o644);
    for (const dir of ['.', 'files', 'files/ab']) chmodSync(path.join(dataDir, dir), 0o755);

    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ALERT_CHECK_MINUTES: '0',
      WEB_DIST: path.join(dataDir, 'no-web'),
    };
    let schema: string | undefined;
    const url = process.env.TEST_DATABASE_URL;
    if (engine === 'postgres' && url) {
      schema = `test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const withSchema = new URL(url);
      withSchema.searchParams.set('options', `-c search_path=${schema}`);
      env.DATABASE_URL = withSchema.toString();
    }
    cleanup = async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (schema && url) {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
      }
    };

    const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let output = '';
    const base = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (listening && output.includes(' is running at ')) resolve(listening[1] as string);
      };
      started.stdout?.on('data', read);
      started.stderr?.on('data', read);
      started.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
    });

    // Something new written while it runs: an account, and an uploaded document's file.
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(makeRegistration({ role: 'ADMIN' })),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const upload = multipartBody(
      { name: 'pump-log.pdf', data: await makePdf() },
      { category: 'Operations', department: 'Operations' },
    );
    const stored = await fetch(`${base}/api/documents`, {
      method: 'POST',
      headers: { ...bearer(token), ...upload.headers },
      body: upload.payload,
    });
    expect(stored.status).toBe(201);

    const found = modes(dataDir);
    const expected = (line: string) => (line.endsWith(': 700') || line.endsWith(': 600') ? 'private' : line);
    expect(found.map(expected)).toEqual(found.map(() => 'private'));
    expect(found).toEqual(
      expect.arrayContaining([
        '.: 700',
        'jwt-secret: 600',
        'files: 700',
        `files/ab/ab${'0'.repeat(62)}: 600`,
        ...(engine === 'sqlite'
          ? ['app.db: 600', 'app.db-wal: 600', 'app.db-shm: 600', 'server.lock: 600']
          : []),
      ]),
    );
    // The new upload: a file (not the old one) two levels under files/.
    expect(found.filter((line) => /^files\/[0-9a-f]{2}\/[0-9a-f]{64}: 600$/.test(line))).toHaveLength(2);
  }, 300_000);
});
