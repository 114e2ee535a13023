import type { HandbookData, User } from '@firebreak/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, server } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { makeHandbook } from '../regulations/test-handbook';
import { DOCUMENTS_STRINGS as S } from '../strings';
import DocumentsPage from './documents-page';

// The other tabs belong to other areas; the frame only has to mount whichever one is open.
vi.mock('../ai-search/components/ai-search', () => ({ AiSearch: () => <p>AI Search panel</p> }));
vi.mock('../landing/components/library-landing', () => ({
  LibraryLanding: () => <p>Recent documents and Upload</p>,
}));
vi.mock('../basic-search/components/basic-search', () => ({ BasicSearch: () => <p>Basic Search panel</p> }));
vi.mock('../browse/components/browse-categories', () => ({
  BrowseCategories: () => <p>Browse Categories panel</p>,
}));
vi.mock('../pdf-processing/components/pdf-processing', () => ({
  PdfProcessing: () => <p>PDF Processing panel</p>,
}));

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser() });
  // The handbook's data file sits at the site root, outside /api.
  server.use(http.get('*/searchable_content.json', () => HttpResponse.json<HandbookData>(makeHandbook())));
});

describe('DocumentsPage', () => {
  it('has the heading, the subtitle and five tabs whose panels are documents-tabpanel-{index}', async () => {
    renderRoutes([{ path: '/documents', element: <DocumentsPage /> }], ['/documents']);
    expect(screen.getByRole('heading', { level: 1, name: S.title })).toBeInTheDocument();
    expect(screen.getByText(S.subtitle)).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'AI Search',
      'Basic Search',
      'Browse Categories',
      'SANS Regulations',
      'PDF Processing',
    ]);
    tabs.forEach((tab, index) => {
      expect(tab).toHaveAttribute('id', `documents-tab-${index}`);
      expect(tab).toHaveAttribute('aria-controls', `documents-tabpanel-${index}`);
    });
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('id', 'documents-tabpanel-0');
    expect(await within(panel).findByText('AI Search panel')).toBeInTheDocument();
    // The Documents landing follows the search on the first tab (issue 26 §6).
    expect(within(panel).getByText('Recent documents and Upload')).toBeInTheDocument();
  });

  it('opens the Regulations tab and keeps it in the address', async () => {
    const { user, router } = renderRoutes(
      [{ path: '/documents', element: <DocumentsPage /> }],
      ['/documents'],
    );
    await user.click(screen.getByRole('tab', { name: 'SANS Regulations' }));
    expect(screen.getByRole('tab', { name: 'SANS Regulations' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('id', 'documents-tabpanel-3');
    expect(
      await within(panel).findByRole('heading', { name: 'Test Sprinkler Handbook' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=regulations');
  });

  it.each([
    ['basic-search', 1, 'Basic Search panel'],
    ['categories', 2, 'Browse Categories panel'],
    ['pdf-processing', 4, 'PDF Processing panel'],
  ])('opens the %s tab from the address in panel %i, loading its own component', async (key, index, text) => {
    renderRoutes([{ path: '/documents', element: <DocumentsPage /> }], [`/documents?tab=${key}`]);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('id', `documents-tabpanel-${index}`);
    expect(await within(panel).findByText(text)).toBeInTheDocument();
  });
});
