import {
  BOQ_MESSAGES,
  formatZarExact,
  type PriceItem,
  type PriceItemInput,
  type PriceListResponse,
  type Supplier,
  type SupplierInput,
  type User,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest, requestsTo, sessionAnswered } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { PriceListPanel } from './price-list-panel';
import { PRICE_LIST_STRINGS as S } from './strings';
import { makeItem, SUPPLIERS } from './test-fixtures';

/** Testing Library matches text with its spaces collapsed; the en-ZA format groups with non-breaking ones. */
const rand = (amount: number) => formatZarExact(amount).replace(/\s/g, ' ');

let signedIn: User;
let items: PriceItem[];
let suppliers: Supplier[];

beforeEach(() => {
  signedIn = makeUser();
  localStorage.setItem('token', 'good');
  suppliers = SUPPLIERS.map((s) => ({ ...s }));
  items = [
    makeItem({}),
    makeItem({
      id: 'i-2',
      code: 'PIPE-50',
      description: 'Steel pipe 50 mm',
      unit: 'm',
      category: 'Pipe',
      unitPrice: 1234.5,
    }),
    makeItem({
      id: 'i-3',
      supplierId: SUPPLIERS[1]!.id,
      supplierName: 'Viking SA',
      code: 'VLV-100',
      description: 'Alarm valve 100 mm',
      category: 'Valves',
      unitPrice: 12_500,
      priceUpdatedAt: '2026-09-15T08:00:00.000Z',
    }),
  ];
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<PriceListResponse>('/price-list', ({ query }) => {
    const search = query.get('search')?.toLowerCase() ?? '';
    const supplierId = query.get('supplierId');
    const found = items.filter(
      (item) =>
        (!supplierId || item.supplierId === supplierId) &&
        [item.code, item.description, item.category].some((text) => text.toLowerCase().includes(search)),
    );
    return { items: found, total: found.length };
  });
  api.get<Supplier[]>('/price-list/suppliers', () => suppliers);
});

afterEach(() => vi.unstubAllGlobals());

function stubScreenWidth({ phone }: { phone: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

const renderPanel = () => renderRoutes([{ path: '/', element: <PriceListPanel /> }]);

describe('PriceListPanel', () => {
  it('lists the items with code, description, category, unit, price in rand, date and supplier', async () => {
    renderPanel();
    const table = await screen.findByRole('table', { name: S.tableLabel });
    const row = within(table).getByRole('row', { name: /PIPE-50/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells.slice(0, 7)).toEqual([
      'PIPE-50',
      'Steel pipe 50 mm',
      'Pipe',
      'm',
      rand(1234.5),
      expect.stringMatching(/^Updated 2026\D10\D01$/),
      'ASP Fire',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText(S.shown(3, 3))).toBeInTheDocument();
  });

  it('searches and filters by supplier through the API', async () => {
    const { user } = renderPanel();
    await screen.findByRole('table', { name: S.tableLabel });
    await user.type(screen.getByRole('searchbox', { name: S.search }), 'valve');
    await waitFor(() => expect(screen.queryByRole('row', { name: /SPK-68/ })).not.toBeInTheDocument());
    expect(await screen.findByRole('row', { name: /VLV-100/ })).toBeInTheDocument();
    expect(lastRequest('GET', '/price-list').query.get('search')).toBe('valve');

    await user.clear(screen.getByRole('searchbox', { name: S.search }));
    await user.click(screen.getByRole('combobox', { name: S.supplierFilter }));
    await user.click(await screen.findByRole('option', { name: 'ASP Fire' }));
    await waitFor(() =>
      expect(lastRequest('GET', '/price-list').query.get('supplierId')).toBe(SUPPLIERS[0]!.id),
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /VLV-100/ })).not.toBeInTheDocument());
    expect(await screen.findByRole('row', { name: /SPK-68/ })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: S.search }), 'nothing like it');
    expect(await screen.findByText(S.empty)).toBeInTheDocument();
  });

  it('shows cards, not a table, on a phone', async () => {
    stubScreenWidth({ phone: true });
    renderPanel();
    const list = await screen.findByRole('list', { name: S.tableLabel });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('listitem', { name: /VLV-100/ });
    expect(card).toHaveTextContent(S.perUnit(rand(12_500), 'each'));
    expect(card).toHaveTextContent('Viking SA');
    expect(within(card).getByRole('button', { name: S.editOf('VLV-100') })).toBeInTheDocument();
  });

  it('shows an engineer the list without Add, Edit, Delete, Suppliers or Import', async () => {
    signedIn = makeUser({ role: 'ENGINEER' });
    renderPanel();
    await screen.findByRole('table', { name: S.tableLabel });
    await sessionAnswered();
    expect(screen.getByText(S.readOnly)).toBeInTheDocument();
    for (const name of [S.addItem, S.suppliers, S.importFile, S.editOf('SPK-68'), S.deleteOf('SPK-68')])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('asks for a supplier before items can be added or imported', async () => {
    suppliers = [];
    items = [];
    renderPanel();
    expect(await screen.findByText(S.needSupplier)).toBeInTheDocument();
    expect(screen.getByText(S.emptyList)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.addItem })).toBeDisabled();
    expect(screen.getByRole('button', { name: S.importFile })).toBeDisabled();
    expect(screen.getByRole('button', { name: S.suppliers })).toBeEnabled();
  });

  it('adds an item: checks it first, sends cents-safe rand, shows the server refusal', async () => {
    let refuse = true;
    api.post<PriceItemInput, PriceItem>(
      '/price-list',
      ({ body }) => {
        if (refuse) {
          refuse = false;
          return apiError(409, BOQ_MESSAGES.codeTaken(body.code, 'Viking SA'));
        }
        const added = makeItem({ ...body, id: 'i-new', supplierName: 'Viking SA' } as Partial<PriceItem>);
        items = [...items, added];
        return added;
      },
      201,
    );
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: S.addItem }));
    const dialog = await screen.findByRole('dialog', { name: S.addTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Code is required')).toBeInTheDocument();
    expect(requestsTo('POST', '/price-list')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /Supplier/ }));
    await user.click(await screen.findByRole('option', { name: 'Viking SA' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'ELB-50');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Elbow 50 mm');
    await user.type(within(dialog).getByRole('textbox', { name: /^Category/ }), 'Fittings');
    await user.type(within(dialog).getByRole('textbox', { name: /^Unit price/ }), '1 042,35');
    await user.click(within(dialog).getByRole('combobox', { name: /Asset type/ }));
    await user.click(await screen.findByRole('option', { name: /Hose reel/i }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(BOQ_MESSAGES.codeTaken('ELB-50', 'Viking SA')),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastRequest('POST', '/price-list').body).toEqual({
      supplierId: SUPPLIERS[1]!.id,
      code: 'ELB-50',
      description: 'Elbow 50 mm',
      unit: 'each',
      category: 'Fittings',
      assetType: 'HOSE_REEL',
      unitPrice: 1042.35,
    });
    expect(await screen.findByText(S.added('ELB-50'))).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /ELB-50/ })).toBeInTheDocument();
  });

  it('edits an item with its values filled in', async () => {
    api.put<PriceItemInput, PriceItem>('/price-list/:id', ({ body, params }) => {
      const saved = makeItem({ ...(body as Partial<PriceItem>), id: String(params.id) });
      items = items.map((item) => (item.id === saved.id ? saved : item));
      return saved;
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: S.editOf('PIPE-50') }));
    const dialog = await screen.findByRole('dialog', { name: S.editTitle });
    const price = within(dialog).getByRole('textbox', { name: /^Unit price/ });
    expect(price).toHaveValue('1234.5');
    await user.clear(price);
    await user.type(price, '1300');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastRequest('PUT', '/price-list/i-2').body).toMatchObject({
      code: 'PIPE-50',
      unit: 'm',
      unitPrice: 1300,
      supplierId: SUPPLIERS[0]!.id,
    });
    const row = await screen.findByRole('row', { name: /PIPE-50/ });
    await waitFor(() => expect(row).toHaveTextContent(rand(1300)));
  });

  it('deletes an item after a confirmation', async () => {
    api.delete('/price-list/:id', ({ params }) => {
      items = items.filter((item) => item.id !== params.id);
      return undefined;
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: S.deleteOf('SPK-68') }));
    const dialog = await screen.findByRole('dialog', { name: S.deleteTitle });
    expect(dialog).toHaveTextContent(S.deleteText('SPK-68', 'Sprinkler head 68 °C pendent'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(S.deleted('SPK-68'))).toBeInTheDocument();
    expect(requestsTo('DELETE', '/price-list/i-1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('row', { name: /SPK-68/ })).not.toBeInTheDocument());
  });

  it('manages suppliers: adds, renames, and shows why one cannot be deleted', async () => {
    api.post<SupplierInput, Supplier | Response>(
      '/price-list/suppliers',
      ({ body }) => {
        if (body.name.toLowerCase() === 'asp fire')
          return apiError(409, BOQ_MESSAGES.supplierTaken(body.name));
        const added = {
          id: '33333333-3333-4333-8333-333333333333',
          name: body.name,
          columnMap: null,
          itemCount: 0,
          lastImportAt: null,
        };
        suppliers = [...suppliers, added];
        return added;
      },
      201,
    );
    api.put<SupplierInput, Supplier>('/price-list/suppliers/:id', ({ body, params }) => {
      suppliers = suppliers.map((s) => (s.id === params.id ? { ...s, name: body.name } : s));
      return suppliers.find((s) => s.id === params.id) as Supplier;
    });
    api.delete('/price-list/suppliers/:id', () => apiError(409, BOQ_MESSAGES.supplierHasItems));
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: S.suppliers }));
    const dialog = await screen.findByRole('dialog', { name: S.suppliersTitle });
    const list = within(dialog).getByRole('list', { name: S.suppliersLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('listitem', { name: 'ASP Fire' })).toHaveTextContent('2 items');

    const name = within(dialog).getByRole('textbox', { name: S.newSupplier });
    await user.type(name, 'asp fire');
    await user.click(within(dialog).getByRole('button', { name: S.addSupplier }));
    expect(await within(dialog).findByText(BOQ_MESSAGES.supplierTaken('asp fire'))).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Tyco Fire');
    await user.click(within(dialog).getByRole('button', { name: S.addSupplier }));
    expect(await within(list).findByRole('listitem', { name: 'Tyco Fire' })).toBeInTheDocument();
    expect(lastRequest('POST', '/price-list/suppliers').body).toEqual({ name: 'Tyco Fire' });

    await user.click(within(dialog).getByRole('button', { name: S.renameOf('Viking SA') }));
    const rename = within(dialog).getByRole('textbox', { name: S.renameLabel('Viking SA') });
    await user.clear(rename);
    await user.type(rename, 'Viking Fire SA');
    await user.click(within(dialog).getByRole('button', { name: S.saveName }));
    expect(await within(list).findByRole('listitem', { name: 'Viking Fire SA' })).toBeInTheDocument();
    expect(lastRequest('PUT', `/price-list/suppliers/${SUPPLIERS[1]!.id}`).body).toEqual({
      name: 'Viking Fire SA',
    });

    await user.click(within(dialog).getByRole('button', { name: S.deleteSupplierOf('ASP Fire') }));
    const confirm = await screen.findByRole('dialog', { name: S.deleteSupplierTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText(BOQ_MESSAGES.supplierHasItems)).toBeInTheDocument();
  });
});
