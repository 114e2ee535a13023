import {
  formatZarExact,
  type PortalQuote,
  type PortalQuoteDecisionInput,
  type User,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest, requestsTo } from '@/testing/msw';
import { makePortalQuote } from '@/testing/portal';
import { renderRoutes } from '@/testing/render';
import { P } from '../strings';
import PortalQuotesPage from './quotes-page';

const Q = P.quotes;
const rand = (value: number) => formatZarExact(value).replace(/\s/g, ' ');

const open = makePortalQuote();
const decided = makePortalQuote({
  id: 'q0',
  number: 'Q-2026-0030',
  title: 'Annual fire alarm service',
  state: 'APPROVED',
  total: 4600,
  lines: [{ label: 'Service', amount: 4600 }],
  decision: {
    decision: 'APPROVED',
    name: 'Naledi Mahlangu',
    note: 'PO 4471',
    at: '2026-10-02T09:30:00.000Z',
  },
  pdfUrl: '/api/portal/quotes/q0/pdf',
});

let quotes: PortalQuote[];

beforeEach(() => {
  quotes = [decided, open];
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser({ role: 'CLIENT' }) });
  api.get<PortalQuote[]>('/portal/quotes', () => quotes);
});
afterEach(() => vi.restoreAllMocks());

const renderQuotes = () =>
  renderRoutes([{ path: '/portal/quotes', element: <PortalQuotesPage /> }], ['/portal/quotes']);

describe('Portal: Quotes', () => {
  it('lists the open quotes first with their lines and total, then the decisions with who decided and when', async () => {
    renderQuotes();
    const waiting = await screen.findByRole('region', { name: Q.open });
    const card = within(waiting).getByRole('article', {
      name: 'Q-2026-0042: Replace sprinkler heads on level 2',
    });
    const lines = within(card).getByRole('table', { name: Q.lines('Q-2026-0042') });
    expect(within(lines).getByText('Sprinkler heads (12)')).toBeInTheDocument();
    expect(within(lines).getByRole('row', { name: /^Total \(incl\. VAT\)/ })).toHaveTextContent(rand(10350));
    expect(within(card).getByRole('button', { name: Q.approve })).toBeInTheDocument();

    const past = screen.getByRole('region', { name: Q.past });
    const old = within(past).getByRole('article', { name: 'Q-2026-0030: Annual fire alarm service' });
    expect(within(old).getByText('Approved')).toBeInTheDocument();
    expect(within(old).getByText(/^by Naledi Mahlangu, /)).toBeInTheDocument();
    expect(within(old).getByText('Note: PO 4471')).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: Q.approve })).not.toBeInTheDocument();
    // Open first on the page.
    expect(waiting.compareDocumentPosition(past) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectAccessible(document.body, 'the Quotes page');
  });

  it('approves after the confirmation, with the note, and shows the quote as decided', async () => {
    api.post<PortalQuoteDecisionInput, PortalQuote>('/portal/quotes/:id/decision', ({ body }) => {
      const answer: PortalQuote = {
        ...open,
        state: 'APPROVED',
        decision: {
          decision: 'APPROVED',
          name: 'Thandi Nkosi',
          note: body.note ?? '',
          at: '2026-11-29T08:00:00.000Z',
        },
      };
      quotes = [decided, answer];
      return answer;
    });
    const { user } = renderQuotes();
    const card = await screen.findByRole('article', { name: /Q-2026-0042/ });
    await user.type(within(card).getByRole('textbox', { name: Q.note }), 'Order 5521');
    await user.click(within(card).getByRole('button', { name: Q.approve }));
    const dialog = await screen.findByRole('dialog', { name: Q.confirmTitle('APPROVED', 'Q-2026-0042') });
    expect(within(dialog).getByText(/A decision is final/)).toBeInTheDocument();
    await expectAccessible(document.body, 'the confirmation');
    expect(requestsTo('POST', '/portal/quotes/q1/decision')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: Q.approve }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastRequest('POST', '/portal/quotes/q1/decision').body).toEqual({
      decision: 'APPROVED',
      note: 'Order 5521',
    });
    expect(await screen.findByText(Q.approved)).toBeInTheDocument();
    const past = screen.getByRole('region', { name: Q.past });
    expect(await within(past).findByRole('article', { name: /Q-2026-0042/ })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: Q.open })).getByText(Q.noOpen)).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled, and shows a refusal in the dialog', async () => {
    api.post('/portal/quotes/:id/decision', apiError(409, 'This quote was already decided'));
    const { user } = renderQuotes();
    const card = await screen.findByRole('article', { name: /Q-2026-0042/ });
    await user.click(within(card).getByRole('button', { name: Q.decline }));
    let dialog = await screen.findByRole('dialog', { name: Q.confirmTitle('DECLINED', 'Q-2026-0042') });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('POST', '/portal/quotes/q1/decision')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: Q.decline }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: Q.decline }));
    expect(await within(dialog).findByText('This quote was already decided')).toBeInTheDocument();
    expect(lastRequest('POST', '/portal/quotes/q1/decision').body).toEqual({
      decision: 'DECLINED',
      note: '',
    });
  });

  it('refuses a note over 1000 characters before asking', async () => {
    const { user } = renderQuotes();
    const card = await screen.findByRole('article', { name: /Q-2026-0042/ });
    await user.click(within(card).getByRole('textbox', { name: Q.note }));
    await user.paste('x'.repeat(1001));
    await user.click(within(card).getByRole('button', { name: Q.approve }));
    expect(await within(card).findByText('The note holds at most 1000 characters')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("downloads a quote's PDF with the session", async () => {
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:pdf'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    api.get(
      '/portal/quotes/q1/pdf',
      () => new HttpResponse('%PDF', { headers: { 'content-type': 'application/pdf' } }),
    );
    const { user } = renderQuotes();
    await user.click(await screen.findByRole('button', { name: Q.pdfOf('Q-2026-0042') }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(requestsTo('GET', '/portal/quotes/q1/pdf')).toHaveLength(1);
  });
});
