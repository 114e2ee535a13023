import {
  QUOTE_STATUS_MESSAGES,
  type QuoteListResponse,
  type QuoteSummary,
  type SavedQuote,
  type User,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '@/lib/save-file';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest, requestsTo, sessionAnswered } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { makeQuoteSummary, makeSavedQuote } from '../test-fixtures';
import { COMPARE_STRINGS as C, HISTORY_STRINGS as H } from './history-strings';
import QuotingPage from './quoting-page';

vi.mock('@/lib/save-file', () => ({ saveText: vi.fn(), saveFile: vi.fn() }));

const QUOTES = [
  makeQuoteSummary({ id: 'q1', quoteNumber: 'Q-2026-0001', projectTitle: 'Theatre wing', status: 'Won' }),
  makeQuoteSummary({
    id: 'q2',
    quoteNumber: 'Q-2026-0002',
    projectTitle: 'Cold store',
    status: 'Sent',
    total: 500_000,
  }),
  makeQuoteSummary({ id: 'q3', quoteNumber: 'Q-2026-0003', projectTitle: 'Server room', status: 'Draft' }),
  makeQuoteSummary({ id: 'q4', quoteNumber: 'Q-2026-0004', projectTitle: 'Archive vault', status: 'Lost' }),
];

const listCalls = () => requestsTo('GET', '/quotes').map((request) => Object.fromEntries(request.query));

let signedIn: User;

beforeEach(() => {
  // The status select offers what the signed-in role may pick (allowedQuoteStatuses).
  signedIn = makeUser();
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<QuoteListResponse>('/quotes', { items: QUOTES, total: 42, page: 1, pageSize: 10 });
  api.get<SavedQuote>('/quotes/:id', ({ params }) => {
    const summary = QUOTES.find((quote) => quote.id === params.id);
    return makeSavedQuote({
      id: summary?.id,
      quoteNumber: summary?.quoteNumber,
      projectTitle: summary?.projectTitle,
    });
  });
  api.get(
    '/quotes/:id/pdf',
    () =>
      new HttpResponse('%PDF-', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="Q-2026-0002.pdf"',
        },
      }),
  );
});

afterEach(() => vi.unstubAllGlobals());

/** useMediaQuery reads matchMedia: only the phone query (below md) matches. */
function stubPhoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

function renderHistory() {
  const view = renderRoutes([{ path: '/quoting', element: <QuotingPage /> }], ['/quoting?tab=history']);
  const table = async () => {
    await screen.findByText('Q-2026-0001');
    await sessionAnswered();
    return within(screen.getByRole('table', { name: H.tableLabel }));
  };
  return { ...view, table };
}

describe('Quote History', () => {
  it('lists saved quotes with number, date, project, client, type, total, status and a PDF button', async () => {
    const { table } = renderHistory();
    const rows = (await table()).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent('Q-2026-0001');
    expect(rows[1]).toHaveTextContent('Theatre wing');
    expect(rows[1]).toHaveTextContent('Umhlanga Ridge Medical Centre');
    expect(rows[1]).toHaveTextContent('Fire Alarm System (SANS 10139)');
    expect(
      within(rows[1] as HTMLElement)
        .getByText('Won')
        .closest('.MuiChip-root'),
    ).toHaveClass('MuiChip-colorSuccess');
    expect(screen.getByRole('button', { name: H.downloadPdf('Q-2026-0001') })).toBeInTheDocument();
    expect(listCalls()[0]).toEqual({ page: '1', pageSize: '10' });
    expect(screen.getByText('1–10 of 42')).toBeInTheDocument();
  });

  it('searches after a pause and filters by status, type, client type, dates and totals', async () => {
    const { user, table } = renderHistory();
    await table();
    await user.type(screen.getByLabelText(H.search), 'cold');
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ search: 'cold', page: '1', pageSize: '10' }));
    await user.click(screen.getByRole('combobox', { name: H.status }));
    await user.click(await screen.findByRole('option', { name: 'Won' }));
    await user.click(screen.getByRole('combobox', { name: H.projectType }));
    await user.click(await screen.findByRole('option', { name: 'Fire Alarm' }));
    await user.click(screen.getByRole('combobox', { name: H.clientType }));
    await user.click(await screen.findByRole('option', { name: 'Healthcare' }));
    await user.type(screen.getByLabelText(H.from), '2026-01-01');
    await user.type(screen.getByLabelText(H.to), '2026-12-31');
    await user.type(screen.getByLabelText(H.minTotal), '100000');
    await user.type(screen.getByLabelText(H.maxTotal), '900000');
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({
        search: 'cold',
        status: 'Won',
        projectType: 'FIRE_ALARM',
        clientType: 'HEALTHCARE',
        from: '2026-01-01',
        to: '2026-12-31',
        minTotal: '100000',
        maxTotal: '900000',
        page: '1',
        pageSize: '10',
      }),
    );
    await user.click(screen.getByRole('button', { name: H.clearFilters }));
    expect(screen.getByLabelText(H.search)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: H.status })).toHaveTextContent(H.all);
    expect(screen.getByLabelText(H.maxTotal)).toHaveValue(null);
  }, 20_000);

  it('pages through the history', async () => {
    const { user, table } = renderHistory();
    await table();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: '2', pageSize: '10' }));
  });

  it('compares two or three quotes side by side', async () => {
    const { user, table } = renderHistory();
    await table();
    const compare = () => screen.getByRole('button', { name: /^Compare/ });
    const pick = (number: string) =>
      user.click(screen.getByRole('checkbox', { name: H.selectToCompare(number) }));
    expect(compare()).toBeDisabled();
    await pick('Q-2026-0001');
    expect(compare()).toBeDisabled();
    await pick('Q-2026-0002');
    expect(compare()).toBeEnabled();
    expect(compare()).toHaveTextContent('Compare (2)');
    await pick('Q-2026-0003');
    expect(screen.getByRole('checkbox', { name: H.selectToCompare('Q-2026-0004') })).toBeDisabled();
    await user.click(compare());
    const dialog = within(await screen.findByRole('dialog', { name: C.title }));
    const grid = within(await dialog.findByRole('table', { name: C.tableLabel }));
    const header = grid.getAllByRole('columnheader').map((cell) => cell.textContent);
    // The corner header is named for screen readers (axe: empty-table-header).
    expect(header).toEqual([C.detail, 'Q-2026-0001', 'Q-2026-0002', 'Q-2026-0003']);
    // A table wider than a phone scrolls inside the dialog; the scrolling region is a tab stop.
    expect(dialog.getByRole('region', { name: C.title })).toHaveAttribute('tabindex', '0');
    expect(grid.getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(grid.getByRole('rowheader', { name: 'Urgency adjustment' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: C.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a card per quote with its compare box, status and PDF below the md breakpoint', async () => {
    stubPhoneWidth();
    const { user } = renderHistory();
    const list = await screen.findByRole('list', { name: H.tableLabel });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(await within(list).findByRole('listitem', { name: 'Q-2026-0002' }));
    expect(card.getByText('Cold store')).toBeInTheDocument();
    expect(card.getByText(/^R\s500\s000$/)).toBeInTheDocument();
    expect(card.getByRole('combobox', { name: H.statusOf('Q-2026-0002') })).toHaveTextContent('Sent');
    expect(card.getByRole('button', { name: H.downloadPdf('Q-2026-0002') })).toBeInTheDocument();
    await user.click(card.getByRole('checkbox', { name: H.selectToCompare('Q-2026-0002') }));
    expect(screen.getByRole('button', { name: /^Compare/ })).toHaveTextContent('Compare (1)');
  });

  it('changes a status to Won or Lost', async () => {
    api.patch<{ status: string }, SavedQuote>(
      '/quotes/:id',
      makeSavedQuote({ id: 'q3', quoteNumber: 'Q-2026-0003', status: 'Won' }),
    );
    const { user, table } = renderHistory();
    await table();
    await user.click(screen.getByRole('combobox', { name: H.statusOf('Q-2026-0003') }));
    await user.click(await screen.findByRole('option', { name: 'Won' }));
    await waitFor(() => expect(lastRequest('PATCH', '/quotes/q3').body).toEqual({ status: 'Won' }));
    expect(await screen.findByText('Q-2026-0003 marked Won')).toBeInTheDocument();
  });

  it('says so when a status change fails', async () => {
    api.patch('/quotes/:id', () => apiError(500, 'Server error'));
    const { user, table } = renderHistory();
    await table();
    await user.click(screen.getByRole('combobox', { name: H.statusOf('Q-2026-0003') }));
    await user.click(await screen.findByRole('option', { name: 'Lost' }));
    expect(await screen.findByText(H.statusFailed)).toBeInTheDocument();
  });

  it("offers an engineer only Draft and Sent, and shows the server's reason for a refusal", async () => {
    signedIn = makeUser({ role: 'ENGINEER' });
    api.patch('/quotes/:id', () => apiError(403, QUOTE_STATUS_MESSAGES.openLinksForOffice));
    const { user, table } = renderHistory();
    await table();
    // A Won quote is the office's to move.
    expect(screen.getByRole('combobox', { name: H.statusOf('Q-2026-0001') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('combobox', { name: H.statusOf('Q-2026-0002') }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Draft', 'Sent']);
    await user.click(screen.getByRole('option', { name: 'Draft' }));
    expect(await screen.findByText(QUOTE_STATUS_MESSAGES.openLinksForOffice)).toBeInTheDocument();
  });

  it('keeps the status of a quote the client answered, and says who decided it', async () => {
    api.get<QuoteListResponse>('/quotes', {
      items: [{ ...(QUOTES[0] as QuoteSummary), clientDecision: 'APPROVED' }, ...QUOTES.slice(1)],
      total: 4,
      page: 1,
      pageSize: 10,
    });
    const { table } = renderHistory();
    const rows = (await table()).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText(H.clientDecided('APPROVED'))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: H.statusOf('Q-2026-0001') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('combobox', { name: H.statusOf('Q-2026-0004') })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('downloads the PDF under the name the server gives', async () => {
    const { user, table } = renderHistory();
    await table();
    await user.click(screen.getByRole('button', { name: H.downloadPdf('Q-2026-0002') }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'Q-2026-0002.pdf'));
    lastRequest('GET', '/quotes/q2/pdf');
  });

  it('shows a failure to load the history', async () => {
    api.get('/quotes', () => apiError(500, 'Server error'));
    renderHistory();
    // One retry after a second (the query client's rule for a 5xx), then the message.
    expect(await screen.findByText(H.failed, undefined, { timeout: 4000 })).toBeInTheDocument();
  });
});
