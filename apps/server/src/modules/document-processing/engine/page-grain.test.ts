import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type Degradation, renderScannedPage } from '../scans/generate-scan';
import { isCleanPage, paperStats } from './page-grain';

const LINES = ['Valve set inspection record', 'Main drain test: static 9.1 bar, residual 7.4 bar.'];

async function scanned(degradation: Degradation) {
  const { image } = await renderScannedPage(LINES, { degradation, seed: 3 });
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { pixels: new Uint8Array(data), width: info.width, height: info.height };
}

describe('clean pages', () => {
  it('calls white, even paper clean, and grainy or grey paper not', async () => {
    expect(isCleanPage(await scanned('clean'))).toBe(true);
    expect(isCleanPage(await scanned('mild'))).toBe(false);
    const heavy = await scanned('heavy');
    expect(isCleanPage(heavy)).toBe(false);
    expect(paperStats(heavy).mean).toBeLessThan(230);
  });

  it('does not call a dark page clean', () => {
    const dark = { pixels: new Uint8Array(400 * 400).fill(30), width: 400, height: 400 };
    expect(isCleanPage(dark)).toBe(false);
  });
});
