import { describe, expect, it } from 'vitest';
import { renderDocx, renderPptx, renderXlsx } from '../../db/seeders/demo-document-generators/render';
import { makeZip, manyEntryZip, officeZipBomb, smallDocx } from '../../test/hostile-files';
import { checkInflatedSizes, checkZipLimits, ZipLimitError, type ZipLimits } from './zip-limits';

const limits: ZipLimits = { maxEntries: 10_000, maxTotalBytes: 256 * 1024 * 1024, maxRatio: 200 };
const content = {
  title: 'Valve record',
  subtitle: 'Operations',
  sections: [{ heading: 'Valves', lines: ['Alarm valve tested at 3 bar'] }],
};

function problemOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ZipLimitError) return error.code;
    throw error;
  }
  return undefined;
}

describe('zip checks before inflating', () => {
  it('passes real Office files, from headers and from their real sizes', async () => {
    for (const data of [await renderDocx(content), await renderXlsx(content), await renderPptx(content)]) {
      expect(checkZipLimits(data, limits).length).toBeGreaterThan(3);
      await expect(checkInflatedSizes(data, limits)).resolves.toBeUndefined();
    }
  });

  it('refuses a bomb by its declared size and by its compression ratio', () => {
    const bomb = officeZipBomb('docx', 300);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(problemOf(() => checkZipLimits(bomb, limits))).toBe('zip-size');
    expect(problemOf(() => checkZipLimits(officeZipBomb('pptx', 64), limits))).toBe('zip-ratio');
    expect(problemOf(() => checkZipLimits(officeZipBomb('xlsx', 64), { ...limits, maxRatio: 2000 }))).toBe(
      undefined,
    );
  });

  it('counts the real inflated size of an honest bomb without holding it', async () => {
    const permissive = { ...limits, maxRatio: 100_000 };
    await expect(checkInflatedSizes(officeZipBomb('xlsx', 64), permissive)).resolves.toBeUndefined();
  });

  it('refuses too many entries before reading them', () => {
    expect(problemOf(() => checkZipLimits(manyEntryZip('xlsx', 200), { ...limits, maxEntries: 100 }))).toBe(
      'zip-entries',
    );
  });

  it('refuses entries that share their compressed bytes', () => {
    const zip = makeZip([
      { name: 'a.xml', data: Buffer.from('<a/>') },
      { name: 'b.xml', data: Buffer.from('<a/>') },
    ]);
    // Point the second central-directory record at the first entry's local header.
    const central = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(0, central + 42);
    expect(problemOf(() => checkZipLimits(zip, limits))).toBe('zip-overlap');
  });

  it('finds a header that lies about the size only by inflating, and stops at the declared size', async () => {
    const liar = officeZipBomb('docx', 200, { lie: true });
    expect(checkZipLimits(liar, limits).length).toBe(3);
    await expect(checkInflatedSizes(liar, limits)).rejects.toMatchObject({ code: 'zip-size-mismatch' });
  });

  it('refuses garbage, truncated and encrypted zips as damaged or unusable', () => {
    const good = smallDocx('Pump test');
    expect(problemOf(() => checkZipLimits(Buffer.from('PK\u0003\u0004 not really'), limits))).toBe(
      'zip-structure',
    );
    expect(problemOf(() => checkZipLimits(good.subarray(0, good.length - 30), limits))).toBe('zip-structure');
    const encrypted = Buffer.from(good);
    const central = encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted.writeUInt16LE(1, central + 8);
    expect(problemOf(() => checkZipLimits(encrypted, limits))).toBe('zip-encrypted');
  });
});
