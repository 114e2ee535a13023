import type { DocumentListResponse, User } from '@firebreak/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { LIBRARY, makeCatalogue } from '../browse/test-documents';
import { BasicSearch } from './basic-search';
import { BASIC_SEARCH_STRINGS as S } from './strings';

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser() });
  api.get<DocumentListResponse>('/documents', makeCatalogue(LIBRARY));
});

describe('BasicSearch', () => {
  it('prompts, then searches after the pause with the §5 rules, name matches first', async () => {
    const onSelect = vi.fn();
    const { user } = renderRoutes([{ path: '/', element: <BasicSearch onSelect={onSelect} /> }]);
    expect(screen.getByText(S.prompt)).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText(S.placeholder), 'leave');
    expect(await screen.findByText(S.searching)).toBeInTheDocument();
    const rows = await screen.findAllByTestId('basic-search-row');
    expect(rows.map((row) => row.querySelector('button')?.textContent)).toEqual([
      'Leave Application Form',
      'Fire Pump Weekly Test',
    ]);
    expect(screen.getByText(`${S.results} ${S.found(2)}`)).toBeInTheDocument();
    expect(screen.getByText('+2 more')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(S.modified('2025/03/01'));
    await user.click(rows[0] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'leave-application-form' }));
  });

  it("a row click, or Enter on the row's name, opens that document's preview", async () => {
    const { user, router } = renderRoutes([
      { path: '/', element: <BasicSearch /> },
      { path: '/documents/preview/:id', element: <p>Preview screen</p> },
    ]);
    await user.type(screen.getByPlaceholderText(S.placeholder), 'leave');
    const [row] = await screen.findAllByTestId('basic-search-row');
    await user.click(within(row as HTMLElement).getByText('Modified 2025/03/01'));
    expect(await screen.findByText('Preview screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents/preview/leave-application-form');

    await router.navigate('/');
    await user.type(await screen.findByPlaceholderText(S.placeholder), 'leave');
    const [again] = await screen.findAllByTestId('basic-search-row');
    within(again as HTMLElement)
      .getByRole('button', { name: 'Leave Application Form' })
      .focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Preview screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents/preview/leave-application-form');
  });

  it('shows no results, and Clear All resets text and filters', async () => {
    const { user } = renderRoutes([{ path: '/', element: <BasicSearch /> }]);
    await user.type(screen.getByPlaceholderText(S.placeholder), 'zebra');
    expect(await screen.findByText(S.noResults)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: S.clearAll }));
    expect(screen.getByPlaceholderText(S.placeholder)).toHaveValue('');
    expect(await screen.findByText(S.prompt)).toBeInTheDocument();
  });

  it('filters by category alone and counts the active filter', async () => {
    const { user } = renderRoutes([{ path: '/', element: <BasicSearch /> }]);
    await user.click(screen.getByRole('button', { name: S.filters }));
    await user.click(screen.getByRole('combobox', { name: S.category }));
    await user.click(await screen.findByRole('option', { name: 'Safety & Compliance' }));
    expect(await screen.findByText('Hot Work Permit')).toBeInTheDocument();
    expect(screen.getAllByTestId('basic-search-row')).toHaveLength(1);
  });
});
