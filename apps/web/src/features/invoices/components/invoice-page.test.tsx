import type { ClientPaymentInput, Invoice, IssueInvoiceInput, User } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { makeInvoice } from '@/testing/invoices';
import { api, apiError, lastRequest, requestsTo, sessionAnswered } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { S } from '../strings';
import InvoicePage from './invoice-page';

const I = S.invoice;
let signedIn = makeUser();
let current: Invoice = makeInvoice();

beforeEach(() => {
  signedIn = makeUser();
  current = makeInvoice();
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<Invoice>('/invoices/:id', () => current);
  api.get('/outbox/related', { items: [], smtpConfigured: false });
  api.get('/invoices/:id/reminders', { items: [] });
});

const renderPage = () =>
  renderRoutes([{ path: '/invoices/:id', element: <InvoicePage /> }], ['/invoices/inv-1']);

describe('InvoicePage', () => {
  it('asks before issuing a draft, then calls the issue route and shows the number', async () => {
    current = makeInvoice({ status: 'DRAFT', number: null, issueDate: null, dueDate: null, balanceCents: 0 });
    api.post<IssueInvoiceInput, Invoice>('/invoices/:id/issue', () => {
      current = makeInvoice();
      return current;
    });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: I.draftTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: I.issue }));
    const dialog = await screen.findByRole('dialog', { name: I.issueTitle });
    expect(within(dialog).getByText(I.issueText)).toBeInTheDocument();
    expect(requestsTo('POST', '/invoices/inv-1/issue')).toHaveLength(0);
    await expectAccessible(document.body, 'the issue confirmation');
    await user.click(within(dialog).getByRole('button', { name: I.issueConfirm }));
    expect(await screen.findByRole('heading', { level: 1, name: 'INV-2026-0001' })).toBeInTheDocument();
    lastRequest('POST', '/invoices/inv-1/issue');
    expect(screen.queryByRole('button', { name: I.edit })).not.toBeInTheDocument();
  });

  it("shows the server's words when a payment is refused, and sends the allocation in cents", async () => {
    api.post('/payments', apiError(409, 'The allocation is more than the balance of INV-2026-0001'));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: I.recordPayment }));
    const dialog = await screen.findByRole('dialog', { name: S.payment.title });
    const amount = within(dialog).getByLabelText(new RegExp(S.payment.amount.replace(/[()]/g, '\\$&')));
    await user.clear(amount);
    await user.type(amount, '2000,50');
    await user.click(within(dialog).getByRole('button', { name: S.payment.save }));
    expect(
      await within(dialog).findByText('The allocation is more than the balance of INV-2026-0001'),
    ).toBeInTheDocument();
    const body = lastRequest('POST', '/payments').body as ClientPaymentInput;
    expect(body).toMatchObject({
      clientId: 'c1',
      amountCents: 200_050,
      allocations: [{ invoiceId: 'inv-1', amountCents: 115_000 }],
    });
  });

  it('refuses to allocate more than the balance before calling the API', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: I.recordPayment }));
    const dialog = await screen.findByRole('dialog', { name: S.payment.title });
    const allocate = within(dialog).getByLabelText(/Allocated to this invoice/);
    await user.clear(allocate);
    await user.type(allocate, '1150.01');
    await user.click(within(dialog).getByRole('button', { name: S.payment.save }));
    expect(await within(dialog).findByText(S.payment.overBalance)).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('POST', '/payments')).toHaveLength(0));
  });

  it('shows the lines and totals, and an engineer gets no actions but the PDF', async () => {
    signedIn = makeUser({ role: 'ENGINEER' });
    renderPage();
    const table = await screen.findByRole('table', { name: I.linesHeading });
    expect(within(table).getByText('Annual fire extinguisher service')).toBeInTheDocument();
    expect(screen.getByTestId(`total-${I.balance}`)).toHaveTextContent(/1\s150,00/);
    await sessionAnswered();
    const actions = screen.getByRole('group', { name: I.actions });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([I.pdf]);
    await expectAccessible(document.body, 'the invoice page');
  });
});
