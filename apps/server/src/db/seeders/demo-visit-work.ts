/**
 * The work of the demo visits (issue 16 part 2b, docs/decisions/0066): every completed visit that
 * covered assets gets a result for each (nearly all passed, readings inside their ranges, a few failed
 * checks) and the site contact's signature; a handful of defects of each severity stay open at
 * different sites, so the site pages, the open-defects list and the dashboard's compliance have
 * something to show. A seeder of its own after demo-visits, so it also reaches a demo database seeded
 * before it existed. The service reports are not written here: the seed runs before the app, its file
 * store and the company letterhead exist; the visits plugin writes the latest one of each site when the
 * app starts (backfillVisitReports).
 */

import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import {
  assetOutcome,
  assetTypeOf,
  type CheckOutcome,
  type Frequency,
  type VisitCover,
} from '@firebreak/shared';
import type { Seeder } from '../seed';

/** One visit in this many has a failed check on one of its assets. */
const FAIL_EVERY = 9;

/** The open defects, each at a different site, on its latest completed visit. */
const DEFECTS: { severity: 'CRITICAL' | 'MAJOR' | 'MINOR'; description: string }[] = [
  {
    severity: 'CRITICAL',
    description:
      'Control valve found closed and not locked open; opened and strapped on the day, valve lock to be fitted',
  },
  {
    severity: 'CRITICAL',
    description: 'Panel in fault: zone 3 detectors disconnected during tenant fit-out',
  },
  {
    severity: 'MAJOR',
    description: 'Jockey pump cycling every few minutes: suspected leak on the installation',
  },
  {
    severity: 'MAJOR',
    description: 'Standby batteries past their service life; charge does not hold under load',
  },
  { severity: 'MAJOR', description: 'Hose reel hose cracked at the drum end; replace the hose' },
  { severity: 'MINOR', description: 'Extinguisher signage missing at the loading bay door' },
  { severity: 'MINOR', description: 'Service label faded and unreadable on two extinguishers' },
  { severity: 'MINOR', description: 'Storage stacked within 500 mm of sprinkler heads in the store room' },
];

// CRC-32 of PNG chunks (the table form of the standard polynomial).
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A hand-drawn-looking signature as a PNG, written by hand here: the seed runs in the server process,
 * where sharp does not load (decision 0051). A dark stroke of a few loops on white, 8-bit grey without
 * alpha, the shape the parse pool gives an uploaded signature (decision 0076), so it is stored as
 * encoded and the report embeds it without decoding it.
 */
export function demoSignaturePng(seed: number): Buffer {
  const width = 240;
  const height = 80;
  const row = width + 1; // a filter byte (0) and a grey byte per pixel
  const pixels = Buffer.alloc(row * height, 255);
  for (let y = 0; y < height; y++) pixels[y * row] = 0;
  const ink = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        pixels[py * row + 1 + px] = 20;
      }
  };
  const loops = 3 + (seed % 3);
  for (let t = 0; t <= 1; t += 0.0005) {
    const x = 15 + t * 210;
    const y = 40 + Math.sin(t * Math.PI * 2 * loops + seed) * 18 * (1 - t * 0.5) + Math.cos(t * 40) * 6;
    ink(x, y);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // grey
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A reading a technician would plausibly take: inside its range, varying by visit and asset. */
const readingValue = (min: number, max: number, spread: number) =>
  Math.round((min + (max - min) * (0.35 + (spread % 7) * 0.03)) * 10) / 10;

export const demoVisitWorkSeeder: Seeder = {
  name: 'demo-visit-work',
  run: async (db) => {
    const visits = await db
      .selectFrom('inspection_visits as v')
      .innerJoin('sites', 'sites.id', 'v.site_id')
      .select(['v.id', 'v.site_id', 'v.covers', 'v.completed_at', 'sites.contact_name'])
      .where('v.status', '=', 'COMPLETED')
      .where('v.covers', '!=', '[]')
      .orderBy('v.completed_at')
      .orderBy('v.id')
      .execute();
    if (visits.length === 0) return;
    const assets = new Map(
      (await db.selectFrom('assets').select(['id', 'asset_type']).execute()).map((a) => [a.id, a.asset_type]),
    );
    // The latest completed visit of each site carries the site's open defects.
    const latest = new Map<string, (typeof visits)[number]>();
    for (const visit of visits) latest.set(visit.site_id, visit);
    const withDefect = new Map(
      [...latest.values()].slice(0, DEFECTS.length).map((visit, i) => [visit.id, DEFECTS[i]]),
    );
    const signatures = [0, 1, 2, 3].map(demoSignaturePng);

    const results = [];
    const defects = [];
    for (const [k, visit] of visits.entries()) {
      const covers = (JSON.parse(visit.covers) as VisitCover[]).filter((c) => assets.has(c.assetId));
      const defect = withDefect.get(visit.id);
      for (const [j, cover] of covers.entries()) {
        const type = assetTypeOf(assets.get(cover.assetId) ?? '');
        const tasks = (type?.tasks ?? []).filter((t) => cover.frequencies.includes(t.frequency as Frequency));
        // A failed check on one asset of every FAIL_EVERY-th visit, and where a serious defect was found.
        const failsHere =
          j === 0 && (k % FAIL_EVERY === FAIL_EVERY - 1 || (defect && defect.severity !== 'MINOR'));
        const checks = tasks.map((_, taskIndex) => ({
          taskIndex,
          outcome: (failsHere && taskIndex === 0 ? 'FAIL' : 'PASS') as CheckOutcome,
        }));
        const readings = (type?.readings ?? []).map((r, i) => ({
          key: r.key,
          value: readingValue(r.min, r.max, k + j + i),
        }));
        results.push({
          visit_id: visit.id,
          asset_id: cover.assetId,
          checks: JSON.stringify(checks),
          readings: JSON.stringify(readings),
          notes: failsHere ? 'Failed on the day; reported to the site contact' : '',
          outcome: assetOutcome(checks),
          recorded_at: visit.completed_at ?? '',
          updated_at: visit.completed_at ?? '',
        });
      }
      if (defect)
        defects.push({
          id: randomUUID(),
          visit_id: visit.id,
          site_id: visit.site_id,
          asset_id: covers[0]?.assetId ?? null,
          severity: defect.severity,
          description: defect.description,
          status: 'OPEN',
          created_at: visit.completed_at ?? '',
          updated_at: visit.completed_at ?? '',
        });
    }
    for (let i = 0; i < results.length; i += 500)
      await db
        .insertInto('visit_results')
        .values(results.slice(i, i + 500))
        .onConflict((oc) => oc.columns(['visit_id', 'asset_id']).doNothing())
        .execute();
    if (defects.length) await db.insertInto('visit_defects').values(defects).execute();
    // Each site's contact signed for its visits: one update per site.
    const sites = [...new Map(visits.map((v) => [v.site_id, v.contact_name])).entries()];
    for (const [i, [siteId, contact]] of sites.entries()) {
      await db
        .updateTable('inspection_visits')
        .set((eb) => ({
          started_at: eb.ref('completed_at'),
          signed_at: eb.ref('completed_at'),
          signed_by: contact || 'Site manager',
          signature: signatures[i % signatures.length],
          signature_encoded: 1,
        }))
        .where('site_id', '=', siteId)
        .where('status', '=', 'COMPLETED')
        .where('covers', '!=', '[]')
        .execute();
    }
  },
};
