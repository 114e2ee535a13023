import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startS3Server, type TestS3 } from '../../test/s3-server';
import { contentName, sha256 } from './content-store';
import { type FileStore, readStoredFile } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { describeMove, moveFiles } from './move-files';
import { createS3FileStore } from './s3-file-store';

const temps: string[] = [];
const temp = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'firebreak-move-'));
  temps.push(dir);
  return dir;
};

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function bucketStore(): FileStore {
  const config = loadConfig({ ...s3.env, DATA_DIR: temp(), JWT_SECRET: 'x'.repeat(40) });
  if (config.fileStore.kind !== 's3') throw new Error('expected s3');
  return createS3FileStore(config.fileStore, { scratchDir: temp() });
}

/** An install's DATA_DIR as the local store left it: documents, a processing run, two handbook versions. */
async function anInstall() {
  const dataDir = temp();
  const local = createLocalFileStore(dataDir);
  // Each install's bytes are its own (the tests share one bucket).
  const salt = randomUUID();
  const contents = [
    Buffer.from(`%PDF-1.4 the fire plan ${salt}`),
    Buffer.concat([Buffer.alloc(9 * 1024 * 1024, 3), Buffer.from(salt)]),
  ];
  const names: string[] = [];
  for (const data of contents) {
    const name = `files/${contentName(sha256(data))}`;
    await local.write(name, data);
    names.push(name);
  }
  const run = Buffer.from(`%PDF-1.4 a processing run ${salt}`);
  names.push(`processing/${contentName(sha256(run))}`);
  await local.write(names.at(-1) as string, run);
  for (const [name, text] of [
    ['handbook/current.json', '{"current":"v2","previous":"v1"}'],
    ['handbook/versions/v1/searchable_content.json', '{"v":1}'],
    ['handbook/versions/v2/searchable_content.json', '{"v":2}'],
    ['handbook/versions/v2/source.pdf', '%PDF-1.4 handbook'],
  ] as const) {
    await local.write(name, Buffer.from(`${text} ${salt}`));
    names.push(name);
  }
  // Not stored files: the database, a secret, a crash's leftovers.
  writeFileSync(path.join(dataDir, 'app.db'), 'sqlite');
  writeFileSync(path.join(dataDir, 'files', 'ab.1234.tmp'), 'half');
  return { dataDir, local, names };
}

describe('moving an install’s files to S3', () => {
  it('copies every stored file, checks each hash read back, and a second run copies nothing', async () => {
    const { local, names } = await anInstall();
    const bucket = bucketStore();
    const first = await moveFiles({ from: local, to: bucket });
    expect(first).toMatchObject({ files: names.length, copied: names.length, alreadyThere: 0, problems: [] });
    for (const name of names)
      expect((await readStoredFile(bucket, name)).equals(await readStoredFile(local, name))).toBe(true);
    const again = await moveFiles({ from: local, to: bucket });
    expect(again).toMatchObject({ copied: 0, alreadyThere: names.length, problems: [] });
    expect(describeMove(again, '/data', 's3://b')).toContain(
      `${names.length} already in s3://b with the same SHA-256`,
    );
    await bucket.close();
  });

  it('resumes after an interruption and replaces a copy whose bytes differ', async () => {
    const { local, names } = await anInstall();
    const bucket = bucketStore();
    let writes = 0;
    const failing: FileStore = {
      ...bucket,
      write: async (name, source) => {
        writes += 1;
        if (writes > 2) throw new Error('connection reset');
        return bucket.write(name, source);
      },
    };
    const cut = await moveFiles({ from: local, to: failing, concurrency: 1 });
    expect(cut.copied).toBe(2);
    expect(cut.problems).toHaveLength(names.length - 2);
    expect(cut.problems[0]?.reason).toBe('connection reset');
    // Someone changed one copy in the bucket meanwhile (same size, other bytes).
    const tampered = names.find((name) => name.startsWith('handbook/versions/v1')) as string;
    const original = await readStoredFile(local, tampered);
    await bucket.write(tampered, Buffer.from(original.toString().replace(/./, 'X')));
    const resumed = await moveFiles({ from: local, to: bucket });
    expect(resumed.problems).toEqual([]);
    expect(resumed.alreadyThere + resumed.copied).toBe(names.length);
    expect(resumed.copied).toBeGreaterThanOrEqual(names.length - 2);
    expect((await readStoredFile(bucket, tampered)).equals(original)).toBe(true);
    await bucket.close();
  });

  it('reports a file damaged on disk (its bytes do not match its SHA-256 name) and does not copy it', async () => {
    const { local, names } = await anInstall();
    const damaged = names[0] as string;
    await local.write(damaged, Buffer.from('%PDF-1.4 the fire plan, changed'));
    const bucket = bucketStore();
    const summary = await moveFiles({ from: local, to: bucket });
    expect(summary.problems).toEqual([
      { name: damaged, reason: expect.stringContaining('does not match its SHA-256 name') },
    ]);
    expect(await bucket.stat(damaged)).toBeNull();
    await bucket.close();
  });

  it('runs as npm run files:to-s3: a summary, exit code 0; without FILE_STORE=s3 it says what to set', async () => {
    const { dataDir, names } = await anInstall();
    const run = (env: Record<string, string>) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/files-to-s3.ts'], {
          env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...env },
        });
        let output = '';
        child.stdout.on('data', (chunk) => {
          output += chunk;
        });
        child.stderr.on('data', (chunk) => {
          output += chunk;
        });
        child.on('close', (code) => resolve({ code, output }));
      });
    const moved = await run(s3.env);
    expect(moved.output).toContain(`Checked ${names.length} stored files`);
    expect(moved.output).toContain(`${names.length} copied to s3://${s3.bucket}`);
    expect(moved.output).toContain('0 problems');
    expect(moved.code).toBe(0);
    const wrong = await run({});
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('Set FILE_STORE=s3');
  });
});
