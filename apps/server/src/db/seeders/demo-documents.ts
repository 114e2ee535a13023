/**
 * The demo document library (issue 4): about 60 real files generated here with pdfkit, docx,
 * exceljs, pptxgenjs and as MS Project XML, their searchable text extracted by the same job uploads
 * use, in a parse pool of its own (the seed runs before the app and its pool exist; decision 0051). The seeder writes the rows and keeps the bytes in memory; the documents module writes
 * them to the file store when it starts (same process, right after the seed), and regenerates any
 * demo file the store lacks, so a lost store (DATA_DIR/files, or the bucket) heals itself.
 */
import { randomUUID } from 'node:crypto';
import { slugify } from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { ParseJobs } from '../../jobs/file-parsing/parse-jobs';
import { createParsingPool, type ParsingPool } from '../../jobs/file-parsing/pool';
import { type ContentStore, sha256 } from '../../lib/storage/content-store';
import { detectFileType } from '../../modules/documents/file-types';
import { replacePassages } from '../../modules/search/passage-store';
import type { DocumentPassage } from '../../modules/search/passages';
import type { Database } from '../schema';
import type { Seeder } from '../seed';
import { type DemoDocument, loadDemoDocuments } from './demo-data';
import {
  renderDocx,
  renderPdf,
  renderPptx,
  renderProjectXml,
  renderXlsx,
} from './demo-document-generators/render';
import { DEMO_SCANS, type DemoScan } from './demo-document-generators/scans';
import { DEMO_OWNER_ID } from './demo-staff';

const pending = new Map<string, Uint8Array>();

export function demoFileName(doc: DemoDocument): string {
  const base = doc.name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '');
  return `${base}${doc.revision ? `_${doc.revision.replace(' ', '')}` : ''}.${doc.format}`;
}

export async function renderDemoFile(doc: DemoDocument): Promise<Uint8Array> {
  switch (doc.format) {
    case 'pdf':
      return renderPdf(doc.content);
    case 'docx':
      return renderDocx(doc.content);
    case 'xlsx':
      return renderXlsx(doc.content);
    case 'pptx':
      return renderPptx(doc.content);
    case 'xml':
      return renderProjectXml(doc.content);
  }
}

async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      out[index] = await fn(items[index] as T);
    }
  });
  await Promise.all(workers);
  return out;
}

/** Our own small files: the defaults of the server's pool, two children to keep the first start quick. */
const SEED_PARSING = { concurrency: 2, memoryMb: 512, timeoutMs: 120_000 };
const SEED_LIMITS = {
  maxPdfPages: 2000,
  zip: { maxEntries: 10_000, maxTotalBytes: 256 * 1024 * 1024, maxRatio: 200 },
};

/** Every demo file rendered and its text read in the seed's pool; the scans drawn there too. */
async function readDemoFiles(
  pool: ParsingPool<ParseJobs>,
  now: string,
  texts: Map<string, DocumentPassage[]>,
) {
  const rows = await mapLimited(loadDemoDocuments(), 8, async (doc) => {
    const data = await renderDemoFile(doc);
    const fileName = demoFileName(doc);
    const detected = await detectFileType(data, fileName);
    if (!detected) throw new Error(`demo file ${fileName} was not recognised`);
    const { text: content, passages } = await pool.run('document-text', data, {
      extension: detected.extension,
      ...SEED_LIMITS,
    });
    const key = sha256(data);
    pending.set(key, data);
    const id = randomUUID();
    texts.set(id, passages);
    return {
      id,
      slug: slugify(doc.name),
      name: doc.name,
      file_name: fileName,
      type: detected.type,
      extension: detected.extension,
      content_type: detected.contentType,
      file_size: data.length,
      sha256: key,
      last_modified: doc.lastModified,
      category: doc.category,
      subcategory: doc.documentType,
      department: doc.department,
      document_type: doc.documentType,
      revision: doc.revision,
      tags: JSON.stringify(doc.tags),
      description: doc.description,
      searchable_content: content,
      uploaded_by: DEMO_OWNER_ID,
      created_at: now,
    };
  });
  const scans = await Promise.all(DEMO_SCANS.map((scan) => renderDemoScan(pool, scan)));
  return { rows, scans };
}

export async function seedDemoDocuments(db: Kysely<Database>): Promise<number> {
  const now = new Date().toISOString();
  const pool = createParsingPool<ParseJobs>(SEED_PARSING);
  const passages = new Map<string, DocumentPassage[]>();
  const { rows, scans } = await readDemoFiles(pool, now, passages).finally(() => pool.close());
  for (let i = 0; i < rows.length; i += 20) {
    await db
      .insertInto('documents')
      .values(rows.slice(i, i + 20))
      .execute();
  }
  for (const [id, list] of passages) await replacePassages({ db }, id, list);
  // The scans have no text layer: their rows wait ('pending') for the app's OCR after the start.
  for (const [index, scan] of DEMO_SCANS.entries()) {
    const data = scans[index] as Uint8Array;
    const key = sha256(data);
    pending.set(key, data);
    await db
      .insertInto('documents')
      .values({
        id: randomUUID(),
        slug: slugify(scan.name),
        name: scan.name,
        file_name: scan.fileName,
        type: 'pdf',
        extension: 'pdf',
        content_type: 'application/pdf',
        file_size: data.length,
        sha256: key,
        last_modified: scan.lastModified,
        category: scan.category,
        subcategory: scan.documentType,
        department: scan.department,
        document_type: scan.documentType,
        revision: '',
        tags: JSON.stringify(scan.tags),
        description: scan.description,
        searchable_content: '',
        uploaded_by: DEMO_OWNER_ID,
        created_at: now,
        text_status: 'pending',
      })
      .execute();
  }
  return rows.length + DEMO_SCANS.length;
}

/** Drawn in a parse child (canvas and sharp never load in the server process). */
export async function renderDemoScan(pool: ParsingPool<ParseJobs>, scan: DemoScan): Promise<Uint8Array> {
  const pdf = await pool.run('render-scan', new Uint8Array(0), {
    pages: [scan.lines],
    degradation: 'mild',
    seed: scan.seed,
    extras: scan.extras,
  });
  return new Uint8Array(pdf);
}

export const demoDocumentsSeeder: Seeder = {
  name: 'demo-documents',
  run: async (db) => {
    await seedDemoDocuments(db);
  },
};

/** Writes the freshly seeded bytes to the store and regenerates any demo file the store lacks. */
export async function ensureDemoFiles(
  db: Kysely<Database>,
  store: ContentStore,
  pool: ParsingPool<ParseJobs>,
): Promise<void> {
  for (const [key, data] of pending) {
    await store.put(data);
    pending.delete(key);
  }
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'slug', 'sha256'])
    .where('uploaded_by', '=', DEMO_OWNER_ID)
    .execute();
  if (rows.length === 0) return;
  const bySlug = new Map(loadDemoDocuments().map((doc) => [slugify(doc.name), doc]));
  const scansBySlug = new Map(DEMO_SCANS.map((scan) => [slugify(scan.name), scan]));
  for (const row of rows) {
    const doc = bySlug.get(row.slug);
    const scan = scansBySlug.get(row.slug);
    if ((!doc && !scan) || (await store.exists(row.sha256))) continue;
    const data = doc ? await renderDemoFile(doc) : await renderDemoScan(pool, scan as DemoScan);
    const key = await store.put(data);
    if (key !== row.sha256) {
      await db
        .updateTable('documents')
        .set({ sha256: key, file_size: data.length })
        .where('id', '=', row.id)
        .execute();
    }
  }
}
