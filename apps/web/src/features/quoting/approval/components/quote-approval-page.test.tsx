import {
  type PublicQuote,
  QUOTE_APPROVAL_MESSAGES,
  type QuoteDecisionResult,
  type RawQuoteDecisionInput,
} from '@firebreak/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  decision: null,
};

const renderPage = (token = 'tok-1') =>
  renderRoutes([{ path: '/q/:token', element: <QuoteApprovalPage /> }], [`/q/${token}`]);

beforeEach(() => {
  api.get<PublicQuote>('/public/quote-approval/:token', ({ params }) =>
    params.token === 'tok-1' ? QUOTE : apiError(410, QUOTE_APPROVAL_MESSAGES.expired),
  );
  api.post<RawQuoteDecisionInput, QuoteDecisionResult>(
    '/public/quote-approval/:token/decision',
    ({ body }) => ({
      decision: body.decision,
      name: body.name,
      decidedAt: '2026-11-26T09:00:00.000Z',
      quoteNumber: 'Q-2026-0012',
    }),
  );
});

describe('QuoteApprovalPage', () => {
  it('puts the total first, before the details', async () => {
    renderPage();
    const total = await screen.findByTestId('approval-total');
    expect(total).toHaveTextContent(/Total \(incl\. VAT\): R\s115\s000,00/);
    const table = screen.getByRole('table', { name: S.breakdownLabel });
    expect(total.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a link the client answered as a read-only record: the decision, who and when, the note and the PDF (issue 27 item 6)', async () => {
    api.get<PublicQuote>('/public/quote-approval/:token', {
      ...QUOTE,
      decision: {
        decision: 'APPROVED',
        name: 'Thandi Mokoena',
        note: 'Start after 15 January; site contact Johan',
        decidedAt: '2026-11-26T09:00:00.000Z',
      },
    });
    renderPage();
    const record = await screen.findByRole('alert', { name: S.decidedHeading });
    // In South Africa: 09:00 UTC is 11:00 there.
    expect(record).toHaveTextContent('Approved by Thandi Mokoena on 26 Nov 2026, 11:00.');
    expect(record).toHaveTextContent('Note: Start after 15 January; site contact Johan');
    expect(screen.getByRole('link', { name: S.openPdf })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.approve })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: S.name })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: S.unusable })).not.toBeInTheDocument();
  });

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

  it.each([
    ['answered through another link', 409, QUOTE_APPROVAL_MESSAGES.alreadyDecided],
    ['replaced by a revision', 410, QUOTE_APPROVAL_MESSAGES.replaced],
    ['changed since the link was sent', 409, QUOTE_APPROVAL_MESSAGES.changed],
  ])(
    'says so, and shows the quote no more, when it was %s while the page was open',
    async (_case, status, message) => {
      api.post('/public/quote-approval/:token/decision', () => apiError(status, message));
      const { user } = renderPage();
      await user.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Jo');
      await user.click(screen.getByRole('button', { name: S.decline }));
      expect(await screen.findByRole('heading', { name: S.unusable })).toBeInTheDocument();
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.queryByText('Distribution Centre Sprinklers')).not.toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: S.approve })).not.toBeInTheDocument();
    },
  );

  it('keeps the form after a failure that is not about the link, to try again', async () => {
    api.post('/public/quote-approval/:token/decision', () => apiError(500, 'Server error'));
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Thandi');
    await user.click(screen.getByRole('button', { name: S.approve }));
    expect(await screen.findByText('Server error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.approve })).toBeEnabled();
  });

  it('opens an old link of a replaced quote with a clear message and no quote', async () => {
    api.get('/public/quote-approval/:token', () => apiError(410, QUOTE_APPROVAL_MESSAGES.replaced));
    renderPage();
    expect(await screen.findByRole('heading', { name: S.unusable })).toBeInTheDocument();
    expect(screen.getByText(QUOTE_APPROVAL_MESSAGES.replaced)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  describe('a Detailed BOQ quote', () => {
    const BOQ: PublicQuote = {
      ...QUOTE,
      quoteNumber: 'Q-2026-0013',
      area: 0,
      lines: [
        { key: 'base', label: 'Bill of quantities: 2 lines', amount: 4_059.5 },
        { key: 'subtotal', label: 'Price excl. VAT', amount: 4_059.5 },
        { key: 'vat', label: 'VAT (15%)', amount: 608.93 },
        { key: 'total', label: 'Total', amount: 4_668.43 },
      ],
      boqLines: [
        {
          code: 'HFS-SPK-U115',
          description: 'Upright sprinkler head K115 93 °C storage, brass',
          quantity: 12,
          unit: 'each',
          unitPrice: 285.78,
          amount: 3_429.3,
        },
        {
          code: '',
          description: 'Technician hour',
          quantity: 0.75,
          unit: 'hour',
          unitPrice: 840.27,
          amount: 630.2,
        },
      ],
      total: 4_668.43,
    };
    beforeEach(() => {
      api.get<PublicQuote>('/public/quote-approval/:token', () => BOQ);
    });
    afterEach(() => vi.unstubAllGlobals());

    it('lists the lines at client prices in a table on a desk', async () => {
      renderPage();
      const table = await screen.findByRole('table', { name: S.boqLabel });
      const rows = within(table).getAllByRole('row');
      expect(rows).toHaveLength(3);
      expect(
        within(rows[0] as HTMLElement)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual([S.number, S.code, S.description, S.quantity, S.rate, S.amount]);
      const first = within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(first.slice(0, 4)).toEqual([
        '1',
        'HFS-SPK-U115',
        'Upright sprinkler head K115 93 °C storage, brass',
        '12 each',
      ]);
      expect(first[4]).toMatch(/285,78/);
      expect(first[5]).toMatch(/3\s429,30/);
      const second = within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(second.slice(0, 4)).toEqual(['2', '—', 'Technician hour', '0,75 hour']);
      expect(screen.getByRole('region', { name: S.boqHeading })).toHaveAttribute('tabindex', '0');
      // The breakdown still follows, its first line the bill's sum.
      const breakdown = screen.getByRole('table', { name: S.breakdownLabel });
      expect(within(breakdown).getAllByText(/4\s059,50/)).toHaveLength(2);
    });

    it('stacks the lines as cards on a phone, no table', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }));
      renderPage();
      const list = await screen.findByRole('list', { name: S.boqLabel });
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(
        within(items[0] as HTMLElement).getByText('1. Upright sprinkler head K115 93 °C storage, brass'),
      ).toBeInTheDocument();
      expect(within(items[0] as HTMLElement).getByText('12 each')).toBeInTheDocument();
      expect(within(items[1] as HTMLElement).getByText(/630,20/)).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: S.boqLabel })).not.toBeInTheDocument();
    });

    it('shows no bill for a Quick Quote', async () => {
      api.get<PublicQuote>('/public/quote-approval/:token', () => QUOTE);
      renderPage();
      await screen.findByRole('table', { name: S.breakdownLabel });
      expect(screen.queryByRole('heading', { name: S.boqHeading })).not.toBeInTheDocument();
    });
  });
});
