import { screen } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { makeUser } from '@/testing/fixtures';
import { httpError, respond } from '@/testing/http';
import { renderRoutes } from '@/testing/render';
import { AiSearch } from './ai-search';
import { AI_SEARCH_STRINGS as S } from './strings';

vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));
const api = vi.mocked(apiClient);

const result = (id: string, name: string, relevanceScore: number, method = 'semantic') => ({
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

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get.mockImplementation(async (url: string, config?: AxiosRequestConfig) => {
    if (url === '/auth/me') return respond({ user: makeUser() });
    if (url === '/ai-search/filters')
      return respond({
        filters: { categories: ['Human Resources'], types: ['word'], tags: ['leave'] },
        statistics: {},
      });
    if (url === '/ai-search/suggestions') return respond({ suggestions: ['Leave Application Form'] });
    if (url.startsWith('/ai-search/')) {
      const method = url.split('/').pop();
      if (config?.params?.q === 'zebra') return respond({ results: [], method, total: 0, tookMs: 1 });
      return respond({
        results: [result('leave-application-form', 'Leave Application Form', 92, method)],
        method,
        total: 1,
        tookMs: 1,
      });
    }
    throw new Error(url);
  });
  api.post.mockImplementation(async (url: string) => {
    if (url === '/ai-search/analyze-query')
      return respond({
        analysis: {
          intent: 'find_form',
          confidence: 0.85,
          suggestions: ['Leave Application Form', 'Employee Handbook'],
        },
      });
    if (url === '/ai-search/compare')
      return respond({
        comparison: {
          semantic: { results: [] },
          keyword: { results: [] },
          hybrid: { results: [result('employee-handbook', 'Employee Handbook', 71, 'hybrid')] },
        },
      });
    throw new Error(url);
  });
});

describe('AiSearch', () => {
  it('prompts, searches semantically on the first tab and shows the AI Analysis banner', async () => {
    const { user } = renderRoutes([{ path: '/', element: <AiSearch /> }]);
    expect(screen.getByText(S.prompt)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.compare })).not.toBeInTheDocument();
    await user.type(screen.getByPlaceholderText(S.placeholder), 'time off');
    expect(await screen.findByText('Leave Application Form', { selector: 'button' })).toBeInTheDocument();
    expect(screen.getByText(`${S.results} ${S.found(1)}`)).toBeInTheDocument();
    expect(screen.getByText(S.method('semantic'))).toBeInTheDocument();
    expect(screen.getByText(S.relevance(92))).toBeInTheDocument();
    const banner = await screen.findByTestId('ai-analysis');
    expect(banner).toHaveTextContent('Confidence: 85%');
    expect(banner).toHaveTextContent('Try: Employee Handbook');
    expect(api.get).toHaveBeenCalledWith(
      '/ai-search/semantic',
      expect.objectContaining({
        params: expect.objectContaining({ q: 'time off', limit: 20, threshold: 0.7 }),
      }),
    );
  });

  it('shows no hits, and Clear resets everything', async () => {
    const { user } = renderRoutes([{ path: '/', element: <AiSearch /> }]);
    await user.type(screen.getByPlaceholderText(S.placeholder), 'zebra');
    expect(await screen.findByText(S.noResults)).toBeInTheDocument();
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
    expect(api.post).toHaveBeenCalledWith(
      '/ai-search/compare',
      expect.objectContaining({ query: 'leave', options: expect.objectContaining({ limit: 10 }) }),
    );
    expect(screen.queryByTestId('ai-analysis')).not.toBeInTheDocument();
  });

  it('uses the tab as the method and reports a failed search', async () => {
    const { user } = renderRoutes([{ path: '/', element: <AiSearch /> }]);
    await user.click(screen.getByRole('tab', { name: 'Keyword' }));
    api.get.mockRejectedValueOnce(httpError(500));
    await user.type(screen.getByPlaceholderText(S.placeholder), 'x');
    expect(await screen.findByText(S.searchFailed())).toBeInTheDocument();
  });
});
