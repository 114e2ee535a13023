import type {
  AiSearchMethod,
  AiSearchResponse,
  AiSearchResult,
  CompareResponse,
  DocumentListResponse,
  FilterOptionsResponse,
  QueryAnalysis,
  User,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, lastRequest, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { makeCatalogue, makeDocument } from '../../browse/test-documents';
import { LINK_STRINGS as L } from '../../manage/strings';
import { SEMANTIC_PANEL_STRINGS as P } from '../../semantic-panel/strings';
import { AI_SEARCH_STRINGS as S } from '../strings';
import { AiSearch } from './ai-search';

const result = (id: string, name: string, relevanceScore: number, method = 'semantic'): AiSearchResult => ({
  id,
  name,
  type: 'word',
  description: 'desc',
  category: 'Human Resources',
  department: 'Human Resources',
  method,
  size: '9 KB',
  lastModified: '2025-01-06',
  tags: ['leave'],
  relevanceScore,
  fileName: `${id}.docx`,
});

const NO_ANSWER = {
  bestAnswer: null,
  belowThreshold: 0,
  suggestions: [],
  reading: { asks: [], questionWords: [] },
};

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser() });
  // Registered first so the two fixed paths below, added later, are tried before it.
  api.get<AiSearchResponse>('/ai-search/:method', ({ params, query }) => {
    const method = params.method as AiSearchMethod;
    if (query.get('q') === 'zebra')
      return {
        results: [],
        method,
        total: 0,
        tookMs: 1,
        ...NO_ANSWER,
        suggestions: ['sprinkler', 'certificate'],
      };
    return {
      results: [result('leave-application-form', 'Leave Application Form', 92, method)],
      method,
      total: 1,
      tookMs: 1,
      ...NO_ANSWER,
    };
  });
  api.get<FilterOptionsResponse>('/ai-search/filters', {
    filters: { categories: ['Human Resources'], types: ['word'], tags: ['leave'] },
    statistics: { totalDocuments: 1, categories: 1, departments: 1, fileTypes: 1, byType: { word: 1 } },
  });
  api.get<{ suggestions: string[] }>('/ai-search/suggestions', { suggestions: ['Leave Application Form'] });
  api.post<{ query: string }, { analysis: QueryAnalysis }>('/ai-search/analyze-query', {
    analysis: {
      intent: 'find_form',
      confidence: 0.85,
      suggestions: ['Leave Application Form', 'Employee Handbook'],
    },
  });
  api.post<unknown, CompareResponse>('/ai-search/compare', {
    comparison: {
      semantic: {
        results: [
          result('employee-handbook', 'Employee Handbook', 80, 'semantic'),
          result('leave-application-form', 'Leave Application Form', 75, 'semantic'),
          result('leave-policy', 'Leave Policy', 60, 'semantic'),
        ],
      },
      keyword: { results: [result('leave-application-form', 'Leave Application Form', 90, 'keyword')] },
      hybrid: {
        results: [
          result('employee-handbook', 'Employee Handbook', 71, 'hybrid'),
          result('leave-application-form', 'Leave Application Form', 70, 'hybrid'),
        ],
      },
    },
  });
});

describe('AiSearch', () => {
  it('prompts, searches semantically on the first tab without a threshold and shows the AI Analysis banner in words', async () => {
    const { user } = renderRoutes([{ path: '/', element: <AiSearch /> }]);
    expect(screen.getByText(S.prompt)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.compare })).not.toBeInTheDocument();
    await user.type(screen.getByPlaceholderText(S.placeholder), 'time off');
    expect(await screen.findByText('Leave Application Form', { selector: 'button' })).toBeInTheDocument();
    expect(screen.getByText(`${S.results} ${S.found(1)}`)).toBeInTheDocument();
    expect(screen.getByText(S.method('semantic'))).toBeInTheDocument();
    expect(screen.getByText(S.relevance(92))).toBeInTheDocument();
    // The date as the rest of the app shows it (en-ZA), not the ISO text the server sends.
    expect(screen.getByText(/2025\/01\/06/)).toBeInTheDocument();
    expect(screen.queryByText(/2025-01-06/)).not.toBeInTheDocument();
    const banner = await screen.findByTestId('ai-analysis');
    // Issue 26 §2: the intent as a person says it, not 'find_form · Confidence: 85%'.
    expect(within(banner).getByTestId('ai-intent')).toHaveTextContent(
      'Looks like you want a form to fill in',
    );
    expect(banner).not.toHaveTextContent(/find_form|Confidence|%/);
    expect(banner).toHaveTextContent('Try: Employee Handbook');
    // Issue 26 §1: no threshold is sent; the panel tiers the ranked list itself.
    const { query } = lastRequest('GET', '/ai-search/semantic');
    expect(Object.fromEntries(query)).toEqual({ q: 'time off', limit: '20' });
  });

  it('lists results at or above the threshold as Best matches and the rest under Other matches, less certain', async () => {
    api.get<AiSearchResponse>('/ai-search/:method', ({ params }) => ({
      results: [
        result('leave-application-form', 'Leave Application Form', 92),
        result('employee-handbook', 'Employee Handbook', 41),
        result('overtime-claim-form', 'Overtime Claim Form', 12),
      ],
      method: params.method as AiSearchMethod,
      total: 3,
      tookMs: 1,
      ...NO_ANSWER,
    }));
    const { user } = renderRoutes([{ path: '/', element: <AiSearch /> }]);
    await user.type(screen.getByPlaceholderText(S.placeholder), 'leave');
    const best = await screen.findByRole('region', { name: S.bestMatches });
    expect(screen.getByText(`${S.results} ${S.found(3)}`)).toBeInTheDocument();
    expect(
      within(best)
        .getAllByTestId('ai-search-row')
        .map((row) => row.dataset.tier),
    ).toEqual(['best']);
    const other = screen.getByRole('region', { name: S.otherMatches(2) });
    expect(within(other).getByText(S.otherHint(70))).toBeInTheDocument();
    expect(
      within(other)
        .getAllByTestId('ai-search-row')
        .map((row) => row.dataset.tier),
    ).toEqual(['other', 'other']);
    // Moving the slider moves the boundary without asking again.
    const asked = requestsTo('GET', '/ai-search/semantic').length;
    await user.click(screen.getByRole('button', { name: S.options }));
    screen.getByRole('slider', { name: S.similarity }).focus();
    await user.keyboard('{Home}');
    expect(await screen.findByRole('region', { name: S.otherMatches(1) })).toBeInTheDocument();
    expect(requestsTo('GET', '/ai-search/semantic')).toHaveLength(asked);
  });

  it('hides what falls below the threshold only when the filter is set on purpose, and says how many', async () => {
    api.get<AiSearchResponse>('/ai-search/:method', ({ params, query }) => ({
      results: [result('leave-application-form', 'Leave Application Form', 92)],
      method: params.method as AiSearchMethod,
      total: 1,
      tookMs: 1,
      ...NO_ANSWER,
      belowThreshold: query.get('threshold') ? 4 : 0,
    }));
    const { user } = renderRoutes([{ path: '/', element: <AiSearch /> }]);
    await user.type(screen.getByPlaceholderText(S.placeholder), 'leave');
    await screen.findByText('Leave Application Form', { selector: 'button' });
    await user.click(screen.getByRole('button', { name: S.options }));
    await user.click(screen.getByRole('switch', { name: P.hideBelow }));
    expect(await screen.findByTestId('hidden-below')).toHaveTextContent(S.hiddenBelow(4, 0.7));
    expect(lastRequest('GET', '/ai-search/semantic').query.get('threshold')).toBe('0.7');
    await user.click(screen.getByRole('button', { name: S.showHidden }));
    // The unfiltered answer (asked without a threshold) is back.
    await waitFor(() => expect(screen.queryByTestId('hidden-below')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: P.hideBelow })).not.toBeChecked();
    expect(requestsTo('GET', '/ai-search/semantic').filter((r) => !r.query.get('threshold'))).toHaveLength(1);
  });

  it('filters by a site the library is linked to, and sends it with the query (decision 0081)', async () => {
    api.get<DocumentListResponse>(
      '/documents',
      makeCatalogue([
        makeDocument({
          id: 'kestrel-riser-drawing',
          links: [{ kind: 'site', id: 's-1', name: 'Kestrel Plaza', visitId: null }],
        }),
        makeDocument({
          id: 'heron-riser-drawing',
          links: [{ kind: 'site', id: 's-2', name: 'Heron Court', visitId: null }],
        }),
      ]),
    );
    const { user } = renderRoutes([{ path: '/', element: <AiSearch /> }]);
    await user.type(screen.getByPlaceholderText(S.placeholder), 'riser');
    await screen.findByText('Leave Application Form', { selector: 'button' });
    expect(lastRequest('GET', '/ai-search/semantic').query.get('siteId')).toBeNull();
    await user.click(screen.getByRole('button', { name: S.options }));
    expect(await screen.findByRole('combobox', { name: L.site })).toHaveTextContent(L.allSites);
    // No document is linked to a project: no select for one.
    expect(screen.queryByRole('combobox', { name: L.project })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: L.site }));
    await user.click(await screen.findByRole('option', { name: 'Heron Court' }));
    await waitFor(() => expect(lastRequest('GET', '/ai-search/semantic').query.get('siteId')).toBe('s-2'));
  });

  it('shows the best answer in the document’s own words and each result’s passage; both open the PDF at its page', async () => {
    const passage = {
      text: 'Weekly | Alarm valve test\nAnnual | Full service of sprinkler heads',
      heading: 'Annex A: Sprinkler installations - inspection and maintenance intervals',
      page: 2,
      highlights: [
        [0, 6],
        [26, 32],
        [51, 60],
      ] as [number, number][],
    };
    api.get<AiSearchResponse>('/ai-search/:method', ({ params }) => ({
      results: [
        {
          ...result('maintenance-service-schedule', 'Maintenance Service Schedule', 93),
          type: 'pdf',
          passage,
        },
      ],
      method: params.method as AiSearchMethod,
      total: 1,
      tookMs: 1,
      ...NO_ANSWER,
      bestAnswer: {
        passage,
        documentId: 'maintenance-service-schedule',
        documentName: 'Maintenance Service Schedule',
        page: 2,
      },
    }));
    const { user, router } = renderRoutes([
      { path: '/', element: <AiSearch /> },
      { path: '/documents/preview/:id', element: <p>preview</p> },
    ]);
    await user.type(screen.getByPlaceholderText(S.placeholder), 'how often must sprinklers be serviced');
    const answer = await screen.findByRole('region', { name: S.bestAnswer });
    expect(answer).toHaveTextContent(S.ownWords);
    expect(answer).toHaveTextContent(S.underHeading(passage.heading));
    expect(within(answer).getByTestId('best-answer-source')).toHaveTextContent(
      'Maintenance Service Schedule, page 2',
    );
    expect([...answer.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Weekly',
      'Annual',
      'sprinkler',
    ]);
    const row = screen.getByTestId('ai-search-row');
    expect(
      within(row).getByRole('group', { name: S.passageOf('Maintenance Service Schedule') }),
    ).toHaveTextContent('Alarm valve test');
    await user.click(within(answer).getByRole('button', { name: S.openAtPage(2) }));
    expect(router.state.location.pathname).toBe('/documents/preview/maintenance-service-schedule');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows no hits with words to try, and Clear resets everything', async () => {
    const { user } = renderRoutes([{ path: '/', element: <AiSearch /> }]);
    await user.type(screen.getByPlaceholderText(S.placeholder), 'zebra');
    expect(await screen.findByText(S.noResults)).toBeInTheDocument();
    expect(screen.getByText(S.noMatchHint)).toBeInTheDocument();
    await user.click(
      within(screen.getByTestId('no-match-suggestions')).getByRole('button', { name: 'sprinkler' }),
    );
    expect(screen.getByPlaceholderText(S.placeholder)).toHaveValue('sprinkler');
    await user.click(screen.getByRole('button', { name: S.clear }));
    expect(screen.getByPlaceholderText(S.placeholder)).toHaveValue('');
    expect(screen.getByText(S.prompt)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.clear })).not.toBeInTheDocument();
  });

  it('Compare appears only on the fourth tab, disabled for a blank query, and shows the hybrid results', async () => {
    const { user } = renderRoutes([{ path: '/', element: <AiSearch /> }]);
    await user.click(screen.getByRole('tab', { name: 'Compare Methods' }));
    expect(screen.getByRole('button', { name: S.compare })).toBeDisabled();
    await user.type(screen.getByPlaceholderText(S.placeholder), 'leave');
    await user.click(screen.getByRole('button', { name: S.compare }));
    expect(await screen.findByText('Employee Handbook', { selector: 'button' })).toBeInTheDocument();
    expect(screen.getByText(`${S.results} ${S.found(2)}`)).toBeInTheDocument();
    expect(screen.getByText(S.method('hybrid'))).toBeInTheDocument();
    expect(lastRequest('POST', '/ai-search/compare').body).toEqual(
      expect.objectContaining({ query: 'leave', options: expect.objectContaining({ limit: 10 }) }),
    );
    expect(screen.queryByTestId('ai-analysis')).not.toBeInTheDocument();
  });

  it('Compare Methods shows the three methods side by side and marks documents found by more than one', async () => {
    const { user } = renderRoutes([{ path: '/', element: <AiSearch /> }]);
    await user.click(screen.getByRole('tab', { name: 'Compare Methods' }));
    await user.type(screen.getByPlaceholderText(S.placeholder), 'leave');
    await user.click(screen.getByRole('button', { name: S.compare }));
    const comparison = await screen.findByRole('region', { name: S.comparison });
    // All three columns are in the page; under md width a toggle shows one at a time.
    const rows = (method: string) =>
      within(within(comparison).getByTestId(`compare-column-${method}`))
        .getAllByTestId('compare-row')
        .map((row) => row.textContent);
    expect(
      within(comparison)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['AI Semantic (3 results)', 'Keyword (1 result)', 'Hybrid (2 results)']);
    expect(rows('semantic')).toEqual([
      `Employee Handbook${S.relevance(80)}${S.alsoIn('hybrid')}`,
      `Leave Application Form${S.relevance(75)}${S.inAll}`,
      `Leave Policy${S.relevance(60)}`,
    ]);
    expect(rows('keyword')).toEqual([`Leave Application Form${S.relevance(90)}${S.inAll}`]);
    expect(rows('hybrid')).toEqual([
      `Employee Handbook${S.relevance(71)}${S.alsoIn('semantic')}`,
      `Leave Application Form${S.relevance(70)}${S.inAll}`,
    ]);
    const toggle = within(comparison).getByRole('group', { name: S.columnToShow });
    await user.click(within(toggle).getByRole('button', { name: 'Keyword (1)' }));
    expect(within(toggle).getByRole('button', { name: 'Keyword (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('keeps Compare disabled while a comparison is loading', async () => {
    let release: () => void = () => {};
    api.post<unknown, CompareResponse>('/ai-search/compare', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { comparison: { semantic: { results: [] }, keyword: { results: [] }, hybrid: { results: [] } } };
    });
    const { user } = renderRoutes([{ path: '/', element: <AiSearch /> }]);
    await user.click(screen.getByRole('tab', { name: 'Compare Methods' }));
    await user.type(screen.getByPlaceholderText(S.placeholder), 'leave');
    await user.click(screen.getByRole('button', { name: S.compare }));
    expect(screen.getByRole('button', { name: S.compare })).toBeDisabled();
    expect(screen.getByText(S.analyzing)).toBeInTheDocument();
    release();
    expect(await screen.findByText(S.noResults)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.compare })).toBeEnabled();
  });

  it('uses the tab as the method and reports a failed search', async () => {
    const { user } = renderRoutes([{ path: '/', element: <AiSearch /> }]);
    await user.click(screen.getByRole('tab', { name: 'Keyword' }));
    // No status text, so the message is the plain one.
    api.get(
      '/ai-search/keyword',
      () => new Response(JSON.stringify({ error: 'Internal error' }), { status: 500 }),
    );
    await user.type(screen.getByPlaceholderText(S.placeholder), 'x');
    expect(await screen.findByText(S.searchFailed())).toBeInTheDocument();
  });
});
