import {
  accountingExportListSchema,
  documentTotals,
  lineFigures,
  TAX_CODES,
  type TaxCode,
} from '@firebreak/shared';
import JSZip from 'jszip';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerEachRole, type TestRole } from '../../test/factories';
import { insertMarchRegister } from '../../test/money-register';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { SAGE_TAX_TYPES } from './sage';
import { XERO_TAX_TYPES } from './xero';

const MARCH = 'from=2026-03-01&to=2026-03-31';
const BOM = '\uFEFF';
const FORMULA = `"'=HYPERLINK(""http://evil.example"",""Click"")"`;
const ACME = 'Acme Fire Services (Pty) Ltd';

describe.each(engines)('accounting export on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let register: Awaited<ReturnType<typeof insertMarchRegister>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    register = await insertMarchRegister({ db: t.database.db });
  });
  afterAll(async () => t?.close());

  const get = (url: string, role: TestRole = 'PROJECT_MANAGER') =>
    t.app.inject({ method: 'GET', url, headers: bearer(users[role].token) });
  const download = async (query: string) => {
    const response = await get(`/api/exports/accounting?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(response.rawPayload);
    const files: Record<string, string> = {};
    for (const name of Object.keys(zip.files)) files[name] = (await zip.file(name)?.async('string')) ?? '';
    return { bytes: response.rawPayload, files, id: String(response.headers['x-export-id']) };
  };
  const lines = (text: string | undefined) => (text ?? '').split('\r\n');
  const parse = (text: string | undefined) =>
    Papa.parse<Record<string, string>>((text ?? '').replace(BOM, ''), { header: true, skipEmptyLines: true })
      .data;
  const exportCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('accounting_exports')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("writes Xero's sales invoice import and the payments, exactly, issued documents only", async () => {
    const { files } = await download(`${MARCH}&format=xero`);
    expect(Object.keys(files).sort()).toEqual([
      'changes-since-last-export.csv',
      'xero-invoices.csv',
      'xero-payments.csv',
    ]);
    const acme = `${ACME},accounts@acme.example,1 Main Road,Sandown,Sandton,2196,,,,`;
    expect(lines(files['xero-invoices.csv'])).toEqual([
      `${BOM}*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,POPostalCode,POCountry,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,Total,InventoryItemCode,*Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TaxAmount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency,BrandingTheme`,
      `${acme},INV-2026-0001,PO-77,02/03/2026,01/04/2026,3475,,Sprinkler service,2,1250,,200,Standard Rate Sales,375,,,,,ZAR,`,
      `${acme},INV-2026-0001,PO-77,02/03/2026,01/04/2026,3475,,Pump parts for export,1.5,333.33,,200,Zero Rated,0,,,,,ZAR,`,
      `${acme},INV-2026-0001,PO-77,02/03/2026,01/04/2026,3475,,Training levy,1,100,,200,Exempt and Non-Supplies,0,,,,,ZAR,`,
      // A credit note: Xero takes a negative total in the invoice import as a credit note.
      `${acme},CN-2026-0001,Credit for INV-2026-0001,10/03/2026,10/03/2026,-1437.5,,Sprinkler service not done,-1,1250,,200,Standard Rate Sales,-187.5,,,,,ZAR,`,
      // A name or text starting like a formula is written as text.
      `${FORMULA},x@evil.example,,,,,,,,,INV-2026-0002,,15/03/2026,14/04/2026,977.5,,"'+27 call-out",1,850,,200,Standard Rate Sales,127.5,,,,,ZAR,`,
      '',
    ]);
    expect(lines(files['xero-payments.csv'])).toEqual([
      `${BOM}Date,ContactName,InvoiceNumber,Amount,Reference,Method,PaymentTotal`,
      `20/03/2026,${ACME},INV-2026-0001,1000,ACME-EFT-1,EFT,1000`,
      `25/03/2026,${FORMULA},INV-2026-0002,977.5,,CARD,1000`,
      `25/03/2026,${FORMULA},,22.5,,CARD,1000`,
      '',
    ]);
    expect(lines(files['changes-since-last-export.csv'])).toEqual([`${BOM}Kind,Document,Document Id`, '']);
  });

  it("writes Sage's customers, invoices and credit notes, and receipts, exactly", async () => {
    const { files } = await download(`${MARCH}&format=sage`);
    expect(Object.keys(files).sort()).toEqual([
      'changes-since-last-export.csv',
      'sage-customers.csv',
      'sage-invoices.csv',
      'sage-receipts.csv',
    ]);
    expect(lines(files['sage-customers.csv'])).toEqual([
      `${BOM}Customer Name,Contact Name,Telephone,Email,Postal Address Line 1,Postal Address Line 2,Postal Address Line 3,Postal Address Line 4,VAT Reference,Payment Terms (Days)`,
      `${FORMULA},,,x@evil.example,,,,,,`,
      `${ACME},Jo Ndlovu,011 555 0100,accounts@acme.example,1 Main Road,Sandown,Sandton,2196,4123456780,30`,
      '',
    ]);
    const inv1 = `Tax Invoice,INV-2026-0001,${ACME},02/03/2026,01/04/2026,PO-77,`;
    expect(lines(files['sage-invoices.csv'])).toEqual([
      `${BOM}Document Type,Document Number,Customer Name,Document Date,Due Date,Reference,Credits Document,Description,Account,Quantity,Unit Price (Excl),Tax Type,Line Excl,Line Tax,Line Incl,Document Excl,Document Tax,Document Incl`,
      `${inv1},Sprinkler service,Sales,2,1250,Standard Rate,2500,375,2875,3100,375,3475`,
      `${inv1},Pump parts for export,Sales,1.5,333.33,Zero Rate,500,0,500,3100,375,3475`,
      `${inv1},Training levy,Sales,1,100,Exempt and Non-Supplies,100,0,100,3100,375,3475`,
      `Credit Note,CN-2026-0001,${ACME},10/03/2026,10/03/2026,,INV-2026-0001,Sprinkler service not done,Sales,1,1250,Standard Rate,1250,187.5,1437.5,1250,187.5,1437.5`,
      `Tax Invoice,INV-2026-0002,${FORMULA},15/03/2026,14/04/2026,,,"'+27 call-out",Sales,1,850,Standard Rate,850,127.5,977.5,850,127.5,977.5`,
      '',
    ]);
    expect(lines(files['sage-receipts.csv'])).toEqual([
      `${BOM}Date,Customer Name,Reference,Method,Receipt Amount,Allocated To,Allocated Amount`,
      `20/03/2026,${ACME},ACME-EFT-1,EFT,1000,INV-2026-0001,1000`,
      `25/03/2026,${FORMULA},,CARD,1000,INV-2026-0002,977.5`,
      `25/03/2026,${FORMULA},,CARD,1000,,22.5`,
      '',
    ]);
  });

  it('never writes a cell a spreadsheet would run as a formula', async () => {
    for (const format of ['xero', 'sage']) {
      const { files } = await download(`${MARCH}&format=${format}`);
      for (const [name, text] of Object.entries(files)) {
        const cells = Papa.parse<string[]>(text.replace(BOM, '')).data.flat();
        for (const cell of cells) {
          // A minus is only ever a number's sign (a credit note's amounts in Xero).
          if (cell.startsWith('-')) expect(Number.isFinite(Number(cell)), `${name}: ${cell}`).toBe(true);
          else expect(cell, name).not.toMatch(/^[=+@\t\r]/);
        }
        if (name !== 'changes-since-last-export.csv')
          expect(cells.some((cell) => cell.startsWith("'"))).toBe(true);
      }
    }
  });

  it("adds up per tax code to the register's sums, to the cent", async () => {
    // The register's own figures: issued documents of March, credit notes taken off.
    const rows = await t.database.db
      .selectFrom('invoices as i')
      .innerJoin('invoice_lines as l', 'l.invoice_id', 'i.id')
      .select(['i.kind', 'l.tax_code', 'l.net_cents', 'l.vat_cents'])
      .where('i.status', '=', 'ISSUED')
      .where('i.issue_date', '>=', '2026-03-01')
      .where('i.issue_date', '<=', '2026-03-31')
      .execute();
    const expected = documentTotals(
      rows.map((row) => {
        const sign = row.kind === 'CREDIT_NOTE' ? -1 : 1;
        const taxCode = row.tax_code as TaxCode;
        return {
          taxCode,
          netCents: sign * Number(row.net_cents),
          vatCents: sign * Number(row.vat_cents),
          totalCents: 0,
        };
      }),
    );
    expect(expected.byTaxCode).toEqual({ STANDARD: 2_100_00, ZERO_RATED: 500_00, EXEMPT: 100_00 });
    const cents = (value: string | undefined) => Math.round(Number(value) * 100);

    const sage = parse((await download(`${MARCH}&format=sage`)).files['sage-invoices.csv']);
    const xero = parse((await download(`${MARCH}&format=xero`)).files['xero-invoices.csv']);
    for (const code of TAX_CODES) {
      const sageLines = sage.filter((row) => row['Tax Type'] === SAGE_TAX_TYPES[code]);
      const sign = (row: Record<string, string>) => (row['Document Type'] === 'Credit Note' ? -1 : 1);
      expect(sageLines.reduce((sum, row) => sum + sign(row) * cents(row['Line Excl']), 0)).toBe(
        expected.byTaxCode[code],
      );
      // Xero works each line out again from quantity × unit amount: the same rule gives the same cents.
      const xeroNet = xero
        .filter((row) => row['*TaxType'] === XERO_TAX_TYPES[code])
        .reduce((sum, row) => {
          const quantityMilli = Math.round(Number(row['*Quantity']) * 1000);
          return (
            sum +
            lineFigures({ quantityMilli, unitPriceCents: cents(row['*UnitAmount']), taxCode: code }).netCents
          );
        }, 0);
      expect(xeroNet).toBe(expected.byTaxCode[code]);
    }
    expect(
      sage.reduce(
        (sum, row) => sum + (row['Document Type'] === 'Credit Note' ? -1 : 1) * cents(row['Line Tax']),
        0,
      ),
    ).toBe(expected.vatCents);
    expect(xero.reduce((sum, row) => sum + cents(row.TaxAmount), 0)).toBe(expected.vatCents);
  });

  it('gives the byte-identical file for the same period when nothing changed, and records each export', async () => {
    const first = await download(`${MARCH}&format=xero`);
    const second = await download(`${MARCH}&format=xero`);
    expect(Buffer.compare(first.bytes, second.bytes)).toBe(0);

    const list = await get('/api/exports');
    expect(list.statusCode).toBe(200);
    const { items } = accountingExportListSchema.parse(list.json());
    const [newest, before] = items;
    expect(newest?.id).toBe(second.id);
    expect(before?.id).toBe(first.id);
    expect(newest).toMatchObject({
      format: 'xero',
      from: '2026-03-01',
      to: '2026-03-31',
      fileName: 'accounting-xero-2026-03-01-to-2026-03-31.zip',
      byteSize: second.bytes.length,
      // Two invoices, a credit note, two payments; not the draft, not April's invoice.
      documentCount: 5,
      changes: [],
      createdBy: { id: users.PROJECT_MANAGER.user.id },
    });
    expect(newest?.sha256).toBe(before?.sha256);
    const recorded = await t.database.db
      .selectFrom('accounting_export_documents')
      .select(['document_id'])
      .where('export_id', '=', second.id)
      .execute();
    const ids = recorded.map((row) => row.document_id);
    expect(ids).not.toContain(register.draft.id);
    expect(ids).not.toContain(register.april.id);
    expect(ids).toEqual(
      expect.arrayContaining([register.invoice.id, register.creditNote.id, register.partPayment]),
    );
  });

  it('marks what changed since the last export of an overlapping period', async () => {
    const before = await download(`${MARCH}&format=xero`);
    await t.database.db
      .updateTable('invoice_lines')
      .set({ description: 'Sprinkler service (annual)' })
      .where('invoice_id', '=', register.invoice.id)
      .where('position', '=', 0)
      .execute();

    // A period that only overlaps March still compares with March's export.
    const changed = await download('from=2026-03-02&to=2026-04-30&format=xero');
    expect(lines(changed.files['changes-since-last-export.csv'])).toEqual([
      `${BOM}Kind,Document,Document Id`,
      `INVOICE,INV-2026-0001,${register.invoice.id}`,
      '',
    ]);
    const { items } = accountingExportListSchema.parse((await get('/api/exports')).json());
    expect(items[0]?.changes).toEqual([
      { kind: 'INVOICE', documentId: register.invoice.id, label: 'INV-2026-0001' },
    ]);

    // Marked once: the next March export compares with the changed one and is quiet again.
    const march = await download(`${MARCH}&format=xero`);
    expect(lines(march.files['changes-since-last-export.csv'])).toEqual([
      `${BOM}Kind,Document,Document Id`,
      '',
    ]);
    expect(Buffer.compare(before.bytes, march.bytes)).not.toBe(0);
    const again = await download(`${MARCH}&format=xero`);
    expect(Buffer.compare(march.bytes, again.bytes)).toBe(0);

    // Sage keeps its own history: its last export had the old rows, so it marks the change too.
    const sage = await download(`${MARCH}&format=sage`);
    expect(lines(sage.files['changes-since-last-export.csv'])[1]).toBe(
      `INVOICE,INV-2026-0001,${register.invoice.id}`,
    );
  });

  it('refuses bad input with a clear 400 and records nothing', async () => {
    const count = await exportCount();
    const cases: [string, RegExp][] = [
      ['from=2026-03-31&to=2026-03-01&format=xero', /From must be on or before To/],
      ['from=2026-02-01&to=2026-02-30&format=xero', /To is not a valid date/],
      ['from=2026-03-01&to=2026-03-31&format=csv', /Format must be one of sage, xero/],
      ['from=2016-01-01&to=2025-12-31&format=sage', /at most 5 years/],
      ['to=2026-03-31&format=sage', /From is required/],
      ['from=2026-03-01&to=2026-03-31', /Format must be one of sage, xero/],
      ['from=2026-03-01&from=2026-03-02&to=2026-03-31&format=xero', /From must be a date/],
      [`from=${'9'.repeat(5000)}&to=2026-03-31&format=xero`, /From is not a valid date/],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/exports/accounting?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toMatch(message);
    }
    expect(await exportCount()).toBe(count);
  });

  it('lets only the office export or list exports', async () => {
    const count = await exportCount();
    for (const role of ['TECHNICIAN', 'ENGINEER'] as const) {
      expect((await get(`/api/exports/accounting?${MARCH}&format=sage`, role)).statusCode).toBe(403);
      expect((await get('/api/exports', role)).statusCode).toBe(403);
    }
    expect(await exportCount()).toBe(count);
    expect((await get(`/api/exports/accounting?${MARCH}&format=sage`, 'ADMIN')).statusCode).toBe(200);
    expect((await get('/api/exports', 'ADMIN')).statusCode).toBe(200);
  });
});
