import { BOQ_MESSAGES } from '@firebreak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerEachRole, type TestRole } from '../../../test/factories';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';

const URL = '/api/price-list';
const SUPPLIERS = '/api/price-list/suppliers';

type Supplier = {
  id: string;
  name: string;
  itemCount: number;
  lastImportAt: string | null;
  columnMap: unknown;
};
type Item = {
  id: string;
  supplierId: string;
  supplierName: string;
  code: string;
  description: string;
  unit: string;
  category: string;
  assetType: string | null;
  unitPrice: number;
  priceUpdatedAt: string;
  deleted: boolean;
};

describe.each(engines)('price list on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
  });
  afterAll(async () => t?.close());

  const call = (role: TestRole, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(users[role].token), ...(payload ? { payload } : {}) });
  const auditCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('entity', '=', 'quote')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const rowCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('price_items')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const addSupplier = async (name: string) => {
    const response = await call('ADMIN', 'POST', SUPPLIERS, { name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Supplier;
  };
  const item = (supplierId: string, overrides: Record<string, unknown> = {}) => ({
    supplierId,
    code: 'SPK-68',
    description: 'Sprinkler head 68 °C pendent',
    unit: 'each',
    category: 'Sprinklers',
    unitPrice: 85.5,
    ...overrides,
  });
  const addItem = async (supplierId: string, overrides: Record<string, unknown> = {}) => {
    const response = await call('PROJECT_MANAGER', 'POST', URL, item(supplierId, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Item;
  };

  it('manages suppliers: unique names whatever the case, sorted, counted', async () => {
    const auditBefore = await auditCount();
    const viking = await addSupplier('  Viking Fire  ');
    expect(viking).toEqual({
      id: expect.any(String),
      name: 'Viking Fire',
      columnMap: null,
      itemCount: 0,
      lastImportAt: null,
    });
    await addSupplier('ASP Fire');
    const taken = await call('PROJECT_MANAGER', 'POST', SUPPLIERS, { name: 'viking FIRE ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: BOQ_MESSAGES.supplierTaken('viking FIRE') });
    const blank = await call('ADMIN', 'POST', SUPPLIERS, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: expect.any(String) });

    const renamed = await call('PROJECT_MANAGER', 'PUT', `${SUPPLIERS}/${viking.id}`, { name: 'Viking SA' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: viking.id, name: 'Viking SA' });
    const clash = await call('ADMIN', 'PUT', `${SUPPLIERS}/${viking.id}`, { name: 'asp fire' });
    expect(clash.statusCode).toBe(409);
    // Its own name in another case is fine.
    expect((await call('ADMIN', 'PUT', `${SUPPLIERS}/${viking.id}`, { name: 'VIKING SA' })).statusCode).toBe(
      200,
    );
    expect(
      (await call('ADMIN', 'PUT', `${SUPPLIERS}/${crypto.randomUUID()}`, { name: 'X' })).statusCode,
    ).toBe(404);

    await addItem(viking.id);
    await addItem(viking.id, { code: 'SPK-93', unitPrice: 90 });
    const listed = (await call('ENGINEER', 'GET', SUPPLIERS)).json() as Supplier[];
    expect(listed.map((s) => s.name)).toEqual(['ASP Fire', 'VIKING SA']);
    expect(listed[1]).toMatchObject({ itemCount: 2, lastImportAt: expect.any(String) });
    expect(listed[0]).toMatchObject({ itemCount: 0, lastImportAt: null });
    expect(await auditCount()).toBe(auditBefore + 6);
  });

  it('refuses to delete a supplier with live items, and deletes one whose items are all deleted', async () => {
    const supplier = await addSupplier('Delete Me Supplies');
    const a = await addItem(supplier.id, { code: 'DEL-1' });
    const refused = await call('ADMIN', 'DELETE', `${SUPPLIERS}/${supplier.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: BOQ_MESSAGES.supplierHasItems });
    expect((await call('ADMIN', 'DELETE', `${URL}/${a.id}`)).statusCode).toBe(204);
    const before = await rowCount();
    const deleted = await call('PROJECT_MANAGER', 'DELETE', `${SUPPLIERS}/${supplier.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await rowCount()).toBe(before - 1);
    expect((await call('ADMIN', 'GET', `${URL}/${a.id}`)).statusCode).toBe(404);
    const names = ((await call('ADMIN', 'GET', SUPPLIERS)).json() as Supplier[]).map((s) => s.name);
    expect(names).not.toContain('Delete Me Supplies');
    expect((await call('ADMIN', 'DELETE', `${SUPPLIERS}/${supplier.id}`)).statusCode).toBe(404);
  });

  it('creates, reads, changes and soft-deletes items; the price date moves only with the price', async () => {
    const supplier = await addSupplier('Crud Fire');
    const created = await addItem(supplier.id, {
      code: ' VLV-100 ',
      description: 'Alarm valve 100 mm',
      category: 'Valves',
      assetType: 'SPRINKLER_CONTROL_VALVE',
      unitPrice: 12_345.67,
    });
    expect(created).toEqual({
      id: expect.any(String),
      supplierId: supplier.id,
      supplierName: 'Crud Fire',
      code: 'VLV-100',
      description: 'Alarm valve 100 mm',
      unit: 'each',
      category: 'Valves',
      assetType: 'SPRINKLER_CONTROL_VALVE',
      unitPrice: 12_345.67,
      priceUpdatedAt: expect.any(String),
      deleted: false,
    });
    const stored = await t.database.db
      .selectFrom('price_items')
      .select(['unit_price_cents', 'code_key'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.unit_price_cents)).toBe(1_234_567);
    expect(stored.code_key).toBe('vlv-100');

    expect((await call('ENGINEER', 'GET', `${URL}/${created.id}`)).json()).toEqual(created);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const textOnly = await call('ADMIN', 'PUT', `${URL}/${created.id}`, {
      ...item(supplier.id),
      code: 'VLV-100',
      description: 'Alarm valve 100 mm, flanged',
      category: 'Valves',
      unitPrice: 12_345.67,
    });
    expect(textOnly.statusCode, textOnly.body).toBe(200);
    expect(textOnly.json()).toMatchObject({
      description: 'Alarm valve 100 mm, flanged',
      priceUpdatedAt: created.priceUpdatedAt,
      assetType: null,
    });
    const repriced = await call('ADMIN', 'PUT', `${URL}/${created.id}`, {
      ...item(supplier.id),
      code: 'VLV-100',
      unitPrice: 13_000,
    });
    expect(repriced.statusCode).toBe(200);
    expect(repriced.json().unitPrice).toBe(13_000);
    expect(repriced.json().priceUpdatedAt > created.priceUpdatedAt).toBe(true);

    const deleted = await call('PROJECT_MANAGER', 'DELETE', `${URL}/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    const gone = await call('ENGINEER', 'GET', `${URL}/${created.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ deleted: true, code: 'VLV-100' });
    const list = (await call('ENGINEER', 'GET', `${URL}?supplierId=${supplier.id}`)).json();
    expect(list.items.map((i: Item) => i.id)).not.toContain(created.id);
    expect((await call('ADMIN', 'DELETE', `${URL}/${created.id}`)).statusCode).toBe(404);
    expect((await call('ADMIN', 'PUT', `${URL}/${created.id}`, item(supplier.id))).statusCode).toBe(404);

    // Its code again revives the same row with the new values.
    const revived = await call(
      'ADMIN',
      'POST',
      URL,
      item(supplier.id, { code: 'vlv-100', unitPrice: 14_000 }),
    );
    expect(revived.statusCode).toBe(201);
    expect(revived.json()).toMatchObject({
      id: created.id,
      code: 'vlv-100',
      unitPrice: 14_000,
      deleted: false,
    });
  });

  it('keeps codes unique per supplier (409), checks the supplier and the asset type', async () => {
    const one = await addSupplier('Code One');
    const two = await addSupplier('Code Two');
    const first = await addItem(one.id, { code: 'DUP-1' });
    const dup = await call('ADMIN', 'POST', URL, item(one.id, { code: 'dup-1 ' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ error: BOQ_MESSAGES.codeTaken('dup-1', 'Code One') });
    // Another supplier may use the same code.
    await addItem(two.id, { code: 'DUP-1' });
    const other = await addItem(one.id, { code: 'DUP-2' });
    const renamed = await call('ADMIN', 'PUT', `${URL}/${other.id}`, item(one.id, { code: 'DUP-1' }));
    expect(renamed.statusCode).toBe(409);

    const before = await rowCount();
    const auditBefore = await auditCount();
    const unknown = await call('ADMIN', 'POST', URL, item(crypto.randomUUID(), { code: 'NEW-1' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: BOQ_MESSAGES.supplierNotFound });
    const badType = await call('ADMIN', 'POST', URL, item(one.id, { code: 'NEW-2', assetType: 'SUBMARINE' }));
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toEqual({ error: expect.stringContaining('asset type') });
    for (const change of [
      { unitPrice: -1 },
      { unitPrice: 1.234 },
      { code: '' },
      { unit: '' },
      { extra: 1 },
    ]) {
      const response = await call('ADMIN', 'POST', URL, item(one.id, { code: 'NEW-3', ...change }));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    const badEdit = await call('ADMIN', 'PUT', `${URL}/${first.id}`, item(one.id, { assetType: 'NOPE' }));
    expect(badEdit.statusCode).toBe(400);
    expect(await rowCount()).toBe(before);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('searches code, description and category, wildcards literally, per supplier, with a total', async () => {
    const supplier = await addSupplier('Search Fire');
    await addItem(supplier.id, {
      code: 'PIPE-50',
      description: 'Steel pipe 50 mm',
      category: 'Pipe',
      unit: 'm',
    });
    await addItem(supplier.id, {
      code: 'PIPE-65',
      description: 'Steel pipe 65 mm',
      category: 'Pipe',
      unit: 'm',
    });
    await addItem(supplier.id, {
      code: 'DISC_10',
      description: '10% discount fitting',
      category: 'Fittings',
    });
    await addItem(supplier.id, { code: 'ELB-50', description: 'Elbow 50 mm', category: 'Fittings' });
    const search = async (query: string) =>
      (await call('ENGINEER', 'GET', `${URL}?supplierId=${supplier.id}&${query}`)).json() as {
        items: Item[];
        total: number;
      };
    expect((await search('search=steel')).items.map((i) => i.code)).toEqual(['PIPE-50', 'PIPE-65']);
    expect((await search('search=fittings')).items.map((i) => i.code)).toEqual(['DISC_10', 'ELB-50']);
    expect((await search('search=elb')).items.map((i) => i.code)).toEqual(['ELB-50']);
    expect((await search(`search=${encodeURIComponent('10%')}`)).items.map((i) => i.code)).toEqual([
      'DISC_10',
    ]);
    expect((await search(`search=${encodeURIComponent('%')}`)).items.map((i) => i.code)).toEqual(['DISC_10']);
    expect((await search('search=_')).items.map((i) => i.code)).toEqual(['DISC_10']);
    const all = await search('');
    // Ordered by category, then description.
    expect(all.items.map((i) => i.code)).toEqual(['DISC_10', 'ELB-50', 'PIPE-50', 'PIPE-65']);
    const page = await search('limit=2');
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(4);
    expect((await call('ENGINEER', 'GET', `${URL}?limit=0`)).statusCode).toBe(400);
    expect((await call('ENGINEER', 'GET', `${URL}?supplierId=nope`)).statusCode).toBe(400);
  });

  it('lets ENGINEER read but not write, and TECHNICIAN neither', async () => {
    const supplier = await addSupplier('Roles Fire');
    const existing = await addItem(supplier.id, { code: 'ROLE-1' });
    const before = await rowCount();
    const auditBefore = await auditCount();
    for (const role of ['ENGINEER', 'TECHNICIAN'] as const) {
      const writes = [
        await call(role, 'POST', SUPPLIERS, { name: `By ${role}` }),
        await call(role, 'PUT', `${SUPPLIERS}/${supplier.id}`, { name: `By ${role}` }),
        await call(role, 'DELETE', `${SUPPLIERS}/${supplier.id}`),
        await call(role, 'POST', URL, item(supplier.id, { code: `BY-${role}` })),
        await call(role, 'PUT', `${URL}/${existing.id}`, item(supplier.id, { code: 'ROLE-1', unitPrice: 1 })),
        await call(role, 'DELETE', `${URL}/${existing.id}`),
        await call(role, 'POST', `${SUPPLIERS}/${supplier.id}/import`),
      ];
      for (const response of writes) expect(response.statusCode, response.body).toBe(403);
    }
    for (const url of [URL, SUPPLIERS, `${URL}/${existing.id}`]) {
      expect((await call('ENGINEER', 'GET', url)).statusCode).toBe(200);
      expect((await call('TECHNICIAN', 'GET', url)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect(await rowCount()).toBe(before);
    expect(await auditCount()).toBe(auditBefore);
    expect((await call('ENGINEER', 'GET', `${URL}/${existing.id}`)).json().unitPrice).toBe(85.5);
  });
});
