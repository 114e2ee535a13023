/**
 * A visit's service report and certificate follow the visit's rules (issue 25 §8, docs/permissions.md):
 * the office and engineers see every one; a technician only those of visits assigned to their person,
 * in the list, one document, its download, changes, and every search route. Two technicians, each
 * with a completed visit of their own.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  personOf,
  type RegisteredUser,
  registerEachRole,
  registerUser,
  type TestRole,
} from '../../test/factories';
import { manyPagePdf } from '../../test/hostile-files';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { finishVisit, multipart, visitFor } from '../../test/visit-kit';

type Visit = { reportId: string; certificateId: string; slugs: string[]; names: string[] };

describe.each(engines)('service reports and certificates follow their visit on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let sipho: RegisteredUser;
  /** Tumelo's (users.TECHNICIAN) visit at Kestrel Plaza, Sipho's at Heron Court. */
  let kestrel: Visit;
  let heron: Visit;

  const api = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const ids = (visit: Visit) => [visit.reportId, visit.certificateId];

  async function completed(technician: RegisteredUser, siteName: string): Promise<Visit> {
    const person = await personOf(t.app, technician);
    const { visitId } = await visitFor(t.app, users.PROJECT_MANAGER.token, person, siteName);
    const signature = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const { reportId, certificateId } = await finishVisit(t.app, technician.token, visitId, signature);
    expect(certificateId).toBeTruthy();
    const rows = await t.database.db
      .selectFrom('documents')
      .select(['slug', 'name'])
      .where('id', 'in', [reportId, certificateId])
      .execute();
    return { reportId, certificateId, slugs: rows.map((r) => r.slug), names: rows.map((r) => r.name) };
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    sipho = await registerUser(t.app, { role: 'TECHNICIAN', firstName: 'Sipho', lastName: 'Dlamini' });
    kestrel = await completed(users.TECHNICIAN, 'Kestrel Plaza');
    heron = await completed(sipho, 'Heron Court');
  });
  afterAll(async () => t?.close());

  /** What one user can reach of each visit's documents, by every route that reaches documents. */
  async function reach(token: string, visit: Visit, siteName: string) {
    const list = await api(token, 'GET', '/api/documents?page=1&pageSize=500');
    expect(list.statusCode).toBe(200);
    const listed = (list.json().documents as { id: string; uuid: string }[]).filter((d) =>
      ids(visit).includes(d.uuid),
    ).length;
    const one: number[] = [];
    for (const key of [...ids(visit), ...visit.slugs]) {
      one.push((await api(token, 'GET', `/api/documents/${key}`)).statusCode);
      one.push((await api(token, 'GET', `/api/documents/download/${key}`)).statusCode);
      one.push((await api(token, 'GET', `/api/documents/download/${key}?inline=1`)).statusCode);
    }
    const found: number[] = [];
    const matches = (results: { id: string; name: string }[]) =>
      results.filter((r) => visit.slugs.includes(r.id) || visit.names.includes(r.name)).length;
    for (const method of ['keyword', 'semantic', 'hybrid']) {
      const search = await api(
        token,
        'GET',
        `/api/ai-search/${method}?q=${encodeURIComponent(siteName)}&limit=50`,
      );
      expect(search.statusCode).toBe(200);
      found.push(matches(search.json().results));
    }
    const compare = await api(token, 'POST', '/api/ai-search/compare', { query: siteName });
    for (const side of Object.values(compare.json().comparison as Record<string, { results: [] }>))
      found.push(matches(side.results));
    const analysis = await api(token, 'POST', '/api/ai-search/analyze-query', { query: siteName });
    const suggested = (analysis.json().analysis.suggestions as string[]).filter((s) =>
      visit.names.includes(s),
    );
    const completions = await api(
      token,
      'GET',
      `/api/ai-search/suggestions?q=${encodeURIComponent('Service report')}`,
    );
    const completed = (completions.json().suggestions as string[]).filter((s) => visit.names.includes(s));
    return { listed, one, found, suggested: suggested.length + completed.length };
  }

  it('a technician reaches the reports and certificates of their own visits, and no other', async () => {
    for (const [who, own, other, otherSite] of [
      [users.TECHNICIAN, kestrel, heron, 'Heron Court'],
      [sipho, heron, kestrel, 'Kestrel Plaza'],
    ] as const) {
      const mine = await reach(who.token, own, otherSite === 'Heron Court' ? 'Kestrel Plaza' : 'Heron Court');
      expect(mine.listed).toBe(2);
      expect(new Set(mine.one)).toEqual(new Set([200]));
      expect(mine.found.some((n) => n > 0)).toBe(true);
      const theirs = await reach(who.token, other, otherSite);
      expect(theirs.listed).toBe(0);
      expect(new Set(theirs.one)).toEqual(new Set([404]));
      expect(theirs.found.every((n) => n === 0)).toBe(true);
      expect(theirs.suggested).toBe(0);
      // Nor may they change or delete one (as if it did not exist).
      for (const id of ids(other)) {
        expect(
          (await api(who.token, 'PATCH', `/api/documents/${id}`, { revision: 'Rev 2' })).statusCode,
        ).toBe(404);
        expect((await api(who.token, 'DELETE', `/api/documents/${id}`)).statusCode).toBe(404);
      }
    }
  });

  it('the office and engineers reach every visit’s documents; the library’s own stay open to all', async () => {
    for (const role of ['ADMIN', 'PROJECT_MANAGER', 'ENGINEER'] as const)
      for (const [visit, site] of [
        [kestrel, 'Kestrel Plaza'],
        [heron, 'Heron Court'],
      ] as const) {
        const seen = await reach(users[role].token, visit, site);
        expect(seen.listed, role).toBe(2);
        expect(new Set(seen.one), role).toEqual(new Set([200]));
        expect(seen.found.some((n) => n > 0)).toBe(true);
      }
    // Counts follow the list: a technician's statistics leave out what they cannot open.
    const office = (await api(users.PROJECT_MANAGER.token, 'GET', '/api/documents')).json();
    const tumelo = (await api(users.TECHNICIAN.token, 'GET', '/api/documents')).json();
    expect(tumelo.total).toBe(office.total - 2);
    expect(tumelo.statistics.totalDocuments).toBe(office.statistics.totalDocuments - 2);
    const filters = (await api(users.TECHNICIAN.token, 'GET', '/api/ai-search/filters')).json();
    expect(filters.statistics.totalDocuments).toBe(office.total - 2);
    // An ordinary upload is everyone's to read.
    const form = multipart(
      { name: 'Site induction', category: 'Safety & Compliance', department: 'Operations' },
      { name: 'site-induction.pdf', type: 'application/pdf', data: manyPagePdf(1) },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...bearer(users.PROJECT_MANAGER.token), ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    for (const who of [users.TECHNICIAN, sipho])
      expect((await api(who.token, 'GET', `/api/documents/${upload.json().uuid}`)).statusCode).toBe(200);
  });
});
