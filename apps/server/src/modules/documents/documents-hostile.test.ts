/**
 * Hostile and broken uploads (issue 11): zip bombs are refused before anything is inflated, encrypted
 * PDFs at once, and whatever is accepted is read in the parse pool, where a lying header, a 10,000-page
 * PDF, a hang or a memory hog ends as a 'failed' or partial text status while the server answers.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, waitForText } from '../../test/factories';
import {
  deflatedSpaces,
  manyEntryZip,
  manyPagePdf,
  objectStreamPdf,
  officeZip,
  officeZipBomb,
  smallDocx,
} from '../../test/hostile-files';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { makePdf, multipartBody, zeroPagePdf } from '../handbook/test-pdfs';

const meta = { category: 'Operations', department: 'Operations' };

function upload(app: FastifyInstance, token: string, name: string, data: Buffer, fields = {}) {
  const body = multipartBody({ name, data, type: 'application/octet-stream' }, { ...meta, ...fields });
  return app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

function storedFiles(dataDir: string): number {
  try {
    return readdirSync(path.join(dataDir, 'files'), { recursive: true }).filter((name) =>
      /[a-f0-9]{64}$/.test(String(name)),
    ).length;
  } catch {
    return 0;
  }
}

const total = async (t: TestApp, token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/documents', headers: bearer(token) })).json()
    .total as number;

const healthy = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200;

describe.each(engines)('hostile uploads (%s)', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { PARSE_MAX_PDF_PAGES: '300', PARSE_MEMORY_MB: '400' });
    token = (await registerUser(t.app)).token;
  });
  afterAll(async () => t?.close());

  it('refuses zip bombs from their headers with 413 and stores nothing', async () => {
    const before = { documents: await total(t, token), files: storedFiles(t.config.dataDir) };
    const bombs: [string, Buffer][] = [
      ['bomb.docx', officeZipBomb('docx', 1024)],
      ['bomb.pptx', officeZipBomb('pptx', 256)],
      ['bomb.pptx', officeZipBomb('pptx', 64)],
      ['bomb.xlsx', officeZipBomb('xlsx', 64)],
      ['parts.xlsx', manyEntryZip('xlsx', 10_050)],
    ];
    for (const [name, data] of bombs) {
      expect(data.length, name).toBeLessThan(2 * 1024 * 1024);
      const response = await upload(t.app, token, name, data);
      expect(response.statusCode, name).toBe(413);
      expect(response.json().error, name).toMatch(/zip bomb/);
    }
    expect(await total(t, token)).toBe(before.documents);
    expect(storedFiles(t.config.dataDir)).toBe(before.files);
  });

  it('refuses an encrypted PDF at once with 422 and stores nothing', async () => {
    const before = await total(t, token);
    for (const pdf of [
      await makePdf({ userPassword: 'secret', ownerPassword: 'owner' }),
      await makePdf({ ownerPassword: 'owner' }),
    ]) {
      const response = await upload(t.app, token, 'locked.pdf', pdf);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: 'The PDF is encrypted or password-protected: upload an unprotected copy',
      });
    }
    expect(await total(t, token)).toBe(before);
  });

  it('refuses a PDF with no pages at once with 400 and stores nothing, its page tree plain or compressed', async () => {
    const before = { documents: await total(t, token), files: storedFiles(t.config.dataDir) };
    for (const [name, pdf] of [
      ['empty.pdf', zeroPagePdf()],
      ['empty-1.5.pdf', objectStreamPdf(0)],
      ['pdfkit-empty.pdf', await makePdf({ pages: [] })],
    ] as const) {
      const response = await upload(t.app, token, name, pdf);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({
        error: 'The PDF has no pages: upload a PDF with at least one page',
      });
    }
    expect(await total(t, token)).toBe(before.documents);
    expect(storedFiles(t.config.dataDir)).toBe(before.files);
    // Pages only inside a compressed object stream are still pages: accepted, and the parser agrees.
    const packed = await upload(t.app, token, 'packed.pdf', objectStreamPdf(3), { name: 'Packed pages' });
    expect(packed.statusCode).toBe(201);
    const doc = await waitForText(t.app, token, packed.json().id);
    expect(doc.textStatus).not.toBe('failed');
  });

  it('refuses damaged zips with 422 and garbage with 415', async () => {
    const docx = smallDocx('Pump test');
    const unsupported =
      'Unsupported file: upload a PDF, Excel, Word, PowerPoint or MS Project XML file whose content matches its name';
    const cases: [string, Buffer, number, string][] = [
      [
        'cut.docx',
        docx.subarray(0, docx.length - 40),
        422,
        'The file is damaged: its zip structure cannot be read',
      ],
      ['noise.docx', Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(5000, 7)]), 415, unsupported],
      ['noise.pdf', Buffer.alloc(5000, 7), 415, unsupported],
    ];
    for (const [name, data, status, error] of cases) {
      const response = await upload(t.app, token, name, data);
      expect(response.statusCode, name).toBe(status);
      expect(response.json(), name).toEqual({ error });
    }
  });

  it('answers at once and fails the text of a bomb whose header lies, in the pool, not in the server', async () => {
    const liar = officeZipBomb('docx', 1024, { lie: true });
    const rssBefore = process.memoryUsage().rss;
    const response = await upload(t.app, token, 'liar.docx', liar, { name: 'Liar' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ textStatus: 'pending', searchableContent: '' });
    expect(await healthy(t)).toBe(true);
    const doc = await waitForText(t.app, token, response.json().id);
    expect(doc).toMatchObject({ textStatus: 'failed', searchableContent: '' });
    expect(doc.textNote).toMatch(/more than its header says/);
    // 1 GiB was inflated (and counted) in a child: this process grew by far less.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * 1024 * 1024);
  });

  it('reads only the first pages of a 10,000-page PDF and says so, while the server answers', async () => {
    const response = await upload(t.app, token, 'long.pdf', manyPagePdf(10_000), { name: 'Long' });
    expect(response.statusCode).toBe(201);
    expect(await healthy(t)).toBe(true);
    const doc = await waitForText(t.app, token, response.json().id);
    expect(doc.textNote).toMatch(/^Only the first 300 of 10\s000 pages were read$/);
    expect(doc.textStatus).toBe('ready');
    expect(doc.searchableContent).toContain('page 300: sprinkler valve inspection');
    expect(doc.searchableContent).not.toContain('page 301:');
  });

  it('marks truncated and broken files as unreadable, and the pool keeps serving', async () => {
    const pdf = await makePdf({ pages: ['Hydrant flow test record'] });
    const broken = officeZip('docx', Buffer.from('<w:document>not closed'));
    const ids: string[] = [];
    for (const [name, data] of [
      ['cut.pdf', pdf.subarray(0, 400)],
      ['broken.docx', broken],
    ] as const) {
      const response = await upload(t.app, token, name, data);
      if (response.statusCode === 201) ids.push(response.json().id);
      else expect(response.statusCode, name).toBeGreaterThanOrEqual(400);
    }
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect((await waitForText(t.app, token, id)).textStatus).toBe('failed');
    const good = await upload(t.app, token, 'good.docx', smallDocx('Quokka sprinkler riser'), {
      name: 'Good',
    });
    const doc = await waitForText(t.app, token, good.json().id);
    expect(doc).toMatchObject({ textStatus: 'ready', searchableContent: 'quokka sprinkler riser' });
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/ai-search/keyword?q=quokka&limit=5',
      headers: bearer(token),
    });
    expect(search.json().results[0].id).toBe(good.json().id);
  });

  it('gives 12 uploads of the same name at the same moment 12 different slugs', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        upload(t.app, token, 'same.docx', smallDocx(`Same name ${i}`), { name: 'Same Name' }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    const slugs = responses.map((response) => response.json().id as string);
    expect(new Set(slugs).size).toBe(12);
    expect(slugs).toContain('same-name');
  });
});

describe.each(engines)('parse pool limits on uploads (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  afterAll(async () => t?.close());

  it('fails the text of a job past its time limit, and the server answers throughout', async () => {
    t = await createTestApp(engine, { PARSE_TIMEOUT_SECONDS: '2', PARSE_MAX_PDF_PAGES: '1000000' });
    token = (await registerUser(t.app)).token;
    const slow = await upload(t.app, token, 'slow.pdf', manyPagePdf(10_000), { name: 'Slow' });
    expect(slow.statusCode).toBe(201);
    expect(await healthy(t)).toBe(true);
    const doc = await waitForText(t.app, token, slow.json().id);
    expect(doc).toMatchObject({ textStatus: 'failed', searchableContent: '' });
    expect(doc.textNote).toMatch(/took too long/);
    expect(await healthy(t)).toBe(true);
    await t.close();
  });

  it('fails the text of a job past its memory cap', async () => {
    t = await createTestApp(engine, {
      PARSE_MEMORY_MB: '200',
      ZIP_MAX_RATIO: '100000',
      ZIP_MAX_UNCOMPRESSED_MB: '1024',
    });
    token = (await registerUser(t.app)).token;
    // Honest headers, within these zip limits, but the parser would need far more than 200 MB for it.
    const heavy = officeZip('docx', deflatedSpaces(600));
    const big = await upload(t.app, token, 'heavy.docx', heavy, { name: 'Heavy' });
    expect(big.statusCode).toBe(201);
    const doc = await waitForText(t.app, token, big.json().id);
    expect(doc).toMatchObject({ textStatus: 'failed' });
    expect(doc.textNote).toMatch(/more memory/);
    expect(await healthy(t)).toBe(true);
  });
});

describe.each(engines)('pending texts after a restart (%s)', (engine) => {
  it('reads again, at start, the text of a document still pending when the server stopped', async () => {
    const first = await createTestApp(engine);
    try {
      const token = (await registerUser(first.app)).token;
      const response = await upload(first.app, token, 'riser.docx', smallDocx('Wombat riser valve'), {
        name: 'Riser',
      });
      const id = response.json().id as string;
      await waitForText(first.app, token, id);
      await first.database.db
        .updateTable('documents')
        .set({ text_status: 'pending', searchable_content: '' })
        .where('slug', '=', id)
        .execute();
      const second = await createTestApp(
        engine,
        { DATA_DIR: first.config.dataDir },
        { shareDatabaseWith: first },
      );
      try {
        const doc = await waitForText(second.app, token, id);
        expect(doc).toMatchObject({ textStatus: 'ready', searchableContent: 'wombat riser valve' });
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});
