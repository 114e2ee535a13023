import {
  HANDBOOK_STANDARD_ID,
  STANDARDS_LIMITS,
  STANDARDS_MESSAGES,
  type StandardSummary,
  type StandardsSearchResponse,
  type StandardVersionsResponse,
} from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerEachRole, type TestRole } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { makePdf, multipartBody, zeroPagePdf } from '../handbook/test-pdfs';
import { SAMPLE_NOTE } from './standards-reads.service';
import { FM200_CLAUSE_HEADING, gasStandardPdf } from './test-standards';

const M = STANDARDS_MESSAGES;
const ROLES: TestRole[] = ['ADMIN', 'PROJECT_MANAGER', 'ENGINEER', 'TECHNICIAN'];

describe.each(engines)('standards library on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let admin: string;
  let engineer: string;
  let gas: StandardSummary;

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    admin = users.ADMIN.token;
    engineer = users.ENGINEER.token;
  });
  afterAll(async () => t?.close());

  const upload = (
    token: string,
    url: string,
    fields: Record<string, string>,
    file: Parameters<typeof multipartBody>[0],
  ) => {
    const body = multipartBody(file, fields);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...bearer(token), ...body.headers },
    });
  };
  const addStandard = async (
    token: string,
    fields: Record<string, string>,
    data?: Buffer,
    name = 'standard.pdf',
  ) => upload(token, '/api/standards', fields, { name, data: data ?? (await gasStandardPdf()) });
  const list = async (token = engineer) =>
    (await t.app.inject({ method: 'GET', url: '/api/standards', headers: bearer(token) })).json()
      .standards as StandardSummary[];
  const search = (query: string, token = engineer) =>
    t.app.inject({ method: 'GET', url: `/api/standards/search?${query}`, headers: bearer(token) });
  const auditOf = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/audit?entity=standard&entityId=${id}`,
        headers: bearer(admin),
      })
    ).json().items as { action: string }[];

  it('lists the built-in handbook as a sample written for this product, not a SANS standard', async () => {
    const standards = await list();
    expect(standards).toHaveLength(1);
    expect(standards[0]).toMatchObject({
      id: HANDBOOK_STANDARD_ID,
      kind: 'sample',
      code: 'Sample handbook',
      note: SAMPLE_NOTE,
      title: 'Sprinkler Installation and Maintenance Handbook: South African Practice',
      totalPages: 154,
      canRollBack: false,
    });
  });

  it('searches the handbook by passage: heading, page, highlights, and no question word marked', async () => {
    const response = await search('q=how%20often%20must%20the%20pump%20test%20be%20done');
    expect(response.statusCode).toBe(200);
    const body = response.json() as StandardsSearchResponse;
    expect(body.ignoredWords).toEqual(expect.arrayContaining(['how', 'often', 'must', 'be']));
    const top = body.results[0]!;
    expect(top).toMatchObject({ standardId: HANDBOOK_STANDARD_ID, code: 'Sample handbook', match: 'words' });
    expect(top.heading).toMatch(/pump test/i);
    expect(top.page).toBeGreaterThan(100);
    const marks = body.results.flatMap((hit) =>
      hit.highlights.map((range) => hit.text.slice(range.start, range.end).toLowerCase()),
    );
    expect(marks).toEqual(expect.arrayContaining(['pump', 'test']));
    for (const word of ['how', 'often', 'must', 'be', 'the']) expect(marks).not.toContain(word);
  });

  it('lets only an administrator add, change, roll back or remove a standard; every role reads and searches', async () => {
    for (const role of ROLES.filter((r) => r !== 'ADMIN')) {
      const token = users[role].token;
      expect((await addStandard(token, { code: 'NFPA 25', title: 'x', edition: '2023' })).statusCode).toBe(
        403,
      );
      for (const request of [
        { method: 'POST' as const, url: '/api/standards/whatever/rollback' },
        { method: 'PATCH' as const, url: '/api/standards/whatever', payload: { title: 'y' } },
        { method: 'DELETE' as const, url: '/api/standards/whatever' },
      ]) {
        const response = await t.app.inject({ ...request, headers: bearer(token) });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/standards', headers: bearer(token) })).statusCode,
      ).toBe(200);
      expect((await search('q=pump', token)).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/standards' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/standards/search?q=pump' })).statusCode).toBe(401);
    expect(await list()).toHaveLength(1);
  });

  it('adds a standard from a PDF with its code, title and edition, and finds its FM-200 clause', async () => {
    const response = await addStandard(admin, {
      code: '  SANS   14520 ',
      title: 'Gaseous media fire-extinguishing systems',
      edition: '2021',
    });
    expect(response.statusCode).toBe(201);
    gas = response.json() as StandardSummary;
    expect(gas).toMatchObject({
      code: 'SANS 14520',
      title: 'Gaseous media fire-extinguishing systems',
      edition: '2021',
      kind: 'standard',
      note: null,
      totalPages: 3,
      fileName: 'standard.pdf',
      versionCount: 1,
      canRollBack: false,
    });
    expect((await list()).map((standard) => standard.code)).toEqual(['Sample handbook', 'SANS 14520']);

    const found = (await search('q=FM-200%20design%20concentration')).json() as StandardsSearchResponse;
    const hit = found.results[0]!;
    expect(hit).toMatchObject({
      standardId: gas.id,
      code: 'SANS 14520',
      edition: '2021',
      page: 2,
      heading: FM200_CLAUSE_HEADING,
      versionId: gas.currentVersionId,
      match: 'words',
    });
    expect(hit.text).toContain('The FM-200 design concentration for surface fires');
    expect(hit.highlights.map((range) => hit.text.slice(range.start, range.end))).toEqual(
      expect.arrayContaining(['FM-200', 'design', 'concentration']),
    );
    expect(hit.headingHighlights.length).toBeGreaterThan(0);
    // The synonym finds it too; and the PDF opens from the hit.
    const synonym = (await search('q=hfc-227ea')).json() as StandardsSearchResponse;
    expect(synonym.results[0]).toMatchObject({ standardId: gas.id, page: 2 });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/standards/${gas.id}/file`,
      headers: bearer(engineer),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="standard.pdf"/);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await auditOf(gas.id)).toEqual([expect.objectContaining({ action: 'create' })]);
  });

  it('searches the standards chosen: one id, several, or all', async () => {
    const only = (
      await search(`q=FM-200&standard=${HANDBOOK_STANDARD_ID}`)
    ).json() as StandardsSearchResponse;
    expect(only.results.every((hit) => hit.standardId === HANDBOOK_STANDARD_ID)).toBe(true);
    const gasOnly = (await search(`q=inspection&standard=${gas.id}`)).json() as StandardsSearchResponse;
    expect(gasOnly.results.length).toBeGreaterThan(0);
    expect(new Set(gasOnly.results.map((hit) => hit.standardId))).toEqual(new Set([gas.id]));
    for (const query of [
      `q=inspection&standard=${gas.id}&standard=${HANDBOOK_STANDARD_ID}`,
      `q=inspection&standard=${gas.id},${HANDBOOK_STANDARD_ID}`,
      'q=inspection&standard=all',
      'q=inspection',
    ]) {
      const both = (await search(`${query}&limit=50`)).json() as StandardsSearchResponse;
      expect(new Set(both.results.map((hit) => hit.standardId))).toEqual(
        new Set([gas.id, HANDBOOK_STANDARD_ID]),
      );
    }
    const limited = (await search('q=inspection&limit=3')).json() as StandardsSearchResponse;
    expect(limited.results).toHaveLength(3);
  });

  it('answers bad search input with a 4xx JSON error, and a blank or question-only query with nothing', async () => {
    const unknown = await search('q=pump&standard=no-such-standard');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: M.unknownStandard('no-such-standard') });
    for (const query of [
      `q=${'x'.repeat(201)}`,
      '',
      'q=pump&limit=0',
      'q=pump&limit=51',
      'q=pump&limit=abc',
    ]) {
      const response = await search(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect((await search('q=%20%20')).json()).toEqual({ query: '', ignoredWords: [], results: [] });
    expect((await search('q=how%20must%20it%20be')).json()).toMatchObject({
      ignoredWords: ['how', 'must', 'it', 'be'],
      results: [],
    });
    expect((await search('q=a%00b')).statusCode).toBeLessThan(500);
  });

  it('refuses bad fields and hostile or unreadable PDFs with a 4xx and stores nothing', async () => {
    const fields = { code: 'SANS 10287', title: 'Automatic sprinkler installations', edition: '2012' };
    const cases: [string, Record<string, string>, () => Promise<Buffer>, number, string][] = [
      ['no code', { ...fields, code: ' ' }, gasStandardPdf, 400, M.codeRequired],
      ['a code with markup', { ...fields, code: '<b>SANS</b>' }, gasStandardPdf, 400, M.codeInvalid],
      ['no edition', { code: fields.code, title: fields.title }, gasStandardPdf, 400, M.editionRequired],
      ['the handbook’s code', { ...fields, code: 'sample  HANDBOOK' }, gasStandardPdf, 400, M.reservedCode],
      [
        'a code already there',
        { ...fields, code: 'sans 14520' },
        gasStandardPdf,
        409,
        M.duplicateCode('sans 14520'),
      ],
      ['a text file', fields, async () => Buffer.from('just notes'), 415, M.pdfOnly],
      [
        'a PNG named .pdf',
        fields,
        async () => Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
        415,
        M.pdfOnly,
      ],
      [
        'an encrypted PDF',
        fields,
        () => makePdf({ userPassword: 'secret', ownerPassword: 'owner' }),
        422,
        M.encrypted,
      ],
      ['a truncated PDF', fields, async () => (await makePdf()).subarray(0, 300), 422, M.corrupt],
      ['a PDF with no pages', fields, async () => zeroPagePdf(), 422, M.noPages],
      [
        'a PDF without a text layer',
        fields,
        () => makePdf({ drawOnly: true, pages: ['', ''] }),
        422,
        M.noText,
      ],
    ];
    for (const [label, form, make, status, message] of cases) {
      const response = await addStandard(admin, form, await make());
      expect([label, response.statusCode, response.json()]).toEqual([label, status, { error: message }]);
    }
    const noFile = await upload(admin, '/api/standards', fields, null);
    expect([noFile.statusCode, noFile.json()]).toEqual([400, { error: M.fileMissing }]);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/standards',
      payload: fields,
      headers: bearer(admin),
    });
    expect([json.statusCode, json.json()]).toEqual([400, { error: M.fileMissing }]);
    expect((await list()).map((standard) => standard.code)).toEqual(['Sample handbook', 'SANS 14520']);
    const rows = await t.database.db.selectFrom('standard_versions').select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it.runIf(engine === 'sqlite')('refuses a PDF over 100 MB with 413', async () => {
    const big = Buffer.alloc(STANDARDS_LIMITS.uploadMaxBytes + 1, 0x20);
    big.write('%PDF-1.4\n', 0, 'latin1');
    const response = await addStandard(
      admin,
      { code: 'NFPA 25', title: 'Water-based systems', edition: '2023' },
      big,
    );
    expect([response.statusCode, response.json()]).toEqual([413, { error: M.tooLarge }]);
  });

  it('keeps versions: a new edition becomes current, roll-back restores the earlier one and can be undone', async () => {
    const edition2024 = await makePdf({
      title: 'Gaseous systems 2024 (test text)',
      pages: [
        '7 Agent quantities\n7.3 Inergen design concentration\nThe Inergen design concentration is held for ten minutes.',
      ],
    });
    const added = await upload(
      admin,
      `/api/standards/${gas.id}/versions`,
      { edition: '2024' },
      { name: 'sans-14520-2024.pdf', data: edition2024 },
    );
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      id: gas.id,
      edition: '2024',
      totalPages: 1,
      versionCount: 2,
      canRollBack: true,
    });
    // The index follows at once: the new edition's text is found, the old one's is not.
    const inergen = (await search('q=inergen%20design%20concentration')).json() as StandardsSearchResponse;
    expect(inergen.results[0]).toMatchObject({ standardId: gas.id, edition: '2024', page: 1 });
    const old = (await search(`q=FM-200&standard=${gas.id}`)).json() as StandardsSearchResponse;
    expect(old.results.some((hit) => hit.heading === FM200_CLAUSE_HEADING)).toBe(false);

    const versions = (
      await t.app.inject({
        method: 'GET',
        url: `/api/standards/${gas.id}/versions`,
        headers: bearer(engineer),
      })
    ).json() as StandardVersionsResponse;
    expect(versions.versions.map((v) => [v.edition, v.isCurrent, v.fileName])).toEqual([
      ['2024', true, 'sans-14520-2024.pdf'],
      ['2021', false, 'standard.pdf'],
    ]);
    expect(versions.versions[0]?.uploadedBy).toBe('Ayanda Mokoena');

    const back = await t.app.inject({
      method: 'POST',
      url: `/api/standards/${gas.id}/rollback`,
      headers: bearer(admin),
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      edition: '2021',
      totalPages: 3,
      canRollBack: false,
      versionCount: 2,
    });
    const again = (await search('q=FM-200%20design%20concentration')).json() as StandardsSearchResponse;
    expect(again.results[0]).toMatchObject({
      standardId: gas.id,
      edition: '2021',
      heading: FM200_CLAUSE_HEADING,
    });
    const nothing = await t.app.inject({
      method: 'POST',
      url: `/api/standards/${gas.id}/rollback`,
      headers: bearer(admin),
    });
    expect([nothing.statusCode, nothing.json()]).toEqual([409, { error: M.nothingToRollBack }]);

    const forward = await t.app.inject({
      method: 'POST',
      url: `/api/standards/${gas.id}/rollback`,
      payload: { versionId: versions.versions[0]!.id },
      headers: bearer(admin),
    });
    expect(forward.json()).toMatchObject({ edition: '2024' });
    const oldFile = await t.app.inject({
      method: 'GET',
      url: `/api/standards/${gas.id}/file?version=${versions.versions[1]!.id}`,
      headers: bearer(engineer),
    });
    expect(oldFile.statusCode).toBe(200);
    for (const [payload, status, error] of [
      [{ versionId: 'nope' }, 404, M.versionNotFound],
      [{ versionId: versions.versions[0]!.id }, 409, M.alreadyCurrent],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/standards/${gas.id}/rollback`,
        payload,
        headers: bearer(admin),
      });
      expect([response.statusCode, response.json()]).toEqual([status, { error }]);
    }
    // Back to 2021 for the tests that follow.
    await t.app.inject({ method: 'POST', url: `/api/standards/${gas.id}/rollback`, headers: bearer(admin) });
    expect((await auditOf(gas.id)).map((entry) => entry.action).sort()).toEqual(
      ['create', 'rollback', 'rollback', 'rollback', 'upload'].sort(),
    );
  });

  it(`keeps at most ${STANDARDS_LIMITS.versionsKept} versions, removing the oldest others and their files`, async () => {
    const created = (
      await addStandard(
        admin,
        { code: 'NFPA 25', title: 'Inspection of water-based systems', edition: '2017' },
        await makePdf({ pages: ['Edition 2017: weekly valve inspection.'] }),
      )
    ).json() as StandardSummary;
    for (const year of [2018, 2019, 2020, 2021, 2022]) {
      const response = await upload(
        admin,
        `/api/standards/${created.id}/versions`,
        { edition: String(year) },
        {
          name: `nfpa-25-${year}.pdf`,
          data: await makePdf({ pages: [`Edition ${year}: weekly valve inspection.`] }),
        },
      );
      expect(response.statusCode).toBe(201);
    }
    const versions = (
      await t.app.inject({
        method: 'GET',
        url: `/api/standards/${created.id}/versions`,
        headers: bearer(admin),
      })
    ).json() as StandardVersionsResponse;
    expect(versions.versions.map((v) => v.edition)).toEqual(['2022', '2021', '2020', '2019', '2018']);
    const pages = await t.database.db
      .selectFrom('standard_pages')
      .innerJoin('standard_versions', 'standard_versions.id', 'standard_pages.version_id')
      .select('standard_versions.edition')
      .where('standard_versions.standard_id', '=', created.id)
      .execute();
    expect(pages).toHaveLength(5);
    const stored: string[] = [];
    for await (const file of t.app.context.files.list(`standards/${created.id}/`)) stored.push(file.name);
    expect(stored).toHaveLength(5);
  });

  it('changes a code or title, and removes a standard with its versions, files and passages', async () => {
    const created = (
      await addStandard(
        admin,
        { code: 'Company manual', title: 'Procedures', edition: 'Rev 4' },
        await makePdf({ pages: ['Hot work permits are signed by the site supervisor.'] }),
      )
    ).json() as StandardSummary;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/standards/${created.id}`,
      payload: { code: 'FB-PM-01', title: 'Firebreak procedures manual' },
      headers: bearer(admin),
    });
    expect(renamed.json()).toMatchObject({
      code: 'FB-PM-01',
      title: 'Firebreak procedures manual',
      edition: 'Rev 4',
    });
    const permit = (await search('q=hot%20work%20permit')).json() as StandardsSearchResponse;
    expect(permit.results.find((hit) => hit.standardId === created.id)).toMatchObject({ code: 'FB-PM-01' });
    const clash = await t.app.inject({
      method: 'PATCH',
      url: `/api/standards/${created.id}`,
      payload: { code: 'SANS 14520' },
      headers: bearer(admin),
    });
    expect([clash.statusCode, clash.json()]).toEqual([409, { error: M.duplicateCode('SANS 14520') }]);
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/standards/${created.id}`,
      payload: {},
      headers: bearer(admin),
    });
    expect(empty.statusCode).toBe(400);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/standards/${created.id}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(204);
    expect((await list()).some((standard) => standard.id === created.id)).toBe(false);
    const after = (await search('q=hot%20work%20permit')).json() as StandardsSearchResponse;
    expect(after.results.some((hit) => hit.standardId === created.id)).toBe(false);
    expect((await search(`q=permit&standard=${created.id}`)).statusCode).toBe(400);
    const files: string[] = [];
    for await (const file of t.app.context.files.list(`standards/${created.id}/`)) files.push(file.name);
    expect(files).toEqual([]);
    expect(
      await t.database.db
        .selectFrom('standard_versions')
        .where('standard_id', '=', created.id)
        .selectAll()
        .execute(),
    ).toEqual([]);
    for (const [method, url] of [
      ['DELETE', `/api/standards/${created.id}`],
      ['GET', `/api/standards/${created.id}/versions`],
      ['GET', `/api/standards/${created.id}/file`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(admin) });
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
  });

  it('leaves the built-in handbook to its own panel, and serves its PDF', async () => {
    for (const request of [
      { method: 'POST' as const, url: `/api/standards/${HANDBOOK_STANDARD_ID}/rollback` },
      { method: 'DELETE' as const, url: `/api/standards/${HANDBOOK_STANDARD_ID}` },
      { method: 'PATCH' as const, url: `/api/standards/${HANDBOOK_STANDARD_ID}`, payload: { title: 'Mine' } },
    ]) {
      const response = await t.app.inject({ ...request, headers: bearer(admin) });
      expect([response.statusCode, response.json()]).toEqual([409, { error: M.handbookManagedElsewhere }]);
    }
    const versions = await t.app.inject({
      method: 'GET',
      url: `/api/standards/${HANDBOOK_STANDARD_ID}/versions`,
      headers: bearer(engineer),
    });
    expect(versions.json()).toMatchObject({
      standard: { id: HANDBOOK_STANDARD_ID, kind: 'sample' },
      versions: [],
    });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/standards/${HANDBOOK_STANDARD_ID}/file`,
      headers: bearer(engineer),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/sprinkler-handbook\.pdf/);
    // The spec's data file is untouched.
    const data = await t.app.inject({
      method: 'GET',
      url: '/searchable_content.json',
      headers: bearer(engineer),
    });
    expect(data.json().document_info.total_pages).toBe(154);
  });

  it('rebuilds the index from the database at start, and another instance sees a change', async () => {
    const second = await createTestApp(engine, {}, { shareDatabaseWith: t });
    try {
      const found = (
        await second.app.inject({
          method: 'GET',
          url: '/api/standards/search?q=FM-200%20design%20concentration',
          headers: bearer(engineer),
        })
      ).json() as StandardsSearchResponse;
      expect(found.results[0]).toMatchObject({ standardId: gas.id, heading: FM200_CLAUSE_HEADING });
      const created = (
        await addStandard(
          admin,
          { code: 'SANS 10105', title: 'Portable extinguishers', edition: '2022' },
          await makePdf({ pages: ['Dry chemical powder extinguishers are serviced every year.'] }),
        )
      ).json() as StandardSummary;
      // The second instance reconciles with the database before a search (at most every 2 s).
      let hit: StandardsSearchResponse['results'][number] | undefined;
      while (!hit) {
        const answer = (
          await second.app.inject({
            method: 'GET',
            url: '/api/standards/search?q=dry%20chemical%20powder',
            headers: bearer(engineer),
          })
        ).json() as StandardsSearchResponse;
        hit = answer.results.find((result) => result.standardId === created.id);
        if (!hit) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(hit.code).toBe('SANS 10105');
    } finally {
      await second.close();
    }
  });
});
