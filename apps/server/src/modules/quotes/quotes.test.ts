import { createRequire } from 'node:module';
import path from 'node:path';
import { QUOTE_MESSAGES } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, quoteForm, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** The text of every page, read back with pdfjs (what a reader or a search index would see). */
async function readPdfText(data: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(data),
    standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}${path.sep}`,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : '')).join(''),
    );
  }
  await task.destroy();
  return pages.join('\n').replace(/[^\S\n]+/g, ' ');
}

describe.each(engines)('quotes on %s', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      COMPANY_NAME: 'Hydrant & Sons (Pty) Ltd',
      COMPANY_PHONE: '011 555 0100',
    });
    token = (await registerUser(t.app, { firstName: 'Sipho', lastName: 'Ndlovu' })).token;
  });
  afterAll(async () => t?.close());

  const request = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(token), payload: payload as object | undefined });
  const save = async (overrides: Record<string, unknown> = {}) => {
    const response = await request('POST', '/api/quick-quote/save', quoteForm(overrides));
    expect(response.statusCode).toBe(201);
    return response.json().quote as { id: string; quoteNumber: string; total: number; createdAt: string };
  };

  it('needs a token for every quote endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/quotes'],
      ['GET', '/api/quotes/x'],
      ['PATCH', '/api/quotes/x'],
      ['GET', '/api/quotes/x/pdf'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'PATCH' ? { status: 'Won' } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('hands out unique, gapless numbers to 20 concurrent saves', async () => {
    const before = await t.database.db.selectFrom('quote_counters').select('last_number').executeTakeFirst();
    const start = Number(before?.last_number ?? 0);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        request('POST', '/api/quick-quote/save', quoteForm({ projectTitle: `Concurrent ${index}` })),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses.map((response) => response.json().quote.quoteNumber as string);
    expect(new Set(numbers).size).toBe(20);
    const sequences = numbers.map((number) => Number(number.slice(7))).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => start + index + 1));
  });

  describe('GET /api/quotes (history)', () => {
    let ids: Record<string, string>;
    beforeAll(async () => {
      await t.database.db.deleteFrom('quotes').execute();
      const alarm = await save({
        projectType: 'FIRE_ALARM',
        projectTitle: 'Hospital ward alarm',
        clientName: 'Polokwane Provincial Hospital',
        clientType: 'HEALTHCARE',
        area: 1000,
        urgency: 'STANDARD',
        location: 'LOCAL',
      });
      const gas = await save({
        projectType: 'FIRE_SUPPRESSION',
        projectTitle: 'Server room gas 50%_off',
        clientName: 'Rosebank Data Exchange',
        clientType: 'COMMERCIAL',
        area: 100,
      });
      const sprinkler = await save({
        projectTitle: 'Cold store sprinklers',
        clientName: 'Cape Winelands Cold Storage',
      });
      ids = { alarm: alarm.id, gas: gas.id, sprinkler: sprinkler.id };
      await request('PATCH', `/api/quotes/${alarm.id}`, { status: 'Won' });
      await request('PATCH', `/api/quotes/${gas.id}`, { status: 'Sent' });
      // An older quote, dated last month in Johannesburg.
      await t.database.db
        .updateTable('quotes')
        .set({ created_at: '2026-01-15T08:00:00.000Z' })
        .where('id', '=', gas.id)
        .execute();
    });

    const list = async (query = '') => {
      const response = await request('GET', `/api/quotes${query}`);
      expect(response.statusCode, query).toBe(200);
      return response.json() as {
        items: { id: string; projectTitle: string }[];
        total: number;
        page: number;
      };
    };
    const titles = (body: { items: { projectTitle: string }[] }) =>
      body.items.map((item) => item.projectTitle);

    it('lists newest first with the summary fields and a total count', async () => {
      const body = await list();
      expect(body).toMatchObject({ total: 3, page: 1, pageSize: 10 });
      expect(titles(body)).toEqual([
        'Cold store sprinklers',
        'Hospital ward alarm',
        'Server room gas 50%_off',
      ]);
      expect(body.items[1]).toMatchObject({
        quoteNumber: expect.stringMatching(/^Q-\d{4}-\d{4}$/),
        clientName: 'Polokwane Provincial Hospital',
        clientType: 'HEALTHCARE',
        projectType: 'FIRE_ALARM',
        projectTypeName: 'Fire Alarm System (SANS 10139)',
        area: 1000,
        urgency: 'STANDARD',
        location: 'LOCAL',
        total: 218_212.5,
        status: 'Won',
        generatedBy: 'Sipho Ndlovu',
      });
    });

    it('searches title, client and quote number, case-insensitively, treating % and _ literally', async () => {
      expect(titles(await list('?search=HOSPITAL'))).toEqual(['Hospital ward alarm']);
      expect(titles(await list('?search=winelands'))).toEqual(['Cold store sprinklers']);
      expect(titles(await list('?search=50%25_'))).toEqual(['Server room gas 50%_off']);
      expect((await list('?search=%25')).total).toBe(1);
      const { items } = await list('?search=alarm');
      const number = (await request('GET', `/api/quotes/${items[0]?.id}`)).json().quoteNumber as string;
      expect(titles(await list(`?search=${number.toLowerCase()}`))).toEqual(['Hospital ward alarm']);
    });

    it('filters by status, project type, client type, date range and total range', async () => {
      expect(titles(await list('?status=Won'))).toEqual(['Hospital ward alarm']);
      expect(titles(await list('?status=Draft'))).toEqual(['Cold store sprinklers']);
      expect(titles(await list('?projectType=FIRE_SUPPRESSION'))).toEqual(['Server room gas 50%_off']);
      expect(titles(await list('?clientType=HEALTHCARE'))).toEqual(['Hospital ward alarm']);
      expect(titles(await list('?from=2026-01-15&to=2026-01-15'))).toEqual(['Server room gas 50%_off']);
      expect(titles(await list('?to=2026-01-14'))).toEqual([]);
      expect((await list('?from=2026-01-16')).total).toBe(2);
      expect(titles(await list('?minTotal=218212.5&maxTotal=218212.5'))).toEqual(['Hospital ward alarm']);
      expect(titles(await list('?minTotal=1000000'))).toEqual(['Cold store sprinklers']);
      expect(titles(await list('?status=Won&clientType=COMMERCIAL'))).toEqual([]);
    });

    it('counts a quote saved late on 31 December in Johannesburg on that day', async () => {
      await t.database.db
        .updateTable('quotes')
        .set({ created_at: '2025-12-31T21:59:00.000Z' }) // 23:59 in Johannesburg
        .where('id', '=', ids.gas as string)
        .execute();
      expect(titles(await list('?from=2025-12-31&to=2025-12-31'))).toEqual(['Server room gas 50%_off']);
      expect((await list('?from=2026-01-01&to=2026-01-01')).total).toBe(0);
    });

    it('sorts and pages', async () => {
      expect(titles(await list('?sort=total_desc'))[0]).toBe('Cold store sprinklers');
      expect(titles(await list('?sort=total_asc'))[0]).toBe('Hospital ward alarm');
      expect(titles(await list('?sort=oldest'))[0]).toBe('Server room gas 50%_off');
      const page = await list('?pageSize=2&page=2');
      expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page.items).toHaveLength(1);
      expect((await list('?page=9')).items).toEqual([]);
    });

    it.each([
      ['?status=Maybe', 'Status must be one of Draft, Sent, Won, Lost'],
      [
        '?projectType=HOSE_REEL',
        'Project type must be one of SPRINKLER_SYSTEM, FIRE_ALARM, FIRE_SUPPRESSION',
      ],
      [
        '?clientType=x',
        'Client type must be one of COMMERCIAL, INDUSTRIAL, RESIDENTIAL, HEALTHCARE, EDUCATIONAL, GOVERNMENT',
      ],
      ['?from=2026-02-30', 'From date must be a date as YYYY-MM-DD'],
      ['?to=yesterday', 'To date must be a date as YYYY-MM-DD'],
      ['?from=2026-03-01&to=2026-02-01', 'The from date must not be after the to date'],
      ['?minTotal=abc', 'Minimum total must be a number of rand from 0 to 1000000000000'],
      ['?maxTotal=-1', 'Maximum total must be a number of rand from 0 to 1000000000000'],
      ['?minTotal=10&maxTotal=5', 'The minimum total must not be more than the maximum total'],
      ['?page=0', 'Page must be a whole number from 1 to 100000'],
      ['?pageSize=1000', 'Page size must be a whole number from 1 to 100'],
      ['?sort=random', 'Sort must be one of newest, oldest, total_desc, total_asc'],
      [`?search=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
    ])('answers 400 for %s', async (query, message) => {
      const response = await request('GET', `/api/quotes${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
    });
  });

  describe('GET /api/quotes/:id', () => {
    it('returns the whole saved quote', async () => {
      const saved = await save();
      const response = await request('GET', `/api/quotes/${saved.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: saved.id,
        quoteNumber: saved.quoteNumber,
        total: 1_026_590.63,
        generatedBy: 'Sipho Ndlovu',
        status: 'Draft',
        createdById: expect.any(String),
      });
    });

    it.each(['00000000-0000-4000-8000-00000000dead', 'not-a-uuid', "1'; drop table quotes; --"])(
      'answers 404 for the unknown id %s',
      async (id) => {
        const response = await request('GET', `/api/quotes/${encodeURIComponent(id)}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: QUOTE_MESSAGES.notFound });
      },
    );

    it('answers 400 for an absurdly long id', async () => {
      const response = await request('GET', `/api/quotes/${'a'.repeat(100)}`);
      expect(response.statusCode).toBe(400);
    });
  });

  describe('PATCH /api/quotes/:id', () => {
    it.each(['Sent', 'Won', 'Lost', 'Draft'])('changes the status to %s', async (status) => {
      const saved = await save();
      const response = await request('PATCH', `/api/quotes/${saved.id}`, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: saved.id, status });
      expect((await request('GET', `/api/quotes/${saved.id}`)).json().status).toBe(status);
    });

    it('announces a change, and only a real change', async () => {
      const saved = await save();
      const seen: string[] = [];
      const off = t.app.context.events.on('quote.status-changed', ({ from, to }) => {
        seen.push(`${from}→${to}`);
      });
      await request('PATCH', `/api/quotes/${saved.id}`, { status: 'Sent' });
      await request('PATCH', `/api/quotes/${saved.id}`, { status: 'Sent' });
      await request('PATCH', `/api/quotes/${saved.id}`, { status: 'Won' });
      await t.app.context.events.settled();
      off();
      expect(seen).toEqual(['Draft→Sent', 'Sent→Won']);
    });

    it.each([
      ['an unknown status', { status: 'Pending' }],
      ['a status in the wrong case', { status: 'won' }],
      ['no status', {}],
      ['a 1 MB status', { status: 'x'.repeat(1_000_000) }],
    ])('answers 400 for %s', async (_case, payload) => {
      const saved = await save();
      const response = await request('PATCH', `/api/quotes/${saved.id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: QUOTE_MESSAGES.invalidStatus });
    });

    it('answers 404 for an unknown quote', async () => {
      const response = await request('PATCH', '/api/quotes/00000000-0000-4000-8000-00000000dead', {
        status: 'Won',
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('GET /api/quotes/:id/pdf', () => {
    it('streams a PDF named from the quote number with the letterhead, figures, lists and terms', async () => {
      const saved = await save({
        projectTitle: 'Coetzée Warehouse — Phase 2 🔥',
        clientName: 'Midrand Logistics Park',
      });
      const response = await request('GET', `/api/quotes/${saved.id}/pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${saved.quoteNumber}.pdf"`);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await readPdfText(response.rawPayload);
      const quote = (await request('GET', `/api/quotes/${saved.id}`)).json();
      for (const expected of [
        'Hydrant & Sons (Pty) Ltd',
        'VAT No. 4123456789',
        '12 Hydrant Road, Midrand, 1685',
        'Tel 011 555 0100',
        'QUOTATION',
        saved.quoteNumber,
        'Valid until:',
        'Midrand Logistics Park',
        'Coetzée Warehouse — Phase 2 ?',
        'Industrial',
        'Sprinkler System (SANS 10287)',
        '1 200 m²',
        'Urgency: Urgent (+25% premium)',
        'Travel: Remote site (+15% travel cost)',
        // The client's prices: each line marked up, adding up to the price excl. VAT.
        'R 621 000,00',
        'R 155 250,00',
        'R 116 437,50',
        'Price excl. VAT',
        'R 892 687,50',
        'VAT (15%)',
        'R 133 903,13',
        'Total',
        'R 1 026 590,63',
        'Includes',
        'Exclusions',
        'Notes',
        'Payment terms',
        'Validity',
        quote.paymentTerms.slice(0, 40),
        'Page 1 of',
      ]) {
        expect(text, expected).toContain(expected);
      }
      for (const item of [...quote.includes, ...quote.exclusions, ...quote.notes]) {
        expect(text.replace(/\s+/g, ' ')).toContain(item.slice(0, 30));
      }
      // The markup and the cost-price subtotal never reach the client.
      expect(text).not.toMatch(/Markup|Subtotal|R 776 250,00|R 540 000,00/);
    });

    it('answers 404 for an unknown quote', async () => {
      const response = await request('GET', '/api/quotes/00000000-0000-4000-8000-00000000dead/pdf');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: QUOTE_MESSAGES.notFound });
    });
  });
});
