import type {
  AiSearchMethod,
  AiSearchResponse,
  AiSearchResult,
  FilterOptionsResponse,
  QueryAnalysis,
  User,
} from '@firebreak/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, lastRequest, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { AiSearch } from '../../ai-search/components/ai-search';
import { AI_SEARCH_STRINGS as A } from '../../ai-search/strings';
import { SEMANTIC_PANEL_STRINGS as S } from '../strings';

const result = (id: string, name: string, relevanceScore: number, method: string): AiSearchResult => ({
  id,
  name,
  type: 'pdf',
  description: `About ${name}`,
  category: 'Operations',
  department: 'Operations',
  method,
  size: '12 KB',
  lastModified: '2025-03-01',
  tags: ['pump', 'diesel'],
  relevanceScore,
  fileName: `${id}.pdf`,
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
  // Registered first so the fixed paths below, added later, are tried before it.
  api.get<AiSearchResponse>('/ai-search/:method', ({ params }) => {
    const method = params.method as AiSearchMethod;
    return {
      results: [result('fire-pump-weekly-test', 'Fire Pump Weekly Test', 93, method)],
      method,
      total: 1,
      tookMs: 1,
      ...NO_ANSWER,
    };
  });
  api.get<FilterOptionsResponse>('/ai-search/filters', {
    filters: { categories: ['Operations'], types: ['pdf'], tags: ['pump'] },
    statistics: { totalDocuments: 1, categories: 1, departments: 1, fileTypes: 1, byType: { pdf: 1 } },
  });
  api.get<{ suggestions: string[] }>('/ai-search/suggestions', { suggestions: [] });
  api.post<{ query: string }, { analysis: QueryAnalysis }>('/ai-search/analyze-query', {
    analysis: { intent: 'find_document', confidence: 0.5, suggestions: [] },
  });
});

const renderSearch = () => renderRoutes([{ path: '/', element: <AiSearch /> }]);
const areaToggle = () => screen.getByRole('button', { name: S.title });
const area = () => screen.getByRole('region', { name: S.title });
const shownValue = (id: string) => screen.getByTestId(`${id}-value`);

describe('Search settings and details (the semantic panel folded into the AI search)', () => {
  it('is collapsed at first, opens and closes by keyboard, and AI Options toggles the same area', async () => {
    const { user } = renderSearch();
    const options = screen.getByRole('button', { name: A.options });
    expect(areaToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(options).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: S.title })).not.toBeInTheDocument();

    areaToggle().focus();
    await user.keyboard('{Enter}');
    expect(areaToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(options).toHaveAttribute('aria-expanded', 'true');
    expect(within(area()).getByRole('slider', { name: A.similarity })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(areaToggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(options);
    expect(areaToggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(options);
    await waitFor(() => expect(screen.queryByRole('region', { name: S.title })).not.toBeInTheDocument());
  });

  it('shows each slider value as text, from the §9 defaults', async () => {
    const { user } = renderSearch();
    await user.click(areaToggle());
    expect(shownValue('ai-similarity')).toHaveTextContent('Similarity 0.70');
    expect(shownValue('ai-semantic-weight')).toHaveTextContent('AI 0.7 · Keyword 0.3');
    expect(shownValue('ai-limit')).toHaveTextContent('Max results 20');
    const similarity = screen.getByRole('slider', { name: A.similarity });
    expect(similarity).toHaveAttribute('min', '0.3');
    expect(similarity).toHaveAttribute('max', '1');
    expect(similarity).toHaveAttribute('step', '0.05');
    for (const mark of A.marks) expect(within(area()).getByText(mark.label)).toBeInTheDocument();
    const limit = screen.getByRole('slider', { name: A.maxResults });
    expect(limit).toHaveAttribute('min', '5');
    expect(limit).toHaveAttribute('max', '50');
    expect(limit).toHaveAttribute('step', '5');
    expect(screen.getByRole('combobox', { name: S.method })).toHaveTextContent('AI Semantic');
  });

  it('the threshold filters the main search only when set to hide results below it; limit always does', async () => {
    // Issue 26 §1: no threshold by default; the slider marks where Best matches end.
    const { user } = renderSearch();
    await user.type(screen.getByPlaceholderText(A.placeholder), 'diesel pump');
    expect(await screen.findByText('Fire Pump Weekly Test', { selector: 'button' })).toBeInTheDocument();
    expect(lastRequest('GET', '/ai-search/semantic').query.get('threshold')).toBeNull();

    await user.click(areaToggle());
    screen.getByRole('slider', { name: A.similarity }).focus();
    await user.keyboard('{ArrowRight}');
    expect(shownValue('ai-similarity')).toHaveTextContent('Similarity 0.75');
    expect(within(area()).getByText(S.hideBelowHint)).toBeInTheDocument();
    await user.click(within(area()).getByRole('switch', { name: S.hideBelow }));
    await waitFor(() =>
      expect(lastRequest('GET', '/ai-search/semantic').query.get('threshold')).toBe('0.75'),
    );

    screen.getByRole('slider', { name: A.maxResults }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(shownValue('ai-limit')).toHaveTextContent('Max results 15');
    await waitFor(() => expect(lastRequest('GET', '/ai-search/semantic').query.get('limit')).toBe('15'));
  });

  it('the weights always sum to 1 and reach the hybrid search; the method follows the tabs both ways', async () => {
    const { user } = renderSearch();
    await user.click(areaToggle());
    const ai = screen.getByRole('slider', { name: A.aiWeight });
    ai.focus();
    await user.keyboard('{ArrowRight}');
    expect(ai).toHaveValue('0.8');
    expect(screen.getByRole('slider', { name: A.keywordWeight })).toHaveValue('0.2');
    expect(shownValue('ai-semantic-weight')).toHaveTextContent('AI 0.8 · Keyword 0.2');

    await user.click(screen.getByRole('combobox', { name: S.method }));
    await user.click(screen.getByRole('option', { name: 'Hybrid' }));
    expect(screen.getByRole('tab', { name: 'Hybrid' })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByPlaceholderText(A.placeholder), 'pump');
    await waitFor(() =>
      expect(Object.fromEntries(lastRequest('GET', '/ai-search/hybrid').query)).toEqual(
        expect.objectContaining({ q: 'pump', semanticWeight: '0.8', keywordWeight: '0.2' }),
      ),
    );
    expect(await screen.findByText(A.method('hybrid'))).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Keyword' }));
    expect(screen.getByRole('combobox', { name: S.method })).toHaveTextContent('Keyword');
    await waitFor(() => expect(lastRequest('GET', '/ai-search/keyword').query.get('q')).toBe('pump'));
  });

  it('the one query waits 300 ms after the last change; an empty query empties results and details at once', async () => {
    const { user } = renderSearch();
    const box = screen.getByPlaceholderText(A.placeholder);
    const typedAt = performance.now();
    fireEvent.change(box, { target: { value: 'di' } });
    fireEvent.change(box, { target: { value: 'diesel' } });
    await user.click(await screen.findByRole('button', { name: A.details('Fire Pump Weekly Test') }));
    const searches = requestsTo('GET', '/ai-search/semantic');
    expect(searches.map((request) => request.query.get('q'))).toEqual(['diesel']);
    expect(performance.now() - typedAt).toBeGreaterThanOrEqual(300);
    expect(within(area()).getByRole('heading', { name: 'Fire Pump Weekly Test' })).toBeInTheDocument();

    fireEvent.change(box, { target: { value: '' } });
    expect(screen.getByText(A.prompt)).toBeInTheDocument();
    expect(screen.queryByTestId('ai-search-row')).not.toBeInTheDocument();
    expect(within(area()).getByText(S.noSelection)).toBeInTheDocument();
  });

  it("a result's details button shows its information and why it matched; Clear empties the details", async () => {
    const { user } = renderSearch();
    await user.type(screen.getByPlaceholderText(A.placeholder), 'diesel fire pump');
    await user.click(await screen.findByRole('button', { name: A.details('Fire Pump Weekly Test') }));
    const details = within(area()).getByRole('region', { name: S.details });
    expect(within(details).getByRole('heading', { name: 'Fire Pump Weekly Test' })).toHaveFocus();
    expect(within(details).getByText(A.relevance(93))).toBeInTheDocument();
    const why = within(details).getByTestId('why-matched');
    expect(why).toHaveTextContent(S.foundBy('semantic'));
    expect(why).toHaveTextContent(S.thresholdUsed(0.7, true));
    expect(why).toHaveTextContent(S.wordsFound(['diesel', 'fire', 'pump']));
    expect(screen.getByRole('button', { name: A.details('Fire Pump Weekly Test') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(details).getByRole('button', { name: S.closeDetails }));
    expect(within(area()).getByText(S.noSelection)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: A.details('Fire Pump Weekly Test') }));
    await user.click(screen.getByRole('button', { name: A.clear }));
    expect(within(area()).getByText(S.noSelection)).toBeInTheDocument();
  });
});
