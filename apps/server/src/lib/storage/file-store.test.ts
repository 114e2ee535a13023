import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startS3Server, type TestS3 } from '../../test/s3-server';
import { createContentStore, sha256 } from './content-store';
import { FileMissingError, type FileStore, readStoredFile } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { openFileStore } from './open-file-store';
import { createS3FileStore } from './s3-file-store';
import { spoolToFile } from './spool';

const temps: string[] = [];
const temp = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'firebreak-store-'));
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

const s3Settings = () => {
  const config = loadConfig({ ...s3.env, DATA_DIR: temp(), JWT_SECRET: 'x'.repeat(40) });
  if (config.fileStore.kind !== 's3') throw new Error('expected s3');
  return config.fileStore;
};

const kinds: [string, () => { store: FileStore; scratch: string }][] = [
  ['local disk', () => ({ store: createLocalFileStore(temp()), scratch: temp() })],
  [
    'S3 (s3rver)',
    () => {
      const scratch = temp();
      return { store: createS3FileStore(s3Settings(), { scratchDir: scratch }), scratch };
    },
  ],
];

describe.each(kinds)('the file store on %s', (_kind, make) => {
  it('writes bytes, streams and files, and reads them back whole', async () => {
    const { store } = make();
    await store.write('a/one.bin', Buffer.from('first'));
    const big = Buffer.alloc(9 * 1024 * 1024 + 17, 7); // more than one S3 part
    await store.write('a/two.bin', Readable.from([big.subarray(0, 5_000_000), big.subarray(5_000_000)]));
    const file = path.join(temp(), 'three.bin');
    writeFileSync(file, 'from a file');
    await store.write('b/three.bin', { path: file });
    expect((await readStoredFile(store, 'a/one.bin')).toString()).toBe('first');
    expect((await readStoredFile(store, 'a/two.bin')).equals(big)).toBe(true);
    expect((await readStoredFile(store, 'b/three.bin')).toString()).toBe('from a file');
    expect((await store.stat('a/two.bin'))?.size).toBe(big.length);
    const names = [];
    for await (const entry of store.list('a/')) names.push(entry.name);
    expect(names.sort()).toEqual(['a/one.bin', 'a/two.bin']);
    await store.close();
  });

  it('replaces a file whole, with a new version, and removes files and folders', async () => {
    const { store } = make();
    await store.write('p/current.json', Buffer.from('{"v":1}'));
    const before = await store.stat('p/current.json');
    await store.write('p/current.json', Buffer.from('{"v":22}'));
    const after = await store.stat('p/current.json');
    expect(after?.version).not.toBe(before?.version);
    expect((await readStoredFile(store, 'p/current.json')).toString()).toBe('{"v":22}');
    await store.write('p/versions/x/data.json', Buffer.from('x'));
    await store.write('p/versions/x/source.pdf', Buffer.from('y'));
    await store.removeFolder('p/versions/x');
    const left = [];
    for await (const entry of store.list('p/')) left.push(entry.name);
    expect(left).toEqual(['p/current.json']);
    await store.remove('p/current.json');
    await store.remove('p/current.json');
    expect(await store.stat('p/current.json')).toBeNull();
    await store.close();
  });

  it('answers a missing file as missing, and refuses names that could leave the store', async () => {
    const { store } = make();
    await expect(store.open('nothing/here')).rejects.toBeInstanceOf(FileMissingError);
    await expect(store.withLocalCopy('nothing/here', async () => 1)).rejects.toBeInstanceOf(FileMissingError);
    for (const name of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', '.hidden', 'a/b c'])
      await expect(store.write(name, Buffer.from('x'))).rejects.toThrow('Invalid stored file name');
    await store.close();
  });

  it('gives a child process a path holding the file; a temporary copy is removed afterwards', async () => {
    const { store, scratch } = make();
    await store.write('files/ab/doc.pdf', Buffer.from('%PDF-1.4 body'));
    const seen = await store.withLocalCopy('files/ab/doc.pdf', async (filePath) => {
      expect(existsSync(filePath)).toBe(true);
      return readFile(filePath, 'utf8');
    });
    expect(seen).toBe('%PDF-1.4 body');
    expect(existsSync(scratch) ? readdirSync(scratch) : []).toEqual([]);
    await store.close();
  });

  it('keeps content-addressed files once per content, under their SHA-256', async () => {
    const { store } = make();
    const content = createContentStore(store, 'processing');
    const bytes = Buffer.from('the same bytes');
    const key = await content.put(bytes);
    expect(key).toBe(sha256(bytes));
    expect(await content.put(bytes)).toBe(key);
    const spooled = await spoolToFile(Readable.from([bytes]), { dir: temp(), maxBytes: 1000 });
    expect(spooled.sha256).toBe(key);
    expect(await content.put(spooled)).toBe(key);
    await spooled.remove();
    const other = await spoolToFile(Readable.from([Buffer.from('other')]), { dir: temp(), maxBytes: 1000 });
    const otherKey = await content.put(other);
    await other.remove();
    expect((await content.read(otherKey)).toString()).toBe('other');
    expect(await content.exists(key)).toBe(true);
    const stored = [];
    for await (const entry of store.list('processing/')) stored.push(entry.name);
    expect(stored.sort()).toEqual(
      [`processing/${key.slice(0, 2)}/${key}`, `processing/${otherKey.slice(0, 2)}/${otherKey}`].sort(),
    );
    await content.remove(key);
    expect(await content.exists(key)).toBe(false);
    await expect(content.open('../../x')).rejects.toThrow('Invalid file key');
    await store.close();
  });
});

describe('the local file store on disk', () => {
  it('keeps folders owner-only and files 0600, and leaves no temporary file', async () => {
    const root = temp();
    const store = createLocalFileStore(root);
    await store.write('files/ab/abc', Buffer.from('x'));
    expect(statSync(path.join(root, 'files')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(root, 'files', 'ab', 'abc')).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.join(root, 'files', 'ab'))).toEqual(['abc']);
  });
});

describe('FILE_STORE settings', () => {
  const base = { DATA_DIR: '/tmp/x', JWT_SECRET: 'x'.repeat(40) };
  it('defaults to the local disk and refuses S3 settings without FILE_STORE=s3', () => {
    expect(loadConfig(base).fileStore).toEqual({ kind: 'local' });
    expect(() => loadConfig({ ...base, S3_BUCKET: 'files' })).toThrow(
      'S3_BUCKET set but FILE_STORE is not s3',
    );
    expect(() => loadConfig({ ...base, FILE_STORE: 'nfs' })).toThrow('FILE_STORE must be local or s3');
  });

  it('names every missing or wrong S3 setting at once', () => {
    const problems = (() => {
      try {
        loadConfig({ ...base, FILE_STORE: 's3', S3_ACCESS_KEY_ID: 'key' });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(problems).toContain('S3_BUCKET: required when FILE_STORE=s3');
    expect(problems).toContain('set both, or neither');
    expect(problems).toContain('S3_REGION: required when S3_ENDPOINT is not set');
    expect(() => loadConfig({ ...base, FILE_STORE: 's3', S3_BUCKET: 'Bad_Bucket', S3_REGION: 'x' })).toThrow(
      'S3_BUCKET must be a bucket name',
    );
    expect(() =>
      loadConfig({ ...base, FILE_STORE: 's3', S3_BUCKET: 'b1', S3_ENDPOINT: 'minio:9000' }),
    ).toThrow('S3_ENDPOINT must be a URL');
    const config = loadConfig({ ...base, ...s3.env, S3_FORCE_PATH_STYLE: '' });
    expect(config.fileStore).toMatchObject({ kind: 's3', bucket: s3.bucket, forcePathStyle: true });
  });

  it('stops start-up with a plain reason when the bucket cannot be used', async () => {
    const dataDir = temp();
    const missing = loadConfig({ ...base, ...s3.env, DATA_DIR: dataDir, S3_BUCKET: 'no-such-bucket' });
    await expect(openFileStore(missing)).rejects.toThrow(
      `FILE_STORE=s3: the bucket s3://no-such-bucket at ${s3.env.S3_ENDPOINT} cannot be used: the bucket does not exist`,
    );
    const wrongKey = loadConfig({ ...base, ...s3.env, DATA_DIR: dataDir, S3_ACCESS_KEY_ID: 'nobody' });
    await expect(openFileStore(wrongKey)).rejects.toThrow('access was refused');
    const store = await openFileStore(loadConfig({ ...base, ...s3.env, DATA_DIR: dataDir }));
    expect(store.location).toBe(`s3://${s3.bucket}`);
    await store.close();
  });
});
