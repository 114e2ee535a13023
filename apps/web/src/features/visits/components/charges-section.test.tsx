import type {
  Invoice,
  PriceListResponse,
  User,
  VisitChargesInput,
  VisitDetail,
  VisitPart,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { CREATE_INVOICE_STRINGS } from '@/components/create-invoice-button/create-invoice-button';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { makeInvoice } from '@/testing/invoices';
import { api, apiError, lastRequest, requestsTo, sessionAnswered } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { makeVisitDetail } from '@/testing/visits';
import { S, W } from '../strings';
import { ChargesSection } from './charges-section';
import { VisitHeader } from './visit-header';

let signedIn = makeUser();

beforeEach(() => {
  signedIn = makeUser();
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
});

const callOut = (overrides: Partial<VisitDetail> = {}) =>
  makeVisitDetail({
    id: 'v-9',
    kind: 'CALL_OUT',
    chargeable: true,
    frequency: null,
    frequencies: [],
    status: 'COMPLETED',
    travelKm: 42,
    parts: [{ id: 'p1', description: 'Sprinkler head 68 °C', quantity: 2, priceListItemId: 'i1' }],
    ...overrides,
  });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderSection = (detail: VisitDetail) =>
  renderRoutes(
    [
      {
        path: '/visits/:id',
        element: (
          <>
            <VisitHeader detail={detail} />
            <ChargesSection detail={detail} />
          </>
        ),
      },
      { path: '/invoices/:id', element: <Where /> },
    ],
    [`/visits/${detail.id}`],
  );

describe('ChargesSection', () => {
  it('shows a call-out as chargeable with its travel and parts, and creates the invoice, opening the draft', async () => {
    api.post<undefined, Invoice>('/visits/:id/invoice', () => makeInvoice({ id: 'inv-77', status: 'DRAFT' }));
    const { user } = renderSection(callOut());
    await sessionAnswered();
    expect(screen.getByText(S.chargeable)).toBeInTheDocument();
    expect(screen.getByText(`${W.travel}: 42 km`)).toBeInTheDocument();
    expect(screen.getByText('Sprinkler head 68 °C × 2')).toBeInTheDocument();
    await expectAccessible(document.body, 'a completed call-out');
    await user.click(await screen.findByRole('button', { name: CREATE_INVOICE_STRINGS.create }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/invoices/inv-77');
    expect(requestsTo('POST', '/visits/v-9/invoice')).toHaveLength(1);
  });

  it('opens the existing invoice when the visit was invoiced meanwhile (409 with its id)', async () => {
    api.post('/visits/:id/invoice', () =>
      Response.json(
        { error: 'This work is already invoiced (INV-2026-0004)', invoiceId: 'inv-4' },
        { status: 409 },
      ),
    );
    const { user } = renderSection(callOut());
    await user.click(await screen.findByRole('button', { name: CREATE_INVOICE_STRINGS.create }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/invoices/inv-4');
  });

  it("shows the server's refusal beside the button", async () => {
    api.post(
      '/visits/:id/invoice',
      apiError(409, 'Complete the visit first: only a completed visit is invoiced'),
    );
    const { user } = renderSection(callOut());
    await user.click(await screen.findByRole('button', { name: CREATE_INVOICE_STRINGS.create }));
    expect(
      await screen.findByText('Complete the visit first: only a completed visit is invoiced'),
    ).toBeInTheDocument();
  });

  it('an invoiced visit links its invoice and offers no invoice button or edit', async () => {
    renderSection(callOut({ invoiceId: 'inv-5' }));
    const open = await screen.findByRole('link', { name: W.openInvoice });
    expect(open).toHaveAttribute('href', '/invoices/inv-5');
    expect(screen.queryByRole('button', { name: CREATE_INVOICE_STRINGS.create })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: W.editCharges })).not.toBeInTheDocument();
  });

  it('a technician records parts and travel on an open visit, and is offered no invoice', async () => {
    signedIn = makeUser({ role: 'TECHNICIAN' });
    api.put<VisitChargesInput, VisitPart[]>('/visits/:id/charges', () => []);
    const { user } = renderSection(callOut({ status: 'IN_PROGRESS', parts: [], travelKm: 0 }));
    await user.click(await screen.findByRole('button', { name: W.editCharges }));
    expect(screen.queryByRole('button', { name: CREATE_INVOICE_STRINGS.create })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: W.chargesTitle });
    const travel = within(dialog).getByLabelText(W.travelField);
    await user.clear(travel);
    await user.type(travel, '2.5');
    await user.click(within(dialog).getByRole('button', { name: W.addPart }));
    await user.type(within(dialog).getByLabelText(W.partDescription(1)), 'PTFE tape');
    await user.click(within(dialog).getByRole('button', { name: W.saveCharges }));
    expect(await within(dialog).findByText('Travel is a whole number of kilometres')).toBeInTheDocument();
    expect(requestsTo('PUT', '/visits/v-9/charges')).toHaveLength(0);
    await user.clear(travel);
    await user.type(travel, '18');
    await expectAccessible(document.body, 'the parts and travel dialog');
    await user.click(within(dialog).getByRole('button', { name: W.saveCharges }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastRequest('PUT', '/visits/v-9/charges').body).toEqual({
      travelKm: 18,
      parts: [{ description: 'PTFE tape', quantity: 1, priceListItemId: null }],
    });
  });

  it('the office picks a part from the price list, so the invoice prices it', async () => {
    api.get<PriceListResponse>('/price-list', ({ query }) => ({
      items: query.get('search')?.toLowerCase().startsWith('spr')
        ? [
            {
              id: 'i-68',
              supplierId: 'sup-1',
              supplierName: 'Test Fire',
              code: 'SPK-68',
              description: 'Sprinkler head 68 °C',
              unit: 'each',
              category: 'Sprinklers',
              assetType: null,
              unitPrice: 89.95,
              priceUpdatedAt: '2026-10-01T08:00:00.000Z',
              deleted: false,
            },
          ]
        : [],
      total: 1,
    }));
    api.put<VisitChargesInput, VisitPart[]>('/visits/:id/charges', () => []);
    const { user } = renderSection(callOut({ parts: [], travelKm: 0, invoiceId: null }));
    await user.click(await screen.findByRole('button', { name: W.editCharges }));
    const dialog = await screen.findByRole('dialog', { name: W.chargesTitle });
    await user.click(within(dialog).getByRole('button', { name: W.addPart }));
    await user.type(within(dialog).getByLabelText(W.partDescription(1)), 'spri');
    await user.click(await screen.findByRole('option', { name: /SPK-68 · Sprinkler head 68 °C/ }));
    expect(within(dialog).getByText(W.partFromPriceList)).toBeInTheDocument();
    await expectAccessible(document.body, 'the parts dialog with the price list');
    await user.click(within(dialog).getByRole('button', { name: W.saveCharges }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastRequest('PUT', '/visits/v-9/charges').body).toEqual({
      travelKm: 0,
      parts: [{ description: 'Sprinkler head 68 °C', quantity: 1, priceListItemId: 'i-68' }],
    });
  });

  it('a routine visit shows no charges', async () => {
    renderSection(makeVisitDetail({ status: 'COMPLETED' }));
    await sessionAnswered();
    expect(screen.queryByText(W.chargesHeading)).not.toBeInTheDocument();
    expect(screen.queryByText(S.chargeable)).not.toBeInTheDocument();
  });
});
