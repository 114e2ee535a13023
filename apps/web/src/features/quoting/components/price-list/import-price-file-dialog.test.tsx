import {
  BOQ_MESSAGES,
  formatZarExact,
  type PriceImportResult,
  type PriceListResponse,
  type Supplier,
  type User,
} from '@firebreak/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { prefill } from './import-price-file-dialog';
import { PriceListPanel } from './price-list-panel';
import { PRICE_LIST_STRINGS as S } from './strings';
import { makeItem, SUPPLIERS } from './test-fixtures';

const rand = (amount: number) => formatZarExact(amount).replace(/\s/g, ' ');
const IMPORT = (id: string) => `/price-list/suppliers/${id}/import`;
const COLUMNS = ['Item Code', 'Description', 'UOM', 'Price', 'Group'];
const ASP = SUPPLIERS[0]!;
const VIKING = SUPPLIERS[1]!;

const result = (overrides: Partial<PriceImportResult>): PriceImportResult => ({
  applied: false,
  columns: COLUMNS,
  mapping: null,
  changes: [],
  errors: [],
  counts: { add: 0, update: 0, unchanged: 0 },
  fingerprint: 'fp-1',
  skippedRows: [],
  ...overrides,
});

const PREVIEW = result({
  mapping: {
    code: 'Item Code',
    description: 'Description',
    unitPrice: 'Price',
    unit: 'UOM',
    category: 'Group',
  },
  changes: [
    {
      row: 2,
      code: 'SPK-68',
      description: 'Sprinkler head 68 °C pendent',
      unit: 'each',
      category: 'Sprinklers',
      action: 'UPDATE',
      oldUnitPrice: 85.5,
      unitPrice: 90,
    },
    {
      row: 3,
      code: 'ELB-50',
      description: 'Elbow 50 mm',
      unit: 'each',
      category: 'Fittings',
      action: 'ADD',
      oldUnitPrice: null,
      unitPrice: 42,
    },
    {
      row: 4,
      code: 'PIPE-50',
      description: 'Steel pipe 50 mm',
      unit: 'm',
      category: 'Pipe',
      action: 'UNCHANGED',
      oldUnitPrice: 1234.5,
      unitPrice: 1234.5,
    },
  ],
  counts: { add: 1, update: 1, unchanged: 1 },
});

/** The multipart fields the app sent to one import call, as MSW read them. */
const sent = () => requestsTo('POST', IMPORT(ASP.id)).map((request) => request.body as FormData);

let listCalls = 0;

beforeEach(() => {
  listCalls = 0;
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: makeUser({ role: 'ADMIN' }) }));
  api.get<PriceListResponse>('/price-list', () => {
    listCalls += 1;
    return { items: [makeItem({})], total: 1 };
  });
  api.get<Supplier[]>('/price-list/suppliers', SUPPLIERS);
});

async function openImport() {
  const view = renderRoutes([{ path: '/', element: <PriceListPanel /> }]);
  const button = await screen.findByRole('button', { name: S.importFile });
  await waitFor(() => expect(button).toBeEnabled());
  await view.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: S.importTitle });
  return { ...view, dialog };
}

const CSV_TEXT = 'Item Code,Description,UOM,Price,Group\nSPK-68,Head,each,90,Sprinklers\n';

function chooseFile(dialog: HTMLElement, name = 'asp-prices.csv') {
  const file = new File([CSV_TEXT], name, {
    type: 'text/csv',
  });
  fireEvent.change(within(dialog).getByTestId('price-file-input'), { target: { files: [file] } });
}

describe('prefill', () => {
  it("matches the remembered names to the header's spelling; the rest by their usual names (issue 27 item 10)", () => {
    expect(
      prefill(COLUMNS, {
        code: 'item code',
        description: 'Description',
        unitPrice: 'Cost',
        category: 'GROUP',
      }),
    ).toEqual({
      code: 'Item Code',
      description: 'Description',
      unitPrice: 'Price',
      unit: 'UOM',
      category: 'Group',
    });
    // Nothing remembered: a supplier's usual headers need no choosing.
    expect(prefill(COLUMNS, null)).toEqual({
      code: 'Item Code',
      description: 'Description',
      unitPrice: 'Price',
      unit: 'UOM',
      category: 'Group',
    });
    expect(prefill(['A', 'B'], null)).toEqual({
      code: '',
      description: '',
      unitPrice: '',
      unit: '',
      category: '',
    });
  });
});

describe('Import price file', () => {
  it('goes file → columns (prefilled from the remembered map) → preview → apply, sending the fingerprint', async () => {
    api.post<FormData, PriceImportResult>(IMPORT(ASP.id), ({ body, query }) => {
      if (query.get('apply') === '1') return result({ ...PREVIEW, applied: true, fingerprint: 'fp-2' });
      if (!body.has('mapping')) return result({ mapping: null });
      return PREVIEW;
    });
    const { user, dialog } = await openImport();
    const next = within(dialog).getByRole('button', { name: S.next });
    expect(next).toBeDisabled();
    expect(within(dialog).getByText(S.noFile)).toBeInTheDocument();
    chooseFile(dialog);
    expect(within(dialog).getByText(S.fileChosen('asp-prices.csv'))).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Supplier/ })).toHaveTextContent('ASP Fire');
    await user.click(next);

    // Columns: the remembered map (Item Code, Description, Price, UOM) is offered; Group is not in it.
    expect(await within(dialog).findByText(S.mappingIntro)).toBeInTheDocument();
    const first = sent()[0]!;
    expect(first.has('mapping')).toBe(false);
    // The file itself travels (MSW re-encodes it, so its name is lost; its bytes are not).
    expect(first.get('file')).toMatchObject({ type: 'text/csv', size: CSV_TEXT.length });
    expect(requestsTo('POST', IMPORT(ASP.id))[0]?.query.get('apply')).toBe('0');
    const select = (label: string) =>
      within(dialog).getByRole('combobox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
    expect(select(S.mapFields.code)).toHaveTextContent('Item Code');
    expect(select(S.mapFields.unitPrice)).toHaveTextContent('Price');
    expect(select(S.mapFields.unit)).toHaveTextContent('UOM');
    // Not in the remembered map, but 'Group' is a category's usual name (issue 27 item 10).
    expect(select(S.mapFields.category)).toHaveTextContent('Group');
    await user.click(select(S.mapFields.category));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([S.notInFile, ...COLUMNS]);
    await user.click(screen.getByRole('option', { name: 'Group' }));
    await user.click(within(dialog).getByRole('button', { name: S.preview }));

    // Preview: counts, the new and changed rows with old → new price; unchanged rows only counted.
    expect(await within(dialog).findByText(S.counts(1, 1, 1))).toBeInTheDocument();
    expect(JSON.parse(String(sent()[1]?.get('mapping')))).toEqual({
      code: 'Item Code',
      description: 'Description',
      unitPrice: 'Price',
      unit: 'UOM',
      category: 'Group',
    });
    expect(listCalls).toBe(1);
    const table = within(dialog).getByRole('table', { name: S.changesLabel });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('SPK-68');
    expect(rows[1]).toHaveTextContent(S.actions.UPDATE);
    expect(rows[1]).toHaveTextContent(`${rand(85.5)} → ${rand(90)}`);
    expect(rows[2]).toHaveTextContent(S.actions.ADD);
    expect(rows[2]).toHaveTextContent(rand(42));
    expect(within(table).queryByText('PIPE-50')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: S.apply }));
    expect(await screen.findByText(S.applied(1, 1))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const applied = requestsTo('POST', IMPORT(ASP.id))[2]!;
    expect(applied.query.get('apply')).toBe('1');
    expect((applied.body as FormData).get('fingerprint')).toBe('fp-1');
    expect(JSON.parse(String((applied.body as FormData).get('mapping')))).toMatchObject({
      category: 'Group',
    });
    // The list refreshes after an apply.
    await waitFor(() => expect(listCalls).toBe(2));
  });

  it('asks for the required columns when a supplier has no remembered map and the headers are not the usual ones', async () => {
    api.post<FormData, PriceImportResult>(IMPORT(VIKING.id), () =>
      result({ columns: ['Kode', 'Beskrywing', 'Prys'] }),
    );
    const { user, dialog } = await openImport();
    await user.click(within(dialog).getByRole('combobox', { name: /Supplier/ }));
    await user.click(await screen.findByRole('option', { name: 'Viking SA' }));
    chooseFile(dialog, 'viking.xlsx');
    await user.click(within(dialog).getByRole('button', { name: S.next }));
    const code = await within(dialog).findByRole('combobox', { name: new RegExp(`^${S.mapFields.code}`) });
    expect(code).not.toHaveTextContent(/\w/);
    await user.click(within(dialog).getByRole('button', { name: S.preview }));
    expect(await within(dialog).findByText(S.mappingRequired)).toBeInTheDocument();
    expect(requestsTo('POST', IMPORT(VIKING.id))).toHaveLength(1);
  });

  it('lists row errors with their row numbers and does not offer Apply', async () => {
    api.post<FormData, PriceImportResult>(IMPORT(ASP.id), () =>
      result({
        ...PREVIEW,
        errors: [
          { row: 5, column: 'Price', message: 'Not a number of rand' },
          { row: 9, column: 'Item Code', message: 'Code SPK-68 is also on row 2' },
        ],
      }),
    );
    const { user, dialog } = await openImport();
    chooseFile(dialog);
    await user.click(within(dialog).getByRole('button', { name: S.next }));
    await user.click(await within(dialog).findByRole('button', { name: S.preview }));
    expect(await within(dialog).findByText(S.rowErrorsHeading(2))).toBeInTheDocument();
    expect(within(dialog).getByText(S.rowError(5, 'Price', 'Not a number of rand'))).toBeInTheDocument();
    expect(
      within(dialog).getByText(S.rowError(9, 'Item Code', 'Code SPK-68 is also on row 2')),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: S.apply })).toBeDisabled();
  });

  it("imports the rows that can be priced and skips the others on request ('POA'; issue 27 item 10)", async () => {
    const errors = [{ row: 5, column: 'Price', message: 'Not a number of rand' }];
    api.post<FormData, PriceImportResult>(IMPORT(ASP.id), ({ query }) =>
      query.get('apply') === '1'
        ? result({ ...PREVIEW, applied: true, errors, skippedRows: [5], fingerprint: 'fp-2' })
        : result({ ...PREVIEW, errors }),
    );
    const { user, dialog } = await openImport();
    chooseFile(dialog);
    await user.click(within(dialog).getByRole('button', { name: S.next }));
    await user.click(await within(dialog).findByRole('button', { name: S.preview }));
    expect(await within(dialog).findByText(S.rowErrorsHeading(1))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: S.apply })).toBeDisabled();
    // PREVIEW adds one row and changes one.
    await user.click(within(dialog).getByRole('button', { name: S.applySkipping(2, 1) }));
    expect(await screen.findByText(S.appliedSkipping(1, 1, [5]))).toBeInTheDocument();
    const applied = requestsTo('POST', IMPORT(ASP.id)).at(-1)!;
    expect(applied.query.get('apply')).toBe('1');
    expect(applied.query.get('skipInvalid')).toBe('1');
  });

  it("shows the server's refusals: an unreadable file, a stale preview, rows refused on apply", async () => {
    let answer: 'type' | 'preview' | 'stale' | 'rows' = 'type';
    api.post<FormData, PriceImportResult>(IMPORT(ASP.id), ({ query }) => {
      if (answer === 'type') return apiError(400, BOQ_MESSAGES.importType);
      if (query.get('apply') !== '1') return PREVIEW;
      if (answer === 'stale') return apiError(409, BOQ_MESSAGES.importStale);
      return HttpResponse.json(
        {
          error: '1 row has errors; nothing was imported',
          errors: [{ row: 7, column: 'Price', message: 'A unit price cannot be negative' }],
        },
        { status: 400 },
      );
    });
    const { user, dialog } = await openImport();
    chooseFile(dialog, 'prices.pdf');
    await user.click(within(dialog).getByRole('button', { name: S.next }));
    expect(await within(dialog).findByText(BOQ_MESSAGES.importType)).toBeInTheDocument();
    expect(within(dialog).queryByText(S.mappingIntro)).not.toBeInTheDocument();

    answer = 'preview';
    chooseFile(dialog);
    expect(within(dialog).queryByText(BOQ_MESSAGES.importType)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: S.next }));
    await user.click(await within(dialog).findByRole('button', { name: S.preview }));
    await within(dialog).findByText(S.counts(1, 1, 1));
    answer = 'stale';
    await user.click(within(dialog).getByRole('button', { name: S.apply }));
    expect(await within(dialog).findByText(BOQ_MESSAGES.importStale)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: S.importTitle })).toBeInTheDocument();

    answer = 'rows';
    await user.click(within(dialog).getByRole('button', { name: S.apply }));
    expect(await within(dialog).findByText('1 row has errors; nothing was imported')).toBeInTheDocument();
    expect(
      within(dialog).getByText(S.rowError(7, 'Price', 'A unit price cannot be negative')),
    ).toBeInTheDocument();
    expect(listCalls).toBe(1);

    // Back to the columns, and a fresh preview clears the refusal.
    await user.click(within(dialog).getByRole('button', { name: S.back }));
    expect(within(dialog).queryByText('1 row has errors; nothing was imported')).not.toBeInTheDocument();
    expect(within(dialog).getByText(S.mappingIntro)).toBeInTheDocument();
  });
});
