import type { OutboxListResponse, OutboxMessage } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiError, lastRequest, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { OUTBOX_STRINGS as S } from '../strings';
import OutboxPage from './outbox-page';

const message = (overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: 'm1',
  to: ['accounts@client.co.za'],
  cc: [],
  subject: 'Tax invoice INV-2026-0001',
  status: 'sent',
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  messageId: '<m1@firebreak.test>',
  relatedType: 'invoice',
  relatedId: 'inv-1',
  attachments: [{ filename: 'INV-2026-0001.pdf', contentType: 'application/pdf', size: 2048 }],
  createdBy: { id: 'u-1', name: 'Ayanda Dlamini' },
  createdAt: '2026-11-23T10:05:00.000Z',
  sentAt: '2026-11-23T10:05:02.000Z',
  ...overrides,
});

const MESSAGES = [
  message(),
  message({
    id: 'm2',
    to: ['nobody@client.co.za'],
    subject: 'Statement for November',
    status: 'failed',
    attempts: 6,
    lastError: '550 No such mailbox here',
    relatedType: 'statement',
    relatedId: 'c-9',
    attachments: [],
  }),
];

const listOf = (items: OutboxMessage[], smtpConfigured = true): OutboxListResponse => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  smtpConfigured,
});

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
  api.get<OutboxListResponse>('/outbox', listOf(MESSAGES));
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () => renderRoutes([{ path: '/outbox', element: <OutboxPage /> }], ['/outbox']);

describe('OutboxPage', () => {
  it('shows recipient, subject, related item, status, attempts and the server reason in a table', async () => {
    useScreenWidth(true);
    renderPage();
    const table = await screen.findByRole('table', { name: S.tableLabel });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('accounts@client.co.za');
    expect(rows[1]).toHaveTextContent('Tax invoice INV-2026-0001');
    expect(rows[1]).toHaveTextContent('invoice inv-1');
    expect(rows[1]).toHaveTextContent('Sent');
    expect(rows[1]).toHaveTextContent('1 attachment');
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Failed');
    expect(rows[2]).toHaveTextContent('550 No such mailbox here');
    expect(rows[2]).toHaveTextContent('6');
    expect(screen.queryByText(S.noSmtp)).not.toBeInTheDocument();
  });

  it('shows cards on a phone, and Retry queues a failed message again', async () => {
    useScreenWidth(false);
    let retried = false;
    api.post<undefined, OutboxMessage>('/outbox/m2/retry', () => {
      retried = true;
      return message({ id: 'm2', status: 'queued', attempts: 0, lastError: null });
    });
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: S.tableLabel });
    expect(list.children).toHaveLength(2);
    expect(list.children[1]).toHaveTextContent('Statement for November');
    expect(list.children[1]).toHaveTextContent('6 attempts');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const before = requestsTo('GET', '/outbox').length;
    await user.click(screen.getByRole('button', { name: S.retryOf('Statement for November') }));
    expect(await screen.findByText(S.retried)).toBeInTheDocument();
    expect(retried).toBe(true);
    await waitFor(() => expect(requestsTo('GET', '/outbox').length).toBeGreaterThan(before));
  });

  it('says why a retry was refused, filters by status, and warns when no SMTP server is set', async () => {
    useScreenWidth(true);
    api.get<OutboxListResponse>('/outbox', listOf(MESSAGES, false));
    api.post('/outbox/m2/retry', () => apiError(409, 'Only a failed or not-sent message can be retried'));
    const { user } = renderPage();
    expect(await screen.findByText(S.noSmtp)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: S.retryOf('Statement for November') }));
    expect(await screen.findByText('Only a failed or not-sent message can be retried')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: S.status }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(lastRequest('GET', '/outbox').query.get('status')).toBe('failed'));
  });
});
