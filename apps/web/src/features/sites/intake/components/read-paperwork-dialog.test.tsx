import {
  type Asset,
  type AssetType,
  type Defect,
  formatShortDate,
  type IntakeBatch,
  type IntakeBatchSummary,
  intakeBatchPath,
  type LogbookEntry,
  MAINTENANCE_CATALOGUE,
  type Site,
  type User,
  type Visit,
} from '@firebreak/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { documentList } from '@/testing/documents';
import { makeUser } from '@/testing/fixtures';
import { makeIntakeBatch, makeIntakeFile } from '@/testing/intake';
import { api, lastRequest, sessionAnswered } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import SitePage from '../../components/site-page';
import { I } from '../strings';

const site: Site = {
  id: 's-1',
  clientId: 'c-1',
  clientName: 'Liberty Two Degrees',
  name: 'Sandton office tower',
  address: '5 Alice Lane, Sandton',
  contactName: '',
  contactPhone: '',
  accessNotes: '',
  area: '',
  latitude: null,
  longitude: null,
  accessFrom: null,
  accessTo: null,
  assetCount: 0,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

let signedIn: User;

beforeEach(() => {
  signedIn = makeUser();
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<Site>('/sites/:id', site);
  api.get<Asset[]>('/sites/:id/assets', []);
  api.get<AssetType[]>('/asset-types', [...MAINTENANCE_CATALOGUE]);
  api.get<Visit[]>('/visits', []);
  api.get<Defect[]>('/sites/:id/defects', []);
  api.get<LogbookEntry[]>('/sites/:id/logbook', []);
  api.get<IntakeBatchSummary[]>('/sites/:id/intake', []);
});

const renderSite = (query = '') =>
  renderRoutes(
    [
      { path: '/sites/:siteId', element: <SitePage /> },
      { path: '/sites/:siteId/intake/:batchId', element: <p>Batch page</p> },
    ],
    [`/sites/s-1${query}`],
  );

const pdf = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('Read paperwork on the site page', () => {
  it('sends the chosen files as `files` parts and opens the new batch', async () => {
    const batch = makeIntakeBatch({ id: 'b-9', files: [makeIntakeFile({ status: 'QUEUED' })] });
    api.post<FormData, IntakeBatch>('/sites/:id/intake', batch, 201);
    const { user, router } = renderSite();
    await user.click(await screen.findByRole('button', { name: I.open }));
    const dialog = await screen.findByRole('dialog', { name: I.dialogTitle });
    expect(within(dialog).getByRole('button', { name: I.submit(0) })).toBeDisabled();
    fireEvent.change(screen.getByTestId('intake-file-input'), {
      target: { files: [pdf('cert-2019.pdf'), pdf('service-2021.pdf', 1024 * 1024 * 2)] },
    });
    expect(within(dialog).getByText(I.chosen(2, '2.0 MB'))).toBeInTheDocument();
    // One is taken off again, one more is dropped in.
    await user.click(within(dialog).getByRole('button', { name: I.removeFile('service-2021.pdf') }));
    fireEvent.drop(screen.getByTestId('intake-drop-zone'), {
      dataTransfer: { files: [new File([new Uint8Array(10)], 'panel.jpg', { type: 'image/jpeg' })] },
    });
    await expectAccessible(dialog, 'the Read paperwork dialog');
    await user.click(within(dialog).getByRole('button', { name: I.submit(2) }));
    await waitFor(() => expect(router.state.location.pathname).toBe(intakeBatchPath('s-1', 'b-9')));
    const form = lastRequest('POST', '/sites/s-1/intake').body as FormData;
    // jsdom's XMLHttpRequest drops the parts' names; their sizes tell the two apart.
    expect(form.getAll('files').map((file) => (file as File).size)).toEqual([2048, 10]);
  });

  it("lists the site's paperwork on the Documents tab, each batch linking to its review", async () => {
    api.get<IntakeBatchSummary[]>('/sites/:id/intake', [
      (({ files: _files, ...summary }) => summary)(makeIntakeBatch()),
    ]);
    api.get('/documents', documentList([]));
    renderSite('?tab=documents');
    const section = await screen.findByRole('region', { name: I.paperworkTitle });
    const link = await within(section).findByRole('link', {
      name: I.openBatch(formatShortDate('2026-11-20T08:00:00.000Z')),
    });
    expect(link).toHaveAttribute('href', intakeBatchPath('s-1', 'b-1'));
    expect(section).toHaveTextContent('1 to review');
  });

  it('is not offered to a technician', async () => {
    signedIn = makeUser({ role: 'TECHNICIAN' });
    renderSite();
    await screen.findByRole('heading', { level: 1, name: site.name });
    await sessionAnswered();
    expect(screen.queryByRole('button', { name: I.open })).not.toBeInTheDocument();
  });
});
