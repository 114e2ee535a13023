import type {
  AiSearchMethod,
  AiSearchResponse,
  AiSearchResult,
  FilterOptionsResponse,
  User,
} from '@firebreak/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { SemanticPanel } from './semantic-panel';
import { SEMANTIC_PANEL_STRINGS as S } from './strings';

const result = (id: string, name: string, relevanceScore: number, tags = ['pump']): AiSearchResult => ({
  id,
  name,
  type: 'pdf',
  description: `About ${name}`,
  category: 'Operations',
  department: 'Operations',
  method: 'hybrid',
  size: '12 KB',
  lastModified: '2025-03-01',
  tags,
  relevanceScore,
  fileName: `${id}.pdf`,
});

/** When each search call was made, to check the 300 ms pause against the last keystroke. */
let searchCalls: { url: string; params: Record<string, unknown>; at: number }[] = [];

const searchCallsFor = (q: string) => searchCalls.filter((call) => call.params.q === q);

/** The query string as the app built it: numbers read back as numbers. */
const paramsOf = (query: URLSearchParams) =>
  Object.fromEntries(
    [...query].map(([key, value]) => [
      key,
      value !== '' && !Number.isNaN(Number(value)) ? Number(value) : value,
    ]),
  );

beforeEach(() => {
  searchCalls = [];
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser() });
  // Registered first so the two fixed paths below, added later, are tried before it.
  api.get<AiSearchResponse>('/ai-search/:method', ({ params, query }) => {
    const method = params.method as AiSearchMethod;
    searchCalls.push({ url: `/ai-search/${method}`, params: paramsOf(query), at: performance.now() });
    if (query.get('q') === 'zebra') return { results: [], method, total: 0, tookMs: 1 };
    // No status text, so the message is the plain one.
    if (query.get('q') === 'broken')
      return new Response(JSON.stringify({ error: 'Internal error' }), { status: 500 });
    return {
      results: [
        result('fire-pump-weekly-test', 'Fire Pump Weekly Test', 93, ['pump', 'weekly', 'diesel']),
        result('jockey-pump-log', 'Jockey Pump Log', 55),
      ],
      method,
      total: 2,
      tookMs: 1,
    };
  });
  api.get<FilterOptionsResponse>('/ai-search/filters', {
    filters: { categories: ['Operations'], types: ['pdf'], tags: ['pump'] },
    statistics: { totalDocuments: 2, categories: 1, departments: 1, fileTypes: 1, byType: { pdf: 2 } },
  });
  api.get<{ suggestions: string[] }>('/ai-search/suggestions', { suggestions: ['Fire Pump Weekly Test'] });
});

const renderPanel = () => renderRoutes([{ path: '/', element: <SemanticPanel /> }]);
const queryBox = () => screen.getByRole('textbox', { name: S.queryLabel });
const resultButton = async (name: RegExp) =>
  within(await screen.findByRole('list', { name: S.resultList })).getByRole('button', { name });

describe('SemanticPanel', () => {
  it('starts from the §9 defaults and searches hybrid with them', async () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: S.title })).toBeInTheDocument();
    expect(screen.getByText(S.prompt)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: S.method })).toHaveTextContent('Hybrid');
    expect(screen.getByRole('slider', { name: S.threshold })).toHaveValue('0.7');
    expect(screen.getByRole('slider', { name: S.semanticWeight })).toHaveValue('0.7');
    expect(screen.getByRole('slider', { name: S.keywordWeight })).toHaveValue('0.3');
    const limit = screen.getByRole('slider', { name: S.limit });
    expect(limit).toHaveValue('20');
    expect(limit).toHaveAttribute('min', '5');
    expect(limit).toHaveAttribute('max', '50');
    expect(limit).toHaveAttribute('step', '5');

    fireEvent.change(queryBox(), { target: { value: 'diesel pump' } });
    expect(await screen.findByText('Fire Pump Weekly Test', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(`${S.results} ${S.found(2)}`)).toBeInTheDocument();
    expect(screen.getByText(S.methodUsed('hybrid'))).toBeInTheDocument();
    expect(searchCalls).toEqual([
      {
        url: '/ai-search/hybrid',
        params: { q: 'diesel pump', limit: 20, semanticWeight: 0.7, keywordWeight: 0.3 },
        at: expect.any(Number),
      },
    ]);
  });

  it('waits 300 ms after the last change and searches only the settled query', async () => {
    renderPanel();
    fireEvent.change(queryBox(), { target: { value: 'di' } });
    fireEvent.change(queryBox(), { target: { value: 'diesel' } });
    const typedAt = performance.now();
    expect(screen.getByText(S.analyzing)).toBeInTheDocument();
    expect(await screen.findByText('Jockey Pump Log', { selector: 'p' })).toBeInTheDocument();
    expect(searchCallsFor('di')).toHaveLength(0);
    const [call] = searchCallsFor('diesel');
    expect(searchCalls).toHaveLength(1);
    expect(call!.at - typedAt).toBeGreaterThanOrEqual(295);
    expect(await resultButton(/Fire Pump Weekly Test/)).toBeInTheDocument();
  });

  it('uses the chosen method, threshold and weights that always sum to 1', async () => {
    const { user } = renderPanel();
    const semantic = screen.getByRole('slider', { name: S.semanticWeight });
    semantic.focus();
    await user.keyboard('{ArrowRight}');
    expect(semantic).toHaveValue('0.8');
    expect(screen.getByRole('slider', { name: S.keywordWeight })).toHaveValue('0.2');
    await user.click(screen.getByRole('combobox', { name: S.method }));
    await user.click(screen.getByRole('option', { name: 'Semantic' }));
    fireEvent.change(queryBox(), { target: { value: 'pump' } });
    expect(await screen.findByText('Jockey Pump Log', { selector: 'p' })).toBeInTheDocument();
    expect(searchCalls.at(-1)).toMatchObject({
      url: '/ai-search/semantic',
      params: { q: 'pump', limit: 20, threshold: 0.7 },
    });
  });

  it('selects a result into the detail pane, and an empty query clears results, suggestions and selection', async () => {
    const { user } = renderPanel();
    await user.type(queryBox(), 'pump');
    const row = await resultButton(/Fire Pump Weekly Test/);
    const suggestions = await screen.findByRole('group', { name: S.suggestions });
    expect(within(suggestions).getByText('Fire Pump Weekly Test')).toBeInTheDocument();
    expect(screen.getByText(S.noSelection)).toBeInTheDocument();
    expect(row).toHaveAttribute('aria-pressed', 'false');

    await user.click(row);
    expect(row).toHaveAttribute('aria-pressed', 'true');
    const pane = screen.getByRole('region', { name: S.details });
    expect(within(pane).getByRole('heading', { name: 'Fire Pump Weekly Test' })).toBeInTheDocument();
    expect(within(pane).getByText('About Fire Pump Weekly Test')).toBeInTheDocument();
    const badge = within(pane).getByTestId('relevance-badge');
    expect(badge).toHaveTextContent('93% match');
    expect(badge).toHaveAttribute('data-band', 'success');
    expect(within(pane).getByText('diesel')).toBeInTheDocument();
    expect(within(pane).getByRole('link', { name: S.openPreview })).toHaveAttribute(
      'href',
      '/documents/preview/fire-pump-weekly-test',
    );
    expect(within(pane).getByRole('button', { name: S.download })).toBeInTheDocument();

    await user.click(await resultButton(/Jockey Pump Log/));
    expect(within(pane).getByTestId('relevance-badge')).toHaveAttribute('data-band', 'deep-orange');

    const callsBefore = searchCalls.length;
    await user.click(screen.getByRole('button', { name: S.clearQuery }));
    expect(queryBox()).toHaveValue('');
    expect(screen.getByText(S.prompt)).toBeInTheDocument();
    expect(screen.queryByTestId('semantic-result')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: S.suggestions })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: S.details })).not.toBeInTheDocument();

    // Typing the same query again shows the results with nothing selected.
    await user.type(queryBox(), 'pump');
    expect(await resultButton(/Fire Pump Weekly Test/)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(S.noSelection)).toBeInTheDocument();
    expect(searchCalls.length).toBeGreaterThanOrEqual(callsBefore);
  });

  it('a suggestion chip fills the query', async () => {
    const { user } = renderPanel();
    await user.type(queryBox(), 'fire');
    const suggestions = await screen.findByRole('group', { name: S.suggestions });
    await user.click(within(suggestions).getByText('Fire Pump Weekly Test'));
    expect(queryBox()).toHaveValue('Fire Pump Weekly Test');
    expect(await screen.findByText(S.methodUsed('hybrid'))).toBeInTheDocument();
  });

  it('shows no results and a failed search', async () => {
    renderPanel();
    fireEvent.change(queryBox(), { target: { value: 'zebra' } });
    expect(await screen.findByText(S.noResults)).toBeInTheDocument();
    expect(screen.getByText(`${S.results} ${S.found(0)}`)).toBeInTheDocument();
    fireEvent.change(queryBox(), { target: { value: 'broken' } });
    expect(await screen.findByText(S.searchFailed())).toBeInTheDocument();
    expect(screen.queryByTestId('semantic-result')).not.toBeInTheDocument();
  });
});
