import {
  BOQ_MESSAGES,
  type BoqLine,
  type ClientListResponse,
  calculateBoq,
  formatZar,
  formatZarExact,
  type PriceItem,
  type PriceListResponse,
  type QuoteListResponse,
  type QuoteTemplate,
  type RawBoqQuoteInput,
  type SavedQuote,
  type Supplier,
} from '@firebreak/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientPage } from '@/testing/clients';
import { api, apiError, lastRequest, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { FORM_STRINGS as F } from '../../strings';
import { makeQuoteSummary, makeSavedQuote, TEMPLATES } from '../../test-fixtures';
import { COMPARE_STRINGS as C, HISTORY_STRINGS as H } from '../history-strings';
import QuotingPage from '../quoting-page';
import { BOQ_STRINGS as B } from './strings';

vi.mock('@/lib/save-file', () => ({ saveText: vi.fn(), saveFile: vi.fn() }));

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const P3 = '33333333-3333-4333-8333-333333333333';
const S1 = '44444444-4444-4444-8444-444444444444';

const SUPPLIERS: Supplier[] = [
  { id: S1, name: 'Valve & Pipe Co', columnMap: null, itemCount: 3, lastImportAt: null },
];

function priceItem(overrides: Partial<PriceItem>): PriceItem {
  return {
    id: P1,
    supplierId: S1,
    supplierName: 'Valve & Pipe Co',
    code: 'SPK-68',
    description: 'Sprinkler head 68 °C pendent',
    unit: 'each',
    category: 'Sprinklers',
    assetType: null,
    unitPrice: 85.5,
    priceUpdatedAt: '2026-11-01T08:00:00.000Z',
    deleted: false,
    ...overrides,
  };
}

const ITEMS = [
  priceItem({}),
  priceItem({ id: P2, code: 'PIPE-50', description: 'Steel pipe 50 mm', unit: 'm', unitPrice: 212.4 }),
  priceItem({ id: P3, code: 'VLV-100', description: 'Alarm valve 100 mm', unitPrice: 18_950 }),
];

function boqLine(overrides: Partial<BoqLine>): BoqLine {
  return {
    id: 'l-1',
    position: 1,
    priceItemId: P1,
    defectId: null,
    code: 'SPK-68',
    description: 'Sprinkler head 68 °C pendent',
    unit: 'each',
    quantity: 10,
    unitPrice: 85.5,
    amount: 855,
    priceUpdatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

function boqQuote(overrides: Partial<SavedQuote> = {}): SavedQuote {
  return makeSavedQuote({
    id: 'boq-1',
    quoteNumber: 'Q-2026-0042',
    kind: 'BOQ',
    area: 0,
    baseRate: 0,
    projectTitle: 'Warehouse sprinklers',
    clientType: 'INDUSTRIAL',
    urgency: 'STANDARD',
    location: 'LOCAL',
    lines: [
      boqLine({
        id: 'l-2',
        position: 2,
        priceItemId: P2,
        code: 'PIPE-50',
        description: 'Steel pipe 50 mm',
      }),
      boqLine({ id: 'l-1', position: 1 }),
    ],
    ...overrides,
  });
}

function renderBoq(entry = '/quoting?tab=boq') {
  const view = renderRoutes([{ path: '/quoting', element: <QuotingPage /> }], [entry]);
  const choose = async (label: string, option: string) => {
    await view.user.click(screen.getByRole('combobox', { name: label }));
    await view.user.click(await screen.findByRole('option', { name: option }));
  };
  const lines = () =>
    within(screen.getByRole('list', { name: B.lines.listLabel })).queryAllByRole('listitem');
  const add = async (code: string) =>
    view.user.click(await screen.findByRole('button', { name: B.palette.add(code) }));
  const fillHeader = async () => {
    // Pasted, not typed key by key: each key re-renders the whole bill, slow on a busy machine.
    await view.user.click(screen.getByRole('textbox', { name: /Project Title/ }));
    await view.user.paste('Warehouse sprinklers');
    await choose(F.clientType, 'Industrial');
    await choose(B.header.template, 'Sprinkler System (SANS 10287)');
  };
  return { ...view, choose, lines, add, fillHeader };
}

/** The text with any kind of space where it has one (money is formatted with no-break spaces). */
const loosely = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/\s/g, '\\s'));

const total = () =>
  within(screen.getByRole('table', { name: 'Estimate' })).getByRole('row', { name: /^Total/ }).lastChild
    ?.textContent;

beforeEach(() => {
  api.get<ClientListResponse>('/clients', clientPage([]));
  api.get<QuoteTemplate[]>('/quick-quote/templates', TEMPLATES);
  api.get<PriceListResponse>('/price-list', ({ query }) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const items = ITEMS.filter((item) => `${item.code} ${item.description}`.toLowerCase().includes(search));
    return { items, total: items.length };
  });
  api.get<Supplier[]>('/price-list/suppliers', SUPPLIERS);
});

describe('Detailed BOQ builder', () => {
  it('adds items from the price list by button, counts a repeat up, and totals with calculateBoq', async () => {
    const { add, lines, user } = renderBoq();
    expect(await screen.findByText('SPK-68 · Sprinkler head 68 °C pendent')).toBeVisible();
    expect(screen.getAllByText(/Updated 2026\/11\/01/)).toHaveLength(3);
    await add('SPK-68');
    await add('PIPE-50');
    await add('SPK-68');
    expect(lines()).toHaveLength(2);
    const [first, second] = lines();
    expect(within(first!).getByRole('textbox', { name: /Quantity/ })).toHaveValue('2');
    expect(
      within(first!).getByText(loosely(B.lines.listPrice(formatZarExact(85.5), '2026/11/01'))),
    ).toBeVisible();

    const quantity = within(second!).getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '12.5');
    const price = within(second!).getByRole('textbox', { name: /Unit price/ });
    await user.clear(price);
    await user.type(price, '200');
    expect(within(second!).getByText(/Price changed from the list/)).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: F.urgency }));
    await user.click(await screen.findByRole('option', { name: F.urgencyOptions.URGENT }));

    const expected = calculateBoq({
      lines: [
        { quantityMilli: 2000, unitPriceCents: 8550 },
        { quantityMilli: 12_500, unitPriceCents: 20_000 },
      ],
      urgency: 'URGENT',
      location: 'LOCAL',
    });
    expect(total()).toBe(formatZar(expected.totalCents / 100));
    expect(second!.querySelector('[data-line-amount]')?.textContent).toBe(formatZarExact(2500));
    expect(
      within(screen.getByRole('table', { name: 'Estimate' })).getByText('Bill of quantities: 2 lines'),
    ).toBeVisible();
  });

  it('refuses a quantity that is not a positive number with at most 3 decimals, and sends nothing', async () => {
    const { add, lines, user, fillHeader } = renderBoq();
    await fillHeader();
    await add('VLV-100');
    const quantity = within(lines()[0]!).getByRole('textbox', { name: /Quantity/ });
    for (const bad of ['0', '1.2345', 'abc', '-2']) {
      await user.clear(quantity);
      await user.type(quantity, bad);
      expect(within(lines()[0]!).getByText(BOQ_MESSAGES.quantityInvalid)).toBeVisible();
    }
    await user.click(screen.getByRole('button', { name: B.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOQ_MESSAGES.quantityInvalid);
    expect(requestsTo('POST', '/quotes/boq')).toHaveLength(0);
    await user.clear(quantity);
    await user.type(quantity, '1,5');
    expect(within(lines()[0]!).queryByText(BOQ_MESSAGES.quantityInvalid)).toBeNull();
  });

  it('reorders lines with Move up and Move down and saves them in that order, then saves with PUT', async () => {
    const { add, lines, user, fillHeader, router } = renderBoq();
    await fillHeader();
    await add('SPK-68');
    await add('PIPE-50');
    await add('VLV-100');
    await user.click(screen.getByRole('button', { name: B.lines.moveUp(3) }));
    await user.click(screen.getByRole('button', { name: B.lines.moveDown(1) }));
    expect(lines().map((line) => line.dataset.lineCode)).toEqual(['VLV-100', 'SPK-68', 'PIPE-50']);
    await user.click(screen.getByRole('button', { name: B.lines.addTyped }));
    const typed = lines()[3]!;
    await user.click(within(typed).getByRole('textbox', { name: /Description/ }));
    await user.paste('Commissioning and test');
    await user.click(within(typed).getByRole('textbox', { name: /Unit price/ }));
    await user.paste('4500');

    const saved = boqQuote({ id: 'boq-9', quoteNumber: 'Q-2026-0009' });
    api.post<RawBoqQuoteInput, { message: string; quote: SavedQuote }>(
      '/quotes/boq',
      { message: 'Quote saved successfully!', quote: saved },
      201,
    );
    await user.click(screen.getByRole('button', { name: B.save }));
    await waitFor(() => expect(requestsTo('POST', '/quotes/boq')).toHaveLength(1));
    const body = lastRequest('POST', '/quotes/boq').body as RawBoqQuoteInput;
    expect(body).toMatchObject({
      templateId: 'SPRINKLER_SYSTEM',
      projectTitle: 'Warehouse sprinklers',
      clientType: 'INDUSTRIAL',
      urgency: 'STANDARD',
      location: 'LOCAL',
    });
    expect(body.lines).toEqual([
      expect.objectContaining({ priceItemId: P3, code: 'VLV-100', quantity: '1', unitPrice: 18_950 }),
      expect.objectContaining({ priceItemId: P1, code: 'SPK-68', quantity: '1', unitPrice: 85.5 }),
      expect.objectContaining({ priceItemId: P2, code: 'PIPE-50', quantity: '1', unitPrice: 212.4 }),
      expect.objectContaining({ priceItemId: null, description: 'Commissioning and test', unitPrice: 4500 }),
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=boq&quote=boq-9'));
    expect(await screen.findByText(B.editing('Q-2026-0009'))).toBeVisible();
    // The editor keeps what was typed, not the reply, until the quote is opened again.
    expect(lines()).toHaveLength(4);

    api.put<RawBoqQuoteInput, SavedQuote>('/quotes/boq-9/boq', ({ body: sent }) => ({
      ...saved,
      projectTitle: sent.projectTitle,
    }));
    await user.click(screen.getByRole('button', { name: B.lines.remove(4) }));
    await user.click(screen.getByRole('button', { name: B.save }));
    await waitFor(() => expect(requestsTo('PUT', '/quotes/boq-9/boq')).toHaveLength(1));
    expect((lastRequest('PUT', '/quotes/boq-9/boq').body as RawBoqQuoteInput).lines).toHaveLength(3);
    expect(requestsTo('POST', '/quotes/boq')).toHaveLength(1);
  });

  it("shows the server's error text when saving fails", async () => {
    const { add, user, fillHeader } = renderBoq();
    await fillHeader();
    await add('SPK-68');
    api.post('/quotes/boq', apiError(400, BOQ_MESSAGES.priceItemGone('SPK-68')));
    await user.click(screen.getByRole('button', { name: B.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOQ_MESSAGES.priceItemGone('SPK-68'));
  });

  it('reopens a Draft BOQ quote from ?quote= with its lines in order, and New BOQ asks before clearing', async () => {
    api.get<SavedQuote>('/quotes/boq-1', boqQuote());
    const { lines, user, router } = renderBoq('/quoting?tab=boq&quote=boq-1');
    expect(await screen.findByText(B.editing('Q-2026-0042'))).toBeVisible();
    expect(lines().map((line) => line.dataset.lineCode)).toEqual(['SPK-68', 'PIPE-50']);
    expect(screen.getByRole('textbox', { name: /Project Title/ })).toHaveValue('Warehouse sprinklers');
    expect(within(lines()[0]!).getByRole('textbox', { name: /Quantity/ })).toHaveValue('10');
    expect(screen.getByRole('button', { name: B.downloadPdf })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: B.lines.moveDown(1) }));
    await user.click(screen.getByRole('button', { name: B.newBoq }));
    const dialog = await screen.findByRole('dialog', { name: B.newTitle });
    await user.click(within(dialog).getByRole('button', { name: B.newConfirm }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=boq'));
    expect(lines()).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /Project Title/ })).toHaveValue('');
  });

  it('opens a sent BOQ quote read-only', async () => {
    api.get<SavedQuote>('/quotes/boq-1', boqQuote({ status: 'Sent' }));
    renderBoq('/quoting?tab=boq&quote=boq-1');
    expect(await screen.findByText(B.readOnly('Q-2026-0042', 'Sent'))).toBeVisible();
    expect(screen.getByRole('button', { name: B.save })).toBeDisabled();
    expect(screen.getByRole('button', { name: B.lines.remove(1) })).toBeDisabled();
    expect(screen.getByRole('button', { name: B.palette.add('SPK-68') })).toBeDisabled();
    expect(screen.getByRole('button', { name: B.downloadPdf })).toBeEnabled();
  });

  it('moves a line with the keyboard: space on the handle, an arrow, space', async () => {
    api.get<SavedQuote>('/quotes/boq-1', boqQuote());
    const { lines } = renderBoq('/quoting?tab=boq&quote=boq-1');
    await screen.findByText(B.editing('Q-2026-0042'));
    // jsdom lays nothing out: give each line a place so the keyboard sensor can find its neighbour.
    lines().forEach((line, index) => {
      line.getBoundingClientRect = () =>
        ({
          top: index * 100,
          left: 0,
          bottom: index * 100 + 90,
          right: 600,
          width: 600,
          height: 90,
          x: 0,
          y: index * 100,
        }) as DOMRect;
    });
    const handle = screen.getByRole('button', { name: B.lines.handle(1, 'Sprinkler head 68 °C pendent') });
    handle.getBoundingClientRect = lines()[0]!.getBoundingClientRect;
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await settle();
    fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
    await settle();
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await waitFor(() => expect(lines().map((line) => line.dataset.lineCode)).toEqual(['PIPE-50', 'SPK-68']));
  });
});

describe('BOQ quotes in Quote History', () => {
  it("marks a BOQ quote with a chip and offers 'Edit in BOQ' on a Draft one", async () => {
    api.get<QuoteListResponse>('/quotes', {
      items: [
        makeQuoteSummary({ id: 'boq-1', quoteNumber: 'Q-2026-0042', kind: 'BOQ', status: 'Draft' }),
        makeQuoteSummary({ id: 'boq-2', quoteNumber: 'Q-2026-0043', kind: 'BOQ', status: 'Sent' }),
        makeQuoteSummary({ id: 'q-3', quoteNumber: 'Q-2026-0044', kind: 'QUICK', status: 'Draft' }),
      ],
      total: 3,
      page: 1,
      pageSize: 10,
    });
    api.get<SavedQuote>('/quotes/boq-1', boqQuote());
    const { user, router } = renderBoq('/quoting?tab=history');
    await screen.findByText('Q-2026-0042');
    expect(screen.getAllByText(H.boqChip)).toHaveLength(2);
    expect(screen.queryByRole('link', { name: H.editBoq('Q-2026-0043') })).toBeNull();
    expect(screen.queryByRole('link', { name: H.editBoq('Q-2026-0044') })).toBeNull();
    await user.click(screen.getByRole('link', { name: H.editBoq('Q-2026-0042') }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=boq&quote=boq-1'));
    expect(await screen.findByText(B.editing('Q-2026-0042'))).toBeVisible();
  });

  it("compares a BOQ quote with a Quick Quote: '—' for its area and rate, and its number of lines", async () => {
    api.get<QuoteListResponse>('/quotes', {
      items: [
        makeQuoteSummary({ id: 'boq-1', quoteNumber: 'Q-2026-0042', kind: 'BOQ', status: 'Draft' }),
        makeQuoteSummary({ id: 'q-3', quoteNumber: 'Q-2026-0044', kind: 'QUICK', status: 'Draft' }),
      ],
      total: 2,
      page: 1,
      pageSize: 10,
    });
    api.get<SavedQuote>('/quotes/boq-1', boqQuote());
    api.get<SavedQuote>('/quotes/q-3', makeSavedQuote({ id: 'q-3', quoteNumber: 'Q-2026-0044' }));
    const { user } = renderBoq('/quoting?tab=history');
    await user.click(await screen.findByRole('checkbox', { name: H.selectToCompare('Q-2026-0042') }));
    await user.click(screen.getByRole('checkbox', { name: H.selectToCompare('Q-2026-0044') }));
    await user.click(screen.getByRole('button', { name: H.compare(2) }));
    const table = await screen.findByRole('table', { name: C.tableLabel });
    const cells = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(C.rows.area)).toEqual(['—', '1 200 m²']);
    expect(cells(C.rows.lines)).toEqual(['2', '—']);
    expect(cells(C.rows.baseRate)[0]).toBe('—');
    expect(within(table).getByRole('rowheader', { name: C.lines.baseAny })).toBeVisible();
  });
});
