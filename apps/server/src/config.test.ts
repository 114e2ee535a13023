import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'firebreak-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has defaults for a first start', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      appName: 'Firebreak',
      databaseUrl: undefined,
      redisUrl: undefined,
      google: undefined,
      allowAdminSignup: false,
      seedDemo: true,
    });
    expect(config.processing).toMatchObject({ waitMs: 4000, warmChild: true });
    expect(loadConfig({ DATA_DIR: tempDir(), PROCESSING_WARM_CHILD: 'false' }).processing.warmChild).toBe(
      false,
    );
  });

  it('generates a signing secret once and keeps it private in the data directory', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first).toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('uses a given secret and enables Google only with both client settings', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      JWT_SECRET: 'x'.repeat(40),
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      ALLOW_ADMIN_SIGNUP: 'true',
      SEED_DEMO: 'false',
    });
    expect(config.jwtSecret).toBe('x'.repeat(40));
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
    });
    expect(config.allowAdminSignup).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), GOOGLE_CLIENT_ID: 'id' }).google).toBeUndefined();
  });

  it('sizes the file-parsing pool and its limits, with defaults for this 2-core machine', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).fileParsing).toEqual({
      concurrency: 1,
      memoryMb: 512,
      timeoutMs: 120_000,
      maxPdfPages: 2000,
      zip: { maxEntries: 10_000, maxTotalBytes: 256 * 1024 * 1024, maxRatio: 200 },
    });
    const set = loadConfig({
      DATA_DIR: tempDir(),
      PARSE_CONCURRENCY: '2',
      PARSE_MEMORY_MB: '1024',
      PARSE_TIMEOUT_SECONDS: '30',
      PARSE_MAX_PDF_PAGES: '500',
      ZIP_MAX_ENTRIES: '2000',
      ZIP_MAX_UNCOMPRESSED_MB: '64',
      ZIP_MAX_RATIO: '100',
    }).fileParsing;
    expect(set).toEqual({
      concurrency: 2,
      memoryMb: 1024,
      timeoutMs: 30_000,
      maxPdfPages: 500,
      zip: { maxEntries: 2000, maxTotalBytes: 64 * 1024 * 1024, maxRatio: 100 },
    });
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), PARSE_CONCURRENCY: '0', PARSE_MEMORY_MB: 'lots' }),
    ).toThrow(/PARSE_CONCURRENCY[\s\S]*PARSE_MEMORY_MB/);
  });

  it('names every bad variable', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', SEED_DEMO: 'maybe' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
      expect((error as Error).message).toMatch(/JWT_SECRET/);
    }
  });
});
