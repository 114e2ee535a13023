import {
  INTAKE_FILE_STATUS_LABELS,
  type IntakeAcceptInput,
  type IntakeAcceptResult,
  type IntakeBatch,
  type IntakeConflict,
  PAPER_KIND_LABELS,
  type User,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { makeIntakeBatch, makeIntakeFile } from '@/testing/intake';
import { api, lastRequest } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { I } from '../strings';
import IntakeBatchPage from './intake-batch-page';

function useScreenWidth(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width') ? desktop : !desktop,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

let batch: IntakeBatch;

beforeEach(() => {
  batch = makeIntakeBatch({
    files: [
      makeIntakeFile(),
      makeIntakeFile({
        id: 'f-2',
        fileName: 'blurred.jpg',
        status: 'FAILED',
        error: 'The photo could not be read; it may be damaged',
        kind: null,
        kindLabel: null,
        pages: [],
        fields: [],
        nextDue: [],
      }),
    ],
  });
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser() });
  api.get<IntakeBatch>('/intake/:batchId', () => batch);
  api.get(
    '/intake/:batchId/files/:fileId/pages/:page',
    () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }),
  );
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:page'), configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
  useScreenWidth(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderBatch = () =>
  renderRoutes(
    [{ path: '/sites/:siteId/intake/:batchId', element: <IntakeBatchPage /> }],
    ['/sites/s-1/intake/b-1'],
  );

const acceptResult = (): IntakeAcceptResult => ({
  assetsCreated: 1,
  assetsUpdated: 0,
  records: 1,
  defects: 1,
  batch: makeIntakeBatch({
    files: [makeIntakeFile({ status: 'ACCEPTED', decidedAt: '2026-11-20T09:00:00.000Z' })],
  }),
});

const acceptBody = () => lastRequest('POST', '/intake/b-1/accept').body as IntakeAcceptInput;

const decision = (name: string) => screen.getByRole('group', { name: I.decisionLabel(name) });

describe('the paperwork review page', () => {
  it('shows the files with their status and kind, and the proposed fields with their words and page', async () => {
    renderBatch();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Paperwork read on');
    expect(screen.getByText('Sandton office tower · Liberty Two Degrees')).toBeInTheDocument();
    const files = screen.getByRole('list', { name: I.filesLabel });
    expect(within(files).getByText(INTAKE_FILE_STATUS_LABELS.FAILED)).toBeInTheDocument();
    expect(within(files).getByText('The photo could not be read; it may be damaged')).toBeInTheDocument();
    const review = screen.getByRole('region', { name: 'cert-2025.pdf' });
    expect(within(review).getByText(PAPER_KIND_LABELS.SERVICE_CERTIFICATE)).toBeInTheDocument();
    expect(within(review).getByLabelText('Service date')).toHaveValue('2025-03-12');
    expect(within(review).getByText(I.from('12/03/2025', 1))).toBeInTheDocument();
    expect(
      within(review).getByRole('region', { name: I.groupAsset(1, 'Portable extinguisher (CO2)') }),
    ).toHaveTextContent(I.nextDue('Annual', '2026-03-12'));
    expect(within(review).getByRole('region', { name: I.groupDefect(1) })).toBeInTheDocument();
    // The page, with a box per field; focusing a field lights its box.
    expect(await screen.findByRole('img', { name: I.pageAlt('cert-2025.pdf', 1) })).toHaveAttribute(
      'src',
      'blob:page',
    );
    within(review).getByLabelText('Serial').focus();
    await waitFor(() =>
      expect(document.querySelector('[data-field="asset:0.serial"]')).toHaveAttribute('data-active', 'true'),
    );
  });

  it("sends an edited field as 'edit' with its value and a rejected one as 'reject'", async () => {
    api.post<IntakeAcceptInput, IntakeAcceptResult>('/intake/:batchId/accept', acceptResult());
    const { user } = renderBatch();
    const serial = await screen.findByLabelText('Serial');
    await user.clear(serial);
    await user.type(serial, 'CO2-1002');
    expect(within(decision('Serial')).getByRole('button', { name: I.edit })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(decision('Defect')).getByRole('button', { name: I.reject }));
    await user.click(screen.getByRole('button', { name: I.acceptFile }));
    await screen.findByText(I.accepted(acceptResult()));
    const [file] = acceptBody().files;
    expect(file).toMatchObject({ fileId: 'f-1', action: 'accept' });
    expect(file?.fields).toContainEqual({ id: 'asset:0.serial', action: 'edit', value: 'CO2-1002' });
    expect(file?.fields).toContainEqual({ id: 'defect:0.description', action: 'reject' });
    expect(file?.fields).toContainEqual({ id: 'document.serviceDate', action: 'accept' });
  });

  it("rejects a whole file with action 'reject'", async () => {
    api.post<IntakeAcceptInput, IntakeAcceptResult>('/intake/:batchId/accept', acceptResult());
    const { user } = renderBatch();
    await user.click(await screen.findByRole('button', { name: I.rejectFile }));
    await waitFor(() =>
      expect(acceptBody().files).toEqual([{ fileId: 'f-1', action: 'reject', fields: [] }]),
    );
  });

  it('shows a 409 conflict on its field', async () => {
    const message = "Serial CO2-1001 is already in this site's register (Server room)";
    api.post<IntakeAcceptInput, IntakeConflict>(
      '/intake/:batchId/accept',
      { error: 'Some fields clash', conflicts: [{ fileId: 'f-1', fieldId: 'asset:0.serial', message }] },
      409,
    );
    const { user } = renderBatch();
    await user.click(await screen.findByRole('button', { name: I.acceptFile }));
    const row = await screen.findByTestId('intake-field-asset-0-serial');
    expect(await within(row).findByText(message)).toBeInTheDocument();
    expect(within(row).getByLabelText('Serial')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(I.conflictsTitle)).toBeInTheDocument();
  });

  it('shows a duplicate the server found under its field', async () => {
    batch = makeIntakeBatch({
      files: [
        makeIntakeFile({
          duplicates: [
            {
              fieldId: 'document.certificateNumber',
              message: 'Certificate C-4411 was already read',
              assetId: null,
            },
          ],
        }),
      ],
    });
    renderBatch();
    const row = await screen.findByTestId('intake-field-document-certificateNumber');
    expect(within(row).getByText('Certificate C-4411 was already read')).toBeInTheDocument();
  });

  it('is accessible at 1280 px and at 390 px, where the files are a select', async () => {
    const wide = renderBatch();
    await screen.findByRole('img', { name: I.pageAlt('cert-2025.pdf', 1) });
    await expectAccessible(document.body, 'the review page at 1280 px');
    wide.unmount();
    useScreenWidth(false);
    const { user } = renderBatch();
    await screen.findByRole('img', { name: I.pageAlt('cert-2025.pdf', 1) });
    expect(screen.queryByRole('list', { name: I.filesLabel })).not.toBeInTheDocument();
    await expectAccessible(document.body, 'the review page at 390 px');
    await user.click(screen.getByRole('combobox', { name: I.fileSelect }));
    await user.click(await screen.findByRole('option', { name: /blurred\.jpg/ }));
    expect(await screen.findByText(I.failedTitle)).toBeInTheDocument();
  });
});

describe('after a review', () => {
  it('moves on to the next file to review; an accepted file is shown read-only with who decided', async () => {
    const second = makeIntakeFile({ id: 'f-3', fileName: 'report-2024.pdf' });
    batch = makeIntakeBatch({ files: [makeIntakeFile(), second] });
    const decided = makeIntakeBatch({
      files: [
        makeIntakeFile({
          status: 'ACCEPTED',
          decidedAt: '2026-11-20T09:00:00.000Z',
          decidedBy: 'Thandi Nkosi',
        }),
        second,
      ],
    });
    api.post<IntakeAcceptInput, IntakeAcceptResult>('/intake/:batchId/accept', () => {
      batch = decided;
      return { ...acceptResult(), batch: decided };
    });
    const { user } = renderBatch();
    await user.click(await screen.findByRole('button', { name: I.acceptFile }));
    expect(await screen.findByRole('region', { name: 'report-2024.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /cert-2025\.pdf/ }));
    const review = await screen.findByRole('region', { name: 'cert-2025.pdf' });
    expect(review).toHaveTextContent('by Thandi Nkosi');
    expect(within(review).getByText('CO2-1001')).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: I.acceptFile })).not.toBeInTheDocument();
    expect(within(review).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('switches pages, and to the page of a field when it is focused', async () => {
    batch = makeIntakeBatch({
      files: [
        makeIntakeFile({
          pages: [
            { page: 1, width: 595, height: 842 },
            { page: 2, width: 595, height: 842 },
          ],
          fields: [
            makeIntakeFile().fields[0]!,
            { ...makeIntakeFile().fields[3]!, page: 2, words: 'CO2-1001' },
          ],
        }),
      ],
    });
    const { user } = renderBatch();
    expect(await screen.findByRole('img', { name: I.pageAlt('cert-2025.pdf', 1) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: I.nextPage }));
    expect(await screen.findByRole('img', { name: I.pageAlt('cert-2025.pdf', 2) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: I.previousPage }));
    await screen.findByRole('img', { name: I.pageAlt('cert-2025.pdf', 1) });
    screen.getByLabelText('Serial').focus();
    expect(await screen.findByRole('img', { name: I.pageAlt('cert-2025.pdf', 2) })).toBeInTheDocument();
    expect(screen.getByText(I.from('CO2-1001', 2))).toBeInTheDocument();
  });
});
