import type { DocumentListResponse, User } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { BROWSE_STRINGS as S } from '../strings';
import { LIBRARY, makeCatalogue, makeDocument } from '../test-documents';
import { BrowseCategories } from './browse-categories';

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser() });
  api.get<DocumentListResponse>('/documents', makeCatalogue(LIBRARY));
  api.get('/documents/download/:id', () => new HttpResponse(new Blob(['%PDF-1.4'])));
});

const renderTab = () =>
  renderRoutes(
    [
      { path: '/documents', element: <BrowseCategories /> },
      { path: '/documents/preview/:id', element: <p>preview page</p> },
    ],
    ['/documents'],
  );

describe('BrowseCategories', () => {
  it('shows statistics and one card per category with its count and type chips', async () => {
    renderTab();
    expect(screen.getByText(S.loading)).toBeInTheDocument();
    expect(await screen.findAllByTestId('category-card')).toHaveLength(9);
    const stats = screen.getByRole('region', { name: S.statistics });
    expect(within(stats).getByText(S.totalDocuments).previousSibling).toHaveTextContent('3');
    const hr = screen
      .getByRole('heading', { name: 'Human Resources' })
      .closest('[data-testid="category-card"]') as HTMLElement;
    expect(within(hr).getByText('1 document')).toBeInTheDocument();
    expect(within(hr).getByText('WORD 1')).toBeInTheDocument();
  });

  it('expands one card at a time and shows 3 tags plus +N more', async () => {
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: S.expand('Human Resources') }));
    expect(screen.getByText('Leave Application Form')).toBeInTheDocument();
    expect(screen.getByText(S.moreTags(4))).toBeInTheDocument();
    expect(screen.getAllByTestId('document-row')[0]).toHaveTextContent('2025/03/01');
    expect(screen.getAllByTestId('document-row')[0]).not.toHaveTextContent('2025-03-01');
    await user.click(screen.getByRole('button', { name: S.expand('Operations') }));
    expect(await screen.findByText('Fire Pump Weekly Test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.collapse('Operations') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: S.expand('Human Resources') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('View shows its toast and opens the preview; Download fetches the file with its toast', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { user, router } = renderTab();
    await user.click(await screen.findByRole('button', { name: S.expand('Safety & Compliance') }));
    await user.click(screen.getByRole('button', { name: S.download('Hot Work Permit') }));
    expect(await screen.findByText(S.downloading('Hot Work Permit'))).toBeInTheDocument();
    await waitFor(() => lastRequest('GET', '/documents/download/hot-work-permit'));
    await user.click(screen.getByRole('button', { name: S.view('Hot Work Permit') }));
    expect(router.state.location.pathname).toBe('/documents/preview/hot-work-permit');
  });

  it("says while an upload's text is being read, and when it could not be read or was read in part", async () => {
    const library = [
      makeDocument({ name: 'Fresh Upload', category: 'Operations', textStatus: 'pending' }),
      makeDocument({
        name: 'Locked Upload',
        category: 'Operations',
        textStatus: 'failed',
        textNote: 'The file could not be read: it may be damaged',
      }),
      makeDocument({
        name: 'Long Manual',
        category: 'Operations',
        textNote: 'Only the first 2 000 of 10 000 pages were read',
      }),
      makeDocument({ name: 'Plain Record', category: 'Operations' }),
    ];
    api.get<DocumentListResponse>('/documents', makeCatalogue(library));
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: S.expand('Operations') }));
    const row = (name: string) =>
      screen.getByText(name).closest('[data-testid="document-row"]') as HTMLElement;
    expect(within(row('Fresh Upload')).getByText(S.textPending)).toBeInTheDocument();
    expect(within(row('Locked Upload')).getByText(S.textFailed)).toBeInTheDocument();
    expect(within(row('Locked Upload')).getByText(/may be damaged/)).toBeInTheDocument();
    expect(within(row('Long Manual')).getByText(S.textPartial)).toBeInTheDocument();
    expect(within(row('Plain Record')).queryByText(/^Text|Reading text/)).toBeNull();
  });

  it('shows the load failure toast', async () => {
    api.get('/documents', () => apiError(500, 'Internal error'));
    renderTab();
    expect(await screen.findByText(S.loadFailed, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
