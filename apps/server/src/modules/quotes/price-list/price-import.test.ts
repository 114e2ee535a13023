import { BOQ_LIMITS, BOQ_MESSAGES, type PriceImportResult } from '@firebreak/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerEachRole, type TestRole } from '../../../test/factories';
import { manyEntryZip, officeZip, officeZipBomb, withZipPart } from '../../../test/hostile-files';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { multipartBody } from '../../handbook/test-pdfs';
import { parsePrice } from './price-file';
import { PRICE_WORKBOOK_MESSAGES, readPriceWorkbook } from './price-workbook';

const MAPPING = { code: 'Item Code', description: 'Description', unitPrice: 'Price', unit: 'UOM' };
const HEADER = 'Item Code,Description,UOM,Price';

const csv = (...lines: string[]) => Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`);

async function xlsx(rows: (string | number | { formula: string; result?: number })[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prices');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('parsePrice', () => {
  it.each([
    ['1234.50', 123_450],
    ['1234,5', 123_450],
    ['1,234.50', 123_450],
    ['1 234,50', 123_450],
    ['1.234,50', 123_450],
    ['R 1 234,50', 123_450],
    ['R1234.50', 123_450],
    ['ZAR 99', 9_900],
    ['1 234', 123_400],
    ['1,234,567', 123_456_700],
    ['0', 0],
    ['0.5', 50],
    ['1\u00a0234,50', 123_450],
  ])('reads %s', (text, cents) => {
    expect(parsePrice(text)).toEqual({ cents });
  });
  it.each([
    'abc',
    '12a',
    '-5',
    'R -5',
    '(5)',
    '1.234',
    '1,234',
    '12.345',
    '1.2345',
    '=A1*2',
    '+5',
    '@SUM(A1)',
    '1,234,56',
    '1 23',
    '1.234.56',
    '',
    '1e5',
    '10000000.01',
  ])('refuses %s', (text) => {
    expect(parsePrice(text)).toEqual({ error: expect.any(String) });
  });
  it('reads spreadsheet numbers with at most 2 decimals', () => {
    expect(parsePrice(85.5)).toEqual({ cents: 8_550 });
    expect(parsePrice(0.1 + 0.2)).toEqual({ cents: 30 });
    expect(parsePrice(1.005)).toEqual({ error: expect.any(String) });
    expect(parsePrice(-1)).toEqual({ error: expect.any(String) });
    expect(parsePrice(null)).toEqual({ error: expect.any(String) });
  });
});

describe('readPriceWorkbook (the parse job)', () => {
  it('sends back only the cells of the mapped columns, and still judges a row blank by all of them', async () => {
    const data = await xlsx([
      ['Item Code', 'Description', 'Notes', 'Price'],
      ['SPK-68', 'Sprinkler head', 'x'.repeat(10_000), 85.5],
      [null as unknown as string, null as unknown as string, 'a note alone', null as unknown as string],
    ]);
    const file = await readPriceWorkbook(data, { keep: [' item code', 'PRICE', 'Missing'] });
    expect(file.columns).toEqual(['Item Code', 'Description', 'Notes', 'Price']);
    expect(file.rows).toEqual([
      { row: 2, cells: ['SPK-68', null, null, 85.5] },
      { row: 3, cells: [null, null, null, null] },
    ]);
  });
});

describe.each(engines)('supplier price-file import on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
  });
  afterAll(async () => t?.close());

  const upload = (
    role: TestRole,
    supplierId: string,
    file: { name: string; data: Buffer; type?: string } | null,
    fields: Record<string, string> = {},
    apply = false,
  ) => {
    const body = multipartBody(file && { type: 'text/csv', ...file }, fields);
    return t.app.inject({
      method: 'POST',
      url: `/api/price-list/suppliers/${supplierId}/import?apply=${apply ? 1 : 0}`,
      headers: { ...bearer(users[role].token), ...body.headers },
      payload: body.payload,
    });
  };
  const send = (supplierId: string, data: Buffer, fields: Record<string, string> = {}, apply = false) =>
    upload('PROJECT_MANAGER', supplierId, { name: 'prices.csv', data }, fields, apply);
  const withMap = (mapping: object = MAPPING) => ({ mapping: JSON.stringify(mapping) });

  const addSupplier = async (name: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/price-list/suppliers',
      headers: bearer(users.ADMIN.token),
      payload: { name },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string };
  };
  const items = async (supplierId: string) =>
    t.database.db
      .selectFrom('price_items')
      .selectAll()
      .where('supplier_id', '=', supplierId)
      .orderBy('code_key')
      .execute();
  const auditCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('action', '=', 'import-prices')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const seed = async (supplierId: string) => {
    const applied = await send(
      supplierId,
      csv(
        'SPK-68,Sprinkler head 68 °C,each,85.50',
        'PIPE-50,Steel pipe 50 mm,m,"R 1 234,50"',
        'VLV-1,Valve,each,500',
      ),
      withMap(),
      true,
    );
    expect(applied.statusCode, applied.body).toBe(200);
    return applied.json() as PriceImportResult;
  };

  it('asks for a mapping when none is sent or remembered, writing nothing', async () => {
    const supplier = await addSupplier('Mapless Fire');
    const response = await send(supplier.id, csv('A,B,each,1'), {}, true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      applied: false,
      columns: ['Item Code', 'Description', 'UOM', 'Price'],
      mapping: null,
      changes: [],
      errors: [],
      counts: { add: 0, update: 0, unchanged: 0 },
      fingerprint: expect.any(String),
      skippedRows: [],
    });
    expect(await items(supplier.id)).toHaveLength(0);
  });

  it('previews changes without writing, applies them all, then remembers the mapping', async () => {
    const supplier = await addSupplier('Preview Fire');
    const auditBefore = await auditCount();
    const file = csv('SPK-68,Sprinkler head 68 °C,each,85.50', 'PIPE-50,Steel pipe 50 mm,,"R 1 234,50"');
    const preview = await send(supplier.id, file, withMap());
    expect(preview.statusCode, preview.body).toBe(200);
    const result = preview.json() as PriceImportResult;
    expect(result).toMatchObject({
      applied: false,
      mapping: MAPPING,
      counts: { add: 2, update: 0, unchanged: 0 },
      errors: [],
    });
    expect(result.changes).toEqual([
      {
        row: 2,
        code: 'SPK-68',
        description: 'Sprinkler head 68 °C',
        unit: 'each',
        category: '',
        action: 'ADD',
        oldUnitPrice: null,
        unitPrice: 85.5,
      },
      expect.objectContaining({ row: 3, code: 'PIPE-50', unit: 'each', unitPrice: 1234.5, action: 'ADD' }),
    ]);
    expect(await items(supplier.id)).toHaveLength(0);
    expect(await auditCount()).toBe(auditBefore);

    const applied = await send(supplier.id, file, { ...withMap(), fingerprint: result.fingerprint }, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true, counts: { add: 2, update: 0, unchanged: 0 } });
    const rows = await items(supplier.id);
    expect(rows.map((row) => [row.code, Number(row.unit_price_cents)])).toEqual([
      ['PIPE-50', 123_450],
      ['SPK-68', 8_550],
    ]);
    expect(await auditCount()).toBe(auditBefore + 1);
    const suppliers = await t.app.inject({
      method: 'GET',
      url: '/api/price-list/suppliers',
      headers: bearer(users.ENGINEER.token),
    });
    expect(suppliers.json().find((s: { id: string }) => s.id === supplier.id)).toMatchObject({
      columnMap: MAPPING,
      itemCount: 2,
      lastImportAt: expect.any(String),
    });

    // Next time, no mapping sent: the remembered one is used. One price up, one text change, one new.
    const next = csv(
      'SPK-68,Sprinkler head 68 °C,each,"90,00"',
      'PIPE-50,Steel pipe 50 mm (galv),each,"1 234,50"',
      'ELB-50,Elbow 50 mm,each,42',
    );
    const second = await send(supplier.id, next, {}, true);
    expect(second.statusCode, second.body).toBe(200);
    const secondResult = second.json() as PriceImportResult;
    expect(secondResult.counts).toEqual({ add: 1, update: 2, unchanged: 0 });
    expect(secondResult.changes.find((c) => c.code === 'SPK-68')).toMatchObject({
      action: 'UPDATE',
      oldUnitPrice: 85.5,
      unitPrice: 90,
    });
    const after = await items(supplier.id);
    const byCode = new Map(after.map((row) => [row.code, row]));
    const before = new Map(rows.map((row) => [row.code, row]));
    expect(byCode.get('PIPE-50')?.description).toBe('Steel pipe 50 mm (galv)');
    // Only the row whose price changed gets a new price date.
    expect(byCode.get('PIPE-50')?.price_updated_at).toBe(before.get('PIPE-50')?.price_updated_at);
    expect(byCode.get('SPK-68')?.price_updated_at).not.toBe(before.get('SPK-68')?.price_updated_at);
    expect(after).toHaveLength(3);

    const again = await send(supplier.id, next);
    expect((again.json() as PriceImportResult).counts).toEqual({ add: 0, update: 0, unchanged: 3 });

    // A file whose header the remembered map does not fit: the preview asks for the map again.
    const renamed = Buffer.from('Code,Name,Cost\r\nSPK-68,Sprinkler,1\r\n');
    const ask = await send(supplier.id, renamed);
    expect(ask.statusCode).toBe(200);
    expect(ask.json()).toMatchObject({ mapping: null, columns: ['Code', 'Name', 'Cost'], changes: [] });
    const refused = await send(supplier.id, renamed, {}, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: BOQ_MESSAGES.importColumnMissing('Item Code') });
  });

  it('writes nothing when one row is bad, listing each error with its row and column', async () => {
    const supplier = await addSupplier('Bad Row Fire');
    await seed(supplier.id);
    const before = await items(supplier.id);
    const auditBefore = await auditCount();
    const file = csv(
      'SPK-68,Sprinkler head 68 °C,each,99',
      'NEW-1,New thing,each,abc',
      'NEW-2,,each,10',
      'NEW-3,Formula,each,=A1*2',
      'SPK-68,Duplicate,each,10',
      'NEW-4,Too precise,each,1.234',
      'NEW-5,Negative,each,-5',
    );
    const preview = await send(supplier.id, file, withMap());
    expect(preview.statusCode).toBe(200);
    const result = preview.json() as PriceImportResult;
    expect(result.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'Price'],
      [4, 'Description'],
      [5, 'Price'],
      [6, 'Item Code'],
      [7, 'Price'],
      [8, 'Price'],
    ]);
    expect(result.errors[3]?.message).toContain('row 2');
    expect(result.changes.map((c) => c.code)).toEqual(['SPK-68']);

    const applied = await send(supplier.id, file, withMap(), true);
    expect(applied.statusCode).toBe(400);
    expect(applied.json()).toEqual({
      error: '6 rows have errors; nothing was imported',
      errors: result.errors,
    });
    expect(await items(supplier.id)).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);
  });

  it("applies the rows that can be priced and lists the others when asked to skip them ('POA'; issue 27 item 10)", async () => {
    const supplier = await addSupplier('Skip Row Fire');
    await seed(supplier.id);
    const file = csv(
      'SPK-68,Sprinkler head 68 °C,each,99',
      'POA-1,Deluge valve,each,POA',
      'NEW-1,Hose reel,each,1450',
    );
    const skipping = (apply: boolean) => {
      const body = multipartBody({ type: 'text/csv', name: 'prices.csv', data: file }, withMap());
      return t.app.inject({
        method: 'POST',
        url: `/api/price-list/suppliers/${supplier.id}/import?apply=${apply ? 1 : 0}&skipInvalid=1`,
        headers: { ...bearer(users.PROJECT_MANAGER.token), ...body.headers },
        payload: body.payload,
      });
    };
    const preview = (await skipping(false)).json() as PriceImportResult;
    expect(preview.errors.map((e) => e.row)).toEqual([3]);
    expect(preview.skippedRows).toEqual([3]);
    expect(preview.applied).toBe(false);
    // Without asking, the file is still all or nothing.
    expect((await send(supplier.id, file, withMap(), true)).statusCode).toBe(400);
    const applied = await skipping(true);
    expect(applied.statusCode, applied.body).toBe(200);
    const result = applied.json() as PriceImportResult;
    expect(result).toMatchObject({ applied: true, skippedRows: [3], counts: { add: 1, update: 1 } });
    const stored = await items(supplier.id);
    expect(stored.map((item) => item.code)).toContain('NEW-1');
    expect(stored.map((item) => item.code)).not.toContain('POA-1');
    expect(Number(stored.find((item) => item.code === 'SPK-68')?.unit_price_cents)).toBe(9900);
  });

  it('revives a deleted item as an ADD and refuses an apply against a changed list (409)', async () => {
    const supplier = await addSupplier('Stale Fire');
    await seed(supplier.id);
    const valve = (await items(supplier.id)).find((row) => row.code === 'VLV-1');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/price-list/${valve?.id}`,
      headers: bearer(users.ADMIN.token),
    });
    expect(removed.statusCode).toBe(204);
    const file = csv('VLV-1,Valve,each,510');
    const preview = (await send(supplier.id, file)).json() as PriceImportResult;
    expect(preview.changes).toEqual([
      expect.objectContaining({ code: 'VLV-1', action: 'ADD', oldUnitPrice: null }),
    ]);

    // Someone changes the list after the preview.
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/price-list',
      headers: bearer(users.ADMIN.token),
      payload: { supplierId: supplier.id, code: 'HAND-1', description: 'Typed', unit: 'each', unitPrice: 1 },
    });
    expect(edit.statusCode).toBe(201);
    const before = await items(supplier.id);
    const stale = await send(supplier.id, file, { fingerprint: preview.fingerprint }, true);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: BOQ_MESSAGES.importStale });
    expect(await items(supplier.id)).toEqual(before);

    const fresh = (await send(supplier.id, file)).json() as PriceImportResult;
    const applied = await send(supplier.id, file, { fingerprint: fresh.fingerprint }, true);
    expect(applied.statusCode).toBe(200);
    const revived = (await items(supplier.id)).find((row) => row.code === 'VLV-1');
    expect(revived).toMatchObject({ id: valve?.id, deleted_at: null });
    expect(Number(revived?.unit_price_cents)).toBe(51_000);
  });

  it('applies a file of thousands of rows in chunks: every add, update, revival and unchanged row as planned', async () => {
    const supplier = await addSupplier('Chunked Fire');
    // The list before: 3,200 items, every sixth deleted. The file names the first 3,000 and 600 new
    // codes, so its writes are 2,000 updates (1,500 changes, 500 revivals) and 600 inserts, each more
    // than one chunk; the last 200 items are not in the file.
    const listed = 3_200;
    const inFile = 3_000;
    const added = 600;
    const stamp = '2026-01-05T08:00:00.000Z';
    const code = (i: number) => `FB-${String(i).padStart(5, '0')}`;
    const cents = (i: number) => 1_000 + ((i * 7_919) % 2_500_000);
    const before = Array.from({ length: listed }, (_, i) => ({
      id: crypto.randomUUID(),
      supplier_id: supplier.id,
      code: code(i),
      code_key: code(i).toLowerCase(),
      description: `Item ${i}: K80 sprinkler's "head", 68 °C`,
      unit: 'each',
      category: i % 2 === 0 ? 'Sprinklers' : 'Pipe',
      asset_type: i % 5 === 0 ? 'SPRINKLER' : null,
      unit_price_cents: cents(i),
      price_updated_at: stamp,
      deleted_at: i % 6 === 3 ? stamp : null,
      created_at: stamp,
      updated_at: stamp,
    }));
    await t.database.db.transaction().execute(async (trx) => {
      for (let start = 0; start < before.length; start += 200)
        await trx
          .insertInto('price_items')
          .values(before.slice(start, start + 200))
          .execute();
    });
    // What the file says of each code: i % 6 is 0 a new price, 1 a new description, 2 the code's
    // case, unit and category, 3 a deleted item (a new price every other time), 4 and 5 unchanged.
    type Row = { code: string; description: string; unit: string; category: string; cents: number };
    const fileRows: Row[] = [];
    for (let i = 0; i < inFile; i += 1) {
      const item = before[i] as (typeof before)[number];
      const row: Row = { ...item, cents: item.unit_price_cents };
      if (i % 6 === 0) row.cents += 1_234;
      if (i % 6 === 1) row.description += ' (galvanised)';
      if (i % 6 === 2) Object.assign(row, { code: item.code.toLowerCase(), unit: 'box', category: 'Valves' });
      if (i % 12 === 3) row.cents += 5;
      fileRows.push(row);
    }
    for (let i = listed; i < listed + added; i += 1)
      fileRows.push({
        code: code(i),
        description: `New item ${i}`,
        unit: 'm',
        category: 'Pipe',
        cents: cents(i),
      });
    const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
    const data = Buffer.from(
      `${[
        'Item Code,Description,UOM,Category,Price',
        ...fileRows.map((r) =>
          [r.code, quote(r.description), r.unit, r.category, (r.cents / 100).toFixed(2)].join(','),
        ),
      ].join('\r\n')}\r\n`,
    );
    const fields = withMap({ ...MAPPING, category: 'Category' });
    const auditBefore = await auditCount();

    const preview = await send(supplier.id, data, fields);
    expect(preview.statusCode, preview.body).toBe(200);
    const planned = preview.json() as PriceImportResult;
    const counts = { add: 500 + added, update: 1_500, unchanged: 1_000 };
    expect(planned.counts).toEqual(counts);
    const applied = await send(supplier.id, data, { ...fields, fingerprint: planned.fingerprint }, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true, counts });

    const after = await items(supplier.id);
    expect(after).toHaveLength(listed + added);
    const byKey = new Map(after.map((row) => [row.code_key, row]));
    // One date for the whole apply, later than the list's.
    const now = (byKey.get(code(listed).toLowerCase()) as (typeof after)[number]).updated_at;
    expect(now > stamp).toBe(true);
    const actual = (row: (typeof after)[number]) => ({
      ...row,
      unit_price_cents: Number(row.unit_price_cents),
    });
    fileRows.forEach((r, i) => {
      const item = i < inFile ? before[i] : undefined;
      const written = (i % 6 !== 4 && i % 6 !== 5) || !item;
      const row = byKey.get(r.code.toLowerCase());
      expect(row && actual(row), r.code).toEqual({
        id: item?.id ?? expect.any(String),
        supplier_id: supplier.id,
        code: r.code,
        code_key: r.code.toLowerCase(),
        description: r.description,
        unit: r.unit,
        category: r.category,
        asset_type: item?.asset_type ?? null,
        unit_price_cents: r.cents,
        // A new date for a new price, a revived item and a new code; a text change keeps the old.
        price_updated_at: !item || i % 6 === 0 || i % 6 === 3 ? now : stamp,
        deleted_at: null,
        created_at: item ? stamp : now,
        updated_at: written ? now : stamp,
      });
    });
    for (const item of before.slice(inFile))
      expect(actual(byKey.get(item.code_key) as (typeof after)[number])).toEqual(item);

    expect(await auditCount()).toBe(auditBefore + 1);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['after', 'entity_id'])
      .where('action', '=', 'import-prices')
      .where('entity_id', '=', supplier.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after ?? '')).toEqual({
      supplier: 'Chunked Fire',
      rows: inFile + added,
      ...counts,
    });
    // Applied again: nothing left to change.
    const again = await send(supplier.id, data, fields);
    expect((again.json() as PriceImportResult).counts).toEqual({
      add: 0,
      update: 0,
      unchanged: inFile + added,
    });
  });

  it('reads XLSX as well as CSV: numbers and text prices', async () => {
    const supplier = await addSupplier('Workbook Fire');
    const data = await xlsx([
      ['Item Code', 'Description', 'UOM', 'Price', 'Category'],
      ['SPK-68', 'Sprinkler head', 'each', 85.5, 'Sprinklers'],
      ['PIPE-50', 'Steel pipe', 'm', 'R 1 234,50', 'Pipe'],
      ['BAD-1', 'Too precise', 'each', 1.005, 'Sprinklers'],
    ]);
    const file = {
      name: 'prices.xlsx',
      data,
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    };
    const mapping = JSON.stringify({ ...MAPPING, category: 'Category' });
    // Read in the parse pool (a child process), not in the server: one more job done there.
    const done = t.app.context.fileParsing.stats().completed;
    const preview = await upload('ADMIN', supplier.id, file, { mapping });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(t.app.context.fileParsing.stats().completed).toBe(done + 1);
    const result = preview.json() as PriceImportResult;
    expect(result.columns).toEqual(['Item Code', 'Description', 'UOM', 'Price', 'Category']);
    expect(result.changes.map((c) => [c.code, c.unitPrice, c.category])).toEqual([
      ['SPK-68', 85.5, 'Sprinklers'],
      ['PIPE-50', 1234.5, 'Pipe'],
    ]);
    expect(result.errors).toEqual([{ row: 4, column: 'Price', message: expect.any(String) }]);
    const good = await xlsx([
      ['Item Code', 'Description', 'UOM', 'Price'],
      ['SPK-68', 'Sprinkler head', 'each', 85.5],
    ]);
    const applied = await upload('ADMIN', supplier.id, { ...file, data: good }, withMap(), true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await items(supplier.id)).map((row) => row.code)).toEqual(['SPK-68']);
  });

  it('refuses a workbook with formulas or links to another workbook, naming the cell, and writes nothing', async () => {
    const supplier = await addSupplier('Linked Fire');
    await seed(supplier.id);
    const before = await items(supplier.id);
    const header = ['Item Code', 'Description', 'UOM', 'Price'];
    const linked = await xlsx([
      header,
      // The stale copy Excel kept of another workbook's price: 85.50 here, whatever it is now.
      ['SPK-68', 'Sprinkler head', 'each', { formula: '[1]Prices!D2', result: 85.5 }],
      ['PIPE-50', 'Steel pipe', 'm', { formula: '[1]Prices!D3', result: 120 }],
    ]);
    const computed = await xlsx([
      header,
      ['SPK-68', 'Sprinkler head', 'each', 85.5],
      ['CALC-1', 'Calculated', 'each', { formula: 'D2*2', result: 171 }],
    ]);
    const valuesButLinked = withZipPart(
      await xlsx([header, ['SPK-68', 'Sprinkler head', 'each', 85.5]]),
      'xl/externalLinks/externalLink1.xml',
      Buffer.from(
        '<externalLink xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><externalBook/></externalLink>',
      ),
    );
    const cases: [Buffer, string][] = [
      [linked, PRICE_WORKBOOK_MESSAGES.externalFormula('D2', '[1]Prices!D2', 1)],
      [computed, PRICE_WORKBOOK_MESSAGES.formula('D3', 'D2*2', 0)],
      [valuesButLinked, PRICE_WORKBOOK_MESSAGES.externalLink('xl/externalLinks/externalLink1.xml')],
    ];
    for (const [data, error] of cases)
      for (const apply of [false, true]) {
        const response = await send(supplier.id, data, withMap(), apply);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({ error });
      }
    expect(cases[0]?.[1]).toMatch(/^Cell D2 takes its value from another workbook/);
    expect(await items(supplier.id)).toEqual(before);
  });

  it('refuses wrong mappings, empty, oversized and unreadable files with a 4xx and writes nothing', async () => {
    const supplier = await addSupplier('Hostile Fire');
    await seed(supplier.id);
    const before = await items(supplier.id);
    const refusals: [Promise<{ statusCode: number; json: () => unknown }>, number, string | RegExp][] = [
      [
        send(supplier.id, csv('A,B,each,1'), withMap({ ...MAPPING, unitPrice: 'Cost' }), true),
        400,
        BOQ_MESSAGES.importColumnMissing('Cost'),
      ],
      [send(supplier.id, csv('A,B,each,1'), { mapping: '{not json' }, true), 400, BOQ_MESSAGES.importMapping],
      [
        send(supplier.id, csv('A,B,each,1'), withMap({ code: 'Item Code' }), true),
        400,
        BOQ_MESSAGES.importMapping,
      ],
      [send(supplier.id, Buffer.from(''), withMap(), true), 400, /./],
      [
        send(supplier.id, Buffer.from('Item Code,Description,UOM,Price\r\n\r\n'), withMap(), true),
        400,
        BOQ_MESSAGES.importEmpty,
      ],
      [send(supplier.id, Buffer.from('\r\n  \r\n'), withMap(), true), 400, BOQ_MESSAGES.importEmpty],
      [
        send(
          supplier.id,
          csv(...Array.from({ length: BOQ_LIMITS.importRowsMax + 1 }, (_, i) => `C${i},D,each,1`)),
          withMap(),
          true,
        ),
        400,
        BOQ_MESSAGES.importTooLarge,
      ],
      [
        send(supplier.id, Buffer.from([0x00, 0x01, 0xff, 0xfe, 0x10, 0x80, 0x00, 0x7f]), withMap(), true),
        400,
        BOQ_MESSAGES.importType,
      ],
      [
        send(supplier.id, Buffer.from('%PDF-1.4\n\u0000\u0001binary'), withMap(), true),
        400,
        BOQ_MESSAGES.importType,
      ],
      [
        send(supplier.id, Buffer.alloc(BOQ_LIMITS.importBytesMax + 1, 0x41), withMap(), true),
        413,
        BOQ_MESSAGES.importBytes,
      ],
      // One line of 4 MB: no header can be that long.
      [send(supplier.id, Buffer.alloc(4 * 1024 * 1024, 0x41), withMap(), true), 400, /columns/],
      [send(supplier.id, Buffer.from('a,'.repeat(1_000_000)), withMap(), true), 400, /columns/],
      [send(supplier.id, officeZipBomb('xlsx', 200), withMap(), true), 400, /zip bomb/],
      [send(supplier.id, officeZipBomb('xlsx', 100, { lie: true }), withMap(), true), 400, /zip bomb/],
      [send(supplier.id, manyEntryZip('xlsx', 2000), withMap(), true), 400, /zip bomb/],
      [send(supplier.id, officeZip('xlsx', Buffer.from('<workbook/>')), withMap(), true), 400, /./],
      [send(supplier.id, (await xlsx([['Item Code'], ['A']])).subarray(0, 400), withMap(), true), 400, /./],
      [upload('ADMIN', supplier.id, null, withMap(), true), 400, /file/],
      [
        send(
          supplier.id,
          await xlsx([
            ['Item Code', 'Description', 'UOM', 'Price'],
            ...Array.from({ length: BOQ_LIMITS.importRowsMax + 1 }, (_, i) => [`C${i}`, 'D', 'each', 1]),
          ]),
          withMap(),
          true,
        ),
        400,
        BOQ_MESSAGES.importTooLarge,
      ],
    ];
    for (const [request, status, message] of refusals) {
      const response = await request;
      expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
      expect(response.json()).toEqual({
        error: typeof message === 'string' ? message : expect.stringMatching(message),
      });
    }
    expect(await items(supplier.id)).toEqual(before);
    const unknown = await send(crypto.randomUUID(), csv('A,B,each,1'), withMap());
    expect(unknown.statusCode).toBe(404);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/price-list/suppliers/${supplier.id}/import`,
      headers: bearer(users.ADMIN.token),
      payload: { csv: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });
});
