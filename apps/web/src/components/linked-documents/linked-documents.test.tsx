import type { User } from '@firebreak/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentList, makeLibraryDocument } from '@/testing/documents';
import { makeUser } from '@/testing/fixtures';
import { api, lastRequest, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { LinkedDocuments } from './linked-documents';
import { LINKED_DOCUMENTS_STRINGS as S } from './strings';

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser() });
});

const render = () => renderRoutes([{ path: '/', element: <LinkedDocuments of="site" id="s-1" /> }]);

describe("a site's Documents section", () => {
  it('lists the linked documents, most recent first, with category, date, open and download', async () => {
    const report = makeLibraryDocument({
      id: 'service-report-v-1',
      name: 'Service report V-1: Kestrel Plaza',
      fileName: 'service-report.pdf',
      category: 'Safety & Compliance',
      lastModified: '2026-03-02',
      links: [{ kind: 'site', id: 's-1', name: 'Kestrel Plaza', visitId: 'v-1' }],
    });
    const drawing = makeLibraryDocument({ id: 'riser-drawing', name: 'Riser drawing', category: 'Design' });
    api.get('/documents', documentList([report, drawing]));
    api.get('/documents/download/:id', () => new Response(new Blob(['%PDF-1.4'])));
    const { user } = render();

    const section = await screen.findByRole('region', { name: `${S.title} ${S.count(2)}` });
    const query = lastRequest('GET', '/documents').query;
    expect(Object.fromEntries(query)).toEqual({ siteId: 's-1', sort: 'recent', pageSize: '50' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual([
      'Service report V-1: Kestrel Plaza',
      'Riser drawing',
    ]);
    expect(rows[0]).toHaveTextContent('Safety & Compliance');
    expect(rows[0]).toHaveTextContent(S.modified('2026/03/02'));
    expect(rows[0]).toHaveTextContent(S.byVisit);
    expect(within(section).getByRole('link', { name: S.open('Riser drawing') })).toHaveAttribute(
      'href',
      '/documents/preview/riser-drawing',
    );
    expect(within(section).getByRole('link', { name: S.findInLibrary })).toHaveAttribute(
      'href',
      '/documents?tab=basic-search&siteId=s-1',
    );
    await user.click(within(section).getByRole('button', { name: S.download('Riser drawing') }));
    expect(requestsTo('GET', '/documents/download/riser-drawing')).toHaveLength(1);
    expect(screen.queryByText(S.downloadFailed)).not.toBeInTheDocument();
  });

  it('says when nothing is linked, and how many more there are than it shows', async () => {
    api.get('/documents', documentList([]));
    const { unmount } = render();
    expect(await screen.findByText(S.empty('site'))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: S.findInLibrary })).not.toBeInTheDocument();
    unmount();

    api.get('/documents', documentList([makeLibraryDocument()], 60));
    render();
    expect(await screen.findByText(S.showing(1, 60))).toBeInTheDocument();
  });
});
