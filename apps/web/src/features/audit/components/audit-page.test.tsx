import type { AuditEntry, AuditListResponse, StaffMember } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, lastRequest } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { AUDIT_STRINGS as S } from '../strings';
import AuditPage from './audit-page';

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'e1',
  createdAt: '2026-11-23T10:05:00.000Z',
  actor: { id: 'u-2', name: 'Pieter van Wyk' },
  action: 'update',
  entity: 'client',
  entityId: 'c-1',
  before: { rating: 3 },
  after: { rating: 5 },
  ...overrides,
});

const ENTRIES = [
  entry(),
  entry({
    id: 'e2',
    actor: null,
    action: 'ingest',
    entity: 'weather-alert',
    before: null,
    after: { location: 'Durban' },
  }),
  entry({ id: 'e3', action: 'delete', entity: 'document', before: { name: 'Old Drawing' }, after: null }),
];

function useScreenWidth(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

beforeEach(() => {
  api.get<StaffMember[]>('/users', [
    { id: 'u-2', firstName: 'Pieter', lastName: 'van Wyk', role: 'PROJECT_MANAGER' },
  ]);
  api.get<AuditListResponse>('/audit', { items: ENTRIES, total: 3, page: 1, pageSize: 25 });
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () => renderRoutes([{ path: '/audit', element: <AuditPage /> }], ['/audit']);

describe('AuditPage', () => {
  it('shows who, when, what and the changed fields in a table on a wide screen', async () => {
    useScreenWidth(true);
    renderPage();
    const table = await screen.findByRole('table', { name: S.tableLabel });
    for (const column of S.columns)
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Pieter van Wyk');
    expect(rows[1]).toHaveTextContent('update client');
    expect(rows[1]).toHaveTextContent('rating: 3 → 5');
    expect(rows[1]).toHaveTextContent('23 Nov 2026, 12:05');
    expect(rows[2]).toHaveTextContent(S.system);
    expect(rows[2]).toHaveTextContent('location: Durban');
    expect(rows[3]).toHaveTextContent('name: Old Drawing (removed)');
  });

  it('shows cards on a phone and sends the filters to the API', async () => {
    useScreenWidth(false);
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: S.tableLabel });
    expect(list.children).toHaveLength(3);
    expect(list.children[0]).toHaveTextContent('Pieter van Wyk — update client');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: S.entity }));
    await user.click(await screen.findByRole('option', { name: 'Document' }));
    await waitFor(() => {
      const { query } = lastRequest('GET', '/audit');
      expect(query.get('entity')).toBe('document');
      expect(query.get('page')).toBe('1');
    });
    await user.click(screen.getByRole('combobox', { name: S.user }));
    await user.click(await screen.findByRole('option', { name: 'Pieter van Wyk' }));
    await waitFor(() => {
      const { query } = lastRequest('GET', '/audit');
      expect(query.get('entity')).toBe('document');
      expect(query.get('userId')).toBe('u-2');
    });
  });
});
