import { type CatalogueDocument, previewPath, type User } from '@firebreak/shared';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { PREVIEW_STRINGS as S } from '../../browse/strings';
import { makeDocument } from '../../browse/test-documents';
import DocumentPreviewPage from './document-preview-page';

const schedule = makeDocument({
  id: 'maintenance-service-schedule',
  name: 'Maintenance Service Schedule',
  type: 'pdf',
});

beforeEach(() => {
  localStorage.setItem('token', 'good');
  URL.createObjectURL = vi.fn(() => 'blob:schedule');
  URL.revokeObjectURL = vi.fn();
  api.get<{ user: User }>('/auth/me', { user: makeUser() });
  api.get('/documents/download/:id', () => new HttpResponse(new Blob(['%PDF-1.4'])));
  api.get<CatalogueDocument>('/documents/:id', schedule);
});

const renderAt = (path: string) =>
  renderRoutes([{ path: '/documents/preview/:id', element: <DocumentPreviewPage /> }], [path]);

describe('the preview opens a PDF at the page a search passage is on', () => {
  it('opens at ?page=N and says so', async () => {
    expect(previewPath('maintenance-service-schedule', 2)).toBe(
      '/documents/preview/maintenance-service-schedule?page=2',
    );
    renderAt(previewPath('maintenance-service-schedule', 2));
    const frame = await screen.findByTestId('pdf-preview');
    expect(frame).toHaveAttribute('src', 'blob:schedule#page=2');
    expect(screen.getByTestId('preview-page')).toHaveTextContent(S.atPage(2));
  });

  it('opens at the start without a page, or with one that is not a page number', async () => {
    expect(previewPath('maintenance-service-schedule')).toBe(
      '/documents/preview/maintenance-service-schedule',
    );
    renderAt('/documents/preview/maintenance-service-schedule?page=abc');
    expect(await screen.findByTestId('pdf-preview')).toHaveAttribute('src', 'blob:schedule');
    expect(screen.queryByTestId('preview-page')).not.toBeInTheDocument();
  });
});
