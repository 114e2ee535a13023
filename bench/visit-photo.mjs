// Visit photos (issue 16, decision 0066): what the server does to a phone camera's photo — turn it
// upright, fit it inside 1600 px, write a JPEG without metadata, and a 480 px thumbnail — timed in the
// parse pool as the app runs it (a child process per job, decision 0051), beside two peers on the same
// photos in the same run: ImageMagick's `convert` doing the same work (-auto-orient -resize -strip,
// twice), and the same sharp calls in this process (the floor: no child, no copying). Each output is
// checked to carry no EXIF (so no GPS position) and to fit its box.
// Run: node --import tsx bench/visit-photo.mjs   (PHOTOS=8; needs `apt-get install imagemagick` for the peer)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createFileParsingPool } from '../apps/server/src/jobs/file-parsing/file-parsing-pool.ts';
import { storedPhoto } from '../apps/server/src/modules/visits/visit-images.ts';

const PHOTOS = Number(process.env.PHOTOS ?? 8);
const CONVERT = '/usr/bin/convert';
const dir = mkdtempSync(path.join(tmpdir(), 'firebreak-bench-photo-'));
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A 12-megapixel camera JPEG (4000 × 3000, noisy like a real scene), sideways by EXIF, with a GPS position. */
async function cameraPhoto(seed) {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 90 + seed, g: 110, b: 130 },
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '26/1 6/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '28/1 3/1 0/1',
      },
    })
    .toBuffer();
}

async function check(jpeg, side) {
  const meta = await sharp(jpeg).metadata();
  if (meta.exif) throw new Error('a processed photo kept its EXIF');
  if (Math.max(meta.width ?? 0, meta.height ?? 0) > side) throw new Error('a processed photo is too large');
  return meta;
}

const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => cameraPhoto(i)));
const inputMb = photos.reduce((sum, p) => sum + p.length, 0) / photos.length / 1e6;
const rows = [];

// The app's way: the parse pool, one job per photo, one at a time (a phone uploads one at a time).
const pool = createFileParsingPool({ concurrency: 1, memoryMb: 1024, timeoutMs: 120_000 });
try {
  const times = [];
  for (const photo of photos) {
    const start = process.hrtime.bigint();
    const out = await pool.run('visit-photo', photo, {});
    times.push(ms(start));
    const meta = await check(out.jpeg, 1600);
    if (meta.width !== 1200 || meta.height !== 1600) throw new Error('not turned upright');
    await check(out.thumbnail, 480);
  }
  rows.push({
    way: 'Firebreak: parse pool child (sharp)',
    'ms per photo (median)': median(times).toFixed(0),
  });
} finally {
  await pool.close();
}

// The floor: the same sharp calls in this process.
{
  const times = [];
  for (const photo of photos) {
    const start = process.hrtime.bigint();
    const out = await storedPhoto(photo);
    times.push(ms(start));
    await check(out.jpeg, 1600);
  }
  rows.push({
    way: 'floor: the same sharp calls in process',
    'ms per photo (median)': median(times).toFixed(0),
  });
}

// The peer: ImageMagick, the same two outputs.
const probe = spawnSync(CONVERT, ['-version'], { encoding: 'utf8' });
if (probe.status === 0) {
  const times = [];
  for (const [i, photo] of photos.entries()) {
    const input = path.join(dir, `in-${i}.jpg`);
    writeFileSync(input, photo);
    const big = path.join(dir, `out-${i}.jpg`);
    const small = path.join(dir, `thumb-${i}.jpg`);
    const start = process.hrtime.bigint();
    for (const [out, side, quality] of [
      [big, 1600, 82],
      [small, 480, 72],
    ]) {
      const run = spawnSync(CONVERT, [
        input,
        '-auto-orient',
        '-resize',
        `${side}x${side}>`,
        '-strip',
        '-quality',
        String(quality),
        out,
      ]);
      if (run.status !== 0) throw new Error(`convert failed: ${run.stderr}`);
    }
    times.push(ms(start));
    await check(readFileSync(big), 1600);
  }
  rows.push({
    way: `peer: ImageMagick ${probe.stdout.split('\n')[0]?.split(' ')[2] ?? ''} convert`,
    'ms per photo (median)': median(times).toFixed(0),
  });
} else {
  console.log('ImageMagick is not installed (apt-get install imagemagick): the peer row is left out.');
}
rmSync(dir, { recursive: true, force: true });
console.log(
  `${PHOTOS} camera photos of 4000 × 3000, ${inputMb.toFixed(1)} MB each on average, EXIF with GPS`,
);
console.table(rows);
