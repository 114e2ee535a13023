/** 'Linked to' in the upload and edit dialogs (issue 26 §6, decision 0081). */
import type {
  Asset,
  CatalogueDocument,
  ClientListResponse,
  DocumentListResponse,
  FilterOptionsResponse,
  ProjectListResponse,
  Site,
  User,
} from '@firebreak/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { clientPage, makeClient } from '@/testing/clients';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest, requestsTo } from '@/testing/msw';
import { makeListItem } from '@/testing/projects';
import { renderRoutes } from '@/testing/render';
import { BrowseCategories } from '../../browse/components/browse-categories';
import { makeCatalogue, makeDocument } from '../../browse/test-documents';
import DocumentPreviewPage from '../../preview/components/document-preview-page';
import { LINK_STRINGS as L, MANAGE_STRINGS as S } from '../strings';

const site = (overrides: Partial<Site>): Site => ({
  id: 's-1',
  clientId: 'c-1',
  clientName: 'Kestrel Holdings',
  name: 'Kestrel Plaza',
  address: '1 Kestrel Road, Midrand',
  contactName: '',
  contactPhone: '',
  accessNotes: '',
  area: '',
  latitude: null,
  longitude: null,
  accessFrom: null,
  accessTo: null,
  assetCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const asset: Asset = {
  id: 'a-1',
  siteId: 's-1',
  type: 'EXTINGUISHER_DCP',
  typeLabel: 'DCP extinguisher',
  system: 'PORTABLE_EXTINGUISHER',
  make: 'Chubb',
  model: '4.5 kg',
  serial: 'DCP-001',
  location: 'Reception',
  installedOn: null,
  standard: 'SANS 1475',
  notes: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const projects = (items: ProjectListResponse['items']): ProjectListResponse => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
});

let library: CatalogueDocument[] = [];

beforeEach(() => {
  localStorage.setItem('token', 'good');
  library = [];
  api.get<{ user: User }>('/auth/me', { user: makeUser() });
  api.get<DocumentListResponse>('/documents', () => makeCatalogue(library));
  api.get<CatalogueDocument>(
    '/documents/:id',
    ({ params }) => library.find((doc) => doc.id === params.id) ?? apiError(404, 'Document not found'),
  );
  api.get('/documents/download/:id', () => new HttpResponse(new Blob(['%PDF-1.4'])));
  api.get<FilterOptionsResponse>('/ai-search/filters', {
    filters: { categories: [], types: [], tags: [] },
    statistics: { totalDocuments: 0, categories: 0, departments: 0, fileTypes: 0, byType: {} },
  });
  api.get<ClientListResponse>('/clients', ({ query }) =>
    clientPage(
      [
        makeClient({ id: 'c-1', name: 'Kestrel Holdings' }),
        makeClient({ id: 'c-2', name: 'Heron Court BC' }),
      ].filter((client) => client.name.toLowerCase().includes((query.get('search') ?? '').toLowerCase())),
    ),
  );
  api.get<Site[]>('/clients/:id/sites', ({ params }) =>
    params.id === 'c-1'
      ? [site({}), site({ id: 's-3', name: 'Kestrel Annex' })]
      : [site({ id: 's-2', clientId: 'c-2', name: 'Heron Court' })],
  );
  api.get<Asset[]>('/sites/:id/assets', [asset]);
  api.get<ProjectListResponse>('/projects', ({ query }) =>
    projects(
      [
        makeListItem({
          id: 'p-1',
          title: 'Kestrel sprinkler retrofit',
          clientId: 'c-1',
          clientName: 'Kestrel Holdings',
        }),
        makeListItem({
          id: 'p-2',
          title: 'Heron hydrant ring main',
          clientId: 'c-2',
          clientName: 'Heron Court BC',
        }),
      ].filter((project) => !query.get('clientId') || project.clientId === query.get('clientId')),
    ),
  );
});

/** The FormData the app built for an upload (MSW sees it only re-encoded). */
function captureForms(): FormData[] {
  const forms: FormData[] = [];
  const append = FormData.prototype.append;
  const spy = vi.spyOn(FormData.prototype, 'append').mockImplementation(function (
    this: FormData,
    ...args: Parameters<FormData['append']>
  ) {
    if (!forms.includes(this)) forms.push(this);
    return (append as (...a: Parameters<FormData['append']>) => void).apply(this, args);
  });
  onTestFinished(() => spy.mockRestore());
  return forms;
}

type User_ = ReturnType<typeof renderRoutes>['user'];

async function pick(user: User_, dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${option}`) }));
}

async function openUpload() {
  const view = renderRoutes([{ path: '/', element: <BrowseCategories /> }]);
  await view.user.click(await screen.findByRole('button', { name: S.upload }));
  const dialog = await screen.findByRole('dialog', { name: S.uploadTitle });
  return { ...view, dialog };
}

// Four autocompletes and an upload form per test: on a loaded 2-core machine one test took 32 s of the
// default 30. A hang guard, not a budget.
vi.setConfig({ testTimeout: 90_000 });

describe('links in the upload dialog', () => {
  it("links to a client, one of its sites, that site's asset and the client's project", async () => {
    const forms = captureForms();
    api.post<FormData, CatalogueDocument>('/documents', () => makeDocument({ name: 'Riser drawing' }), 201);
    const { user, dialog } = await openUpload();
    fireEvent.change(within(dialog).getByTestId('document-file-input'), {
      target: { files: [new File(['%PDF-1.4'], 'Riser drawing.pdf', { type: 'application/pdf' })] },
    });
    await user.click(within(dialog).getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Design' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Department/ }));
    await user.click(await screen.findByRole('option', { name: 'Design' }));

    const group = within(dialog).getByRole('group', { name: L.heading });
    // The site and asset wait for their client and site; nothing is asked before a picker opens.
    expect(within(group).getByRole('combobox', { name: L.site })).toBeDisabled();
    expect(within(group).getByRole('combobox', { name: L.asset })).toBeDisabled();
    expect(requestsTo('GET', '/clients')).toHaveLength(0);
    await pick(user, dialog, L.client, 'Kestrel Holdings');
    await pick(user, dialog, L.site, 'Kestrel Plaza');
    await pick(user, dialog, L.asset, 'DCP extinguisher DCP-001');
    await pick(user, dialog, L.project, 'Kestrel sprinkler retrofit');
    expect(lastRequest('GET', '/projects').query.get('clientId')).toBe('c-1');
    await user.click(within(dialog).getByRole('button', { name: S.submitUpload }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const form = forms[0] as FormData;
    expect([form.get('clientId'), form.get('siteId'), form.get('assetId'), form.get('projectId')]).toEqual([
      'c-1',
      's-1',
      'a-1',
      'p-1',
    ]);
  });

  it('fills in the client of a project chosen first, and a new client clears the site', async () => {
    const { user, dialog } = await openUpload();
    await pick(user, dialog, L.project, 'Heron hydrant ring main');
    expect(within(dialog).getByRole('combobox', { name: L.client })).toHaveValue('Heron Court BC');
    await pick(user, dialog, L.site, 'Heron Court');
    expect(within(dialog).getByRole('combobox', { name: L.site })).toHaveValue('Heron Court');
    await user.clear(within(dialog).getByRole('combobox', { name: L.client }));
    await pick(user, dialog, L.client, 'Kestrel Holdings');
    expect(within(dialog).getByRole('combobox', { name: L.site })).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: L.project })).toHaveValue('');
  });
});

describe('links in the edit dialog', () => {
  const linked = makeDocument({
    id: 'riser-drawing',
    name: 'Riser drawing',
    uploadedBy: 'u-1',
    links: [
      { kind: 'client', id: 'c-1', name: 'Kestrel Holdings', visitId: null },
      { kind: 'site', id: 's-1', name: 'Kestrel Plaza', visitId: null },
    ],
  });
  const report = makeDocument({
    id: 'service-report',
    name: 'Service report V-1',
    links: [
      { kind: 'client', id: 'c-1', name: 'Kestrel Holdings', visitId: 'v-1' },
      { kind: 'site', id: 's-1', name: 'Kestrel Plaza', visitId: 'v-1' },
    ],
  });

  async function openEdit(doc: CatalogueDocument) {
    library = [doc];
    api.patch<object, CatalogueDocument>('/documents/:id', ({ body }) => ({ ...doc, ...body }));
    const view = renderRoutes(
      [{ path: '/documents/preview/:id', element: <DocumentPreviewPage /> }],
      [`/documents/preview/${doc.id}`],
    );
    await view.user.click(await screen.findByRole('button', { name: S.editButton }));
    return { ...view, dialog: await screen.findByRole('dialog', { name: S.editTitle }) };
  }

  it('shows the links the document has; a change sends all four, cleared ones as null', async () => {
    const { user, dialog } = await openEdit(linked);
    expect(within(dialog).getByRole('combobox', { name: L.client })).toHaveValue('Kestrel Holdings');
    expect(within(dialog).getByRole('combobox', { name: L.site })).toHaveValue('Kestrel Plaza');
    await pick(user, dialog, L.site, 'Kestrel Annex');
    await user.click(within(dialog).getByRole('button', { name: S.submitEdit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastRequest('PATCH', '/documents/riser-drawing').body).toMatchObject({
      clientId: 'c-1',
      siteId: 's-3',
      projectId: null,
      assetId: null,
    });
  });

  it("shows a visit report's links as the visit's, and sends none", async () => {
    const { user, dialog } = await openEdit(report);
    expect(within(dialog).queryByRole('combobox', { name: L.client })).not.toBeInTheDocument();
    expect(within(dialog).getByText(L.byVisit('Kestrel Holdings · Kestrel Plaza'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: S.submitEdit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = lastRequest('PATCH', '/documents/service-report').body as Record<string, unknown>;
    expect(Object.keys(body).filter((key) => key.endsWith('Id'))).toEqual([]);
    // The preview shows the links, each opening its page.
    expect(screen.getByRole('link', { name: `${L.site}: Kestrel Plaza (${L.fromVisit})` })).toHaveAttribute(
      'href',
      '/sites/s-1',
    );
  });
});
