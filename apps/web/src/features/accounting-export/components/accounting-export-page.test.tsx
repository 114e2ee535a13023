import type { AccountingExport, AccountingExportList } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { api, apiError, lastRequest, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { S } from '../strings';
import AccountingExportPage from './accounting-export-page';

const earlier: AccountingExport = {
  id: 'e-1',
  format: 'sage',
  from: '2026-03-01',
  to: '2026-03-31',
  fileName: 'sage-2026-03-01-2026-03-31.zip',
  sha256: 'ab'.repeat(32),
  byteSize: 2048,
  documentCount: 7,
  changes: [{ kind: 'INVOICE', documentId: 'i-1', label: 'INV-2026-0004' }],
  createdBy: { id: 'u-1', name: 'Thandi Nkosi' },
  createdAt: '2026-04-02T08:00:00.000Z',
};
const unchanged: AccountingExport = { ...earlier, id: 'e-2', format: 'xero', changes: [], documentCount: 1 };

const renderPage = () =>
  renderRoutes([{ path: '/invoices/export', element: <AccountingExportPage /> }], ['/invoices/export']);

afterEach(() => vi.restoreAllMocks());

describe('AccountingExportPage', () => {
  it('lists previous exports, marking what changed since each', async () => {
    api.get<AccountingExportList>('/exports', { items: [earlier, unchanged], total: 2 });
    renderPage();
    const table = await screen.findByRole('table', { name: S.previous });
    const changed = within(table).getByRole('row', { name: /Sage/ });
    expect(changed).toHaveTextContent(S.changed(1));
    expect(changed).toHaveTextContent('INV-2026-0004');
    expect(changed).toHaveTextContent(S.documents(7));
    expect(changed).toHaveTextContent('Thandi Nkosi');
    expect(within(table).getByRole('row', { name: /Xero/ })).toHaveTextContent(S.unchanged);
    await expectAccessible(document.body, 'the accounting export');
  });

  it('downloads the ZIP for the chosen format and period under the server file name', async () => {
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:zip'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    api.get<AccountingExportList>('/exports', { items: [], total: 0 });
    api.get(
      '/exports/accounting',
      () =>
        new HttpResponse('PK', {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="xero-2026-03-01-2026-03-31.zip"',
          },
        }),
    );
    const { user } = renderPage();
    expect(await screen.findByText(S.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: S.format }));
    await user.click(await screen.findByRole('option', { name: 'Xero' }));
    const from = screen.getByLabelText(S.from);
    await user.clear(from);
    await user.type(from, '2026-03-01');
    const to = screen.getByLabelText(S.to);
    await user.clear(to);
    await user.type(to, '2026-03-31');
    await user.click(screen.getByRole('button', { name: S.download }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(Object.fromEntries(lastRequest('GET', '/exports/accounting').query)).toEqual({
      format: 'xero',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'xero-2026-03-01-2026-03-31.zip',
    );
    expect(await screen.findByText(S.downloaded('xero-2026-03-01-2026-03-31.zip'))).toBeInTheDocument();
  });

  it('checks the period before asking', async () => {
    api.get<AccountingExportList>('/exports', { items: [], total: 0 });
    api.get('/exports/accounting', () => apiError(400, 'An export covers at most 5 years'));
    const { user } = renderPage();
    await screen.findByText(S.empty);
    const from = screen.getByLabelText(S.from);
    await user.clear(from);
    await user.type(from, '2026-05-01');
    const to = screen.getByLabelText(S.to);
    await user.clear(to);
    await user.type(to, '2026-04-01');
    await user.click(screen.getByRole('button', { name: S.download }));
    expect(await screen.findByText('From must be on or before To')).toBeInTheDocument();
    expect(requestsTo('GET', '/exports/accounting')).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    api.get<AccountingExportList>('/exports', { items: [], total: 0 });
    api.get('/exports/accounting', () => apiError(400, 'An export covers at most 5 years'));
    const { user } = renderPage();
    await screen.findByText(S.empty);
    await user.click(screen.getByRole('button', { name: S.download }));
    expect(await screen.findByText('An export covers at most 5 years')).toBeInTheDocument();
  });

  it('shows a card per export on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    api.get<AccountingExportList>('/exports', { items: [earlier], total: 1 });
    renderPage();
    const list = await screen.findByRole('list', { name: S.previous });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(S.changed(1));
    vi.unstubAllGlobals();
  });
});
