import {
  ASSET_CSV_COLUMNS,
  ASSET_CSV_TEMPLATE,
  ASSET_IMPORT_LIMITS,
  ASSET_TYPE_KEYS,
  assetImportErrorSchema,
  assetSchema,
  MAINTENANCE_CATALOGUE,
  maintenanceCatalogueSchema,
  siteSchema,
  todayInSouthAfrica,
} from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerEachRole, type TestRole } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';

const header = ASSET_CSV_COLUMNS.join(',');
const csvOf = (...rows: string[]) => [header, ...rows].join('\n');

const makeSite = (overrides: Record<string, unknown> = {}) => ({
  name: 'Head office',
  address: '14 Loop Street, Cape Town, 8001',
  contactName: 'Thabo Nkosi',
  contactPhone: '021 555 0199',
  accessNotes: 'Sign in at security; pump room key at reception',
  ...overrides,
});

const makeAsset = (overrides: Record<string, unknown> = {}) => ({
  type: 'EXTINGUISHER_DCP',
  make: 'Chubb',
  model: '9 kg DCP',
  serial: `EXT-${Math.random().toString(36).slice(2, 10)}`,
  location: 'Ground floor lobby',
  installedOn: '2023-05-02',
  ...overrides,
});

describe('the maintenance catalogue', () => {
  it('has every asset type once, with tasks by a known frequency and the standard of its system', () => {
    expect(maintenanceCatalogueSchema.safeParse(MAINTENANCE_CATALOGUE).success).toBe(true);
    expect(MAINTENANCE_CATALOGUE.map((type) => type.key).sort()).toEqual([...ASSET_TYPE_KEYS].sort());
    const standards = new Map(MAINTENANCE_CATALOGUE.map((type) => [type.system, type.standard]));
    expect(Object.fromEntries(standards)).toMatchObject({
      SPRINKLER: 'SANS 10287',
      DETECTION: 'SANS 10139',
      GAS_SUPPRESSION: 'SANS 14520',
      PORTABLE_EXTINGUISHER: 'SANS 1475',
      HOSE_REEL: 'SANS 543',
    });
    // No invented clause numbers: a task names no clause.
    for (const type of MAINTENANCE_CATALOGUE)
      for (const task of type.tasks) expect(task.task).not.toMatch(/clause|\b\d+\.\d+(\.\d+)?\b/i);
  });
});

describe.each(engines)('sites and assets on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let manager: string;
  let clientId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    manager = users.PROJECT_MANAGER.token;
    const client = await api('POST', '/api/clients', {
      name: 'Waterfront Properties',
      type: 'Commercial',
      status: 'Active',
    });
    clientId = client.json().id;
  });
  afterAll(async () => t?.close());

  const api = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    token = manager,
  ) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const newSite = async (overrides: Record<string, unknown> = {}) => {
    const response = await api('POST', `/api/clients/${clientId}/sites`, makeSite(overrides));
    expect(response.statusCode).toBe(201);
    return siteSchema.parse(response.json());
  };
  const assetsOf = async (siteId: string) => {
    const response = await api('GET', `/api/sites/${siteId}/assets`);
    expect(response.statusCode).toBe(200);
    return assetSchema.array().parse(response.json());
  };

  it('creates, lists, reads, updates and deletes a site; the client name and asset count come with it', async () => {
    const site = await newSite({ name: 'Canal Walk' });
    expect(site).toMatchObject({
      clientId,
      clientName: 'Waterfront Properties',
      contactPhone: '+27 21 555 0199',
      assetCount: 0,
    });
    await api('POST', `/api/sites/${site.id}/assets`, makeAsset());
    const one = await api('GET', `/api/sites/${site.id}`, undefined, users.TECHNICIAN.token);
    expect(one.statusCode).toBe(200);
    expect(one.json().assetCount).toBe(1);
    const list = await api('GET', `/api/clients/${clientId}/sites`, undefined, users.ENGINEER.token);
    expect(list.json().map((s: { name: string }) => s.name)).toContain('Canal Walk');

    const patched = await api('PATCH', `/api/sites/${site.id}`, { accessNotes: 'Gate code 4411' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Canal Walk', accessNotes: 'Gate code 4411' });

    expect((await api('DELETE', `/api/sites/${site.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/sites/${site.id}`)).statusCode).toBe(404);
    const orphans = await t.database.db
      .selectFrom('assets')
      .select('id')
      .where('site_id', '=', site.id)
      .execute();
    expect(orphans).toEqual([]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('entity_id', '=', site.id)
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('answers 404 for unknown clients, sites and assets', async () => {
    expect((await api('GET', '/api/clients/nope/sites')).statusCode).toBe(404);
    expect((await api('POST', '/api/clients/nope/sites', makeSite())).statusCode).toBe(404);
    expect((await api('GET', '/api/sites/nope')).statusCode).toBe(404);
    expect((await api('PATCH', '/api/sites/nope', { name: 'x' })).statusCode).toBe(404);
    expect((await api('GET', '/api/sites/nope/assets')).statusCode).toBe(404);
    expect((await api('POST', '/api/sites/nope/assets', makeAsset())).statusCode).toBe(404);
    expect((await api('PATCH', '/api/assets/nope', { make: 'x' })).statusCode).toBe(404);
    expect((await api('DELETE', '/api/assets/nope')).statusCode).toBe(404);
    const body = (await api('GET', '/api/sites/nope')).json();
    expect(body).toEqual({ error: 'Site not found' });
  });

  it('lets only ADMIN and PROJECT_MANAGER set up sites and assets; every role reads', async () => {
    const site = await newSite({ name: 'Permissions site' });
    const asset = (await api('POST', `/api/sites/${site.id}/assets`, makeAsset())).json();
    for (const role of ['ENGINEER', 'TECHNICIAN'] as const) {
      const token = users[role].token;
      const writes = [
        await api('POST', `/api/clients/${clientId}/sites`, makeSite(), token),
        await api('PATCH', `/api/sites/${site.id}`, { name: 'Renamed' }, token),
        await api('DELETE', `/api/sites/${site.id}`, undefined, token),
        await api('POST', `/api/sites/${site.id}/assets`, makeAsset(), token),
        await api('POST', `/api/sites/${site.id}/assets/import`, { csv: ASSET_CSV_TEMPLATE }, token),
        await api('PATCH', `/api/assets/${asset.id}`, { make: 'Other' }, token),
        await api('DELETE', `/api/assets/${asset.id}`, undefined, token),
      ];
      expect([role, writes.map((r) => r.statusCode)]).toEqual([role, writes.map(() => 403)]);
      expect((await api('GET', `/api/sites/${site.id}/assets`, undefined, token)).statusCode).toBe(200);
      expect((await api('GET', '/api/asset-types', undefined, token)).statusCode).toBe(200);
    }
    const admin = await api('POST', `/api/sites/${site.id}/assets`, makeAsset(), users.ADMIN.token);
    expect(admin.statusCode).toBe(201);
    expect((await assetsOf(site.id)).length).toBe(2);
  });

  it('adds, edits and deletes an asset; a blank standard takes the catalogue’s', async () => {
    const site = await newSite({ name: 'Asset CRUD' });
    const created = await api(
      'POST',
      `/api/sites/${site.id}/assets`,
      makeAsset({ type: 'HOSE_REEL', serial: '' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      standard: 'SANS 543',
      typeLabel: 'Hose reel',
      system: 'HOSE_REEL',
    });
    const id = created.json().id;
    const edited = await api('PATCH', `/api/assets/${id}`, { location: 'Level 2 east', installedOn: null });
    expect(edited.json()).toMatchObject({ location: 'Level 2 east', installedOn: null, make: 'Chubb' });
    const retyped = await api('PATCH', `/api/assets/${id}`, { type: 'EXTINGUISHER_FOAM' });
    expect(retyped.json()).toMatchObject({
      standard: 'SANS 1475',
      typeLabel: 'Portable extinguisher (foam)',
    });
    const own = await api('PATCH', `/api/assets/${id}`, { standard: 'SANS 1475-1' });
    expect(own.json().standard).toBe('SANS 1475-1');
    expect((await api('PATCH', `/api/assets/${id}`, { type: 'HOSE_REEL' })).json().standard).toBe(
      'SANS 1475-1',
    );
    expect((await api('DELETE', `/api/assets/${id}`)).statusCode).toBe(204);
    expect(await assetsOf(site.id)).toEqual([]);
  });

  it('refuses a duplicate serial at the same site (any case, spaces) with 409, but allows it at another site', async () => {
    const site = await newSite({ name: 'Serials' });
    const other = await newSite({ name: 'Serials elsewhere' });
    expect(
      (await api('POST', `/api/sites/${site.id}/assets`, makeAsset({ serial: 'AB-100' }))).statusCode,
    ).toBe(201);
    const again = await api('POST', `/api/sites/${site.id}/assets`, makeAsset({ serial: ' ab-100 ' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/serial number is already registered/);
    expect(
      (await api('POST', `/api/sites/${other.id}/assets`, makeAsset({ serial: 'AB-100' }))).statusCode,
    ).toBe(201);
    // Two assets without serials never collide.
    for (let i = 0; i < 2; i += 1)
      expect((await api('POST', `/api/sites/${site.id}/assets`, makeAsset({ serial: '' }))).statusCode).toBe(
        201,
      );
    const second = (
      await api('POST', `/api/sites/${site.id}/assets`, makeAsset({ serial: 'AB-200' }))
    ).json();
    const clash = await api('PATCH', `/api/assets/${second.id}`, { serial: 'AB-100' });
    expect(clash.statusCode).toBe(409);
    expect((await assetsOf(site.id)).map((a) => a.serial).sort()).toEqual(['', '', 'AB-100', 'AB-200']);
  });

  it('refuses impossible and future installed dates, unknown types and missing fields with 400', async () => {
    const site = await newSite({ name: 'Bad input' });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ installedOn: '2023-02-30' }, /not a real date/],
      [{ installedOn: '2023-13-01' }, /not a real date/],
      [{ installedOn: '15/03/2024' }, /not a real date/],
      [{ installedOn: tomorrow }, /cannot be in the future/],
      [{ installedOn: '1899-01-01' }, /1950 or later/],
      [{ type: 'FLAMETHROWER' }, /not a known asset type/],
      [{ location: '  ' }, /Location is required/],
    ];
    for (const [overrides, message] of cases) {
      const response = await api('POST', `/api/sites/${site.id}/assets`, makeAsset(overrides));
      expect([overrides, response.statusCode]).toEqual([overrides, 400]);
      expect(response.json().error).toMatch(message);
    }
    expect(
      (await api('POST', `/api/sites/${site.id}/assets`, makeAsset({ installedOn: todayInSouthAfrica() })))
        .statusCode,
    ).toBe(201);
    expect((await api('POST', `/api/clients/${clientId}/sites`, makeSite({ name: '' }))).statusCode).toBe(
      400,
    );
    expect(
      (await api('POST', `/api/clients/${clientId}/sites`, makeSite({ contactPhone: '12' }))).statusCode,
    ).toBe(400);
    expect((await assetsOf(site.id)).length).toBe(1);
  });

  describe('CSV import', () => {
    const importCsv = (siteId: string, csv: string, token = manager) =>
      api('POST', `/api/sites/${siteId}/assets/import`, { csv }, token);

    it('imports the template and every row of a good file, keys or labels for the type', async () => {
      const site = await newSite({ name: 'Import good' });
      const template = await importCsv(site.id, ASSET_CSV_TEMPLATE);
      expect(template.statusCode).toBe(200);
      expect(template.json()).toEqual({ created: 2 });
      const file = csvOf(
        'Smoke detector zone,Apollo,XP95,,Level 1 offices,2019-08-01,,Zone 3',
        'fire_alarm_panel,Ziton,ZP3,ZP3-4471,Ground floor reception,2019-08-01,SANS 10139,',
        '"EXTINGUISHER_CO2","Fire-Tec","5 kg CO2","CO2-9931","Server room, level 2",,,"Wall bracket, ""left"" of door"',
      );
      const response = await importCsv(site.id, `\uFEFF${file}\r\n\r\n`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ created: 3 });
      const assets = await assetsOf(site.id);
      expect(assets).toHaveLength(5);
      expect(assets.find((a) => a.serial === 'CO2-9931')).toMatchObject({
        type: 'EXTINGUISHER_CO2',
        location: 'Server room, level 2',
        notes: 'Wall bracket, "left" of door',
        standard: 'SANS 1475',
        installedOn: null,
      });
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity_id', '=', site.id)
        .where('action', '=', 'import')
        .execute();
      expect(audit).toHaveLength(2);
    });

    it('refuses the whole file when any row fails, lists each row’s errors, and writes nothing', async () => {
      const site = await newSite({ name: 'Import bad' });
      await api('POST', `/api/sites/${site.id}/assets`, makeAsset({ serial: 'EXISTING-1' }));
      const file = csvOf(
        'HOSE_REEL,Reel-Tech,30 m,HR-1,Ground floor,2021-07-01,,',
        'Teleporter,Acme,X,T-1,Roof,2021-07-01,,',
        'HOSE_REEL,Reel-Tech,30 m,HR-2,,2021-02-30,,',
        'HOSE_REEL,Reel-Tech,30 m,hr-1,Level 1,2021-07-01,,',
        'EXTINGUISHER_DCP,Chubb,9 kg,existing-1,Level 2,2022-01-01,,',
        'HOSE_REEL,Reel-Tech,30 m,HR-3,Level 3,2999-01-01,,',
      );
      const response = await importCsv(site.id, file);
      expect(response.statusCode).toBe(400);
      const body = assetImportErrorSchema.parse(response.json());
      expect(body.error).toBe('5 rows have errors; nothing was imported');
      const byRow = (row: number) => body.rows?.filter((e) => e.row === row).map((e) => e.field);
      expect(byRow(2)).toEqual([]);
      expect(byRow(3)).toEqual(['type']);
      expect(byRow(4)?.sort()).toEqual(['installed_on', 'location']);
      expect(byRow(5)).toEqual(['serial']);
      expect(byRow(6)).toEqual(['serial']);
      expect(byRow(7)).toEqual(['installed_on']);
      expect(body.rows?.find((e) => e.row === 5)?.message).toMatch(/also on row 2/);
      expect((await assetsOf(site.id)).map((a) => a.serial)).toEqual(['EXISTING-1']);
    });

    it('refuses wrong or missing columns, an empty file, too many rows and a huge body', async () => {
      const site = await newSite({ name: 'Import hostile' });
      const wrong = await importCsv(site.id, 'name,quantity\nfoo,1');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatch(/first line must name the columns type,make,model/);
      const extra = await importCsv(site.id, `${header},price\nHOSE_REEL,a,b,c,d,,,,5`);
      expect(extra.statusCode).toBe(400);
      expect((await importCsv(site.id, header)).json().error).toMatch(/no rows/);
      expect((await importCsv(site.id, '')).statusCode).toBe(400);
      const many = csvOf(
        ...Array.from({ length: ASSET_IMPORT_LIMITS.maxRows + 1 }, (_, i) => `HOSE_REEL,a,b,S${i},Floor,,,`),
      );
      const tooMany = await importCsv(site.id, many);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().error).toMatch(/more than 2000 rows/);
      const huge = await importCsv(
        site.id,
        csvOf(`HOSE_REEL,a,b,c,Floor,,,${'x'.repeat(ASSET_IMPORT_LIMITS.maxChars)}`),
      );
      expect([400, 413]).toContain(huge.statusCode);
      expect(huge.json().error).toBeTruthy();
      const notJson = await t.app.inject({
        method: 'POST',
        url: `/api/sites/${site.id}/assets/import`,
        headers: { ...bearer(manager), 'content-type': 'text/csv' },
        payload: ASSET_CSV_TEMPLATE,
      });
      expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
      expect(notJson.statusCode).toBeLessThan(500);
      expect(await assetsOf(site.id)).toEqual([]);
    });

    it('refuses cells that a spreadsheet would run as formulas, and ragged rows', async () => {
      const site = await newSite({ name: 'Import formulas' });
      const file = csvOf(
        'HOSE_REEL,=HYPERLINK("http://evil.example"),b,F-1,Floor,,,',
        'HOSE_REEL,a,b,F-2,@SUM(A1),,,',
        'HOSE_REEL,a,b,F-3,Floor,,,+cmd',
        'HOSE_REEL,a,b,F-4,Floor',
        'HOSE_REEL,a,b,F-5,Floor,,,"- checked by the client, fine"',
      );
      const response = await importCsv(site.id, file);
      expect(response.statusCode).toBe(400);
      const rows = assetImportErrorSchema.parse(response.json()).rows ?? [];
      expect(rows.find((e) => e.row === 2)).toMatchObject({ field: 'make' });
      expect(rows.find((e) => e.row === 3)).toMatchObject({ field: 'location' });
      expect(rows.find((e) => e.row === 4)).toMatchObject({ field: 'notes' });
      expect(rows.some((e) => e.row === 5)).toBe(true);
      expect(rows.some((e) => e.row === 6)).toBe(false);
      expect(await assetsOf(site.id)).toEqual([]);
    });
  });
});
