import {
  type PublicQuote,
  QUOTE_APPROVAL_MESSAGES,
  type QuoteDecisionBody,
  type QuoteDecisionResult,
} from '@firebreak/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, apiError, lastRequest, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { APPROVAL_STRINGS as S } from '../strings';
import QuoteApprovalPage from './quote-approval-page';

const QUOTE: PublicQuote = {
  quoteNumber: 'Q-2026-0012',
  projectTitle: 'Distribution Centre Sprinklers',
  clientName: 'Midrand Logistics Park (Pty) Ltd',
  generatedAt: '2026-11-20T08:00:00.000Z',
  area: 1200,
  projectTypeName: 'Sprinkler System',
  lines: [
    { key: 'base', label: 'Sprinkler System: 1 200 m²', amount: 100_000 },
    { key: 'subtotal', label: 'Price excl. VAT', amount: 100_000 },
    { key: 'vat', label: 'VAT (15%)', amount: 15_000 },
    { key: 'total', label: 'Total', amount: 115_000 },
  ],
  total: 115_000,
  validity: '30 days',
  paymentTerms: '50% deposit, balance on completion',
  includes: ['Design and installation'],
  exclusions: ['Builders work'],
  expiresAt: '2026-12-20T08:00:00.000Z',
  companyName: 'Hydrant & Sons (Pty) Ltd',
};

const renderPage = (token = 'tok-1') =>
  renderRoutes([{ path: '/q/:token', element: <QuoteApprovalPage /> }], [`/q/${token}`]);

beforeEach(() => {
  api.get<PublicQuote>('/public/quote-approval/:token', ({ params }) =>
    params.token === 'tok-1' ? QUOTE : apiError(410, QUOTE_APPROVAL_MESSAGES.expired),
  );
  api.post<QuoteDecisionBody, QuoteDecisionResult>('/public/quote-approval/:token/decision', ({ body }) => ({
    decision: body.decision,
    name: body.name,
    decidedAt: '2026-11-26T09:00:00.000Z',
    quoteNumber: 'Q-2026-0012',
  }));
});

describe('QuoteApprovalPage', () => {
  it('shows the quote, its lines and total, and the PDF link', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: S.heading('Q-2026-0012') })).toBeInTheDocument();
    expect(screen.getByText('Distribution Centre Sprinklers')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: S.breakdownLabel });
    expect(within(table).getByText('Total')).toBeInTheDocument();
    expect(within(table).getByText(/115\s000,00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: S.openPdf })).toHaveAttribute(
      'href',
      '/api/public/quote-approval/tok-1/pdf',
    );
  });

  it('needs a name, then approves with the name and note', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: S.approve }));
    expect(screen.getByText(QUOTE_APPROVAL_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(requestsTo('POST', '/public/quote-approval/tok-1/decision')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Thandi Mokoena');
    await user.type(screen.getByRole('textbox', { name: S.note }), 'Go ahead');
    await user.click(screen.getByRole('button', { name: S.approve }));
    expect(await screen.findByText(S.approved('Thandi Mokoena', 'Q-2026-0012'))).toBeInTheDocument();
    expect(lastRequest('POST', '/public/quote-approval/tok-1/decision').body).toEqual({
      decision: 'APPROVED',
      name: 'Thandi Mokoena',
      note: 'Go ahead',
    });
    expect(screen.queryByRole('button', { name: S.decline })).not.toBeInTheDocument();
  });

  it('declines', async () => {
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Bongani Dlamini');
    await user.click(screen.getByRole('button', { name: S.decline }));
    expect(await screen.findByText(S.declined('Bongani Dlamini', 'Q-2026-0012'))).toBeInTheDocument();
    expect(lastRequest('POST', '/public/quote-approval/tok-1/decision').body).toMatchObject({
      decision: 'DECLINED',
    });
  });

  it('says plainly when the link has expired, with no buttons', async () => {
    renderPage('old-token');
    expect(await screen.findByRole('heading', { name: S.unusable })).toBeInTheDocument();
    expect(screen.getByText(QUOTE_APPROVAL_MESSAGES.expired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.approve })).not.toBeInTheDocument();
  });

  it('shows the answer a second use gets', async () => {
    api.post('/public/quote-approval/:token/decision', () => apiError(409, QUOTE_APPROVAL_MESSAGES.decided));
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Thandi');
    await user.click(screen.getByRole('button', { name: S.approve }));
    expect(await screen.findByText(QUOTE_APPROVAL_MESSAGES.decided)).toBeInTheDocument();
  });
});
