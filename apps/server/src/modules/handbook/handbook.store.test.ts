import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { joinTextItems } from '../../lib/pdf-text';
import { createLocalFileStore } from '../../lib/storage/local-file-store';
import { BUILTIN_PDF_NAME } from './builtin/builtin-handbook';
import { findHandbookDir } from './builtin/handbook-source';
import { BUILTIN, createHandbookStore } from './handbook.store';
import { buildHandbookData } from './handbook-data';

const temps: string[] = [];
const temp = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'firebreak-handbook-'));
  temps.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const sample = (title: string) =>
  buildHandbookData({
    pages: [{ page_number: 1, extracted_text: `${title}: pump test and sprinkler head spacing` }],
    title,
    sourceFile: `${title}.pdf`,
    extractionDate: '2025-08-11T00:00:00.000Z',
  });

describe('handbook store', () => {
  it('extracts the shipped PDF at start-up when the data file is missing, saying "preparing" meanwhile', async () => {
    const builtinDir = temp();
    mkdirSync(path.join(builtinDir, 'generated'));
    copyFileSync(
      path.join(findHandbookDir()!, 'generated', BUILTIN_PDF_NAME),
      path.join(builtinDir, 'generated', BUILTIN_PDF_NAME),
    );
    const store = createHandbookStore({ files: createLocalFileStore(temp()), builtinDir });
    expect(await store.current()).toBe('preparing');
    await store.ready();
    const file = await store.current();
    expect(file).not.toBe('preparing');
    if (!file || file === 'preparing') throw new Error('no file');
    expect(file.info.total_pages).toBe(154);
  }, 60_000);

  it('has nothing to serve without a shipped handbook, until one is installed', async () => {
    const dataDir = temp();
    const store = createHandbookStore({ files: createLocalFileStore(dataDir), builtinDir: null });
    expect(await store.current()).toBeNull();
    await store.install(sample('First'), Buffer.from('%PDF-1.4'));
    const file = await store.current();
    expect(file && file !== 'preparing' ? file.info.title : null).toBe('First');
    expect(await store.pointer()).toEqual({ current: expect.any(String), previous: BUILTIN });
  });

  it('keeps only the current and the previous version on disk, with no temporary files left', async () => {
    const dataDir = temp();
    const store = createHandbookStore({ files: createLocalFileStore(dataDir), builtinDir: null });
    for (const title of ['One', 'Two', 'Three']) await store.install(sample(title), Buffer.from('%PDF-1.4'));
    const versions = readdirSync(path.join(dataDir, 'handbook', 'versions'));
    expect(versions).toHaveLength(2);
    expect(readdirSync(path.join(dataDir, 'handbook')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(await store.rollback()).toBe(true);
    const file = await store.current();
    expect(file && file !== 'preparing' ? file.info.title : null).toBe('Two');
    // A second store on the same folder (another instance) sees the same current file.
    const other = createHandbookStore({ files: createLocalFileStore(dataDir), builtinDir: null });
    const seen = await other.current();
    expect(seen && seen !== 'preparing' ? seen.info.title : null).toBe('Two');
    expect(existsSync(path.join(dataDir, 'handbook', 'current.json'))).toBe(true);
  });
});

describe('joining extracted text', () => {
  it('keeps line breaks, joins "-\\n" and tidies spaces', () => {
    expect(
      joinTextItems([
        { str: 'Refer to SANS 10400-', hasEOL: true },
        { str: 'T  for   fire', hasEOL: false },
        { str: ' ', hasEOL: false },
        { str: 'protection.', hasEOL: true },
        { str: '', hasEOL: true },
        { str: '', hasEOL: true },
        { str: 'Next paragraph ', hasEOL: true },
      ]),
    ).toBe('Refer to SANS 10400-T for fire protection.\n\nNext paragraph');
  });
});
