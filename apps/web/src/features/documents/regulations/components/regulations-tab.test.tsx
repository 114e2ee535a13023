import { File as NodeFile } from 'node:buffer';
import {
  FALLBACK_HANDBOOK,
  HANDBOOK_MESSAGES,
  type HandbookData,
  type HandbookStatus,
  type StandardsListResponse,
  type User,
} from '@firebreak/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest, server } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { REGULATIONS_STRINGS as S } from '../strings';
import { makeHandbook, sampleHandbook } from '../test-handbook';
import RegulationsTab from './regulations-tab';

/** Where the handbook's data file was asked for (it sits at the site root, outside /api). */
const handbookUrls: string[] = [];

function serve(options: { user?: User; handbook?: () => Response } = {}) {
  api.get<{ user: User }>('/auth/me', { user: options.user ?? makeUser() });
  server.use(
    http.get('*/searchable_content.json', ({ request }) => {
      handbookUrls.push(new URL(request.url).pathname);
      return options.handbook ? options.handbook() : HttpResponse.json<HandbookData>(makeHandbook());
    }),
  );
  api.get<StandardsListResponse>('/standards', { standards: [sampleHandbook] });
  api.get<HandbookStatus>('/handbook', {
    title: 'Test Sprinkler Handbook',
    sourceFile: 'test.pdf',
    totalPages: 154,
    totalWords: 30_800,
    extractionDate: '',
    source: 'builtin',
    canRollBack: false,
  });
}

beforeEach(() => {
  handbookUrls.length = 0;
  localStorage.setItem('token', 'good');
  serve();
});

const renderTab = () => renderRoutes([{ path: '/', element: <RegulationsTab /> }]);
const box = () => screen.getByRole('searchbox', { name: S.searchLabel });
/** The handbook's hits (the standards library above has lists of its own). */
const handbookHits = () => within(screen.getByRole('list', { name: S.results })).getAllByRole('listitem');
const resultPages = () =>
  within(screen.getByRole('list', { name: S.results }))
    .getAllByRole('heading', { level: 4 })
    .map((h) => h.textContent);

describe('RegulationsTab', () => {
  it('shows the banner: title, pages, words, average words per page and 100% Searchable', async () => {
    renderTab();
    expect(await screen.findByRole('heading', { name: 'Test Sprinkler Handbook' })).toBeInTheDocument();
    expect(screen.getByText('154 pages')).toBeInTheDocument();
    expect(screen.getByText(/^30.800 words$/)).toBeInTheDocument();
    expect(screen.getByText('200 words per page')).toBeInTheDocument();
    expect(screen.getByText('100% Searchable')).toBeInTheDocument();
    expect(handbookUrls).toContain('/searchable_content.json');
  });

  it('searches after a 300 ms pause, ranks the literal hit first and highlights the words', async () => {
    const { user } = renderTab();
    await screen.findByRole('heading', { name: 'Test Sprinkler Handbook' });
    await user.type(box(), 'pump test');
    expect(screen.queryByRole('list', { name: S.results })).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: S.results })).toBeInTheDocument();
    expect(resultPages().slice(0, 2)).toEqual(['Page 12', 'Page 119']);
    expect(screen.getByRole('status')).toHaveTextContent(`${resultPages().length} pages for "pump test"`);
    // The count is announced and is also the results' h3 (a heading may not carry the status role).
    expect(
      within(screen.getByRole('status')).getByRole('heading', { level: 3, name: /pages for "pump test"/ }),
    ).toBeInTheDocument();
    const first = handbookHits()[0]!;
    // Page 12: pump ×3 + test ×2 = 5 matches, + 2 for the literal 'pump test'.
    expect(within(first).getByText('5 matches')).toBeInTheDocument();
    expect(within(first).getByText('Relevance 7')).toBeInTheDocument();
    const marks = first.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent?.toLowerCase())).toEqual([
      'pump',
      'test',
      'pump',
      'pump',
      'test',
    ]);
  });

  it('ignores words of two letters or fewer and shows nothing for a blank query', async () => {
    const { user } = renderTab();
    await screen.findByRole('heading', { name: 'Test Sprinkler Handbook' });
    await user.type(box(), 'of a');
    expect(await screen.findByText(S.noResults('of a'))).toBeInTheDocument();
    await user.clear(box());
    await user.type(box(), '   ');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('limits results to 15 with contexts of at most 300 characters', async () => {
    const { user } = renderTab();
    await screen.findByRole('heading', { name: 'Test Sprinkler Handbook' });
    await user.type(box(), 'sprinkler');
    await screen.findByRole('list', { name: S.results });
    expect(resultPages()).toHaveLength(15);
  });

  it('runs a quick topic: 10 results and "{topic} (topic search)" in the box', async () => {
    const { user } = renderTab();
    await screen.findByRole('heading', { name: 'Test Sprinkler Handbook' });
    // The spec's topic keys, as a person reads them (issue 27 item 14): 'Water supply', not 'water_supply'.
    const topics = [
      'Installation',
      'Testing',
      'Maintenance',
      'Water supply',
      'Sprinkler heads',
      'Pumps',
      'Documentation',
      'Compliance',
    ];
    for (const topic of topics) expect(screen.getByRole('button', { name: topic })).toBeInTheDocument();
    expect(screen.queryByText('water_supply')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pumps' }));
    expect(box()).toHaveValue('Pumps (topic search)');
    expect(screen.getByRole('button', { name: 'Pumps' })).toHaveAttribute('aria-pressed', 'true');
    expect(resultPages()).toHaveLength(10);
  });

  it('offers popular searches only while the box is empty, and Clear empties query, topic and results', async () => {
    const { user } = renderTab();
    await screen.findByRole('heading', { name: 'Test Sprinkler Handbook' });
    await user.click(screen.getByRole('button', { name: 'water supply duration' }));
    expect(box()).toHaveValue('water supply duration');
    expect(screen.queryByRole('button', { name: 'pump test' })).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: S.results })).toBeInTheDocument();
    expect(resultPages()[0]).toBe('Page 36');
    await user.click(screen.getByRole('button', { name: 'Testing' }));
    await user.click(screen.getByRole('button', { name: S.clear }));
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('list', { name: S.results })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Testing' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'pump test' })).toBeInTheDocument();
  });

  it('browses by chapter: seven cards, and Search Chapter starts a fresh search of the chapter’s pages', async () => {
    const { user } = renderTab();
    await screen.findByRole('heading', { name: 'Test Sprinkler Handbook' });
    await user.click(screen.getByRole('button', { name: S.browseByChapter }));
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Chapter 1: General Requirements',
      'Chapter 2: Water Supply Systems',
      'Chapter 3: Sprinkler Components',
      'Chapter 4: Installation Standards',
      'Chapter 5: Testing & Commissioning',
      'Chapter 6: Maintenance',
      'Chapter 7: Documentation',
    ]);
    expect(within(cards[4]!).getByText('Pages 111–130')).toBeInTheDocument();
    fireEvent.change(box(), { target: { value: 'pump test' } });
    await user.click(screen.getByRole('button', { name: S.searchChapterNamed('Testing & Commissioning') }));
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 page in Chapter 5: Testing & Commissioning (pages 111–130)',
    );
    expect(resultPages()).toEqual(['Page 119']);
    // The box's 'pump test' is not carried over: the chapter's own words are searched and highlighted.
    expect(box()).toHaveValue('');
    const marks = handbookHits()[0]!.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent?.toLowerCase())).toEqual(['commissioning']);
  });

  it('opens a hit: the whole page in a dialog, with the words highlighted, and closes back to the hit', async () => {
    const { user } = renderTab();
    await screen.findByRole('heading', { name: 'Test Sprinkler Handbook' });
    await user.type(box(), 'pump test');
    const list = await screen.findByRole('list', { name: S.results });
    const open = within(list).getByRole('button', { name: 'Page 119' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: /Page 119/ });
    expect(dialog).toHaveTextContent('Chapter 5: Testing & Commissioning');
    expect(dialog).toHaveTextContent(
      'Pump test at commissioning: churn, rated and overload. The pump test proves the curve.',
    );
    expect([...dialog.querySelectorAll('mark')].map((m) => m.textContent?.toLowerCase())).toEqual([
      'pump',
      'test',
      'pump',
      'test',
    ]);
    await user.click(within(dialog).getByRole('button', { name: S.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // MUI gives focus back after the exit transition: wait for it rather than assume it.
    await waitFor(() => expect(open).toHaveFocus());

    open.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: /Page 119/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('falls back to an empty document with a fixed title and zero pages when loading fails', async () => {
    serve({ handbook: () => apiError(500, 'Internal error') });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTab();
    expect(
      await screen.findByRole('heading', { name: FALLBACK_HANDBOOK.document_info.title }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 pages')).toBeInTheDocument();
    expect(screen.getByText(S.loadFailed)).toBeInTheDocument();
  });

  it('polls every 100 ms while the file is being prepared', async () => {
    let calls = 0;
    serve({
      handbook: () => {
        calls += 1;
        if (calls < 3) return apiError(503, HANDBOOK_MESSAGES.notReady);
        return HttpResponse.json<HandbookData>(makeHandbook());
      },
    });
    renderTab();
    expect(screen.getByRole('progressbar', { name: S.loading })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Test Sprinkler Handbook' })).toBeInTheDocument();
    expect(calls).toBe(3);
  });

  it('shows the upload only to administrators, refuses non-PDF files and uploads a PDF', async () => {
    serve({ user: makeUser({ role: 'ADMIN' }) });
    let contentType: string | null = null;
    api.post<FormData, HandbookStatus>('/handbook', ({ request }) => {
      contentType = request.headers.get('Content-Type');
      return {
        title: 'Company Handbook',
        sourceFile: 'company.pdf',
        totalPages: 12,
        totalWords: 3000,
        extractionDate: '',
        source: 'uploaded',
        canRollBack: true,
      };
    });
    const { user } = renderTab();
    expect(await screen.findByRole('heading', { name: S.adminTitle })).toBeInTheDocument();
    const input = screen.getByTestId('handbook-file');
    const picker = userEvent.setup({ applyAccept: false });
    await picker.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText(HANDBOOK_MESSAGES.pdfOnly)).toBeInTheDocument();
    await picker.upload(input, new File(['%PDF-1.7'], 'company.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: S.upload }));
    expect(await screen.findByText(S.uploaded('Company Handbook', 12))).toBeInTheDocument();
    const sent = lastRequest('POST', '/handbook');
    // MSW reads the multipart body with Node's own FormData, so the part is a Node File.
    expect((sent.body as FormData).get('file')).toBeInstanceOf(NodeFile);
    expect(contentType).toMatch(/^multipart\/form-data/);
  });

  it('hides the upload from other roles', async () => {
    renderTab();
    await screen.findByRole('heading', { name: 'Test Sprinkler Handbook' });
    expect(screen.queryByRole('heading', { name: S.adminTitle })).not.toBeInTheDocument();
  });
});
