import type { BillingRunResult, Invoice, User } from '@firebreak/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { makeInvoice } from '@/testing/invoices';
import { api, apiError, requests } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { BILLING_STRINGS, BillingRunDialog } from './billing-run-dialog';

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: makeUser() }));
  api.post<{ period: string }, BillingRunResult>('/billing/run', ({ body }) => ({
    period: body.period,
    created: 3,
    existing: 1,
    invoiceIds: ['d-1', 'd-2', 'd-3'],
  }));
});

const renderDialog = () =>
  renderRoutes([{ path: '/invoices', element: <BillingRunDialog onClose={() => {}} /> }], ['/invoices']);

const issuedIds = () =>
  requests.filter((r) => r.method === 'POST' && r.path.endsWith('/issue')).map((r) => r.path.split('/')[2]);

describe('BillingRunDialog', () => {
  it('runs the month, then issues the drafts it made one after another, each numbered in turn', async () => {
    api.post<unknown, Invoice>('/invoices/:id/issue', ({ params }) =>
      makeInvoice({ id: String(params.id), status: 'ISSUED' }),
    );
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: BILLING_STRINGS.run }));
    expect(await screen.findByText(BILLING_STRINGS.result(3, 1))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: BILLING_STRINGS.issue(3) }));
    expect(await screen.findByText(BILLING_STRINGS.issued(3))).toBeInTheDocument();
    expect(issuedIds()).toEqual(['d-1', 'd-2', 'd-3']);
    expect(screen.queryByRole('button', { name: BILLING_STRINGS.issue(3) })).not.toBeInTheDocument();
    await expectAccessible(document.body, 'the billing run dialog after issuing');
  });

  it('says which drafts the server refused to issue, with its reason, and issues the rest', async () => {
    api.post<unknown, Invoice>('/invoices/:id/issue', ({ params }) =>
      params.id === 'd-2'
        ? apiError(400, 'A full tax invoice needs the client’s address')
        : makeInvoice({ id: String(params.id), status: 'ISSUED' }),
    );
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: BILLING_STRINGS.run }));
    await user.click(await screen.findByRole('button', { name: BILLING_STRINGS.issue(3) }));
    expect(await screen.findByText(BILLING_STRINGS.issued(2))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText(/could not be issued/)).toHaveTextContent(
        `${BILLING_STRINGS.notIssued(1)} A full tax invoice needs the client’s address`,
      ),
    );
    expect(issuedIds()).toEqual(['d-1', 'd-2', 'd-3']);
  });
});
