import {
  type ClientListResponse,
  type GeneratedQuote,
  type ManagedQuoteTemplate,
  type PriceListResponse,
  QUOTE_MESSAGES,
  type QuoteRequest,
  type QuoteTemplate,
  quoteToText,
  type RecentQuote,
  type SaveQuoteResponse,
  type Supplier,
} from '@firebreak/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_PICKER_STRINGS } from '@/components/client-picker/strings';
import { saveText } from '@/lib/save-file';
import { clientPage, makeClient } from '@/testing/clients';
import { api, apiError, held, lastRequest, requests, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { FORM_STRINGS as F, PANEL_STRINGS as P, QUOTING_STRINGS as Q } from '../strings';
import {
  MANAGED_TEMPLATES,
  makeGeneratedQuote,
  makeRecentQuote,
  makeSavedQuote,
  TEMPLATES,
} from '../test-fixtures';
import { BOQ_STRINGS as B } from './boq/strings';
import { RECENT_STRINGS as R } from './quick-quote-strings';
import QuotingPage from './quoting-page';

vi.mock('@/lib/save-file', () => ({ saveText: vi.fn(), saveFile: vi.fn() }));
const posts = () => requests.filter((r) => r.method === 'POST');

const RECENT = [
  makeRecentQuote(),
  makeRecentQuote({ id: 'recent-2', quoteNumber: 'Q-2026-0002', projectTitle: 'Cold store', status: 'Lost' }),
  makeRecentQuote({
    id: 'recent-3',
    quoteNumber: 'Q-2026-0003',
    projectTitle: 'Server room',
    status: 'Sent',
  }),
];

function renderQuoting() {
  const view = renderRoutes([{ path: '/quoting', element: <QuotingPage /> }], ['/quoting']);
  const { user } = view;
  const choose = async (label: string, option: string) => {
    await user.click(screen.getByRole('combobox', { name: label }));
    await user.click(await screen.findByRole('option', { name: option }));
  };
  const generateButton = () => screen.getByRole('button', { name: F.generate });
  const fill = async (values: { area?: string; title?: string } = {}) => {
    await choose(F.projectType, 'Sprinkler System (SANS 10287)');
    await choose(F.clientType, 'Industrial');
    if (values.area !== '') await user.type(screen.getByLabelText(/Area/), values.area ?? '1200');
    if (values.title !== '')
      await user.type(screen.getByLabelText(/Project Title/), values.title ?? 'Distribution Centre');
  };
  return { ...view, choose, generateButton, fill };
}

const CLIENTS = [
  makeClient({ id: 'c-life', name: 'Life Healthcare', type: 'Healthcare', phone: '+27 11 555 0100' }),
  makeClient({ id: 'c-transnet', name: 'Transnet Port Terminals', type: 'Government' }),
];

beforeEach(() => {
  api.get<QuoteTemplate[]>('/quick-quote/templates', TEMPLATES);
  api.get<RecentQuote[]>('/quick-quote/recent', RECENT);
  api.get<ClientListResponse>('/clients', ({ query }) => {
    const search = (query.get('search') ?? '').toLowerCase();
    return clientPage(CLIENTS.filter((c) => c.name.toLowerCase().includes(search)));
  });
});

describe('QuotingPage', () => {
  it('has the four tabs of the spec; Detailed BOQ holds the builder, Templates lists the templates', async () => {
    api.get<ManagedQuoteTemplate[]>('/quote-templates', MANAGED_TEMPLATES);
    api.get<PriceListResponse>('/price-list', { items: [], total: 0 });
    api.get<Supplier[]>('/price-list/suppliers', []);
    const { user, router } = renderQuoting();
    expect(screen.getByRole('heading', { level: 1, name: Q.title })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Quick Quote', 'Detailed BOQ', 'Quote History', 'Templates']);
    expect(screen.getByRole('tab', { name: 'Quick Quote' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Detailed BOQ' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: B.heading })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=boq');

    await user.click(screen.getByRole('tab', { name: 'Templates' }));
    expect(router.state.location.search).toBe('?tab=templates');
    expect(
      await within(screen.getByRole('tabpanel')).findByText('Fire Alarm System (SANS 10139)'),
    ).toBeVisible();
    expect(within(screen.getByRole('tabpanel')).queryByRole('heading', { name: B.heading })).toBeNull();
  });
});

describe('Quick Quote form (spec §5)', () => {
  it('keeps Generate disabled until project type, client type, area and title are filled', async () => {
    const { user, choose, generateButton } = renderQuoting();
    expect(generateButton()).toBeDisabled();
    await choose(F.projectType, 'Sprinkler System (SANS 10287)');
    await choose(F.clientType, 'Industrial');
    expect(generateButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/Area/), '1200');
    expect(generateButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/Project Title/), 'Warehouse');
    expect(generateButton()).toBeEnabled();
    await user.clear(screen.getByLabelText(/Area/));
    expect(generateButton()).toBeDisabled();
  });

  it("shows the selected template's minimum and maximum area without enforcing them", async () => {
    const { choose, fill, generateButton, user } = renderQuoting();
    expect(screen.getByText(F.areaHelp)).toBeInTheDocument();
    await choose(F.projectType, 'Fire Alarm System (SANS 10139)');
    expect(screen.getByText('Typical range for this template: 100 – 50 000 m²')).toBeInTheDocument();
    await choose(F.projectType, 'Sprinkler System (SANS 10287)');
    expect(screen.getByText('Typical range for this template: 250 – 60 000 m²')).toBeInTheDocument();

    api.post<QuoteRequest, GeneratedQuote>('/quick-quote/generate', makeGeneratedQuote({ area: 10 }));
    await fill({ area: '10' });
    await user.click(generateButton());
    await waitFor(() =>
      expect(lastRequest('POST', '/quick-quote/generate').body).toEqual(
        expect.objectContaining({ area: 10 }),
      ),
    );
  });

  it.each([
    ['0', QUOTE_MESSAGES.invalidArea],
    ['-5', QUOTE_MESSAGES.invalidArea],
    ['2000000', QUOTE_MESSAGES.areaTooLarge],
  ])('refuses the area %s with a message and no call', async (area, message) => {
    const { fill, generateButton, user } = renderQuoting();
    await fill({ area });
    await user.click(generateButton());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(posts()).toHaveLength(0);
  });

  it('shows the required-fields alert for a title of spaces', async () => {
    const { fill, generateButton, user } = renderQuoting();
    await fill({ title: '   ' });
    expect(generateButton()).toBeEnabled();
    await user.click(generateButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in all required fields: Project Type, Client Type, Area, and Project Title',
    );
    expect(posts()).toHaveLength(0);
  });

  it('names the client with the Clients picker: picking one sets its client type and phone, a new name says it is added with the project (issue 27 item 9)', async () => {
    const { fill, generateButton, user } = renderQuoting();
    await fill();
    const clientBox = screen.getByRole('combobox', { name: F.clientName });
    fireEvent.focus(clientBox);
    fireEvent.change(clientBox, { target: { value: 'life' } });
    await user.click(await screen.findByRole('option', { name: /Life Healthcare/ }));
    expect(screen.getByText(CLIENT_PICKER_STRINGS.existing('Life Healthcare'))).toBeInTheDocument();
    api.post<QuoteRequest, GeneratedQuote>('/quick-quote/generate', makeGeneratedQuote());
    await user.click(generateButton());
    await waitFor(() =>
      expect(lastRequest('POST', '/quick-quote/generate').body).toMatchObject({
        clientName: 'Life Healthcare',
        clientType: 'HEALTHCARE',
        contactNumber: '+27 11 555 0100',
      }),
    );
    fireEvent.change(clientBox, { target: { value: 'Karoo Cold Chain' } });
    expect(await screen.findByText(CLIENT_PICKER_STRINGS.quoteOnly('Karoo Cold Chain'))).toBeInTheDocument();
  });

  it('sends the form with a numeric area and defaults, and is disabled while generating', async () => {
    const call = held<GeneratedQuote>();
    api.post<QuoteRequest, GeneratedQuote>('/quick-quote/generate', call.reply);
    const { fill, generateButton, user, choose } = renderQuoting();
    await fill();
    await choose(F.urgency, F.urgencyOptions.URGENT);
    await choose(F.location, F.locationOptions.REMOTE);
    await user.type(screen.getByLabelText(F.clientName), ' Midrand Logistics ');
    await user.click(generateButton());
    expect(generateButton()).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: F.generating })).toBeInTheDocument();
    await waitFor(() =>
      expect(lastRequest('POST', '/quick-quote/generate').body).toEqual({
        projectType: 'SPRINKLER_SYSTEM',
        clientType: 'INDUSTRIAL',
        area: 1200,
        urgency: 'URGENT',
        location: 'REMOTE',
        projectTitle: 'Distribution Centre',
        clientName: 'Midrand Logistics',
        contactNumber: '',
      }),
    );
    call.release(makeGeneratedQuote());
    expect(await screen.findByRole('heading', { name: P.heading })).toBeInTheDocument();
  });

  it.each([
    [
      "the server's error message",
      () => apiError(400, 'The selected project type is not one of the quote templates'),
      'The selected project type is not one of the quote templates',
    ],
    [
      'the fallback without one',
      () => HttpResponse.json({}, { status: 500 }),
      'Failed to generate quote. Please try again.',
    ],
  ])('shows %s when generation fails (spec §8)', async (_case, failure, message) => {
    api.post('/quick-quote/generate', failure);
    const { fill, generateButton, user } = renderQuoting();
    await fill();
    await user.click(generateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(generateButton()).toBeEnabled();
  });

  it('only logs a failure to load templates or recent quotes (spec §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.get('/quick-quote/templates', () => apiError(500, 'Server error'));
    api.get('/quick-quote/recent', () => apiError(500, 'Server error'));
    renderQuoting();
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Failed to load quote templates:', expect.anything()),
    );
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load recent quotes:', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the generated quote (spec §2)', () => {
  async function generated() {
    api.post<QuoteRequest, GeneratedQuote>('/quick-quote/generate', makeGeneratedQuote());
    const view = renderQuoting();
    await view.fill();
    await view.user.click(view.generateButton());
    const panel = within(await screen.findByRole('region', { name: P.heading }));
    return { ...view, panel };
  }

  it('puts the generated quote before Recent Quotes and, on a phone, scrolls it into view', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      await generated();
      const quote = screen.getByRole('region', { name: P.heading });
      const recent = screen.getByRole('region', { name: R.heading });
      expect(quote.compareDocumentPosition(recent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('shows every figure with each adjustment labelled', async () => {
    const { panel } = await generated();
    const rows = within(panel.getByRole('table', { name: P.estimate }))
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\s+/g, ' '));
    expect(rows).toEqual([
      'DescriptionAmount',
      'Sprinkler System (SANS 10287): 1 200 m² × R 450/m²R 540 000',
      'Urgency: Urgent (+25% premium)R 135 000',
      'Travel: Remote site (+15% travel cost)R 101 250',
      'SubtotalR 776 250',
      'Markup (15%)R 116 438',
      'VAT (15%)R 133 903',
      'TotalR 1 026 591',
    ]);
    expect(panel.getByText('Q-2026-DRAFT')).toBeInTheDocument();
  });

  it("shows beside the internal breakdown what the client sees: the PDF's lines, markup folded in, to the cent (issue 27 item 1)", async () => {
    const { panel } = await generated();
    const client = within(panel.getByRole('table', { name: P.clientViewHeading }))
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\s+/g, ' '));
    expect(client).toEqual([
      'DescriptionAmount',
      'Sprinkler System (SANS 10287): 1 200 m²R 621 000,00',
      'Urgency: Urgent (+25% premium)R 155 250,00',
      'Travel: Remote site (+15% travel cost)R 116 437,50',
      'Price excl. VATR 892 687,50',
      'VAT (15%)R 133 903,13',
      'TotalR 1 026 590,63',
    ]);
    expect(panel.getByRole('heading', { name: P.internalHeading })).toBeInTheDocument();
    expect(panel.getByText(P.internalHint)).toBeInTheDocument();
  });

  it('shows the first 3 includes, 3 exclusions and 4 notes', async () => {
    const { panel } = await generated();
    const items = (name: string) =>
      within(panel.getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items(P.includes)).toEqual(['Include one', 'Include two', 'Include three']);
    expect(items(P.exclusions)).toEqual(['Exclusion one', 'Exclusion two', 'Exclusion three']);
    expect(items(P.notes)).toEqual(['Note one', 'Note two', 'Note three', 'Note four']);
    expect(panel.getAllByText('+2 more in the download')).toHaveLength(2); // includes and notes
    expect(panel.getByText('+1 more in the download')).toBeInTheDocument(); // exclusions
  });

  it("copies the total and says 'Copied to clipboard!'", async () => {
    const { panel, user } = await generated();
    await user.click(panel.getByRole('button', { name: P.copyTotal }));
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('R 1 026 591');
  });

  it('downloads the text file named from the quote number and sanitised title, with the full lists', async () => {
    const { panel, user } = await generated();
    await user.click(panel.getByRole('button', { name: P.download }));
    const quote = makeGeneratedQuote();
    expect(saveText).toHaveBeenCalledWith(quoteToText(quote), 'Q-2026-DRAFT_Distribution_Centre_Phase_2.txt');
    const text = vi.mocked(saveText).mock.calls[0]?.[0] ?? '';
    for (const item of [...quote.includes, ...quote.exclusions, ...quote.notes]) expect(text).toContain(item);
  });

  it("saves the quote, says 'Quote saved successfully!', shows its number and refreshes recent quotes", async () => {
    const { panel, user } = await generated();
    const saved = makeSavedQuote();
    api.post<GeneratedQuote, SaveQuoteResponse>(
      '/quick-quote/save',
      { message: 'Quote saved successfully!', quote: saved },
      201,
    );
    const recentCalls = () => requestsTo('GET', '/quick-quote/recent').length;
    const before = recentCalls();
    await user.click(panel.getByRole('button', { name: P.save }));
    await waitFor(() => expect(posts().at(-1)?.path).toBe('/quick-quote/save'));
    expect(posts().at(-1)?.body).toEqual(makeGeneratedQuote());
    expect(await screen.findByText('Quote saved successfully!')).toBeInTheDocument();
    expect(panel.getByText('Q-2026-0007')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: P.savedButton })).toBeDisabled();
    await waitFor(() => expect(recentCalls()).toBeGreaterThan(before));

    await user.click(panel.getByRole('button', { name: P.download }));
    expect(saveText).toHaveBeenLastCalledWith(
      expect.any(String),
      'Q-2026-0007_Distribution_Centre_Phase_2.txt',
    );
    expect(panel.getByRole('button', { name: P.downloadPdf })).toBeInTheDocument();
  });

  it("says 'Failed to save quote. Please try again.' when saving fails", async () => {
    const { panel, user } = await generated();
    api.post('/quick-quote/save', () => apiError(400, 'Something specific'));
    await user.click(panel.getByRole('button', { name: P.save }));
    expect(await panel.findByRole('alert')).toHaveTextContent('Failed to save quote. Please try again.');
    expect(panel.getByRole('button', { name: P.save })).toBeEnabled();
  });
});

describe('recent quotes (spec §2)', () => {
  it("lists title, client, area, total and status, with 'Won' green and others neutral", async () => {
    renderQuoting();
    const list = within(await screen.findByRole('list', { name: R.heading }));
    const items = await list.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Theatre Wing Detection');
    expect(items[0]).toHaveTextContent('Umhlanga Ridge Medical Centre');
    expect(items[0]).toHaveTextContent('3 200 m²');
    expect(items[0]?.textContent?.replace(/\s/g, ' ')).toContain('R 862 802');
    const chip = (index: number) =>
      within(items[index] as HTMLElement)
        .getByText(RECENT[index]?.status ?? '')
        .closest('.MuiChip-root');
    expect(chip(0)).toHaveClass('MuiChip-colorSuccess');
    expect(chip(1)).toHaveClass('MuiChip-colorDefault');
    expect(chip(2)).toHaveClass('MuiChip-colorDefault');
  });
});
