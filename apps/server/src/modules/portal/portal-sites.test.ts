import { randomUUID } from 'node:crypto';
import {
  addDays,
  complianceSiteSchema,
  PORTAL_DOWNLOADS,
  PORTAL_REASONS,
  portalSiteDetailSchema,
  portalSitesSchema,
  todayInSouthAfrica,
  visitSchema,
} from '@firebreak/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createClient,
  personOf,
  type RegisteredUser,
  registerClientContact,
  registerEachRole,
  type TestRole,
} from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { finishVisit, multipart, visitFor } from '../../test/visit-kit';
import { portalSites } from './portal-sites.service';

const today = todayInSouthAfrica();

describe.each(engines)("the portal's sites on %s", (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let person: string;
  let signature: Buffer;
  let photoPng: Buffer;
  /** Client A: Alpha House (an open MAJOR defect with a photo, visit done), Alpha Annex (all passed), Alpha Yard (no assets). */
  const a = {
    client: '',
    house: '',
    annex: '',
    yard: '',
    houseVisit: '',
    annexVisit: '',
    defect: '',
    photo: '',
  };
  /** Client B: Bravo Court (all passed) and Bravo Depot (an open defect with a photo). */
  const b = { client: '', court: '', depot: '', courtVisit: '', defect: '', photo: '' };
  let contactA: Awaited<ReturnType<typeof registerClientContact>>;
  let agent: Awaited<ReturnType<typeof registerClientContact>>;

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const office = () => users.PROJECT_MANAGER.token;
  const clientOf = async (siteId: string) =>
    (
      await t.database.db
        .selectFrom('sites')
        .select('client_id')
        .where('id', '=', siteId)
        .executeTakeFirstOrThrow()
    ).client_id;

  /** Another site of a client with one extinguisher, its first visit booked for the technician. */
  async function siteOf(clientId: string, name: string) {
    const site = await t.app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/sites`,
      headers: bearer(office()),
      payload: {
        name,
        address: '2 Test Street, Midrand',
        contactName: '',
        contactPhone: '',
        accessNotes: '',
      },
    });
    expect(site.statusCode).toBe(201);
    const siteId = site.json().id as string;
    const asset = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/assets`,
      headers: bearer(office()),
      payload: {
        type: 'EXTINGUISHER_DCP',
        make: 'Chubb',
        model: '9 kg DCP',
        serial: `DCP-${randomUUID().slice(0, 6)}`,
        location: 'Basement',
        installedOn: addDays(today, -40),
      },
    });
    expect(asset.statusCode).toBe(201);
    const list = await get(
      office(),
      `/api/visits?siteId=${siteId}&from=${addDays(today, -60)}&to=${addDays(today, 120)}`,
    );
    const [visit] = visitSchema.array().parse(list.json());
    if (!visit) throw new Error('no visit generated');
    const booked = await t.app.inject({
      method: 'PATCH',
      url: `/api/visits/${visit.id}`,
      headers: bearer(office()),
      payload: { scheduledFor: addDays(today, 1), technicianId: person },
    });
    expect(booked.statusCode).toBe(200);
    return { siteId, visitId: visit.id, assetId: asset.json().id as string };
  }

  /** A MAJOR defect on the visit with one photo of it. */
  async function defectWithPhoto(visitId: string, assetId: string) {
    const defect = randomUUID();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/visits/${visitId}/defects/${defect}`,
      headers: bearer(users.TECHNICIAN.token),
      payload: { assetId, severity: 'MAJOR', description: 'Gauge in the red; discharged' },
    });
    expect(put.statusCode).toBe(201);
    const photo = randomUUID();
    const body = multipart({ defectId: defect }, { name: 'gauge.png', type: 'image/png', data: photoPng });
    const stored = await t.app.inject({
      method: 'PUT',
      url: `/api/visits/${visitId}/photos/${photo}`,
      headers: { ...bearer(users.TECHNICIAN.token), ...body.headers },
      payload: body.payload,
    });
    expect(stored.statusCode).toBe(201);
    return { defect, photo };
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    person = await personOf(t.app, users.TECHNICIAN);
    signature = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    photoPng = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();

    const house = await visitFor(t.app, office(), person, `Alpha House ${randomUUID().slice(0, 4)}`);
    Object.assign(a, {
      house: house.siteId,
      houseVisit: house.visitId,
      client: await clientOf(house.siteId),
    });
    Object.assign(a, await defectWithPhoto(house.visitId, house.assetId));
    await finishVisit(t.app, users.TECHNICIAN.token, house.visitId, signature);
    const annex = await siteOf(a.client, 'Alpha Annex');
    Object.assign(a, { annex: annex.siteId, annexVisit: annex.visitId });
    await finishVisit(t.app, users.TECHNICIAN.token, annex.visitId, signature);
    const yard = await t.app.inject({
      method: 'POST',
      url: `/api/clients/${a.client}/sites`,
      headers: bearer(office()),
      payload: {
        name: 'Alpha Yard',
        address: '3 Test Street',
        contactName: '',
        contactPhone: '',
        accessNotes: '',
      },
    });
    a.yard = yard.json().id;

    const court = await visitFor(t.app, office(), person, `Bravo Court ${randomUUID().slice(0, 4)}`);
    Object.assign(b, {
      court: court.siteId,
      courtVisit: court.visitId,
      client: await clientOf(court.siteId),
    });
    await finishVisit(t.app, users.TECHNICIAN.token, court.visitId, signature);
    const depot = await siteOf(b.client, 'Bravo Depot');
    b.depot = depot.siteId;
    Object.assign(b, await defectWithPhoto(depot.visitId, depot.assetId));

    contactA = await registerClientContact(t.app, office(), a.client);
    agent = await registerClientContact(t.app, office(), [a.client, b.client], { firstName: 'Agent' });
  });
  afterAll(async () => t?.close());

  it("lists the client's sites with the dashboard's standing for each, and never another client's", async () => {
    const response = await get(contactA.token, '/api/portal/sites');
    expect(response.statusCode).toBe(200);
    const { sites, summary } = portalSitesSchema.parse(response.json());
    expect(sites.map((site) => site.id).sort()).toEqual([a.house, a.annex, a.yard].sort());
    expect(sites.every((site) => site.clientId === a.client)).toBe(true);

    const dashboard = complianceSiteSchema
      .array()
      .parse((await get(office(), '/api/projects/metrics/compliance-sites')).json());
    const dashboardOf = new Map(dashboard.map((site) => [site.siteId, site]));
    for (const site of sites)
      expect(site.standing, site.name).toBe(dashboardOf.get(site.id)?.status ?? 'PENDING');
    // A site without assets is not on the dashboard's list and is pending.
    expect(dashboardOf.has(a.yard)).toBe(false);
    const byId = new Map(sites.map((site) => [site.id, site]));
    expect(byId.get(a.yard)).toMatchObject({
      standing: 'PENDING',
      reasons: [],
      openDefects: 0,
      worstDefect: null,
    });
    expect(byId.get(a.house)).toMatchObject({
      standing: 'NON_COMPLIANT',
      worstDefect: 'MAJOR',
      openDefects: 1,
      lastVisitDone: today,
    });
    expect(byId.get(a.house)?.reasons).toContain(PORTAL_REASONS.defects(1));
    expect(byId.get(a.annex)?.standing).toBe(dashboardOf.get(a.annex)?.status);
    expect(byId.get(a.annex)?.nextVisitDue).not.toBeNull();
    expect(summary).toEqual({
      compliant: sites.filter((site) => site.standing === 'COMPLIANT').length,
      nonCompliant: sites.filter((site) => site.standing === 'NON_COMPLIANT').length,
      pending: sites.filter((site) => site.standing === 'PENDING').length,
    });
  });

  it('shows a managing agent the sites of both clients', async () => {
    const { sites } = portalSitesSchema.parse((await get(agent.token, '/api/portal/sites')).json());
    expect(sites.map((site) => site.id).sort()).toEqual([a.house, a.annex, a.yard, b.court, b.depot].sort());
    expect((await get(agent.token, `/api/portal/sites/${b.depot}`)).statusCode).toBe(200);
  });

  it('shows one site in full: assets, visits with their documents and technician, defects with photos', async () => {
    const response = await get(contactA.token, `/api/portal/sites/${a.house}`);
    expect(response.statusCode).toBe(200);
    const detail = portalSiteDetailSchema.parse(response.json());
    expect(detail.site.id).toBe(a.house);
    expect(detail.assets).toHaveLength(1);
    expect(detail.assets[0]).toMatchObject({
      typeLabel: 'Portable extinguisher (dry chemical powder)',
      make: 'Chubb',
      lastServiced: today,
    });
    const done = detail.visits.find((visit) => visit.id === a.houseVisit);
    // The history is what was done (or is under way): the visits still to come are not in it.
    expect(detail.visits.every((visit) => ['COMPLETED', 'IN_PROGRESS'].includes(visit.status))).toBe(true);
    const coming = await t.database.db
      .selectFrom('inspection_visits')
      .select('id')
      .where('site_id', '=', a.house)
      .where('status', 'in', ['DUE', 'SCHEDULED'])
      .execute();
    for (const visit of coming) expect(detail.visits.map((v) => v.id)).not.toContain(visit.id);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      outcome: 'PASS',
      technicianName: expect.any(String),
      technicianRegistration: expect.any(String),
      reportUrl: PORTAL_DOWNLOADS.report(a.houseVisit),
    });
    // Nothing about staff beyond the name and registration.
    expect(JSON.stringify(detail)).not.toContain(users.TECHNICIAN.user.email);
    expect(detail.defects).toEqual([
      expect.objectContaining({
        id: a.defect,
        severity: 'MAJOR',
        photoUrls: [PORTAL_DOWNLOADS.defectPhoto(a.defect, a.photo)],
        quote: null,
      }),
    ]);

    const report = await get(contactA.token, PORTAL_DOWNLOADS.report(a.houseVisit));
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The very file the office downloads.
    const visit = await get(office(), `/api/visits/${a.annexVisit}`);
    const certificateId = visit.json().work.certificateDocumentId as string;
    const theirs = await get(office(), `/api/documents/download/${certificateId}`);
    const ours = await get(contactA.token, PORTAL_DOWNLOADS.certificate(a.annexVisit));
    expect(ours.statusCode).toBe(200);
    expect(Buffer.compare(ours.rawPayload, theirs.rawPayload)).toBe(0);
    // A visit with a defect has no certificate.
    expect((await get(contactA.token, PORTAL_DOWNLOADS.certificate(a.houseVisit))).statusCode).toBe(404);

    const photo = await get(contactA.token, PORTAL_DOWNLOADS.defectPhoto(a.defect, a.photo));
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it("answers 404 for another client's site, visit, document, defect and photo", async () => {
    const urls = [
      `/api/portal/sites/${b.court}`,
      `/api/portal/sites/${b.depot}`,
      PORTAL_DOWNLOADS.report(b.courtVisit),
      PORTAL_DOWNLOADS.certificate(b.courtVisit),
      PORTAL_DOWNLOADS.defectPhoto(b.defect, b.photo),
      // A's defect with B's photo, and B's defect with A's photo.
      PORTAL_DOWNLOADS.defectPhoto(a.defect, b.photo),
      PORTAL_DOWNLOADS.defectPhoto(b.defect, a.photo),
      `/api/portal/sites/${randomUUID()}`,
    ];
    for (const url of urls) {
      const response = await get(contactA.token, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error).toEqual(expect.any(String));
    }
    // The same B's ids answer the agent bound to B.
    expect((await get(agent.token, PORTAL_DOWNLOADS.certificate(b.courtVisit))).statusCode).toBe(200);
    expect((await get(agent.token, PORTAL_DOWNLOADS.defectPhoto(b.defect, b.photo))).statusCode).toBe(200);
  });

  it('answers 403 to staff and 401 without a token; hostile ids are a clean 4xx', async () => {
    const urls = [
      '/api/portal/sites',
      `/api/portal/sites/${a.house}`,
      PORTAL_DOWNLOADS.report(a.houseVisit),
      PORTAL_DOWNLOADS.certificate(a.annexVisit),
      PORTAL_DOWNLOADS.defectPhoto(a.defect, a.photo),
      '/api/portal/quotes',
      PORTAL_DOWNLOADS.quote(randomUUID()),
      '/api/portal/invoices',
      PORTAL_DOWNLOADS.invoice(randomUUID()),
      PORTAL_DOWNLOADS.statement(a.client),
    ];
    for (const role of ['ADMIN', 'PROJECT_MANAGER', 'ENGINEER', 'TECHNICIAN'] as const)
      for (const url of urls)
        expect((await get(users[role].token, url)).statusCode, `${role} ${url}`).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/sites' })).statusCode).toBe(401);
    for (const id of ['%27%20OR%201%3D1--', 'x'.repeat(101), '..%2F..%2Fetc'])
      expect((await get(contactA.token, `/api/portal/sites/${id}`)).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('reads as many queries for 200 sites as for three (grouped, never a query per site)', async () => {
    const queries = { n: 0 };
    const counted = t.database.db.withPlugin({
      transformQuery: (args) => {
        queries.n += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const countFor = async (clientIds: string[]) => {
      queries.n = 0;
      const { sites } = await portalSites({ db: counted }, { clientIds, today });
      return { queries: queries.n, sites: sites.length };
    };
    const big = (await createClient(t.app, office(), `Agent Portfolio ${randomUUID().slice(0, 6)}`)).id;
    const at = new Date().toISOString();
    const siteRows = Array.from({ length: 200 }, (_, index) => ({
      id: randomUUID(),
      client_id: big,
      name: `Block ${index + 1}`,
      address: `${index + 1} Long Road`,
      contact_name: '',
      contact_phone: '',
      access_notes: '',
      created_at: at,
      updated_at: at,
    }));
    await t.database.db.insertInto('sites').values(siteRows).execute();
    await t.database.db
      .insertInto('assets')
      .values(
        siteRows.map((site, index) => ({
          id: randomUUID(),
          site_id: site.id,
          asset_type: 'EXTINGUISHER_DCP',
          make: 'Chubb',
          model: '9 kg',
          serial: `S-${index}`,
          serial_key: `s-${index}`,
          location: 'Lobby',
          installed_on: null,
          standard: 'SANS 1475',
          notes: '',
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const few = await countFor([a.client]);
    const many = await countFor([big]);
    expect(few.sites).toBe(3);
    expect(many.sites).toBe(200);
    expect(many.queries).toBe(few.queries);
  });

  it('refuses a contact the office disabled on the next request (401)', async () => {
    const contact = await registerClientContact(t.app, office(), a.client, { firstName: 'Leaving' });
    expect((await get(contact.token, '/api/portal/sites')).statusCode).toBe(200);
    const disabled = await t.app.inject({
      method: 'PUT',
      url: `/api/clients/${a.client}/contacts/${contact.user.id}/access`,
      headers: bearer(office()),
      payload: { enabled: false },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await get(contact.token, '/api/portal/sites')).statusCode).toBe(401);
    expect((await get(contact.token, `/api/portal/sites/${a.house}`)).statusCode).toBe(401);
  });
});
