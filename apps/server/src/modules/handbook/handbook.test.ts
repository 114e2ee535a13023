import { gunzipSync } from 'node:zlib';
import { HANDBOOK_LIMITS, HANDBOOK_MESSAGES, type HandbookData } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { makePdf, multipartBody, zeroPagePdf } from './test-pdfs';

const M = HANDBOOK_MESSAGES;
const BUILTIN_TITLE = 'Sprinkler Installation and Maintenance Handbook: South African Practice';

describe.each(engines)('handbook on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let engineer: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { ALLOW_ADMIN_SIGNUP: 'true' });
    admin = (await registerUser(t.app, { role: 'ADMIN' })).token;
    engineer = (await registerUser(t.app, { role: 'ENGINEER' })).token;
  });
  afterAll(async () => t?.close());

  const dataFile = (token?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/searchable_content.json',
      headers: { ...(token ? bearer(token) : {}), ...headers },
    });
  const upload = (token: string, file: Parameters<typeof multipartBody>[0]) => {
    const body = multipartBody(file);
    return t.app.inject({
      method: 'POST',
      url: '/api/handbook',
      payload: body.payload,
      headers: { ...bearer(token), ...body.headers },
    });
  };
  const rollback = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/handbook/rollback', headers: bearer(token) });

  describe('the data file at the site root', () => {
    it('serves the built-in 154-page handbook in the §3 shape to a signed-in user', async () => {
      const response = await dataFile(engineer);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const data = response.json() as HandbookData;
      expect(Object.keys(data)).toEqual(['document_info', 'pages', 'keywords', 'search_terms']);
      expect(data.document_info).toMatchObject({
        title: BUILTIN_TITLE,
        source_file: 'sprinkler-handbook.pdf',
        total_pages: 154,
      });
      expect(data.document_info.total_words).toBeGreaterThan(150 * 144);
      expect(data.pages).toHaveLength(154);
      expect(data.pages[0]).toEqual({
        page_number: 1,
        extracted_text: expect.stringContaining('Sprinkler Installation'),
      });
      expect(data.search_terms).toContain('pump test');
    });

    it('needs a session, because an uploaded handbook may be licensed text', async () => {
      expect((await dataFile()).statusCode).toBe(401);
      expect((await dataFile('not-a-token')).json()).toEqual({ error: expect.any(String) });
    });

    it('is compressed when the browser accepts it and revalidated by ETag', async () => {
      const plain = await dataFile(engineer);
      const gzip = await dataFile(engineer, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
      expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      const brotli = await dataFile(engineer, { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      const etag = String(plain.headers.etag);
      expect((await dataFile(engineer, { 'if-none-match': etag })).statusCode).toBe(304);
    });

    it('reports the current handbook to any signed-in user', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/handbook', headers: bearer(engineer) });
      expect(response.json()).toMatchObject({ title: BUILTIN_TITLE, totalPages: 154, source: 'builtin' });
    });
  });

  describe('administrator upload', () => {
    it('refuses everyone but an administrator', async () => {
      const pdf = await makePdf();
      expect((await upload(engineer, { name: 'h.pdf', data: pdf })).statusCode).toBe(403);
      const anonymous = multipartBody({ name: 'h.pdf', data: pdf });
      const response = await t.app.inject({ method: 'POST', url: '/api/handbook', ...anonymous });
      expect(response.statusCode).toBe(401);
      expect((await rollback(engineer)).statusCode).toBe(403);
    });

    it('replaces the data file atomically, keeps the previous one and rolls back and forward', async () => {
      const pages = Array.from(
        { length: 25 },
        (_, i) =>
          `Company handbook page ${i + 1}. Weekly pump test of the electric fire pump and jockey pump.`,
      );
      const pdf = await makePdf({ pages, title: 'Company Sprinkler Handbook' });
      const pending = upload(admin, { name: 'company-handbook.pdf', data: pdf });
      // While the new file is being extracted, the old one is still what everyone gets.
      expect((await dataFile(engineer)).json().document_info.title).toBe(BUILTIN_TITLE);
      const response = await pending;
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        title: 'Company Sprinkler Handbook',
        sourceFile: 'company-handbook.pdf',
        totalPages: 25,
        source: 'uploaded',
        canRollBack: true,
      });

      const served = (await dataFile(engineer)).json() as HandbookData;
      expect(served.document_info).toMatchObject({ title: 'Company Sprinkler Handbook', total_pages: 25 });
      expect(served.pages[2]).toEqual({
        page_number: 3,
        extracted_text:
          'Company handbook page 3. Weekly pump test of the electric fire pump and jockey pump.',
      });
      expect(served.document_info.total_words).toBe(25 * 15);
      expect(served.search_terms).toContain('pump test');

      const back = await rollback(admin);
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({ title: BUILTIN_TITLE, source: 'builtin', canRollBack: true });
      expect((await dataFile(engineer)).json().document_info.title).toBe(BUILTIN_TITLE);

      const forward = await rollback(admin);
      expect(forward.json()).toMatchObject({ title: 'Company Sprinkler Handbook', source: 'uploaded' });
      expect((await dataFile(engineer)).json().document_info.total_pages).toBe(25);
    });

    it('uses the file name as the title when the PDF has none', async () => {
      const pdf = await makePdf({
        title: '',
        pages: ['Sprinkler head spacing rules for the Durban warehouse.'],
      });
      const response = await upload(admin, { name: 'durban_site-rules.pdf', data: pdf });
      expect(response.statusCode).toBe(201);
      expect(response.json().title).toBe('durban site rules');
    });

    it.each([
      ['a text file', async () => Buffer.from('Just some notes, not a PDF at all.'), 415, M.pdfOnly],
      [
        'a PNG named .pdf',
        async () => Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
        415,
        M.pdfOnly,
      ],
      [
        'a password-protected PDF',
        () => makePdf({ userPassword: 'secret', ownerPassword: 'owner' }),
        422,
        M.encrypted,
      ],
      ['an owner-password encrypted PDF', () => makePdf({ ownerPassword: 'owner' }), 422, M.encrypted],
      ['a truncated PDF', async () => (await makePdf()).subarray(0, 300), 422, M.corrupt],
      ['a PDF with no pages', async () => zeroPagePdf(), 422, M.noPages],
      ['a PDF with no text layer', () => makePdf({ drawOnly: true, pages: ['', ''] }), 422, M.noText],
    ])(
      'refuses %s with a clear 4xx message, keeping the current file',
      async (_label, make, status, message) => {
        const before = (await dataFile(engineer)).json().document_info.extraction_date;
        const response = await upload(admin, { name: 'upload.pdf', data: await make() });
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual({ error: message });
        expect((await dataFile(engineer)).json().document_info.extraction_date).toBe(before);
      },
    );

    it('asks for a file when the request carries none', async () => {
      expect((await upload(admin, null)).json()).toEqual({ error: M.fileMissing });
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/handbook',
        payload: { file: 'x' },
        headers: bearer(admin),
      });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual({ error: M.fileMissing });
    });

    it.runIf(engine === 'sqlite')('refuses a file over 100 MB with 413', async () => {
      const big = Buffer.alloc(HANDBOOK_LIMITS.uploadMaxBytes + 1, 0x20);
      big.write('%PDF-1.4\n', 0, 'latin1');
      const response = await upload(admin, { name: 'huge.pdf', data: big });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: M.tooLarge });
    });
  });
});
