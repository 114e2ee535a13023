import type { DocumentListResponse, User } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { LIBRARY, makeCatalogue, makeDocument } from '../../browse/test-documents';
import { LINK_STRINGS as L } from '../../manage/strings';
import { BASIC_SEARCH_STRINGS as S } from '../strings';
import { BasicSearch } from './basic-search';

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

  it("shows 'All Categories', 'All Departments' and 'All Types' in the filter selects when nothing is chosen", async () => {
    const { user } = renderRoutes([{ path: '/', element: <BasicSearch /> }]);
    await user.click(screen.getByRole('button', { name: S.filters }));
    expect(screen.getByRole('combobox', { name: S.category })).toHaveTextContent(S.allCategories);
    expect(screen.getByRole('combobox', { name: S.department })).toHaveTextContent(S.allDepartments);
    expect(screen.getByRole('combobox', { name: S.type })).toHaveTextContent(S.allTypes);
    await user.click(screen.getByRole('combobox', { name: S.type }));
    await user.click(await screen.findByRole('option', { name: 'EXCEL' }));
    expect(screen.getByRole('combobox', { name: S.type })).toHaveTextContent('EXCEL');
  });
});

describe('BasicSearch words and phrases (issue 26 §5)', () => {
  const schedule = makeDocument({
    id: 'maintenance-service-schedule',
    name: 'Maintenance Service Schedule',
    description:
      'Planned maintenance schedule for client installations: weekly, quarterly and annual service tasks.',
    tags: ['maintenance', 'service', 'schedule', 'sprinkler'],
  });
  const itp = makeDocument({
    id: 'quality-inspection-and-test-plan',
    name: 'Quality Inspection and Test Plan',
    description: 'Inspection and test plan (ITP) for sprinkler installations.',
    tags: ['itp', 'inspection', 'test-plan'],
  });
  const profile = makeDocument({
    id: 'company-profile',
    name: 'Company Profile',
    searchableContent: 'we install sprinkler systems and offer maintenance contracts',
  });

  async function search(text: string) {
    api.get<DocumentListResponse>('/documents', makeCatalogue([profile, schedule, itp]));
    const { user } = renderRoutes([{ path: '/', element: <BasicSearch /> }]);
    await user.type(screen.getByPlaceholderText(S.placeholder), text);
    await screen.findByText(new RegExp(`${S.results} \\(\\d+ found\\)`));
    await waitFor(() => expect(screen.queryByText(S.searching)).not.toBeInTheDocument());
    return screen.queryAllByTestId('basic-search-row').map((row) => row.querySelector('button')?.textContent);
  }

  it("finds every document holding all the words in any order, the name's and description's first", async () => {
    expect(await search('sprinkler maintenance')).toEqual([
      'Maintenance Service Schedule',
      'Company Profile',
    ]);
  });

  it("reads 'inspection and testing' as its words", async () => {
    expect(await search('inspection and testing')).toEqual(['Quality Inspection and Test Plan']);
  });

  it('needs a quoted phrase as written', async () => {
    expect(await search('"sprinkler maintenance"')).toEqual([]);
    expect(screen.getByText(S.noResults)).toBeInTheDocument();
  });

  it('keeps words outside quotes loose beside the phrase', async () => {
    expect(await search('"maintenance schedule" weekly')).toEqual(['Maintenance Service Schedule']);
  });
});

describe('BasicSearch filtered by links (decision 0081)', () => {
  const siteDoc = makeDocument({
    id: 'kestrel-riser-drawing',
    name: 'Kestrel riser drawing',
    links: [
      { kind: 'client', id: 'c-1', name: 'Kestrel Holdings', visitId: null },
      { kind: 'site', id: 's-1', name: 'Kestrel Plaza', visitId: null },
    ],
  });
  const otherDoc = makeDocument({
    id: 'heron-riser-drawing',
    name: 'Heron riser drawing',
    links: [{ kind: 'site', id: 's-2', name: 'Heron Court', visitId: null }],
  });

  it('offers the sites the library is linked to, filters by one, and shows the links', async () => {
    api.get<DocumentListResponse>('/documents', makeCatalogue([siteDoc, otherDoc]));
    const { user } = renderRoutes([{ path: '/', element: <BasicSearch /> }]);
    await user.click(screen.getByRole('button', { name: S.filters }));
    expect(await screen.findByRole('combobox', { name: L.site })).toHaveTextContent(L.allSites);
    // No document is linked to a project or an asset: no select for them.
    expect(screen.queryByRole('combobox', { name: L.project })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: L.site }));
    await user.click(await screen.findByRole('option', { name: 'Kestrel Plaza' }));
    const rows = await screen.findAllByTestId('basic-search-row');
    expect(rows).toHaveLength(1);
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: `${L.site}: Kestrel Plaza` }),
    ).toHaveAttribute('href', '/sites/s-1');
  });

  it('starts with the filter the address names, and its panel open', async () => {
    api.get<DocumentListResponse>('/documents', makeCatalogue([siteDoc, otherDoc]));
    renderRoutes([{ path: '/', element: <BasicSearch /> }], ['/?tab=basic-search&siteId=s-2']);
    const rows = await screen.findAllByTestId('basic-search-row');
    expect(rows.map((row) => row.querySelector('button')?.textContent)).toEqual(['Heron riser drawing']);
    expect(screen.getByRole('combobox', { name: L.site })).toHaveTextContent('Heron Court');
    expect(screen.getByRole('button', { name: new RegExp(S.filters) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
