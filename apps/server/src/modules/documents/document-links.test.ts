/**
 * What a document is about (issue 26 §6, decision 0081): links to a client, site, project and asset
 * on upload, change and add-to-library; checked on the server; the lists filtered by them; a visit's
 * report and certificate linked by their visit (and only to those who may see the visit); links
 * cleared when the linked row is deleted.
 */
import type { CatalogueDocument, DocumentLink, DocumentListResponse } from '@firebreak/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createProject,
  personOf,
  type RegisteredUser,
  registerEachRole,
  registerUser,
  type TestRole,
} from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { finishVisit, multipart, visitFor } from '../../test/visit-kit';
import { processPdf, waitForJob } from '../document-processing/test-helpers';
import { makePdf } from '../handbook/test-pdfs';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

describe.each(engines)('document links on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let sipho: RegisteredUser;
  let pdf: Buffer;
  /** Kestrel Plaza (client Kestrel Plaza Management) with an extinguisher, visited by Tumelo. */
  let kestrel: { clientId: string; siteId: string; assetId: string; reportId: string; certificateId: string };
  /** Another client with a site of its own. */
  let heron: { clientId: string; siteId: string };
  let project: { id: string; clientId: string | null };

  const api = (token: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const office = () => users.PROJECT_MANAGER.token;

  async function upload(token: string, fields: Record<string, string>, name = 'Riser drawing') {
    const body = multipart(
      { name, category: 'Design', department: 'Design', ...fields },
      { name: 'riser-drawing.pdf', type: 'application/pdf', data: pdf },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  }

  const list = async (token: string, query: string) => {
    const response = await api(token, 'GET', `/api/documents?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as DocumentListResponse;
  };
  const uuids = (answer: DocumentListResponse) => answer.documents.map((doc) => doc.uuid);
  const linkOf = (doc: CatalogueDocument, kind: DocumentLink['kind']) =>
    doc.links.find((link) => link.kind === kind);
  const documentCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('documents')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(engine, { PROCESSING_WAIT_SECONDS: '0' });
    users = await registerEachRole(t.app);
    sipho = await registerUser(t.app, { role: 'TECHNICIAN', firstName: 'Sipho', lastName: 'Dlamini' });
    pdf = await makePdf({ pages: ['Riser schematic for the sprinkler installation, zone 3.'] });

    const person = await personOf(t.app, users.TECHNICIAN);
    const visit = await visitFor(t.app, office(), person, 'Kestrel Plaza');
    const signature = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const done = await finishVisit(t.app, users.TECHNICIAN.token, visit.visitId, signature);
    const site = (await api(office(), 'GET', `/api/sites/${visit.siteId}`)).json();
    kestrel = { clientId: site.clientId, siteId: visit.siteId, assetId: visit.assetId, ...done };

    const client = (
      await api(office(), 'POST', '/api/clients', {
        name: 'Heron Court Body Corporate',
        type: 'Residential',
        status: 'Active',
      })
    ).json();
    const heronSite = (
      await api(office(), 'POST', `/api/clients/${client.id}/sites`, {
        name: 'Heron Court',
        address: '4 Heron Lane, Randburg, 2194',
        contactName: 'Pieter Botha',
        contactPhone: '011 555 0100',
        accessNotes: '',
      })
    ).json();
    heron = { clientId: client.id, siteId: heronSite.id };
    const created = await createProject(t.app, office(), { clientName: 'Kestrel Plaza Management' });
    project = { id: created.id, clientId: created.clientId as string | null };
  });
  afterAll(async () => t?.close());

  it('links an upload to a site, fills in its client, and the lists filter by either', async () => {
    const response = await upload(users.TECHNICIAN.token, { siteId: kestrel.siteId, clientId: '' });
    expect(response.statusCode).toBe(201);
    const doc = response.json() as CatalogueDocument;
    expect(doc.links).toEqual([
      { kind: 'client', id: kestrel.clientId, name: 'Kestrel Plaza Management', visitId: null },
      { kind: 'site', id: kestrel.siteId, name: 'Kestrel Plaza', visitId: null },
    ]);
    expect(uuids(await list(office(), `siteId=${kestrel.siteId}`))).toContain(doc.uuid);
    expect(uuids(await list(office(), `clientId=${kestrel.clientId}`))).toContain(doc.uuid);
    expect(uuids(await list(office(), `siteId=${heron.siteId}`))).not.toContain(doc.uuid);
    expect(uuids(await list(office(), `projectId=${project.id}`))).not.toContain(doc.uuid);
    // One document, by id, says the same.
    const one = (await api(users.ENGINEER.token, 'GET', `/api/documents/${doc.id}`)).json();
    expect(one.links).toEqual(doc.links);
  });

  it('filters the AI search by the same links, and refuses a malformed link id with a 400', async () => {
    const deluge = await makePdf({
      pages: ['Quillfeather deluge valve trip test record for the loading bay.'],
    });
    const uploadDeluge = async (fields: Record<string, string>, name: string) => {
      const body = multipart(
        { name, category: 'Operations', department: 'Operations', ...fields },
        { name: 'deluge.pdf', type: 'application/pdf', data: deluge },
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { ...bearer(office()), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(201);
      return (response.json() as CatalogueDocument).id;
    };
    const atKestrel = await uploadDeluge({ siteId: kestrel.siteId }, 'Kestrel deluge trip test');
    const atHeron = await uploadDeluge({ siteId: heron.siteId }, 'Heron deluge trip test');
    const search = async (query: string) => {
      const response = await api(office(), 'GET', `/api/ai-search/keyword?q=quillfeather${query}`);
      expect(response.statusCode).toBe(200);
      return (response.json() as { results: { id: string }[] }).results.map((result) => result.id);
    };
    // Both are read and indexed in the background.
    await expect
      .poll(() => search(''), { timeout: 60_000 })
      .toEqual(expect.arrayContaining([atKestrel, atHeron]));
    expect(await search(`&siteId=${heron.siteId}`)).toEqual([atHeron]);
    expect(await search(`&clientId=${kestrel.clientId}`)).toEqual([atKestrel]);
    expect(await search(`&clientId=${kestrel.clientId}&siteId=${heron.siteId}`)).toEqual([]);
    expect(await search(`&projectId=${project.id}`)).toEqual([]);
    const bad = await api(office(), 'GET', '/api/ai-search/hybrid?q=deluge&siteId=not%20an%20id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Invalid link id/);
  });

  it("dates an upload and a change by South Africa's day, not the UTC day (issue 27 item 5)", async () => {
    // 23:30 UTC on 9 March is 01:30 on the 10th in Johannesburg (days in the past: the other tests'
    // documents stay the most recent).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-03-09T23:30:00Z') });
    try {
      const uploaded = (await upload(office(), {}, 'Late-night riser drawing')).json() as CatalogueDocument;
      expect(uploaded.lastModified).toBe('2024-03-10');
      vi.setSystemTime(new Date('2024-03-11T22:15:00Z'));
      const changed = await api(office(), 'PATCH', `/api/documents/${uploaded.id}`, {
        description: 'Revised after the site walk',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().lastModified).toBe('2024-03-12');
    } finally {
      vi.useRealTimers();
    }
  });

  it("links to an asset, filling in its site and client, and to a project with the project's client", async () => {
    const byAsset = (
      await upload(office(), { assetId: kestrel.assetId }, 'Extinguisher service label')
    ).json();
    expect(byAsset.links.map((link: DocumentLink) => link.kind)).toEqual(['client', 'site', 'asset']);
    expect(linkOf(byAsset, 'asset')?.name).toMatch(/^.+ DCP-/);
    expect(uuids(await list(office(), `assetId=${kestrel.assetId}`))).toEqual([byAsset.uuid]);

    const byProject = (await upload(office(), { projectId: project.id }, 'Retrofit programme')).json();
    expect(linkOf(byProject, 'project')).toMatchObject({ id: project.id });
    expect(linkOf(byProject, 'client')?.id).toBe(project.clientId);
    expect(uuids(await list(office(), `projectId=${project.id}`))).toEqual([byProject.uuid]);
    expect(uuids(await list(office(), `clientId=${kestrel.clientId}&projectId=${project.id}`))).toEqual([
      byProject.uuid,
    ]);
  });

  it('refuses a link to a missing or mismatched row with a 400, storing nothing', async () => {
    const before = await documentCount();
    const cases: [Record<string, string>, string][] = [
      [{ siteId: '00000000-0000-4000-8000-000000000000' }, 'The linked site does not exist'],
      [{ clientId: '00000000-0000-4000-8000-000000000000' }, 'The linked client does not exist'],
      [{ projectId: '00000000-0000-4000-8000-000000000000' }, 'The linked project does not exist'],
      [{ assetId: '00000000-0000-4000-8000-000000000000' }, 'The linked asset does not exist'],
      [{ siteId: '../etc/passwd' }, 'Invalid link id'],
      [
        { siteId: heron.siteId, clientId: kestrel.clientId },
        "The linked site is not one of the linked client's",
      ],
      [{ assetId: kestrel.assetId, siteId: heron.siteId }, 'The linked asset is not at the linked site'],
      [{ projectId: project.id, clientId: heron.clientId }, "The linked project is another client's"],
      [{ projectId: project.id, siteId: heron.siteId }, "The linked project is another client's"],
    ];
    for (const [fields, error] of cases) {
      const response = await upload(office(), fields);
      expect({ fields, status: response.statusCode, body: response.json() }).toEqual({
        fields,
        status: 400,
        body: { error },
      });
    }
    expect(await documentCount()).toBe(before);
  });

  it('changes links with PATCH: set, kept when left out, cleared with null; checked the same way', async () => {
    const doc = (await upload(users.TECHNICIAN.token, {}, 'Pump curve')).json() as CatalogueDocument;
    expect(doc.links).toEqual([]);
    const patch = (token: string, body: object) => api(token, 'PATCH', `/api/documents/${doc.id}`, body);

    const linked = await patch(users.ENGINEER.token, { siteId: heron.siteId });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().links.map((link: DocumentLink) => link.id)).toEqual([heron.clientId, heron.siteId]);
    // A change of name keeps the links.
    expect((await patch(users.ENGINEER.token, { name: 'Pump curve Rev 2' })).json().links).toHaveLength(2);
    // A site of another client moves the client it merely kept along with it.
    const moved = await patch(users.ENGINEER.token, { siteId: kestrel.siteId });
    expect(moved.json().links.map((link: DocumentLink) => link.id)).toEqual([
      kestrel.clientId,
      kestrel.siteId,
    ]);
    const refused = await patch(users.ENGINEER.token, { clientId: heron.clientId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: "The linked site is not one of the linked client's" });
    const cleared = await patch(users.ENGINEER.token, {
      clientId: null,
      siteId: null,
      projectId: null,
      assetId: null,
    });
    expect(cleared.json().links).toEqual([]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity_id', '=', doc.uuid)
      .where('action', '=', 'update')
      .execute();
    expect(audit.some((row) => String(row.after).includes(kestrel.siteId))).toBe(true);
  });

  it('holds each role to the document rules: a technician links only their own uploads', async () => {
    const engineers = (await upload(users.ENGINEER.token, {}, 'Hydraulic calculation')).json();
    const tumelo = users.TECHNICIAN.token;
    const other = await api(tumelo, 'PATCH', `/api/documents/${engineers.id}`, { siteId: kestrel.siteId });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBeTruthy();
    const own = (await upload(tumelo, {}, 'Site photo sheet')).json();
    const mine = await api(tumelo, 'PATCH', `/api/documents/${own.id}`, { siteId: kestrel.siteId });
    expect(mine.statusCode).toBe(200);
    for (const role of ['ADMIN', 'PROJECT_MANAGER', 'ENGINEER'] as const) {
      const response = await api(users[role].token, 'PATCH', `/api/documents/${engineers.id}`, {
        projectId: project.id,
      });
      expect({ role, status: response.statusCode }).toEqual({ role, status: 200 });
    }
    const unread = (await api(users.ADMIN.token, 'GET', `/api/documents/${engineers.id}`)).json();
    expect(unread.links.map((link: DocumentLink) => link.kind)).toEqual(['client', 'project']);
  });

  it("shows a visit's report and certificate linked to its site and client, to those who may see the visit", async () => {
    const report = (
      await api(office(), 'GET', `/api/documents/${kestrel.reportId}`)
    ).json() as CatalogueDocument;
    expect(report.links).toEqual([
      expect.objectContaining({ kind: 'client', id: kestrel.clientId, visitId: expect.any(String) }),
      expect.objectContaining({ kind: 'site', id: kestrel.siteId, name: 'Kestrel Plaza' }),
    ]);
    const bySite = uuids(await list(office(), `siteId=${kestrel.siteId}`));
    expect(bySite).toEqual(expect.arrayContaining([kestrel.reportId, kestrel.certificateId]));
    expect(uuids(await list(office(), `clientId=${kestrel.clientId}`))).toContain(kestrel.certificateId);
    // Tumelo did the visit; Sipho did not, and the site's list leaves its documents out for him.
    expect(uuids(await list(users.TECHNICIAN.token, `siteId=${kestrel.siteId}`))).toContain(kestrel.reportId);
    const siphos = await list(sipho.token, `siteId=${kestrel.siteId}`);
    expect(uuids(siphos)).not.toContain(kestrel.reportId);
    expect(uuids(siphos)).not.toContain(kestrel.certificateId);
    expect(siphos.total).toBe(siphos.documents.length);
    // Its links are the visit's.
    const changed = await api(office(), 'PATCH', `/api/documents/${kestrel.reportId}`, {
      siteId: heron.siteId,
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error).toMatch(/visit's service report or certificate/);
    expect(
      (await api(office(), 'PATCH', `/api/documents/${kestrel.reportId}`, { name: 'Renamed' })).statusCode,
    ).toBe(200);
  });

  it('lists the most recently changed first with sort=recent', async () => {
    const fresh = (await upload(office(), { clientId: heron.clientId }, 'Newest upload')).json();
    const recent = await list(office(), 'sort=recent&pageSize=3');
    expect(recent.documents[0]?.uuid).toBe(fresh.uuid);
    expect(recent.documents).toHaveLength(3);
    expect((await api(office(), 'GET', '/api/documents?sort=oldest')).statusCode).toBe(400);
    expect((await api(office(), 'GET', '/api/documents?siteId=%27%20or%201=1')).statusCode).toBe(400);
  });

  it('adds a processing run to the library linked to a site', async () => {
    const accepted = await processPdf(t.app, office(), pdf, { useOCR: 'false' }, 'riser-schematic.pdf');
    const job = await waitForJob(t.app, office(), accepted.json().jobId);
    expect(job.status).toBe('completed');
    const url = `/api/document-processing/jobs/${job.id}/add-to-library`;
    const body = { category: 'Design', department: 'Design' };
    const wrong = await api(office(), 'POST', url, {
      ...body,
      siteId: heron.siteId,
      clientId: kestrel.clientId,
    });
    expect(wrong.statusCode).toBe(400);
    const added = await api(office(), 'POST', url, { ...body, siteId: heron.siteId });
    expect(added.statusCode).toBe(201);
    expect(added.json().links.map((link: DocumentLink) => link.id)).toEqual([heron.clientId, heron.siteId]);
  });

  it('clears a link when its row is deleted, and keeps the document', async () => {
    const client = (
      await api(office(), 'POST', '/api/clients', {
        name: 'Osprey Mall Holdings',
        type: 'Commercial',
        status: 'Active',
      })
    ).json();
    const site = (
      await api(office(), 'POST', `/api/clients/${client.id}/sites`, {
        name: 'Osprey Mall',
        address: '9 Osprey Road, Centurion, 0157',
        contactName: 'Lerato Khumalo',
        contactPhone: '012 555 0111',
        accessNotes: '',
      })
    ).json();
    const asset = (
      await api(office(), 'POST', `/api/sites/${site.id}/assets`, {
        type: 'EXTINGUISHER_DCP',
        make: 'Chubb',
        model: '9 kg DCP',
        serial: 'OSP-001',
        location: 'Food court',
      })
    ).json();
    const doc = (await upload(office(), { assetId: asset.id }, 'Osprey extinguisher layout')).json();
    const kinds = async () =>
      ((await api(office(), 'GET', `/api/documents/${doc.id}`)).json().links as DocumentLink[]).map(
        (link) => link.kind,
      );
    expect(await kinds()).toEqual(['client', 'site', 'asset']);

    expect((await api(office(), 'DELETE', `/api/assets/${asset.id}`)).statusCode).toBe(204);
    expect(await kinds()).toEqual(['client', 'site']);
    expect((await api(office(), 'DELETE', `/api/sites/${site.id}`)).statusCode).toBe(204);
    expect(await kinds()).toEqual(['client']);
    expect(uuids(await list(office(), `siteId=${site.id}`))).toEqual([]);
    expect((await api(office(), 'DELETE', `/api/clients/${client.id}`)).statusCode).toBe(204);
    expect(await kinds()).toEqual([]);
    const row = await t.database.db
      .selectFrom('documents')
      .select(['client_id', 'site_id', 'project_id', 'asset_id'])
      .where('id', '=', doc.uuid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ client_id: null, site_id: null, project_id: null, asset_id: null });
  });
});
