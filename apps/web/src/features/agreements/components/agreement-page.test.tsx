import type { Agreement, EscalationPreview, User } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { api, lastRequest, requestsTo } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { S } from '../strings';
import AgreementPage from './agreement-page';

const makeAgreement = (overrides: Partial<Agreement> = {}): Agreement => ({
  id: 'agr-1',
  number: 'AGR-2026-0001',
  clientId: 'c-1',
  clientName: 'Sandton City Mall',
  status: 'ACTIVE',
  startDate: '2025-01-01',
  endDate: '2026-12-31',
  noticeDays: 30,
  autoRenew: true,
  cadence: 'MONTHLY',
  timing: 'IN_ADVANCE',
  feeCents: 310_000,
  siteCount: 1,
  siteNames: ['North Tower'],
  createdAt: '2025-01-01T08:00:00.000Z',
  updatedAt: '2025-01-01T08:00:00.000Z',
  sites: [
    {
      siteId: 's-1',
      siteName: 'North Tower',
      items: [
        {
          id: 'i-1',
          assetId: null,
          assetLabel: null,
          system: 'SPRINKLER',
          label: 'Sprinklers',
          standard: 'SANS 10287',
          frequencies: ['WEEKLY', 'QUARTERLY', 'ANNUAL'],
          customIntervalDays: null,
        },
      ],
    },
  ],
  includesRoutineVisits: true,
  callOutsIncluded: 2,
  labourHoursIncluded: 4,
  rates: { callOutFeeCents: 85_000, hourlyRateCents: 65_000, travelPerKmCents: 650, partsMarkupPercent: 15 },
  notes: '',
  acceptedName: 'Thandi Nkosi',
  acceptedAt: '2025-01-02T08:00:00.000Z',
  declinedName: null,
  declinedReason: null,
  declinedAt: null,
  documentId: 'doc-1',
  noticeDeadline: '2026-12-01',
  escalations: [],
  coveredVisits: 12,
  ...overrides,
});

let signedIn: User = makeUser();
let current: Agreement = makeAgreement();

beforeEach(() => {
  signedIn = makeUser();
  current = makeAgreement();
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<Agreement>('/agreements/:id', () => current);
});

const renderPage = () =>
  renderRoutes([{ path: '/agreements/:id', element: <AgreementPage /> }], ['/agreements/agr-1']);

describe('AgreementPage', () => {
  it('shows the covered sites, fee and rates, and escalates only after showing the old and new fee', async () => {
    api.get<EscalationPreview>('/agreements/:id/escalation', ({ request }) => {
      const pct = Number(new URL(request.url).searchParams.get('pct'));
      return {
        oldFeeCents: 310_000,
        newFeeCents: 327_050,
        percent: pct,
        anniversary: '2026-01-01',
        canApply: true,
        reason: null,
      };
    });
    api.post<{ pct: number }, Agreement>('/agreements/:id/escalate', () => {
      current = makeAgreement({
        feeCents: 327_050,
        escalations: [
          {
            anniversary: '2026-01-01',
            percent: 5.5,
            oldFeeCents: 310_000,
            newFeeCents: 327_050,
            createdAt: '',
          },
        ],
      });
      return current;
    });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'AGR-2026-0001' })).toBeInTheDocument();
    expect(screen.getByText('North Tower')).toBeInTheDocument();
    expect(screen.getByText(/SANS 10287/)).toBeInTheDocument();
    expect(screen.getByTestId('agreement-fee')).toHaveTextContent(/3\s?100,00/);
    expect(screen.getByText(/Accepted by Thandi Nkosi/)).toBeInTheDocument();
    await expectAccessible(document.body, 'the agreement');

    await user.click(screen.getByRole('button', { name: S.detail.escalate }));
    const dialog = await screen.findByRole('dialog', { name: S.escalate.title });
    await user.type(within(dialog).getByLabelText(S.escalate.pct), '5,5');
    expect(await within(dialog).findByTestId('escalation-figures')).toHaveTextContent(
      /3\s?100,00.*3\s?270,50/,
    );
    expect(requestsTo('POST', '/agreements/agr-1/escalate')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: S.escalate.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastRequest('POST', '/agreements/agr-1/escalate').body).toEqual({ pct: 5.5 });
    expect(await screen.findByTestId('agreement-fee')).toHaveTextContent(/3\s?270,50/);
  });

  it('gives an engineer no buttons that change the agreement', async () => {
    signedIn = makeUser({ role: 'ENGINEER' });
    current = makeAgreement({ status: 'DRAFT', acceptedName: null, acceptedAt: null });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'AGR-2026-0001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.detail.send })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: S.detail.edit })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.detail.pdf })).toBeInTheDocument();
  });
});
