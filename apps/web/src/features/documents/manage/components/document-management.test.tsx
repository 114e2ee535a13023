import {
  type CatalogueDocument,
  type DocumentListResponse,
  type FilterOptionsResponse,
  PERMISSION_MESSAGES,
  type UpdateDocumentInput,
  type User,
} from '@firebreak/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest, requests, requestsTo, sessionAnswered } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { BrowseCategories } from '../../browse/components/browse-categories';
import { LIBRARY, makeCatalogue, makeDocument } from '../../browse/test-documents';
import DocumentPreviewPage from '../../preview/components/document-preview-page';
import { canDeleteDocument, canEditDocument } from '../can-manage';
import { MANAGE_STRINGS as S } from '../strings';

const mine = makeDocument({
  id: 'riser-inspection',
  name: 'Riser Inspection',
  category: 'Operations',
  uploadedBy: 'u-1',
  description: 'Old description',
  tags: ['riser'],
  revision: 'Rev 1',
});
let library: CatalogueDocument[] = [];

function serve(user = makeUser()) {
  api.get<{ user: User }>('/auth/me', { user });
  api.get<DocumentListResponse>('/documents', () => makeCatalogue(library));
  api.get('/documents/download/:id', () => new HttpResponse(new Blob(['%PDF-1.4'])));
  api.get<CatalogueDocument>('/documents/:id', ({ params }) => {
    const doc = library.find((item) => item.id === params.id);
    return doc ?? apiError(404, 'Document not found');
  });
  api.get<FilterOptionsResponse>('/ai-search/filters', {
    filters: { categories: [], types: [], tags: ['riser', 'sprinkler'] },
    statistics: { totalDocuments: 0, categories: 0, departments: 0, fileTypes: 0, byType: {} },
  });
}

/**
 * The FormData the app built for an upload, as it built it (MSW sees it only after the browser
 * stand-in has re-encoded it, which drops the file's name).
 */
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

beforeEach(() => {
  localStorage.setItem('token', 'good');
  library = [...LIBRARY, mine];
  serve();
});

const renderBrowse = () => renderRoutes([{ path: '/', element: <BrowseCategories /> }]);

async function openUpload() {
  const view = renderBrowse();
  await view.user.click(await screen.findByRole('button', { name: S.upload }));
  const dialog = await screen.findByRole('dialog', { name: S.uploadTitle });
  return { ...view, dialog };
}

function pickFile(dialog: HTMLElement, file: File) {
  fireEvent.change(within(dialog).getByTestId('document-file-input'), { target: { files: [file] } });
}

function pdf(name: string, size?: number) {
  const file = new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function choose(
  user: ReturnType<typeof renderBrowse>['user'],
  dialog: HTMLElement,
  label: RegExp,
  option: string,
) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('who may edit and delete a document', () => {
  it('follows the server: the office any, engineers edit any and delete their own, technicians their own', () => {
    const others = { uploadedBy: 'u-1' };
    const theirs = { uploadedBy: 'u-2' };
    const as = (role: 'ADMIN' | 'PROJECT_MANAGER' | 'ENGINEER' | 'TECHNICIAN') =>
      makeUser({ id: 'u-2', role });
    expect(canEditDocument(as('ADMIN'), { uploadedBy: null })).toBe(true);
    expect(canDeleteDocument(as('PROJECT_MANAGER'), others)).toBe(true);
    expect(canEditDocument(as('ENGINEER'), others)).toBe(true);
    expect(canDeleteDocument(as('ENGINEER'), others)).toBe(false);
    expect(canDeleteDocument(as('ENGINEER'), theirs)).toBe(true);
    expect(canEditDocument(as('TECHNICIAN'), others)).toBe(false);
    expect(canDeleteDocument(as('TECHNICIAN'), { uploadedBy: null })).toBe(false);
    expect(canEditDocument(as('TECHNICIAN'), theirs)).toBe(true);
    expect(canDeleteDocument(as('TECHNICIAN'), theirs)).toBe(true);
    expect(canEditDocument(null, others)).toBe(false);
  });
});

describe('upload dialog', () => {
  it('refuses to send without a file and the required details, and focuses the first problem', async () => {
    const { user, dialog } = await openUpload();
    await user.click(within(dialog).getByRole('button', { name: S.submitUpload }));
    expect(within(dialog).getByText(S.fileRequired)).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose one of the categories')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose one of the departments')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: S.chooseFile })).toHaveFocus();
    expect(requestsTo('POST', '/documents')).toHaveLength(0);
  });

  it('uses only allowed roles: a real button opens the file input, the dialog is no form, no stray heading', async () => {
    const { user, dialog } = await openUpload();
    const choose = within(dialog).getByRole('button', { name: S.chooseFile });
    expect(choose.tagName).toBe('BUTTON');
    expect(dialog.tagName).not.toBe('FORM');
    expect(within(dialog).queryByRole('heading', { name: S.file })).not.toBeInTheDocument();
    const input = within(dialog).getByTestId('document-file-input') as HTMLInputElement;
    const opened = vi.fn();
    input.addEventListener('click', opened);
    await user.click(choose);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('refuses a file over 100 MB, an unsupported type and a malformed revision before sending', async () => {
    const { user, dialog } = await openUpload();
    pickFile(dialog, pdf('Huge_Drawing.pdf', 104_857_601));
    expect(within(dialog).getByText(S.fileTooLarge)).toBeInTheDocument();
    pickFile(dialog, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog).getByText(S.fileUnsupported)).toBeInTheDocument();
    pickFile(dialog, pdf('Riser_Inspection.pdf'));
    expect(within(dialog).queryByText(S.fileUnsupported)).not.toBeInTheDocument();
    await choose(user, dialog, /^Category/, 'Operations');
    await choose(user, dialog, /^Department/, 'Operations');
    await user.type(within(dialog).getByRole('textbox', { name: S.revision }), 'Revision two');
    await user.click(within(dialog).getByRole('button', { name: S.submitUpload }));
    expect(within(dialog).getByText("Revision must look like 'Rev 2' or be empty")).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: S.revision })).toHaveFocus();
    expect(requestsTo('POST', '/documents')).toHaveLength(0);
  });

  it('sends the metadata then the file, names it from the file, and shows it in its category', async () => {
    const uploaded = makeDocument({
      id: 'sprinkler-riser-inspection',
      name: 'Sprinkler Riser Inspection',
      category: 'Design',
      department: 'Design',
      uploadedBy: 'u-1',
    });
    let contentType: string | null = null;
    api.post<FormData, CatalogueDocument>(
      '/documents',
      ({ request }) => {
        contentType = request.headers.get('Content-Type');
        library = [...library, uploaded];
        return uploaded;
      },
      201,
    );
    const forms = captureForms();
    const { user, dialog } = await openUpload();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    pickFile(dialog, pdf('Sprinkler_Riser_Inspection.pdf'));
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Sprinkler Riser Inspection');
    expect(within(dialog).getByTestId('chosen-file')).toHaveTextContent('Sprinkler_Riser_Inspection.pdf');
    await choose(user, dialog, /^Category/, 'Design');
    await choose(user, dialog, /^Department/, 'Design');
    await choose(user, dialog, /^Document type/, 'Checklist');
    await user.type(within(dialog).getByRole('textbox', { name: S.revision }), 'Rev 3');
    const tags = within(dialog).getByRole('combobox', { name: S.tags });
    await user.type(tags, 'Riser{Enter}');
    await user.type(tags, 'annual');
    await user.type(within(dialog).getByRole('textbox', { name: S.description }), 'Annual riser check');
    await user.click(within(dialog).getByRole('button', { name: S.submitUpload }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('POST', '/documents')).toHaveLength(1);
    expect(contentType).toMatch(/^multipart\/form-data/);
    expect(forms).toHaveLength(1);
    const form = forms[0]!;
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'file'))).toEqual({
      name: 'Sprinkler Riser Inspection',
      category: 'Design',
      department: 'Design',
      documentType: 'Checklist',
      revision: 'Rev 3',
      description: 'Annual riser check',
      tags: 'riser,annual',
    });
    expect([...form.keys()].at(-1)).toBe('file');
    expect((form.get('file') as File).name).toBe('Sprinkler_Riser_Inspection.pdf');

    expect(await screen.findByText(S.uploaded('Sprinkler Riser Inspection'))).toBeInTheDocument();
    expect(await screen.findByText('Sprinkler Riser Inspection')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide documents in Design' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it("shows the server's error text and keeps the dialog open", async () => {
    api.post('/documents', () =>
      apiError(
        415,
        'Unsupported file: upload a PDF, Excel, Word, PowerPoint or MS Project XML file whose content matches its name',
      ),
    );
    const { user, dialog } = await openUpload();
    pickFile(dialog, pdf('Fake.pdf'));
    await choose(user, dialog, /^Category/, 'Finance');
    await choose(user, dialog, /^Department/, 'Finance');
    await user.click(within(dialog).getByRole('button', { name: S.submitUpload }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('whose content matches its name');
    expect(screen.getByRole('dialog', { name: S.uploadTitle })).toBeInTheDocument();
  });
});

describe('edit and delete', () => {
  it('offers a technician Edit and Delete only on the documents they uploaded', async () => {
    serve(makeUser({ role: 'TECHNICIAN' }));
    const { user } = renderBrowse();
    await user.click(await screen.findByRole('button', { name: 'Show documents in Operations' }));
    expect(await screen.findByRole('button', { name: S.edit('Riser Inspection') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.delete('Riser Inspection') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.edit('Fire Pump Weekly Test') })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.delete('Fire Pump Weekly Test') })).not.toBeInTheDocument();
  });

  it('an ADMIN may change any document', async () => {
    serve(makeUser({ role: 'ADMIN', id: 'admin-1' }));
    const { user } = renderBrowse();
    await user.click(await screen.findByRole('button', { name: 'Show documents in Operations' }));
    expect(
      await screen.findByRole('button', { name: S.delete('Fire Pump Weekly Test') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.edit('Riser Inspection') })).toBeInTheDocument();
  });

  it('edits the details in the same dialog without a file and sends a PATCH', async () => {
    api.patch<UpdateDocumentInput, CatalogueDocument>('/documents/:id', ({ body }) => ({ ...mine, ...body }));
    const { user } = renderBrowse();
    await user.click(await screen.findByRole('button', { name: 'Show documents in Operations' }));
    await user.click(await screen.findByRole('button', { name: S.edit('Riser Inspection') }));
    const dialog = await screen.findByRole('dialog', { name: S.editTitle });
    expect(within(dialog).queryByTestId('document-file-input')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Riser Inspection');
    expect(within(dialog).getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Operations');
    const description = within(dialog).getByRole('textbox', { name: S.description });
    expect(description).toHaveValue('Old description');
    await user.clear(description);
    await user.type(description, 'Checked quarterly');
    await user.click(within(dialog).getByRole('button', { name: S.submitEdit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastRequest('PATCH', '/documents/riser-inspection').body).toEqual({
      name: 'Riser Inspection',
      category: 'Operations',
      department: 'Operations',
      documentType: 'Document',
      subcategory: 'Document',
      revision: 'Rev 1',
      tags: ['riser'],
      description: 'Checked quarterly',
    });
    expect(await screen.findByText(S.saved('Riser Inspection'))).toBeInTheDocument();
  });

  it("confirms a delete, shows the server's refusal, and deletes when allowed", async () => {
    let deletes = 0;
    api.delete('/documents/:id', () => {
      deletes += 1;
      if (deletes === 1) return apiError(403, PERMISSION_MESSAGES.notOwner);
      library = library.filter((doc) => doc.id !== mine.id);
      return undefined;
    });
    const { user } = renderBrowse();
    await user.click(await screen.findByRole('button', { name: 'Show documents in Operations' }));
    await user.click(await screen.findByRole('button', { name: S.delete('Riser Inspection') }));
    const dialog = await screen.findByRole('dialog', { name: S.deleteTitle });
    expect(dialog).toHaveTextContent(S.deleteText('Riser Inspection'));
    await user.click(within(dialog).getByRole('button', { name: S.deleteButton }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PERMISSION_MESSAGES.notOwner);
    await user.click(within(dialog).getByRole('button', { name: S.deleteButton }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE').at(-1)?.path).toBe('/documents/riser-inspection');
    expect(await screen.findByText(S.deleted('Riser Inspection'))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: S.edit('Riser Inspection') })).not.toBeInTheDocument(),
    );
  });
});

describe('preview page', () => {
  const renderPreview = (id: string) =>
    renderRoutes(
      [
        { path: '/documents/preview/:id', element: <DocumentPreviewPage /> },
        { path: '/documents', element: <p>documents page</p> },
      ],
      [`/documents/preview/${id}`],
    );

  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
  });

  it('shows a technician Edit and Delete on their own uploads only', async () => {
    serve(makeUser({ role: 'TECHNICIAN' }));
    renderPreview('fire-pump-test');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fire Pump Weekly Test' }),
    ).toBeInTheDocument();
    await sessionAnswered();
    expect(screen.queryByRole('button', { name: S.editButton })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.deleteButton })).not.toBeInTheDocument();
  });

  it('shows a project manager Edit and Delete on anyone’s document', async () => {
    renderPreview('fire-pump-test');
    expect(await screen.findByRole('button', { name: S.editButton })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.deleteButton })).toBeInTheDocument();
  });

  it('edits the details in place and leaves for the category list after a delete', async () => {
    api.patch<UpdateDocumentInput, CatalogueDocument>('/documents/:id', ({ body }) => {
      const saved = { ...mine, ...body };
      library = library.map((doc) => (doc.id === mine.id ? saved : doc));
      return saved;
    });
    api.delete('/documents/:id');
    const { user, router } = renderPreview('riser-inspection');
    await user.click(await screen.findByRole('button', { name: S.editButton }));
    const dialog = await screen.findByRole('dialog', { name: S.editTitle });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Riser Inspection Record');
    await user.click(within(dialog).getByRole('button', { name: S.submitEdit }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Riser Inspection Record' }),
    ).toBeInTheDocument();
    expect(screen.getByText(S.saved('Riser Inspection Record'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: S.deleteButton }));
    const confirm = await screen.findByRole('dialog', { name: S.deleteTitle });
    await user.click(within(confirm).getByRole('button', { name: S.deleteButton }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(router.state.location.search).toBe('?tab=categories');
    lastRequest('DELETE', '/documents/riser-inspection');
  });
});
