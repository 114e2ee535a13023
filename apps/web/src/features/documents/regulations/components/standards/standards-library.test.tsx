import {
  STANDARDS_MESSAGES,
  type StandardPassageHit,
  type StandardSummary,
  type StandardsListResponse,
  type StandardsSearchResponse,
  type StandardVersionsResponse,
  type User,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest, requestsTo, sessionAnswered } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { STANDARDS_STRINGS as S } from '../../strings';
import { sampleHandbook } from '../../test-handbook';
import StandardViewerPage from './standard-viewer-page';
import { StandardsLibrary } from './standards-library';

const gas: StandardSummary = {
  id: 'std-gas',
  code: 'SANS 14520',
  title: 'Gaseous media fire-extinguishing systems',
  edition: '2021',
  kind: 'standard',
  note: null,
  totalPages: 3,
  fileName: 'sans-14520.pdf',
  currentVersionId: 'v-2021',
  versionCount: 2,
  updatedAt: '2026-11-28T08:00:00.000Z',
  canRollBack: true,
};

const fm200Hit: StandardPassageHit = {
  id: 'std-gas#3',
  standardId: 'std-gas',
  code: 'SANS 14520',
  title: gas.title,
  edition: '2021',
  kind: 'standard',
  versionId: 'v-2021',
  page: 2,
  heading: '7.3 FM-200 (HFC-227ea) design concentration',
  headingHighlights: [{ start: 4, end: 10 }],
  text: 'The FM-200 design concentration is held for ten minutes.',
  highlights: [
    { start: 4, end: 10 },
    { start: 11, end: 17 },
    { start: 18, end: 31 },
  ],
  relevance: 96.2,
  match: 'words',
};

const relatedHit: StandardPassageHit = {
  ...fm200Hit,
  id: 'handbook#12',
  standardId: 'handbook',
  code: 'Sample handbook',
  edition: 'Sample, August 2025',
  kind: 'sample',
  versionId: null,
  page: 25,
  heading: '1.15 Extent of protection',
  headingHighlights: [],
  text: 'Rooms protected by gaseous suppression need their own design.',
  highlights: [],
  relevance: 40,
  match: 'meaning',
};

function serve(options: { user?: User; standards?: StandardSummary[] } = {}) {
  api.get<{ user: User }>('/auth/me', { user: options.user ?? makeUser({ role: 'ENGINEER' }) });
  api.get<StandardsListResponse>('/standards', { standards: options.standards ?? [sampleHandbook, gas] });
}

beforeEach(() => {
  localStorage.setItem('token', 'good');
});

const renderLibrary = () => renderRoutes([{ path: '/', element: <StandardsLibrary /> }]);
const standardsList = () => screen.getByRole('list', { name: S.inLibrary(2) });

describe('StandardsLibrary', () => {
  it('lists the company’s standards, the sample said to be no SANS standard, and offers no changes to other roles', async () => {
    serve();
    renderLibrary();
    const list = await screen.findByRole('list', { name: S.inLibrary(2) });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Sample handbook · Sample, August 2025');
    expect(items[0]).toHaveTextContent('A sample written for this product, not a SANS standard');
    expect(items[1]).toHaveTextContent('SANS 14520 · 2021');
    expect(items[1]).toHaveTextContent('Gaseous media fire-extinguishing systems');
    await sessionAnswered();
    expect(screen.queryByRole('button', { name: S.addStandard })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Versions · SANS 14520' })).toBeInTheDocument();
    expect(screen.queryByText(S.sampleOnly, { exact: false })).not.toBeInTheDocument();
  });

  it('says when only the sample is there, and how a standard is added', async () => {
    serve({ standards: [sampleHandbook] });
    renderLibrary();
    expect(await screen.findByText(new RegExp(S.howToAddOthers))).toHaveTextContent(S.sampleOnly);
  });

  it('tells an administrator how to add one, with the Add standard button', async () => {
    serve({ standards: [sampleHandbook], user: makeUser({ role: 'ADMIN' }) });
    renderLibrary();
    expect(await screen.findByText(new RegExp(S.howToAddAdmin))).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: S.addStandard })).toBeInTheDocument();
  });

  it('searches all standards 300 ms after typing, shows code, edition, page, heading, marks and Open at page N', async () => {
    serve();
    api.get<StandardsSearchResponse>('/standards/search', ({ query }) => ({
      query: query.get('q') ?? '',
      ignoredWords: ['what', 'is', 'the'],
      results: [fm200Hit, relatedHit],
    }));
    const { user } = renderLibrary();
    await user.type(
      await screen.findByRole('searchbox', { name: S.searchLabel }),
      'what is the FM-200 design concentration',
    );
    const passages = await screen.findByRole('list', { name: S.resultsLabel });
    expect(requestsTo('GET', '/standards/search')).toHaveLength(1);
    const sent = lastRequest('GET', '/standards/search');
    expect(sent.query.get('q')).toBe('what is the FM-200 design concentration');
    expect(sent.query.getAll('standard')).toEqual([]);
    expect(
      screen.getByRole('heading', {
        level: 3,
        name: S.resultsFor('what is the FM-200 design concentration', 2),
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(S.ignored(['what', 'is', 'the']))).toBeInTheDocument();
    const hit = within(passages).getByRole('listitem');
    expect(hit).toHaveTextContent('SANS 14520 · 2021');
    expect(hit).toHaveTextContent('Page 2');
    expect(within(hit).getByRole('heading', { level: 4 })).toHaveTextContent(
      '7.3 FM-200 (HFC-227ea) design concentration',
    );
    expect([...hit.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'FM-200',
      'FM-200',
      'design',
      'concentration',
    ]);
    const open = within(hit).getByRole('link', { name: 'Open at page 2 · SANS 14520' });
    expect(open).toHaveAttribute('href', '/documents/standards/std-gas?page=2&version=v-2021');
    // Found by meaning alone: a less certain match, listed apart behind 'Show other matches'.
    expect(screen.queryByRole('list', { name: S.otherTitle(1) })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: S.showOther(1) }));
    const other = screen.getByRole('list', { name: S.otherTitle(1) });
    expect(within(other).getByRole('listitem')).toHaveTextContent('Sample handbook · Sample, August 2025');
    expect(within(other).getByRole('link', { name: 'Open at page 25 · Sample handbook' })).toHaveAttribute(
      'href',
      '/documents/standards/handbook?page=25',
    );
    await user.click(screen.getByRole('button', { name: S.hideOther }));
    expect(screen.queryByRole('list', { name: S.otherTitle(1) })).not.toBeInTheDocument();
  });

  it('shows the less certain matches at once when there is no best match: a search that matches is never empty', async () => {
    serve();
    api.get<StandardsSearchResponse>('/standards/search', ({ query }) => ({
      query: query.get('q') ?? '',
      ignoredWords: [],
      results: [{ ...fm200Hit, relevance: 12 }, relatedHit],
    }));
    const { user } = renderLibrary();
    await user.type(await screen.findByRole('searchbox', { name: S.searchLabel }), 'clean agent room');
    expect(await screen.findByText(S.noBest)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: S.resultsLabel })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: S.otherTitle(2) })).getAllByRole('listitem')).toHaveLength(
      2,
    );
  });

  it('searches only the standards chosen', async () => {
    serve();
    api.get<StandardsSearchResponse>('/standards/search', ({ query }) => ({
      query: query.get('q') ?? '',
      ignoredWords: [],
      results: [],
    }));
    const { user } = renderLibrary();
    await user.click(await screen.findByRole('combobox', { name: S.chooseLabel }));
    await user.click(await screen.findByRole('option', { name: /SANS 14520 · 2021/ }));
    await user.click(screen.getByRole('option', { name: /Sample handbook/ }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: S.chooseLabel })).toHaveTextContent(
      'SANS 14520, Sample handbook',
    );
    await user.type(screen.getByRole('searchbox', { name: S.searchLabel }), 'cylinder weighing');
    expect(
      await screen.findByText(`${S.noResults('cylinder weighing')} ${S.noResultsHint}`),
    ).toBeInTheDocument();
    expect(lastRequest('GET', '/standards/search').query.getAll('standard')).toEqual(['std-gas', 'handbook']);
  });

  it('says so when every word of a search is a question word', async () => {
    serve();
    api.get<StandardsSearchResponse>('/standards/search', {
      query: 'how must it be',
      ignoredWords: ['how', 'must', 'it', 'be'],
      results: [],
    });
    const { user } = renderLibrary();
    await user.type(await screen.findByRole('searchbox', { name: S.searchLabel }), 'how must it be');
    expect(await screen.findByText(S.onlyQuestionWords)).toBeInTheDocument();
  });

  it('lets an administrator add a standard: the fields checked first, then code, title, edition and the PDF sent', async () => {
    serve({ user: makeUser({ role: 'ADMIN' }) });
    api.post<FormData, StandardSummary>(
      '/standards',
      { ...gas, id: 'std-new', code: 'NFPA 25', totalPages: 12 },
      201,
    );
    const { user } = renderLibrary();
    await user.click(await screen.findByRole('button', { name: S.addStandard }));
    const dialog = await screen.findByRole('dialog', { name: S.addTitle });
    await user.click(within(dialog).getByRole('button', { name: S.add }));
    expect(within(dialog).getByText(STANDARDS_MESSAGES.fileMissing)).toBeInTheDocument();
    expect(within(dialog).getByText(STANDARDS_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(STANDARDS_MESSAGES.editionRequired)).toBeInTheDocument();
    const picker = userEvent.setup({ applyAccept: false });
    const input = within(dialog).getByTestId('standard-file-input');
    await picker.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog).getByText(STANDARDS_MESSAGES.pdfOnly)).toBeInTheDocument();
    await picker.upload(input, new File(['%PDF-1.7'], 'nfpa-25.pdf', { type: 'application/pdf' }));
    await user.type(within(dialog).getByRole('textbox', { name: S.code }), 'NFPA 25');
    await user.type(
      within(dialog).getByRole('textbox', { name: S.titleField }),
      'Inspection of water-based systems',
    );
    await user.type(within(dialog).getByRole('textbox', { name: S.edition }), '2023');
    await user.click(within(dialog).getByRole('button', { name: S.add }));
    expect(await screen.findByText(S.added('NFPA 25', 12))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const form = lastRequest('POST', '/standards').body as FormData;
    expect([...form.keys()]).toEqual(['code', 'title', 'edition', 'file']);
    expect(form.get('code')).toBe('NFPA 25');
    expect(form.get('edition')).toBe('2023');
  });

  it('shows the server’s refusal of a PDF in the dialog', async () => {
    serve({ user: makeUser({ role: 'ADMIN' }) });
    api.post('/standards', apiError(422, STANDARDS_MESSAGES.noText));
    const { user } = renderLibrary();
    await user.click(await screen.findByRole('button', { name: S.addStandard }));
    const dialog = await screen.findByRole('dialog', { name: S.addTitle });
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        within(dialog).getByTestId('standard-file-input'),
        new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }),
      );
    await user.type(within(dialog).getByRole('textbox', { name: S.code }), 'SANS 10105');
    await user.type(within(dialog).getByRole('textbox', { name: S.titleField }), 'Portable extinguishers');
    await user.type(within(dialog).getByRole('textbox', { name: S.edition }), '2022');
    await user.click(within(dialog).getByRole('button', { name: S.add }));
    expect(await within(dialog).findByText(STANDARDS_MESSAGES.noText)).toBeInTheDocument();
  });

  it('shows the versions, makes an earlier one current, adds a new version and removes a standard', async () => {
    serve({ user: makeUser({ role: 'ADMIN' }) });
    api.get<StandardVersionsResponse>('/standards/:id/versions', {
      standard: gas,
      versions: [
        {
          id: 'v-2024',
          edition: '2024',
          fileName: 'sans-14520-2024.pdf',
          fileSize: 2000,
          totalPages: 4,
          uploadedAt: '2026-11-28T08:00:00.000Z',
          uploadedBy: 'Ayanda Mokoena',
          isCurrent: true,
        },
        {
          id: 'v-2021',
          edition: '2021',
          fileName: 'sans-14520.pdf',
          fileSize: 1000,
          totalPages: 3,
          uploadedAt: '2026-11-20T08:00:00.000Z',
          uploadedBy: null,
          isCurrent: false,
        },
      ],
    });
    api.post<{ versionId: string }, StandardSummary>('/standards/:id/rollback', gas);
    api.post<FormData, StandardSummary>('/standards/:id/versions', { ...gas, edition: '2025' }, 201);
    api.delete('/standards/:id');
    const { user } = renderLibrary();
    await user.click(await screen.findByRole('button', { name: 'Versions · SANS 14520' }));
    const dialog = await screen.findByRole('dialog', { name: /Versions of SANS 14520/ });
    const versions = within(within(dialog).getByRole('list', { name: S.versions })).getAllByRole('listitem');
    expect(versions[0]).toHaveTextContent('2024');
    expect(versions[0]).toHaveTextContent(S.current);
    expect(versions[0]).toHaveTextContent('4 pages · added 2026/11/28 by Ayanda Mokoena');
    expect(within(versions[0]!).queryByRole('button', { name: /Make current/ })).not.toBeInTheDocument();
    await user.click(within(versions[1]!).getByRole('button', { name: 'Make current (2021)' }));
    expect(await screen.findByText(S.rolledBack('SANS 14520', '2021'))).toBeInTheDocument();
    expect(lastRequest('POST', '/standards/std-gas/rollback').body).toEqual({ versionId: 'v-2021' });

    await user.click(within(dialog).getByRole('button', { name: S.newVersion }));
    const form = await screen.findByRole('dialog', { name: S.addVersionTitle('SANS 14520') });
    expect(within(form).queryByRole('textbox', { name: S.code })).not.toBeInTheDocument();
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        within(form).getByTestId('standard-file-input'),
        new File(['%PDF-1.7'], 'sans-14520-2025.pdf', { type: 'application/pdf' }),
      );
    await user.type(within(form).getByRole('textbox', { name: S.edition }), '2025');
    await user.click(within(form).getByRole('button', { name: S.add }));
    expect(await screen.findByText(S.versionAdded('SANS 14520', '2025'))).toBeInTheDocument();
    expect([...(lastRequest('POST', '/standards/std-gas/versions').body as FormData).keys()]).toEqual([
      'edition',
      'file',
    ]);
    await user.click(
      within(await screen.findByRole('dialog', { name: /Versions of/ })).getByRole('button', {
        name: S.close,
      }),
    );

    await user.click(within(standardsList()).getByRole('button', { name: 'Remove · SANS 14520' }));
    const confirm = await screen.findByRole('dialog', { name: S.removeTitle('SANS 14520') });
    await user.click(within(confirm).getByRole('button', { name: S.remove }));
    expect(await screen.findByText(S.removed('SANS 14520'))).toBeInTheDocument();
    expect(requestsTo('DELETE', '/standards/std-gas')).toHaveLength(1);
  });
});

describe('StandardViewerPage', () => {
  it('opens the standard’s PDF at the page asked for', async () => {
    serve();
    const createObjectURL = vi.fn(() => 'blob:standard');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    api.get(
      '/standards/:id/file',
      () => new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }),
    );
    renderRoutes(
      [{ path: '/documents/standards/:id', element: <StandardViewerPage /> }],
      ['/documents/standards/std-gas?page=2&version=v-2021'],
    );
    const frame = await screen.findByTitle('PDF of SANS 14520');
    expect(frame).toHaveAttribute('src', 'blob:standard#page=2');
    expect(lastRequest('GET', '/standards/std-gas/file').query.get('version')).toBe('v-2021');
    expect(screen.getByRole('heading', { level: 1, name: 'SANS 14520, page 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: S.viewerOpenTab(2) })).toHaveAttribute(
      'href',
      'blob:standard#page=2',
    );
    vi.unstubAllGlobals();
  });
});
