/** The Documents landing under the AI Search tab: Upload and the most recent documents (issue 26 §6). */
import type { DocumentListResponse, FilterOptionsResponse, User } from '@firebreak/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, lastRequest } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { makeCatalogue, makeDocument } from '../../browse/test-documents';
import { MANAGE_STRINGS as M } from '../../manage/strings';
import { LANDING_STRINGS as S } from '../strings';
import { LibraryLanding } from './library-landing';

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser({ role: 'TECHNICIAN' }) });
  api.get<FilterOptionsResponse>('/ai-search/filters', {
    filters: { categories: [], types: [], tags: [] },
    statistics: { totalDocuments: 0, categories: 0, departments: 0, fileTypes: 0, byType: {} },
  });
});

describe('the Documents landing', () => {
  it('lists the eight most recent documents, each opening its preview, with their links', async () => {
    const newest = makeDocument({
      id: 'kestrel-riser-drawing',
      name: 'Kestrel riser drawing',
      category: 'Design',
      lastModified: '2026-11-27',
      links: [{ kind: 'site', id: 's-1', name: 'Kestrel Plaza', visitId: null }],
    });
    api.get<DocumentListResponse>('/documents', makeCatalogue([newest, makeDocument({ name: 'Older one' })]));
    renderRoutes([{ path: '/', element: <LibraryLanding /> }]);
    const section = await screen.findByRole('region', { name: S.recent });
    const list = await within(section).findByTestId('recent-documents');
    expect(within(list).getByRole('link', { name: 'Kestrel riser drawing' })).toHaveAttribute(
      'href',
      '/documents/preview/kestrel-riser-drawing',
    );
    expect(list).toHaveTextContent(S.modified('2026/11/27'));
    expect(within(list).getByRole('link', { name: 'Site: Kestrel Plaza' })).toHaveAttribute(
      'href',
      '/sites/s-1',
    );
    const query = lastRequest('GET', '/documents').query;
    expect([query.get('sort'), query.get('pageSize')]).toEqual(['recent', '8']);
  });

  it('opens the upload dialog for a role that may upload, and says when the library is empty', async () => {
    api.get<DocumentListResponse>('/documents', makeCatalogue([]));
    const { user } = renderRoutes([{ path: '/', element: <LibraryLanding /> }]);
    expect(await screen.findByText(S.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.upload }));
    expect(await screen.findByRole('dialog', { name: M.uploadTitle })).toBeInTheDocument();
  });
});
