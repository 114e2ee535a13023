// From a drawn PDF to what a contractor actually uploads: a scan (grey, noisy, skewed, image only) or a
// phone photo of the page lying on a desk (perspective, rotation, uneven light, blur), with pdftoppm to
// rasterise and sharp for pixels. Deterministic for a seed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { rng } from './data.mjs';

/** Each page of a PDF as a PNG at `dpi` (grey or colour). */
export function rasterise(pdf, dpi, gray) {
  const dir = mkdtempSync(path.join(tmpdir(), 'intake-eval-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-r',
      String(dpi),
      ...(gray ? ['-gray'] : []),
      '-png',
      path.join(dir, 'in.pdf'),
      path.join(dir, 'p'),
    ]);
    return readdirSync(dir)
      .filter((f) => f.startsWith('p') && f.endsWith('.png'))
      .sort()
      .map((f) => readFileSync(path.join(dir, f)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const SCAN = {
  clean: { dpi: 300, noise: 0, speckle: 0, blur: 0, low: 0, high: 255, skew: 0.3, quality: 0 },
  mild: { dpi: 300, noise: 12, speckle: 0.0005, blur: 0.7, low: 12, high: 240, skew: 1.5, quality: 80 },
  heavy: { dpi: 200, noise: 45, speckle: 0.005, blur: 1.1, low: 60, high: 210, skew: 3.5, quality: 60 },
};

/** One page image degraded as a scanner or photocopier would; PNG for clean, JPEG otherwise. */
async function degrade(png, level, seed) {
  const recipe = SCAN[level];
  const r = rng(seed);
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const range = (recipe.high - recipe.low) / 255;
  for (let i = 0; i < data.length; i++) {
    let v = recipe.low + data[i] * range;
    if (recipe.noise) v += r.gaussian() * recipe.noise;
    if (recipe.speckle && r.next() < recipe.speckle) v = r.next() < 0.75 ? 15 : 255;
    data[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
  const angle = (r.next() < 0.5 ? -1 : 1) * recipe.skew * (0.6 + 0.4 * r.next());
  let img = sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } }).rotate(angle, {
    background: { r: 255, g: 255, b: 255 },
  });
  // rotate grows the canvas; crop back to the page so the PDF page keeps A4 proportions
  const rotated = await img.png().toBuffer({ resolveWithObject: true });
  const left = Math.max(0, Math.floor((rotated.info.width - info.width) / 2));
  const top = Math.max(0, Math.floor((rotated.info.height - info.height) / 2));
  img = sharp(rotated.data).extract({ left, top, width: info.width, height: info.height });
  if (recipe.blur) img = img.blur(recipe.blur);
  img = img.greyscale();
  return level === 'clean'
    ? img.png({ compressionLevel: 6 }).toBuffer()
    : img.jpeg({ quality: recipe.quality }).toBuffer();
}

/** The PDF re-made as a scan: one image a page, no text layer. */
export async function scanOf(pdf, level, seed) {
  const pages = rasterise(pdf, SCAN[level].dpi, true);
  const images = [];
  for (const [i, page] of pages.entries()) images.push(await degrade(page, level, seed * 31 + i));
  return imagePdf(images);
}

export function imagePdf(images) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      autoFirstPage: false,
      info: { Producer: 'Scanner', Creator: 'Scanner', CreationDate: new Date(Date.UTC(2025, 9, 21)) },
    });
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const image of images) {
      doc.addPage({ size: 'A4', margin: 0 });
      doc.image(image, 0, 0, { width: 595.28, height: 841.89 });
    }
    doc.end();
  });
}

/** The homography taking the unit square's corners (0,0),(1,0),(1,1),(0,1) to four points. */
function squareTo(q) {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q;
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const den = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / den;
  const h = (dx1 * sy - sx * dy1) / den;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}
function invert3(m) {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    A / det,
    -(b * i - c * h) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * h - b * g) / det,
    (a * e - b * d) / det,
  ];
}

/**
 * A phone photo of the first page: the page on a wooden desk, seen slightly from one side (keystone),
 * turned a few degrees, lit unevenly, a little soft, saved as a JPEG.
 */
export async function photoOf(pdf, seed) {
  const r = rng(seed);
  const [png] = rasterise(pdf, 170, false);
  const src = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sw = src.info.width;
  const sh = src.info.height;
  const W = Math.round(sw * 1.18);
  const H = Math.round(sh * 1.12);
  const angle = ((r.next() < 0.5 ? -1 : 1) * (2 + r.next() * 4) * Math.PI) / 180;
  const keystone = 0.03 + r.next() * 0.05; // the far edge narrower
  const cx = W / 2 + (r.next() - 0.5) * W * 0.04;
  const cy = H / 2 + (r.next() - 0.5) * H * 0.03;
  const pw = sw * 0.97;
  const ph = sh * 0.97;
  const corners = [
    [(-pw / 2) * (1 - keystone), -ph / 2],
    [(pw / 2) * (1 - keystone), -ph / 2],
    [pw / 2, ph / 2],
    [-pw / 2, ph / 2],
  ].map(([x, y]) => [
    cx + x * Math.cos(angle) - y * Math.sin(angle),
    cy + x * Math.sin(angle) + y * Math.cos(angle),
  ]);
  const inv = invert3(squareTo(corners));
  const out = Buffer.alloc(W * H * 3);
  const desk = [120 + r.int(-15, 15), 86 + r.int(-10, 10), 56 + r.int(-10, 10)];
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      const w = inv[6] * x + inv[7] * y + inv[8];
      const u = (inv[0] * x + inv[1] * y + inv[2]) / w;
      const v = (inv[3] * x + inv[4] * y + inv[5]) / w;
      if (u >= 0 && u < 1 && v >= 0 && v < 1) {
        // bilinear sample
        const fx = u * (sw - 1);
        const fy = v * (sh - 1);
        const x0 = Math.floor(fx);
        const y0 = Math.floor(fy);
        const ax = fx - x0;
        const ay = fy - y0;
        const x1 = Math.min(x0 + 1, sw - 1);
        const y1 = Math.min(y0 + 1, sh - 1);
        for (let ch = 0; ch < 3; ch++) {
          const p00 = src.data[(y0 * sw + x0) * 3 + ch];
          const p10 = src.data[(y0 * sw + x1) * 3 + ch];
          const p01 = src.data[(y1 * sw + x0) * 3 + ch];
          const p11 = src.data[(y1 * sw + x1) * 3 + ch];
          out[o + ch] = (p00 * (1 - ax) + p10 * ax) * (1 - ay) + (p01 * (1 - ax) + p11 * ax) * ay;
        }
      } else {
        const grain = ((Math.sin(y * 0.05 + Math.sin(x * 0.004) * 6) + 1) / 2) * 18;
        out[o] = desk[0] + grain;
        out[o + 1] = desk[1] + grain * 0.7;
        out[o + 2] = desk[2] + grain * 0.5;
      }
    }
  }
  // uneven light: brighter toward one corner, a warm cast, sensor noise
  const lx = r.next() * W;
  const ly = r.next() * H * 0.4;
  const diag = Math.hypot(W, H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      const light = 1.02 - 0.3 * (Math.hypot(x - lx, y - ly) / diag);
      const n = r.gaussian() * 4;
      out[o] = Math.max(0, Math.min(255, out[o] * light * 1.0 + n));
      out[o + 1] = Math.max(0, Math.min(255, out[o + 1] * light * 0.97 + n));
      out[o + 2] = Math.max(0, Math.min(255, out[o + 2] * light * 0.9 + n));
    }
  }
  return sharp(out, { raw: { width: W, height: H, channels: 3 } })
    .blur(0.6 + r.next() * 0.5)
    .jpeg({ quality: 82 })
    .toBuffer();
}
