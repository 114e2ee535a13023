// A 50-page fire-protection text PDF made with pdfkit, and the text it holds (the ground truth), for
// bench/pdf-text.mjs. Deterministic (a seeded generator): the same bytes and text on every run.
// Prose in Times and Helvetica at several sizes, headings in Helvetica-Bold, tables as positioned
// cells, inspection notes in Courier and a font embedded from a TrueType file (as real documents do).
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const embeddedFontFile = path.join(
  path.dirname(require.resolve('pdfjs-dist/package.json')),
  'standard_fonts',
  'LiberationSans-Regular.ttf',
);

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const subjects = [
  'The diesel fire pump',
  'Each sprinkler valve set',
  'The FM-200 suppression system',
  'A wet-pipe installation',
  'The hydrant booster connection',
  'Every hose reel on the second floor',
  'The pre-action system in the server room',
  'The jockey pump',
  'The fire alarm control panel',
  'The foam concentrate tank',
];
const verbs = [
  'shall be inspected weekly in accordance with SANS 10287',
  'must be tested at 150% of rated flow before commissioning',
  'was found with a closed isolating valve during the quarterly inspection',
  'requires a flow test recorded on the certificate of compliance',
  'should be flushed after any repair to the distribution pipework',
  'is designed to SANS 10400-T and the insurer\u2019s requirements',
  'has a residual pressure of 4.5 bar at the most remote design point',
  'needs its pressure gauges replaced every five years',
  'shall be kept free of obstructions within 500 mm of the deflector',
  'was commissioned on 14 March 2024 by a registered installer',
];
const tails = [
  'and the result is entered in the logbook.',
  'unless the engineer approves another interval.',
  'before the building is occupied.',
  'with the owner\u2019s representative present.',
  'as shown on drawing FP-203 revision C.',
  'and any defect is reported within 24 hours.',
  'to protect an ordinary hazard group III occupancy.',
  'so that the alarm reaches the monitoring centre.',
];
const notes = [
  'NOTE: drain valve DV-12 left open; closed and sealed on site.',
  'NOTE: gauge reading 6.8 bar static, 5.1 bar residual at 1,900 L/min.',
  'NOTE: pump started on pressure drop in 11 s; ran 30 min without fault.',
  'NOTE: two heads painted over in the kitchen; replace with K80 68 \u00b0C.',
];
const tableHeader = ['Item', 'Location', 'Flow (L/min)', 'Pressure (bar)', 'Result'];
const places = ['Basement B2', 'Plant room', 'Level 3 east', 'Warehouse bay 7', 'Roof tank', 'Kitchen'];
const results = ['Pass', 'Fail', 'Pass', 'Pass', 'Remedial'];

function sentence(next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  return `${pick(subjects)} ${pick(verbs)} ${pick(tails)}`;
}

/** { pdf: Buffer, pages: string[] } — one ground-truth string per page, in reading order. */
export async function makeCorpusPdf(pageCount = 50, seed = 12) {
  const next = random(seed);
  const doc = new PDFDocument({
    size: 'A4',
    autoFirstPage: false,
    margins: { top: 60, bottom: 60, left: 60, right: 60 },
    info: { Title: 'Fire-protection maintenance handbook', CreationDate: new Date('2025-01-01T00:00:00Z') },
  });
  doc.registerFont('Embedded', embeddedFontFile);
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));
  const pages = [];
  for (let number = 1; number <= pageCount; number += 1) {
    doc.addPage();
    const truth = [];
    const write = (font, size, text, options = {}) => {
      doc.font(font).fontSize(size).text(text, options);
      truth.push(text);
    };
    write('Helvetica-Bold', 16, `${number}. Inspection and testing, part ${number}`);
    doc.moveDown(0.5);
    for (let p = 0; p < 3; p += 1) {
      const paragraph = Array.from({ length: 3 + Math.floor(next() * 3) }, () => sentence(next)).join(' ');
      write(p % 2 === 0 ? 'Times-Roman' : 'Embedded', p === 2 ? 10 : 11, paragraph, { align: 'justify' });
      doc.moveDown(0.5);
    }
    // A table: cells placed by position, row by row.
    const columns = [60, 110, 230, 320, 420];
    const rows = [tableHeader];
    for (let r = 0; r < 6; r += 1) {
      rows.push([
        `${number}.${r + 1}`,
        places[Math.floor(next() * places.length)],
        String(950 + Math.floor(next() * 2000)),
        (3 + next() * 5).toFixed(1),
        results[Math.floor(next() * results.length)],
      ]);
    }
    let y = doc.y + 4;
    for (const [index, row] of rows.entries()) {
      doc.font(index === 0 ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      row.forEach((cell, column) => {
        doc.text(cell, columns[column], y, { width: 95, lineBreak: false });
      });
      truth.push(row.join(' '));
      y += 14;
    }
    doc.x = 60;
    doc.y = y + 10;
    write('Courier', 9, notes[Math.floor(next() * notes.length)]);
    doc.moveDown(0.5);
    write('Times-Roman', 11, Array.from({ length: 2 }, () => sentence(next)).join(' '), { align: 'left' });
    pages.push(truth.join('\n'));
  }
  doc.end();
  await done;
  return { pdf: Buffer.concat(chunks), pages };
}
