import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../../test/factories';
import { createSeededApp } from '../../test/seeded-app';
import { engines, type TestApp } from '../../test/test-app';

describe.each(engines)('AI search API (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
  const ids = (response: { json: () => { results: { id: string }[] } }) =>
    response.json().results.map((result) => result.id);

  beforeAll(async () => {
    t = await createSeededApp(engine);
    token = (await registerUser(t.app)).token;
  }, 60_000);
  afterAll(async () => t.close());

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ai-search/hybrid?q=leave' })).statusCode).toBe(
      401,
    );
  });

  it('finds the right documents first for plain-words queries (hybrid, Broad)', async () => {
    expect(
      ids(await get('/api/ai-search/hybrid?q=water%20pressure%20test%20paperwork&limit=5&threshold=0.3'))[0],
    ).toBe('hydrostatic-pressure-test-certificate');
    expect(ids(await get('/api/ai-search/hybrid?q=time%20off%20request&limit=5&threshold=0.3'))[0]).toBe(
      'leave-application-form',
    );
  });

  it('keeps to Balanced (0.7) when no threshold is sent, except for keyword; relevance is a chance, not a rank', async () => {
    for (const method of ['semantic', 'hybrid']) {
      const { results } = (await get(`/api/ai-search/${method}?q=evacuation&limit=10`)).json();
      expect(results[0].id, method).toBe('emergency-evacuation-plan');
      expect(results[0].relevanceScore, method).toBeLessThan(100);
      for (const hit of results) expect(hit.relevanceScore, method).toBeGreaterThanOrEqual(70);
    }
    const keyword = (await get('/api/ai-search/keyword?q=evacuation&limit=10')).json().results;
    expect(keyword.some((hit: { relevanceScore: number }) => hit.relevanceScore < 70)).toBe(true);
  });

  it('never buries an exact keyword hit: FM-200 commissioning stays first at 0.7/0.3', async () => {
    const response = await get(
      '/api/ai-search/hybrid?q=FM-200%20commissioning&limit=10&semanticWeight=0.7&keywordWeight=0.3',
    );
    expect(response.statusCode).toBe(200);
    const [first] = response.json().results;
    expect(first).toMatchObject({ id: 'fm-200-commissioning-checklist', method: 'hybrid', type: 'word' });
    expect(first.relevanceScore).toBeGreaterThanOrEqual(90);
  });

  it('leans with the weights without emptying the list or burying the exact hit', async () => {
    for (const [semantic, keyword] of [
      ['0.9', '0.1'],
      ['0.1', '0.9'],
    ]) {
      const response = await get(
        `/api/ai-search/hybrid?q=FM-200%20commissioning&limit=10&semanticWeight=${semantic}&keywordWeight=${keyword}`,
      );
      expect(ids(response)[0], semantic).toBe('fm-200-commissioning-checklist');
    }
  });

  it('answers every method with the §3 result shape and calibrated 0–100 relevance', async () => {
    for (const method of ['semantic', 'keyword', 'hybrid']) {
      const response = await get(
        `/api/ai-search/${method}?q=hydrostatic%20pressure%20test%20certificate&limit=5&threshold=0.3`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.method).toBe(method);
      expect(body.results[0]).toMatchObject({
        id: 'hydrostatic-pressure-test-certificate',
        category: 'Quality Management',
        method,
      });
      expect(Object.keys(body.results[0])).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'type',
          'description',
          'category',
          'size',
          'lastModified',
          'tags',
          'relevanceScore',
        ]),
      );
      for (const result of body.results) {
        expect(result.relevanceScore).toBeGreaterThanOrEqual(30);
        expect(result.relevanceScore).toBeLessThanOrEqual(100);
      }
    }
    // An unrelated query never claims a strong match.
    const unrelated = await get(
      '/api/ai-search/hybrid?q=football%20world%20cup%20results&limit=5&threshold=0.3',
    );
    for (const result of unrelated.json().results) expect(result.relevanceScore).toBeLessThan(50);
  });

  it('applies threshold, limit and filters inside the engine', async () => {
    const strict = (await get('/api/ai-search/semantic?q=fire%20pump%20test&limit=50&threshold=0.9')).json()
      .results;
    for (const result of strict) expect(result.relevanceScore).toBeGreaterThanOrEqual(90);
    expect((await get('/api/ai-search/keyword?q=form&limit=5')).json().results.length).toBeLessThanOrEqual(5);
    const filtered = (
      await get('/api/ai-search/hybrid?q=form&limit=50&category=Finance&type=excel&threshold=0.3')
    ).json().results;
    expect(filtered.length).toBeGreaterThan(0);
    for (const result of filtered) expect(result).toMatchObject({ category: 'Finance', type: 'excel' });
    const tagged = (
      await get('/api/ai-search/keyword?q=checklist&limit=50&tags=commissioning,handover')
    ).json().results;
    expect(tagged.length).toBeGreaterThan(0);
    for (const result of tagged)
      expect(result.tags.some((tag: string) => ['commissioning', 'handover'].includes(tag))).toBe(true);
    expect((await get('/api/ai-search/keyword?q=form&category=No%20Such%20Category')).json().results).toEqual(
      [],
    );
  });

  it('matches stems, prefixes, typos and synonyms', async () => {
    expect(ids(await get('/api/ai-search/keyword?q=commissioned&limit=5'))).toContain(
      'fm-200-commissioning-checklist',
    );
    expect(ids(await get('/api/ai-search/keyword?q=hydrosta&limit=5'))[0]).toBe(
      'hydrostatic-pressure-test-certificate',
    );
    expect(ids(await get('/api/ai-search/keyword?q=hydrostatc%20certificate&limit=5'))[0]).toBe(
      'hydrostatic-pressure-test-certificate',
    );
    expect(ids(await get('/api/ai-search/keyword?q=clean%20agent&limit=10'))).toContain(
      'fm-200-commissioning-checklist',
    );
    expect(ids(await get('/api/ai-search/keyword?q=vacation&limit=5'))).toContain('leave-application-form');
  });

  it('refuses bad input with a clear 4xx, never a 5xx', async () => {
    const bad: [string, string][] = [
      ['/api/ai-search/hybrid?q=', 'q: Query is required'],
      ['/api/ai-search/hybrid?q=%20%20%20', 'q: Query is required'],
      ['/api/ai-search/hybrid', 'q: Invalid input: expected string, received undefined'],
      ['/api/ai-search/keyword?q=leave&limit=4', 'limit: Limit must be between 5 and 50'],
      ['/api/ai-search/keyword?q=leave&limit=51', 'limit: Limit must be between 5 and 50'],
      ['/api/ai-search/keyword?q=leave&limit=abc', 'limit: Invalid input: expected number, received NaN'],
      ['/api/ai-search/semantic?q=leave&threshold=1.5', 'threshold: Threshold must be between 0 and 1'],
      ['/api/ai-search/semantic?q=leave&threshold=-0.1', 'threshold: Threshold must be between 0 and 1'],
      [
        '/api/ai-search/hybrid?q=leave&semanticWeight=0.7&keywordWeight=0.7',
        'semanticWeight: Weights must sum to 1',
      ],
      ['/api/ai-search/magic?q=leave', 'method: Unknown search method'],
      [`/api/ai-search/hybrid?q=${'a'.repeat(10_001)}`, 'q: Query is too long (at most 10,000 characters)'],
    ];
    for (const [url, error] of bad) {
      const response = await get(url);
      expect(response.statusCode, url.slice(0, 80)).toBe(400);
      expect(response.json(), url.slice(0, 80)).toEqual({ error });
    }
    const ok = await get('/api/ai-search/hybrid?q=leave&semanticWeight=0.6&keywordWeight=0.4');
    expect(ok.statusCode).toBe(200);
  });

  it('survives long queries and regex or SQL metacharacters', async () => {
    const nasty = [
      '.*+?^$' + '{}()|[]\\',
      "' OR 1=1; DROP TABLE documents; --",
      '%_%',
      '(((((',
      `${'a'.repeat(20)}\u0000`,
      'fm-200 '.repeat(1400),
    ];
    for (const q of nasty) {
      for (const method of ['keyword', 'semantic', 'hybrid']) {
        const response = await get(`/api/ai-search/${method}?q=${encodeURIComponent(q)}&limit=5`);
        expect(response.statusCode, `${method} ${q.slice(0, 20)}`).toBeLessThan(500);
      }
    }
    expect((await get('/api/documents?page=1')).json().total).toBeGreaterThan(50);
  });

  it('gives filter options and statistics', async () => {
    const body = (await get('/api/ai-search/filters')).json();
    expect(body.filters.categories).toHaveLength(9);
    expect(body.filters.types).toEqual(['excel', 'pdf', 'powerpoint', 'project', 'word']);
    expect(body.filters.tags).toContain('fm-200');
    expect(body.statistics).toMatchObject({ categories: 9, departments: 8, fileTypes: 5 });
  });

  it('analyses a query: intent, confidence 0–1 and suggestions from the library', async () => {
    const cases: [string, string][] = [
      ['leave application form', 'find_form'],
      ['how to install sprinkler heads procedure', 'find_procedure'],
      ['SANS 10287 standard', 'find_regulation'],
      ['project budget and costs', 'find_financial'],
      ['employee training and overtime', 'find_person_or_hr'],
      ['company profile document', 'find_document'],
      ['zebra', 'other'],
    ];
    const names = new Set(
      (await get('/api/documents')).json().documents.map((doc: { name: string }) => doc.name),
    );
    for (const [query, intent] of cases) {
      const response = await post('/api/ai-search/analyze-query', { query });
      expect(response.statusCode).toBe(200);
      const { analysis } = response.json();
      expect(analysis.intent, query).toBe(intent);
      expect(analysis.confidence).toBeGreaterThanOrEqual(0);
      expect(analysis.confidence).toBeLessThanOrEqual(1);
      for (const suggestion of analysis.suggestions) expect(names.has(suggestion)).toBe(true);
    }
    expect((await post('/api/ai-search/analyze-query', { query: '  ' })).statusCode).toBe(400);
    expect((await post('/api/ai-search/analyze-query', {})).statusCode).toBe(400);
  });

  it('completes from titles, tags and frequent terms', async () => {
    const { suggestions } = (await get('/api/ai-search/suggestions?q=hydro')).json();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.some((s: string) => /hydro/i.test(s))).toBe(true);
    expect((await get('/api/ai-search/suggestions?q=')).json().suggestions).toEqual([]);
    expect((await get(`/api/ai-search/suggestions?q=${encodeURIComponent('.*[(')}`)).statusCode).toBe(200);
  });

  it('compares the three methods (limit 10 by default)', async () => {
    const response = await post('/api/ai-search/compare', {
      query: 'FM-200 commissioning',
      options: { limit: 10 },
    });
    expect(response.statusCode).toBe(200);
    const { comparison } = response.json();
    expect(comparison.hybrid.results[0].id).toBe('fm-200-commissioning-checklist');
    for (const method of ['semantic', 'keyword', 'hybrid']) {
      expect(comparison[method].results.length).toBeLessThanOrEqual(10);
    }
    expect((await post('/api/ai-search/compare', { query: '' })).statusCode).toBe(400);
    expect(
      (await post('/api/ai-search/compare', { query: 'leave', options: { limit: 500 } })).statusCode,
    ).toBe(400);
  });

  it('counts each search and analysis as an AI decision', async () => {
    // Counted in memory on the request path; written on the minute's flush, forced here.
    const count = async () => {
      await t.app.context.usage.flush();
      return Number(
        (
          await t.database.db
            .selectFrom('usage_counts')
            .select((eb) => eb.fn.sum('count').as('n'))
            .executeTakeFirstOrThrow()
        ).n ?? 0,
      );
    };
    const before = await count();
    await get('/api/ai-search/keyword?q=leave');
    await post('/api/ai-search/analyze-query', { query: 'leave' });
    expect(await count()).toBe(before + 2);
  });
});
