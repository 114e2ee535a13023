import type {
  DefectQuoteProposal,
  PriceItem,
  PriceListResponse,
  QuoteTemplate,
  RawDefectQuoteInput,
  SaveQuoteResponse,
  User,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { DefectQuoteDialog } from './defect-quote-dialog';
import { S } from './strings';

const item = (overrides: Partial<PriceItem>): PriceItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  supplierId: 'sup-1',
  supplierName: 'Highveld Fire Supplies',
  code: 'DCP-SVC',
  description: 'DCP extinguisher service and refill',
  unit: 'each',
  category: 'Extinguishers',
  assetType: 'EXTINGUISHER_DCP',
  unitPrice: 320,
  priceUpdatedAt: '2026-10-01T08:00:00.000Z',
  deleted: false,
  ...overrides,
});

const templates = [
  { id: 'tpl-1', name: 'Sprinkler System (SANS 10287)', projectType: 'SPRINKLER_SYSTEM' },
  { id: 'tpl-2', name: 'Fire Alarm System (SANS 10139)', projectType: 'FIRE_ALARM' },
] as QuoteTemplate[];

const proposal: DefectQuoteProposal = {
  visitId: 'v-1',
  siteId: 's-1',
  siteName: 'Sandton Towers',
  clientName: 'Sandton Towers Body Corporate',
  clientType: 'COMMERCIAL',
  projectTitle: 'Defect repairs: Sandton Towers',
  projectType: 'FIRE_ALARM',
  defects: [
    {
      defect: {
        id: '11111111-1111-4111-8111-111111111111',
        visitId: 'v-1',
        assetId: 'a-1',
        severity: 'MAJOR',
        description: 'Gauge in the red; discharged',
        status: 'OPEN',
        createdAt: '2026-11-20T09:00:00.000Z',
      },
      assetLabel: 'Portable extinguisher (DCP) · DCP-9 · Lobby',
      assetType: 'EXTINGUISHER_DCP',
      quote: null,
      suggestions: [item({})],
    },
    {
      defect: {
        id: '22222222-2222-4222-8222-222222222222',
        visitId: 'v-1',
        assetId: null,
        severity: 'MINOR',
        description: 'Escape route signage missing on level 3',
        status: 'OPEN',
        createdAt: '2026-11-20T09:10:00.000Z',
      },
      assetLabel: 'Site-wide',
      assetType: null,
      quote: null,
      suggestions: [],
    },
    {
      defect: {
        id: '33333333-3333-4333-8333-333333333333',
        visitId: 'v-1',
        assetId: null,
        severity: 'MAJOR',
        description: 'Jockey pump cycling',
        status: 'OPEN',
        createdAt: '2026-11-20T09:20:00.000Z',
      },
      assetLabel: 'Site-wide',
      assetType: null,
      quote: { id: 'q-3', quoteNumber: 'Q-2026-0003' },
      suggestions: [],
    },
  ],
};

const sign = item({
  id: '00000000-0000-4000-8000-000000000002',
  code: 'SIGN-EXIT',
  description: 'Photoluminescent exit sign',
  unitPrice: 145,
  assetType: null,
});

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: makeUser() }));
  api.get<DefectQuoteProposal>('/visits/:id/quote-proposal', proposal);
  api.get<QuoteTemplate[]>('/quick-quote/templates', templates);
  api.get<PriceListResponse>('/price-list', ({ query }) =>
    query.get('search')?.toLowerCase().includes('sign')
      ? { items: [sign], total: 1 }
      : { items: [], total: 0 },
  );
});

const renderDialog = () =>
  renderRoutes(
    [
      { path: '/sites/s-1', element: <DefectQuoteDialog visitId="v-1" onClose={() => {}} /> },
      { path: '/quoting', element: <p>Quoting page</p> },
    ],
    ['/sites/s-1'],
  );

describe('Quote the defects', () => {
  it('offers each open defect with its first suggested item, lists the quoted ones, and sends one quote', async () => {
    api.post<RawDefectQuoteInput, SaveQuoteResponse>(
      '/visits/:id/quote',
      () => ({ message: 'saved', quote: { id: 'q-9' } }) as unknown as SaveQuoteResponse,
      201,
    );
    const { user, router } = renderDialog();
    const list = await screen.findByRole('list', { name: S.defectsLabel });
    const [extinguisher, signage] = within(list).getAllByRole('listitem');
    expect(within(extinguisher!).getByRole('combobox', { name: S.item })).toHaveValue(
      'DCP-SVC · DCP extinguisher service and refill',
    );
    expect(within(signage!).getByText(S.typedLine)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Q-2026-0003' })).toHaveAttribute(
      'href',
      '/quoting?tab=boq&quote=q-3',
    );

    // The signage is priced from a search of the price list; the extinguisher's quantity changes.
    await user.type(within(signage!).getByRole('combobox', { name: S.item }), 'sign');
    await user.click(await screen.findByRole('option', { name: /SIGN-EXIT/ }));
    const quantity = within(extinguisher!).getByRole('textbox', { name: S.quantity });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await waitFor(() => expect(screen.getByRole('button', { name: S.create(2) })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: S.create(2) }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/quoting'));
    expect(router.state.location.search).toBe('?tab=boq&quote=q-9');
    expect(lastRequest('POST', '/visits/v-1/quote').body).toEqual({
      templateId: 'tpl-2',
      urgency: 'STANDARD',
      location: 'LOCAL',
      lines: [
        { defectId: proposal.defects[0]!.defect.id, priceItemId: item({}).id, quantity: '2' },
        { defectId: proposal.defects[1]!.defect.id, priceItemId: sign.id, quantity: '1' },
      ],
    });
  });

  it('leaves out an unticked defect, refuses a bad quantity before sending, and shows the server’s refusal', async () => {
    api.post<RawDefectQuoteInput>('/visits/:id/quote', () =>
      apiError(400, 'The price list item DCP-SVC has been deleted'),
    );
    const { user } = renderDialog();
    const list = await screen.findByRole('list', { name: S.defectsLabel });
    const [extinguisher, signage] = within(list).getAllByRole('listitem');
    await user.click(within(signage!).getByRole('checkbox'));
    const quantity = within(extinguisher!).getByRole('textbox', { name: S.quantity });
    await user.clear(quantity);
    await user.type(quantity, '-1');
    await user.click(screen.getByRole('button', { name: S.create(1) }));
    expect(await screen.findByText(S.quantityInvalid, { selector: '.MuiAlert-message' })).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.click(screen.getByRole('button', { name: S.create(1) }));
    expect(await screen.findByText('The price list item DCP-SVC has been deleted')).toBeInTheDocument();
    expect(lastRequest('POST', '/visits/v-1/quote').body).toMatchObject({
      lines: [{ defectId: proposal.defects[0]!.defect.id }],
    });
  });
});
