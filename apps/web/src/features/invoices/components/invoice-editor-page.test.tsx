import {
  type ClientListResponse,
  centsToRand,
  documentTotals,
  formatZarExact,
  type Invoice,
  type InvoiceDraftInput,
  lineFigures,
  type User,
} from '@firebreak/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeClient } from '@/testing/clients';
import { makeUser } from '@/testing/fixtures';
import { makeInvoice } from '@/testing/invoices';
import { api, lastRequest, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { S } from '../strings';
import InvoiceEditorPage from './invoice-editor-page';

const E = S.editor;
const rand = (cents: number) => formatZarExact(centsToRand(cents)).replace(/\s/g, ' ');

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser() });
  api.get<ClientListResponse>('/clients', {
    items: [makeClient()],
    total: 1,
    page: 1,
    pageSize: 20,
    summary: { totalClients: 1, activeClients: 1, activeProjects: 2, totalRevenue: 0 },
  });
  api.get('/clients/:id/sites', []);
});

const renderEditor = () =>
  renderRoutes(
    [
      { path: '/invoices/new', element: <InvoiceEditorPage /> },
      { path: '/invoices/:id', element: <p>Invoice screen</p> },
    ],
    ['/invoices/new'],
  );

/** The tricky lines: part-cents that round half away from zero (0.333 × R 0.05), a decimal comma, a zero-rated line. */
const LINES = [
  { description: 'Washers', quantity: '0.333', unitPrice: '0.05', taxCode: 'STANDARD', cents: 5, milli: 333 },
  {
    description: 'Export hose reel',
    quantity: '2,505',
    unitPrice: '19.99',
    taxCode: 'ZERO_RATED',
    cents: 1999,
    milli: 2505,
  },
] as const;

describe('InvoiceEditorPage', () => {
  it('shows line figures and totals equal to the shared lineFigures/documentTotals', async () => {
    const { user } = renderEditor();
    const lines = await screen.findByRole('list', { name: E.lines });
    for (const [index, line] of LINES.entries()) {
      if (index > 0) await user.click(screen.getByRole('button', { name: E.addLine }));
      const item = within(lines).getByRole('listitem', { name: E.line(index + 1) });
      // Whole values at once: typing key by key adds nothing here and is slow on a shared machine.
      const fill = (name: RegExp, value: string) =>
        fireEvent.change(within(item).getByRole('textbox', { name }), { target: { value } });
      fill(/Description/, line.description);
      fill(/Quantity/, line.quantity);
      fill(/Unit price/, line.unitPrice);
      if (line.taxCode !== 'STANDARD') {
        await user.click(within(item).getByRole('combobox', { name: /Tax code/ }));
        await user.click(await screen.findByRole('option', { name: S.taxCodeLabels[line.taxCode] }));
      }
    }
    const figures = LINES.map((line) => ({
      ...lineFigures({ quantityMilli: line.milli, unitPriceCents: line.cents, taxCode: line.taxCode }),
      taxCode: line.taxCode,
    }));
    expect(figures[0]).toMatchObject({ netCents: 2, vatCents: 0 }); // 0.333 × 5c = 1.665c → 2c
    for (const [index, figure] of figures.entries())
      expect(screen.getByTestId(`line-figures-${index + 1}`)).toHaveTextContent(
        `${E.lineExcl} ${rand(figure.netCents)} · ${E.lineVat} ${rand(figure.vatCents)} · ${E.lineTotal} ${rand(figure.totalCents)}`,
      );
    const totals = documentTotals(figures);
    expect(screen.getByTestId(`draft-${S.invoice.totalExcl}`)).toHaveTextContent(rand(totals.exclCents));
    expect(screen.getByTestId(`draft-${S.invoice.vat}`)).toHaveTextContent(rand(totals.vatCents));
    expect(screen.getByTestId(`draft-${S.invoice.total}`)).toHaveTextContent(rand(totals.totalCents));
  });

  it('asks for a client, then saves the draft in cents and opens it', async () => {
    const { user } = renderEditor();
    const lines = await screen.findByRole('list', { name: E.lines });
    const item = within(lines).getByRole('listitem', { name: E.line(1) });
    const fill = (name: RegExp, value: string) =>
      fireEvent.change(within(item).getByRole('textbox', { name }), { target: { value } });
    fill(/Description/, 'Washers');
    fill(/Quantity/, '0.333');
    fill(/Unit price/, '0.05');
    await user.click(screen.getByRole('button', { name: E.save }));
    expect(await screen.findByText('Choose the client')).toBeInTheDocument();
    expect(requestsTo('POST', '/invoices')).toHaveLength(0);

    api.post<InvoiceDraftInput, Invoice>(
      '/invoices',
      makeInvoice({ id: 'inv-9', status: 'DRAFT', number: null }),
      201,
    );
    await user.click(screen.getByRole('combobox', { name: E.client }));
    await user.paste('Liberty');
    await user.click(await screen.findByRole('option', { name: /Liberty Two Degrees/ }));
    await user.click(screen.getByRole('button', { name: E.save }));
    expect(await screen.findByText('Invoice screen')).toBeInTheDocument();
    const body = lastRequest('POST', '/invoices').body as InvoiceDraftInput;
    expect(body.clientId).toBe('c1');
    expect(body.lines).toEqual([
      { description: 'Washers', quantity: 0.333, unitPriceCents: 5, taxCode: 'STANDARD' },
    ]);
  });

  it('refuses part-cents and a blank description before calling the API', async () => {
    const { user } = renderEditor();
    const lines = await screen.findByRole('list', { name: E.lines });
    const item = within(lines).getByRole('listitem', { name: E.line(1) });
    await user.click(within(item).getByRole('textbox', { name: /Unit price/ }));
    await user.paste('1.005');
    await user.click(screen.getByRole('button', { name: E.save }));
    expect(await within(item).findByText('Unit price must be whole cents')).toBeInTheDocument();
    expect(within(item).getByText('Description is required')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('POST', '/invoices')).toHaveLength(0));
  });
});
