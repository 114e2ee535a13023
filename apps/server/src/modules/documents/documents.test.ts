import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../../db/seeders/demo-document-generators/render';
import { bearer, registerUser, waitForText } from '../../test/factories';
import { createSeededApp } from '../../test/seeded-app';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

/** A multipart body by hand (app.inject has no form-data helper). */
function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }) {
  const boundary = `----firebreak${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const meta = {
  name: 'Sprinkler Valve Test Record',
  category: 'Operations',
  department: 'Operations',
  revision: 'Rev 1',
  tags: 'valve,test',
  description: 'Weekly alarm valve test record',
};

describe.each(engines)('documents API (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  let adminToken: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await createSeededApp(engine);
    token = (await registerUser(t.app)).token;
    adminToken = (await registerUser(t.app, { role: 'ADMIN' })).token;
    otherToken = (await registerUser(t.app, { role: 'TECHNICIAN' })).token;
  }, 60_000);
  afterAll(async () => t.close());

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/documents' });
    expect(response.statusCode).toBe(401);
  });

  it('lists the demo library across the nine categories and eight departments', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/documents', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBeGreaterThanOrEqual(55);
    expect(body.categories).toHaveLength(9);
    expect(body.statistics.categories).toBe(9);
    expect(body.statistics.departments).toBe(8);
    expect(body.statistics.fileTypes).toBe(5);
    const certificate = body.documents.find(
      (doc: { id: string }) => doc.id === 'hydrostatic-pressure-test-certificate',
    );
    expect(certificate).toMatchObject({
      type: 'pdf',
      extension: 'pdf',
      revision: 'Rev 3',
      category: 'Quality Management',
    });
    // searchableContent comes from the generated PDF, lower-case.
    expect(certificate.searchableContent).toContain('1.5 x working pressure');
    expect(certificate.searchableContent).toBe(certificate.searchableContent.toLowerCase());
    const paged = await t.app.inject({
      method: 'GET',
      url: '/api/documents?page=2&pageSize=10',
      headers: bearer(token),
    });
    expect(paged.json().documents).toHaveLength(10);
  });

  it('reads one document by slug and refuses bad ids', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/documents/leave-application-form',
      headers: bearer(token),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().searchableContent).toContain('family responsibility');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/documents/no-such-document',
      headers: bearer(token),
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/documents/..%2F..%2Fetc%2Fpasswd',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
  });

  it('downloads real bytes with the file name', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/documents/download/fm-200-commissioning-checklist',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''FM_200_Commissioning_Checklist_Rev2.docx",
    );
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await t.app.inject({
      method: 'GET',
      url: '/api/documents/download/company-profile?inline=1',
      headers: bearer(token),
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline;/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const url of [
      '/api/documents/download/unknown-id',
      '/api/documents/download/..%2F..%2Fjwt-secret',
      '/api/documents/download/%2e%2e',
    ]) {
      const refused = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect([400, 404]).toContain(refused.statusCode);
    }
  });

  it('uploads a real PDF, extracts its text, indexes it and downloads it again', async () => {
    const data = await renderPdf({
      title: 'Valve Test Record',
      subtitle: 'Operations',
      sections: [{ heading: 'Zebra valve', lines: ['Quokka deluge valve tripped at 3.1 bar'] }],
    });
    const form = multipart(meta, { name: 'Valve_Test_Record.pdf', data, type: 'application/pdf' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
    const doc = response.json();
    expect(doc).toMatchObject({
      id: 'sprinkler-valve-test-record',
      type: 'pdf',
      tags: ['valve', 'test'],
      revision: 'Rev 1',
      fileSize: data.length,
      textStatus: 'pending',
    });
    // The upload answers before its text is read; the parse pool fills it in.
    const read = await waitForText(t.app, token, doc.id);
    expect(read).toMatchObject({ textStatus: 'ready', textNote: null });
    expect(read.searchableContent).toContain('quokka deluge valve');
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/ai-search/keyword?q=quokka&limit=5',
      headers: bearer(token),
    });
    expect(search.json().results[0].id).toBe('sprinkler-valve-test-record');
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/documents/download/${doc.id}`,
      headers: bearer(token),
    });
    expect(Buffer.compare(download.rawPayload, data)).toBe(0);
  });

  it('refuses bad uploads and stores nothing', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/documents', headers: bearer(token) })
    ).json().total;
    const pdf = await renderPdf({ title: 'x', subtitle: 'y', sections: [] });
    const unsupported =
      'Unsupported file: upload a PDF, Excel, Word, PowerPoint or MS Project XML file whose content matches its name';
    const cases: [string, Buffer, number, string][] = [
      ['empty.pdf', Buffer.alloc(0), 400, 'The file is empty'],
      ['renamed.docx', pdf, 415, unsupported],
      ['notes.txt', Buffer.from('plain text notes'), 415, unsupported],
      ['../../evil.pdf', pdf, 400, 'Invalid file name'],
      ['bad\u0007name.pdf', pdf, 400, 'Invalid file name'],
      [
        'image.pdf',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
        415,
        unsupported,
      ],
    ];
    for (const [name, data, status, error] of cases) {
      const form = multipart(meta, { name, data });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { ...bearer(token), ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, name).toBe(status);
      expect(response.json(), name).toEqual({ error });
    }
    const badMeta = multipart({ ...meta, category: 'Nope' }, { name: 'ok.pdf', data: pdf });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...bearer(token), ...badMeta.headers },
      payload: badMeta.payload,
    });
    expect(refused.statusCode).toBe(400);
    const noFile = multipart(meta);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/documents',
          headers: { ...bearer(token), ...noFile.headers },
          payload: noFile.payload,
        })
      ).statusCode,
    ).toBe(400);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/documents', headers: bearer(token) })
    ).json().total;
    expect(after).toBe(before);
  });

  it('refuses a file over 100 MB with 413', async () => {
    const big = Buffer.alloc(104_857_601, 0x20);
    big.write('%PDF-1.4');
    const form = multipart(meta, { name: 'big.pdf', data: big });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(413);
  }, 30_000);

  it('lets a technician change and delete only their own uploads; the uploader and an ADMIN may', async () => {
    const data = await renderPdf({
      title: 'Temp',
      subtitle: 'x',
      sections: [{ heading: 'Wombat', lines: ['wombat inspection'] }],
    });
    const form = multipart({ ...meta, name: 'Wombat Inspection' }, { name: 'Wombat.pdf', data });
    const doc = (
      await t.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { ...bearer(token), ...form.headers },
        payload: form.payload,
      })
    ).json();
    const forbidden = await t.app.inject({
      method: 'PATCH',
      url: `/api/documents/${doc.id}`,
      headers: bearer(otherToken),
      payload: { revision: 'Rev 2' },
    });
    expect(forbidden.statusCode).toBe(403);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/documents/${doc.id}`,
      headers: bearer(token),
      payload: { revision: 'Rev 2', tags: ['Wombat', 'inspection'] },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ revision: 'Rev 2', tags: ['wombat', 'inspection'] });
    const badRevision = await t.app.inject({
      method: 'PATCH',
      url: `/api/documents/${doc.id}`,
      headers: bearer(token),
      payload: { revision: 'two' },
    });
    expect(badRevision.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/documents/${doc.id}`, headers: bearer(otherToken) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/documents/${doc.id}`, headers: bearer(adminToken) }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/documents/${doc.id}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/ai-search/keyword?q=wombat&limit=5',
      headers: bearer(token),
    });
    expect(search.json().results).toHaveLength(0);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/documents/company-profile',
          headers: bearer(otherToken),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe.each(engines)('documents on an empty library (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());
  it('answers with an empty catalogue and empty search results', async () => {
    const { token } = await registerUser(t.app);
    const list = await t.app.inject({ method: 'GET', url: '/api/documents', headers: bearer(token) });
    expect(list.json()).toMatchObject({ total: 0, documents: [] });
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/ai-search/hybrid?q=pressure',
      headers: bearer(token),
    });
    expect(search.json().results).toEqual([]);
  });
});
