import type { CatalogueDocument } from '@firebreak/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clientPage, makeClient } from '@/testing/clients';
import { api, lastRequest } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { makeDocument } from '../../../browse/test-documents';
import { LINK_STRINGS as L } from '../../../manage/strings';
import { PROCESSING_STRINGS as S } from '../../strings';
import { makeResponse } from '../../test-processing';
import { findMatches } from './find-matches';
import { ResultsPanel } from './results-panel';

const TEXT = 'Sprinkler pump test.\fThe PUMP ran at 10 bar; pump house dry.';

const renderResult = (overrides = {}) =>
  renderRoutes([
    { path: '/', element: <ResultsPanel result={makeResponse({ text: TEXT, ...overrides })} /> },
  ]);

describe('finding matches', () => {
  it('is literal and case-insensitive', () => {
    expect(findMatches(TEXT, 'pump')).toHaveLength(3);
    expect(findMatches('a.b a+b', '.')).toEqual([1]);
    expect(findMatches(TEXT, '')).toEqual([]);
  });
});

describe('results', () => {
  it('highlights and counts matches in the text, and steps through them', async () => {
    const { user } = renderResult();
    const viewer = screen.getByRole('region', { name: S.extractedText });
    await user.type(screen.getByLabelText(S.searchInText), 'pump');
    await waitFor(() => expect(viewer.querySelectorAll('mark')).toHaveLength(3));
    expect([...viewer.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'pump',
      'PUMP',
      'pump',
    ]);
    expect(screen.getByText('1 of 3 matches')).toBeInTheDocument();
    expect(viewer.querySelectorAll('mark')[0]).toHaveAttribute('data-current', 'true');
    await user.click(screen.getByRole('button', { name: S.nextMatch }));
    expect(screen.getByText('2 of 3 matches')).toBeInTheDocument();
    expect(viewer.querySelectorAll('mark')[1]).toHaveAttribute('data-current', 'true');
    await user.click(screen.getByRole('button', { name: S.previousMatch }));
    await user.click(screen.getByRole('button', { name: S.previousMatch }));
    expect(screen.getByText('3 of 3 matches')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(S.searchInText));
    await user.type(screen.getByLabelText(S.searchInText), 'valve');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    expect(viewer.querySelectorAll('mark')).toHaveLength(0);
  });

  it('copies the text and downloads it as .txt with the form feeds kept', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:text';
    });
    URL.revokeObjectURL = vi.fn();
    const { user } = renderResult();
    // After render: user-event installs its own clipboard stub when set up.
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: S.copy }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(TEXT));
    expect(await screen.findByText(S.copied)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: S.downloadTxt }));
    const saved = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(saved).toBe(TEXT);
  });

  it('shows per-page detail, the summary caption and the figures', () => {
    renderResult({
      summary: { kind: 'extractive', sentences: ['The pump ran.'], text: 'The pump ran.' },
    });
    const table = screen.getByRole('table', { name: S.perPage });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('1.5°')).toBeInTheDocument();
    expect(screen.getByText('The pump ran.')).toBeInTheDocument();
    expect(screen.getByText(S.summaryCaption)).toBeInTheDocument();
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
  });

  it('adds the document to the library and links to it', async () => {
    api.post<unknown, CatalogueDocument>(
      '/document-processing/jobs/:id/add-to-library',
      makeDocument({ id: 'doc-7', name: 'riser report' }),
      201,
    );
    const { user } = renderResult();
    await user.click(screen.getByRole('button', { name: S.addToLibrary }));
    const dialog = await screen.findByRole('dialog', { name: S.addToLibrary });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('riser-report');
    await user.click(within(dialog).getByRole('button', { name: S.add }));
    expect(within(dialog).getByText(S.categoryRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Operations' }));
    await user.type(within(dialog).getByLabelText(S.tags), 'riser, pump ');
    await user.click(within(dialog).getByRole('button', { name: S.add }));
    await waitFor(() =>
      expect(lastRequest('POST', '/document-processing/jobs/job-1/add-to-library').body).toEqual({
        name: 'riser-report',
        category: 'Operations',
        department: 'General',
        tags: ['riser', 'pump'],
      }),
    );
    expect(await screen.findByText(S.added('riser report'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: S.openInLibrary })).toHaveAttribute(
      'href',
      '/documents/preview/doc-7',
    );
  });

  it('links the added document to a client and one of its sites (decision 0081)', async () => {
    api.get('/clients', clientPage([makeClient({ id: 'c-1', name: 'Kestrel Holdings' })]));
    api.get('/clients/:id/sites', [
      {
        id: 's-1',
        clientId: 'c-1',
        clientName: 'Kestrel Holdings',
        name: 'Kestrel Plaza',
        address: '1 Kestrel Road',
        contactName: '',
        contactPhone: '',
        accessNotes: '',
        assetCount: 0,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
    api.get('/sites/:id/assets', []);
    api.post<unknown, CatalogueDocument>(
      '/document-processing/jobs/:id/add-to-library',
      makeDocument({ id: 'doc-8', name: 'riser report' }),
      201,
    );
    const { user } = renderResult();
    await user.click(screen.getByRole('button', { name: S.addToLibrary }));
    const dialog = await screen.findByRole('dialog', { name: S.addToLibrary });
    await user.click(within(dialog).getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Operations' }));
    await user.click(within(dialog).getByRole('combobox', { name: L.client }));
    await user.click(await screen.findByRole('option', { name: 'Kestrel Holdings' }));
    await user.click(within(dialog).getByRole('combobox', { name: L.site }));
    await user.click(await screen.findByRole('option', { name: 'Kestrel Plaza' }));
    await user.click(within(dialog).getByRole('button', { name: S.add }));
    await waitFor(() =>
      expect(lastRequest('POST', '/document-processing/jobs/job-1/add-to-library').body).toMatchObject({
        category: 'Operations',
        clientId: 'c-1',
        siteId: 's-1',
      }),
    );
    const body = lastRequest('POST', '/document-processing/jobs/job-1/add-to-library').body as object;
    expect(Object.keys(body)).not.toContain('projectId');
  });
});
