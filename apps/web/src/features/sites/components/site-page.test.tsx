import {
  type Asset,
  type AssetImportError,
  type AssetImportInput,
  type AssetImportResult,
  type AssetInput,
  type AssetType,
  addDays,
  DEFECT_SEVERITY_LABELS,
  type Defect,
  FREQUENCY_LABELS,
  formatShortDate,
  type IntakeBatchSummary,
  LOGBOOK_KIND_LABELS,
  type LogbookEntry,
  MAINTENANCE_CATALOGUE,
  type Site,
  todayInSouthAfrica,
  type User,
  type Visit,
} from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest, requestsTo, sessionAnswered } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { makeVisit } from '@/testing/visits';
import { S } from '../strings';
import SitePage from './site-page';

const site: Site = {
  id: 's-1',
  clientId: 'c-1',
  clientName: 'Liberty Two Degrees',
  name: 'Sandton office tower',
  address: '5 Alice Lane, Sandhurst, Sandton, 2196',
  contactName: 'Pieter van Wyk',
  contactPhone: '+27 11 555 0311',
  accessNotes: 'Pump room key at building management',
  area: '',
  latitude: null,
  longitude: null,
  accessFrom: null,
  accessTo: null,
  assetCount: 2,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

const makeAsset = (overrides: Partial<Asset> = {}): Asset => ({
  id: 'a-1',
  siteId: 's-1',
  type: 'EXTINGUISHER_CO2',
  typeLabel: 'Portable extinguisher (CO2)',
  system: 'PORTABLE_EXTINGUISHER',
  make: 'Chubb',
  model: '5 kg CO2',
  serial: 'CO2-1001',
  location: 'Server room',
  installedOn: '2023-05-02',
  standard: 'SANS 1475',
  notes: '',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});

let signedIn: User;
let assets: Asset[];

beforeEach(() => {
  signedIn = makeUser();
  localStorage.setItem('token', 'good');
  assets = [
    makeAsset(),
    makeAsset({
      id: 'a-2',
      type: 'HOSE_REEL',
      typeLabel: 'Hose reel',
      system: 'HOSE_REEL',
      serial: '',
      location: 'Ground floor east stair',
      installedOn: null,
      standard: 'SANS 543',
    }),
  ];
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<Site>('/sites/:id', site);
  api.get<Asset[]>('/sites/:id/assets', () => assets);
  api.get<AssetType[]>('/asset-types', [...MAINTENANCE_CATALOGUE]);
  api.get<Visit[]>('/visits', []);
  api.get<Defect[]>('/sites/:id/defects', []);
  api.get<LogbookEntry[]>('/sites/:id/logbook', []);
  api.get<IntakeBatchSummary[]>('/sites/:id/intake', []);
});

const renderSite = (query = '') =>
  renderRoutes([{ path: '/sites/:siteId', element: <SitePage /> }], [`/sites/s-1${query}`]);

describe('the site page', () => {
  it('shows the site, its client, access notes and the asset register', async () => {
    renderSite();
    expect(await screen.findByRole('heading', { level: 1, name: site.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: S.backToClient(site.clientName) })).toHaveAttribute(
      'href',
      '/clients/c-1?tab=sites',
    );
    expect(screen.getByText(site.accessNotes)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: S.assetsTitle });
    expect(within(table).getByRole('row', { name: /CO2-1001/ })).toHaveTextContent('Server room');
    expect(within(table).getByRole('row', { name: /Hose reel/ })).toHaveTextContent(S.notRecorded);
  });

  it('shows the schedule of the asset types present, by frequency with their standard', async () => {
    const { user } = renderSite();
    await user.click(await screen.findByRole('tab', { name: S.tabSchedule }));
    const co2 = await screen.findByRole('region', { name: 'Portable extinguisher (CO2)' });
    expect(within(co2).getByText('SANS 1475')).toBeInTheDocument();
    expect(within(co2).getByText(FREQUENCY_LABELS.ANNUAL)).toBeInTheDocument();
    expect(within(co2).getByText(FREQUENCY_LABELS.FIVE_YEARLY)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hose reel' })).toHaveTextContent('SANS 543');
    expect(co2).toHaveTextContent('Needs SAQCC Portable extinguishers, Serviceman or above');
    // Types not at the site have no section.
    expect(screen.queryByRole('region', { name: 'Fire alarm control panel' })).not.toBeInTheDocument();
  });

  it('lists the visits due (overdue first) on Schedule and the done ones on History', async () => {
    const today = todayInSouthAfrica();
    api.get<Visit[]>('/visits', ({ query }) =>
      query.get('includeOverdue') === 'true'
        ? [
            makeVisit({ id: 'v-1', dueDate: addDays(today, 20), frequencies: ['MONTHLY', 'QUARTERLY'] }),
            makeVisit({
              id: 'v-2',
              dueDate: addDays(today, -9),
              overdue: true,
              technicianName: 'Sipho Dube',
            }),
          ]
        : [
            makeVisit({
              id: 'v-3',
              status: 'COMPLETED',
              // 22:30 UTC is 00:30 the next day in South Africa: the visit is listed under that day.
              completedAt: `${addDays(today, -41)}T22:30:00.000Z`,
            }),
            makeVisit({ id: 'v-4', status: 'CANCELLED', dueDate: addDays(today, -70) }),
          ],
    );
    const { user } = renderSite('?tab=schedule');
    const due = await screen.findByRole('region', { name: S.upcomingTitle });
    const rows = await within(due).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(S.visitOverdue);
    expect(rows[0]).toHaveTextContent('Sipho Dube');
    expect(rows[1]).toHaveTextContent(S.visitCovers(['Monthly', 'Quarterly'], 4));
    expect(lastRequest('GET', '/visits')?.query.get('siteId')).toBe('s-1');

    await user.click(screen.getByRole('tab', { name: S.tabHistory }));
    const history = await screen.findByRole('region', { name: S.historyTitle });
    const done = await within(history).findAllByRole('listitem');
    expect(done.map((row) => row.textContent)).toEqual([
      expect.stringContaining(formatShortDate(addDays(today, -40))),
      expect.stringContaining(formatShortDate(addDays(today, -70))),
    ]);
    expect(done[0]).toHaveTextContent('Completed');
    expect(done[1]).toHaveTextContent('Cancelled');
    expect(
      within(done[0]!).getByRole('link', { name: S.visitOpen(formatShortDate(addDays(today, -40))) }),
    ).toHaveAttribute('href', '/visits/v-3');
  });

  it('shows the first eight visits due, then all of them on request', async () => {
    const today = todayInSouthAfrica();
    api.get<Visit[]>('/visits', () =>
      Array.from({ length: 13 }, (_, i) => makeVisit({ id: `v-${i}`, dueDate: addDays(today, 7 * i) })),
    );
    const { user } = renderSite('?tab=schedule');
    const due = await screen.findByRole('region', { name: S.upcomingTitle });
    expect(await within(due).findAllByRole('listitem')).toHaveLength(8);
    await user.click(within(due).getByRole('button', { name: S.visitsShowAll(13) }));
    expect(within(due).getAllByRole('listitem')).toHaveLength(13);
  });

  it('lists the open defects on History by visit, with severity, asset, its quote and a link to the visit', async () => {
    api.get<Defect[]>('/sites/:id/defects', ({ query }) => {
      expect(query.get('status')).toBe('OPEN');
      return [
        {
          id: 'd-2',
          visitId: 'v-9',
          assetId: null,
          severity: 'MINOR',
          description: 'Signage faded at the east exit',
          status: 'OPEN',
          createdAt: '2026-11-20T09:30:00.000Z',
          quoteId: 'q-4',
          quoteNumber: 'Q-2026-0004',
        },
        {
          id: 'd-1',
          visitId: 'v-9',
          assetId: assets[0]!.id,
          severity: 'CRITICAL',
          description: 'Cylinder discharged, pin missing',
          status: 'OPEN',
          createdAt: '2026-11-20T09:00:00.000Z',
        },
      ];
    });
    renderSite('?tab=history');
    const section = await screen.findByRole('region', { name: S.defectsTitle });
    const visit = await within(section).findByRole('region', { name: S.defectsOfVisit('2026/11/20', 2) });
    expect(within(visit).getByRole('link', { name: S.defectVisit })).toHaveAttribute('href', '/visits/v-9');
    const [quoted, row] = within(visit).getAllByRole('listitem');
    expect(row).toHaveTextContent(DEFECT_SEVERITY_LABELS.CRITICAL);
    expect(row).toHaveTextContent('Cylinder discharged, pin missing');
    expect(row).toHaveTextContent('CO2-1001');
    expect(row).toHaveTextContent(S.defectFound('2026/11/20'));
    expect(within(quoted!).getByRole('link', { name: S.defectOnQuote('Q-2026-0004') })).toHaveAttribute(
      'href',
      '/quoting?tab=boq&quote=q-4',
    );
    expect(within(visit).getByRole('button', { name: S.quoteDefects })).toBeInTheDocument();
    expect(within(visit).getAllByRole('button', { name: S.defectResolve })).toHaveLength(2);
  });

  it('says plainly when the site has no visits in the last year', async () => {
    api.get<Visit[]>('/visits', []);
    renderSite('?tab=history');
    expect(await screen.findByText(S.historyEmpty)).toBeInTheDocument();
    expect(await screen.findByText(S.defectsNone)).toBeInTheDocument();
  });

  it('adds an asset; a duplicate serial comes back from the server and is shown in the dialog', async () => {
    let first = true;
    api.post<AssetInput, Asset | Response>('/sites/:id/assets', ({ body }) => {
      if (first) {
        first = false;
        return apiError(409, S.duplicateSerial);
      }
      const added = makeAsset({ id: 'a-3', serial: String(body.serial), location: String(body.location) });
      assets = [...assets, added];
      return added;
    });
    const { user } = renderSite();
    await user.click(await screen.findByRole('button', { name: S.addAsset }));
    const dialog = await screen.findByRole('dialog', { name: S.addAssetTitle });
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    expect(await within(dialog).findByText('Location is required')).toBeInTheDocument();
    expect(requestsTo('POST', '/sites/s-1/assets')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: S.assetFields.type }));
    await user.click(await screen.findByRole('option', { name: 'Portable extinguisher (CO2)' }));
    await user.type(within(dialog).getByRole('textbox', { name: S.assetFields.serial }), 'CO2-1001');
    await user.type(within(dialog).getByRole('textbox', { name: /Location in the building/ }), 'Lobby');
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    expect(await within(dialog).findByText(S.duplicateSerial)).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: S.assetFields.serial }));
    await user.type(within(dialog).getByRole('textbox', { name: S.assetFields.serial }), 'CO2-2002');
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastRequest('POST', '/sites/s-1/assets').body).toMatchObject({
      type: 'EXTINGUISHER_CO2',
      serial: 'CO2-2002',
      location: 'Lobby',
      installedOn: null,
    });
    expect(await screen.findByText(S.assetAdded('Portable extinguisher (CO2)'))).toBeInTheDocument();
  });

  it('refuses an installed date in the future before sending', async () => {
    const { user } = renderSite();
    await user.click(
      await screen.findByRole('button', { name: `${S.editAsset}: Portable extinguisher (CO2) CO2-1001` }),
    );
    const dialog = await screen.findByRole('dialog', { name: S.editAssetTitle });
    const date = within(dialog).getByLabelText(S.assetFields.installedOn);
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    expect(await within(dialog).findByText(S.installedFuture)).toBeInTheDocument();
    expect(requestsTo('PATCH', '/assets/a-1')).toHaveLength(0);
  });

  it('lets a standard that was only the old type’s default follow a new type', async () => {
    const { user } = renderSite();
    await user.click(
      await screen.findByRole('button', { name: `${S.editAsset}: Portable extinguisher (CO2) CO2-1001` }),
    );
    const dialog = await screen.findByRole('dialog', { name: S.editAssetTitle });
    expect(within(dialog).getByRole('textbox', { name: S.assetFields.standard })).toHaveValue('SANS 1475');
    await user.click(within(dialog).getByRole('combobox', { name: S.assetFields.type }));
    await user.click(await screen.findByRole('option', { name: 'Hose reel' }));
    expect(within(dialog).getByRole('textbox', { name: S.assetFields.standard })).toHaveValue('');
    expect(within(dialog).getByText(S.standardHelp('SANS 543'))).toBeInTheDocument();
  });

  it('imports CSV: lists the row errors of a refused file, then imports a good one', async () => {
    let refuse = true;
    api.post<AssetImportInput, AssetImportResult | Response>('/sites/:id/assets/import', () => {
      if (!refuse) return { created: 2 };
      refuse = false;
      const body: AssetImportError = {
        error: '1 row has errors; nothing was imported',
        rows: [{ row: 3, field: 'installed_on', message: 'Installed date is not a real date (YYYY-MM-DD)' }],
      };
      return HttpResponse.json(body, { status: 400 });
    });
    const { user } = renderSite();
    await user.click(await screen.findByRole('button', { name: S.importCsv }));
    const dialog = await screen.findByRole('dialog', { name: S.importTitle });
    await user.click(within(dialog).getByRole('button', { name: S.importButton }));
    expect(await within(dialog).findByText(S.nothingToImport)).toBeInTheDocument();

    const csv =
      'type,make,model,serial,location,installed_on,standard,notes\nHOSE_REEL,a,b,c,Floor,2021-02-30,,';
    await user.click(within(dialog).getByRole('textbox', { name: S.pasteLabel }));
    await user.paste(csv);
    await user.click(within(dialog).getByRole('button', { name: S.importButton }));
    const list = await within(dialog).findByRole('list', { name: S.rowErrorsTitle });
    expect(list).toHaveTextContent(
      S.rowError(3, 'installed_on', 'Installed date is not a real date (YYYY-MM-DD)'),
    );
    expect(within(dialog).getByText(/1 row has errors; nothing was imported/)).toBeInTheDocument();
    expect(lastRequest('POST', '/sites/s-1/assets/import').body).toEqual({ csv });

    await user.click(within(dialog).getByRole('button', { name: S.importButton }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(S.imported(2))).toBeInTheDocument();
  });

  it('shows a technician the register and schedule but no Add, Import, Edit or Delete', async () => {
    signedIn = makeUser({ role: 'TECHNICIAN' });
    renderSite();
    await screen.findByRole('table', { name: S.assetsTitle });
    await sessionAnswered();
    for (const name of [S.addAsset, S.importCsv, S.editSite])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(S.deleteAsset) })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
  it("lists the log book the building's people keep in the portal, newest first, on its tab", async () => {
    const entry = (overrides: Partial<LogbookEntry>): LogbookEntry => ({
      id: 'l-1',
      siteId: 's-1',
      siteName: site.name,
      kind: 'CALL_POINT_TEST',
      occurredAt: '2026-11-23T09:30',
      location: 'Ground floor, call point 3',
      description: 'Sounders heard in every zone',
      recordedBy: 'Anele Zulu',
      createdAt: '2026-11-23T07:31:00.000Z',
      ...overrides,
    });
    api.get<LogbookEntry[]>('/sites/:id/logbook', [
      entry({
        id: 'l-2',
        kind: 'FALSE_ALARM',
        occurredAt: '2026-11-25T14:05',
        location: '',
        description: 'Toast',
      }),
      entry({}),
    ]);
    const { user } = renderSite();
    await user.click(await screen.findByRole('tab', { name: S.tabLogbook }));
    const table = await screen.findByRole('table', { name: S.logbookTitle });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(LOGBOOK_KIND_LABELS.FALSE_ALARM);
    expect(rows[0]).toHaveTextContent('25 Nov 2026, 14:05');
    expect(rows[0]).toHaveTextContent('Toast');
    expect(rows[1]).toHaveTextContent(LOGBOOK_KIND_LABELS.CALL_POINT_TEST);
    expect(rows[1]).toHaveTextContent('23 Nov 2026, 09:30');
    expect(rows[1]).toHaveTextContent('Ground floor, call point 3');
    expect(rows[1]).toHaveTextContent('Anele Zulu');
    expect(requestsTo('GET', '/sites/s-1/logbook')).toHaveLength(1);
    await expectAccessible(document.body, 'the log book tab');
  });

  it('says so when the log book is empty', async () => {
    renderSite('?tab=logbook');
    expect(await screen.findByText(S.logbookNone)).toBeInTheDocument();
  });
});
