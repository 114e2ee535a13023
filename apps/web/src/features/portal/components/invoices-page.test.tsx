import { formatZarExact, type PortalInvoices, type User } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/axe';
import { makeUser } from '@/testing/fixtures';
import { api, requestsTo } from '@/testing/msw';
import { makePortalInvoices } from '@/testing/portal';
import { renderRoutes } from '@/testing/render';
import { showDate } from '../display';
import { P } from '../strings';
import PortalInvoicesPage from './invoices-page';

const I = P.invoices;
const rand = (value: number) => formatZarExact(value).replace(/\s/g, ' ');

beforeEach(() => {
  localStorage.setItem('token', 'good');
  api.get<{ user: User }>('/auth/me', { user: makeUser({ role: 'CLIENT' }) });
  api.get<PortalInvoices>('/portal/invoices', makePortalInvoices());
});
afterEach(() => vi.restoreAllMocks());

const renderInvoices = () =>
  renderRoutes([{ path: '/portal/invoices', element: <PortalInvoicesPage /> }], ['/portal/invoices']);

describe('Portal: Invoices', () => {
  it("shows each account's owed and overdue (in red) and its invoices and credit notes with status, due date and outstanding", async () => {
    renderInvoices();
    const account = await screen.findByRole('region', { name: 'Liberty Two Degrees' });
    expect(within(account).getByText(I.owed, { selector: 'div' }).nextElementSibling).toHaveTextContent(
      rand(23000),
    );
    const overdue = within(account).getByText(I.overdue, { selector: 'div' }).nextElementSibling;
    expect(overdue).toHaveTextContent(rand(11500));
    expect(overdue).toHaveStyle({ fontWeight: '700' });
    const list = within(account).getByRole('list', { name: I.listOf('Liberty Two Degrees') });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Tax invoice INV-2026-0001');
    expect(rows[0]).toHaveTextContent('Overdue');
    expect(rows[0]).toHaveTextContent(showDate('2026-10-01'));
    expect(rows[1]).toHaveTextContent('Issued');
    expect(rows[2]).toHaveTextContent('Credit note CN-2026-0001');
    expect(
      within(account).getByRole('button', { name: I.statementOf('Liberty Two Degrees') }),
    ).toBeInTheDocument();
    await expectAccessible(document.body, 'the Invoices page');
  });

  it('downloads the statement and an invoice PDF with the session', async () => {
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:pdf'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const pdf = () => new HttpResponse('%PDF', { headers: { 'content-type': 'application/pdf' } });
    api.get('/portal/clients/c1/statement.pdf', pdf);
    api.get('/portal/invoices/i1/pdf', pdf);
    const { user } = renderInvoices();
    await user.click(await screen.findByRole('button', { name: I.statementOf('Liberty Two Degrees') }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(requestsTo('GET', '/portal/clients/c1/statement.pdf')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: I.pdfOf('Tax invoice INV-2026-0001') }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(requestsTo('GET', '/portal/invoices/i1/pdf')).toHaveLength(1);
  });
});
