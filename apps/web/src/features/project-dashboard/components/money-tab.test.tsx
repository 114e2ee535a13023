import type {
  AlertPage,
  Claim,
  Payment,
  Project,
  ProjectMoney,
  RawClaimInput,
  RawPaymentInput,
  User,
} from '@firebreak/shared';
import { claimAmounts, formatZar, formatZarExact } from '@firebreak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { documentList } from '@/testing/documents';
import { makeUser } from '@/testing/fixtures';
import { api, apiError, lastRequest } from '@/testing/msw';
import { makeProject } from '@/testing/projects';
import { renderRoutes } from '@/testing/render';
import { STATUS_EDITOR_STRINGS as E, MONEY_STRINGS as S } from '../strings';
import ProjectDashboardPage from './project-dashboard-page';

vi.mock('@mui/x-charts/BarChart', () => ({ BarChart: () => <div>bar chart</div> }));

const claim: Claim = {
  id: 'c-1',
  number: 'INV-2026-0007',
  kind: 'PROGRESS',
  date: '2026-10-01',
  dueDate: '2026-10-31',
  description: 'Progress claim',
  workValue: 200_000,
  retentionPercent: 10,
  retention: 20_000,
  vat: 27_000,
  total: 207_000,
  paid: 100_000,
  outstanding: 107_000,
  status: 'PART_PAID',
  overdue: true,
};

let money: ProjectMoney;
let signedIn: User;

beforeEach(() => {
  signedIn = makeUser();
  localStorage.setItem('token', 'good');
  api.get('/documents', documentList([]));
  money = {
    summary: {
      contractValue: 1_000_000,
      contractValueExclVat: 869_565.22,
      claimed: 200_000,
      claimedPercent: 23,
      invoiced: 207_000,
      received: 100_000,
      outstanding: 107_000,
      overdue: 107_000,
      retentionHeld: 20_000,
      retentionReleased: 0,
      costs: 150_000,
      budgetBurnPercent: 15,
      margin: 50_000,
    },
    claims: [claim],
    payments: [
      {
        id: 'pay-1',
        projectId: 'p-1',
        claimId: 'c-1',
        claimNumber: 'INV-2026-0007',
        amount: 100_000,
        date: '2026-10-20',
        description: 'EFT',
        overpayment: false,
        inRegister: false,
      },
      {
        id: 'alloc-1',
        projectId: 'p-1',
        claimId: 'c-1',
        claimNumber: 'INV-2026-0007',
        amount: 5_000,
        date: '2026-10-25',
        description: 'EFT payment recorded in the payments register (PAY-77)',
        overpayment: false,
        inRegister: true,
      },
    ],
    costs: [
      { id: 'cost-1', amount: 150_000, date: '2026-10-05', category: 'MATERIALS', description: 'Pipe' },
    ],
  };
  api.get<{ user: User }>('/auth/me', () => ({ user: signedIn }));
  api.get<Project>('/projects/:id', makeProject());
  api.get<ProjectMoney>('/projects/:id/money', () => money);
  api.get('/resources/people', []);
  api.get('/projects', { items: [], total: 0, page: 1, pageSize: 50 });
  api.get<AlertPage>('/projects/alerts', { items: [], total: 0, page: 1, pageSize: 10 });
});

/** Text as Testing Library reads it: the formatter's non-breaking spaces are plain spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

const renderMoney = () =>
  renderRoutes(
    [{ path: '/project-dashboard', element: <ProjectDashboardPage /> }],
    ['/project-dashboard?id=p-1&tab=money'],
  );

describe('the Money tab', () => {
  it('shows the summary, the claims with status and overdue, payments and costs', async () => {
    renderMoney();
    const summary = await screen.findByRole('region', { name: S.summaryTitle });
    expect(within(summary).getByText(S.outstanding).nextSibling).toHaveTextContent(/107/);
    expect(within(summary).getByText(plain(S.overdue(formatZar(107_000))))).toBeInTheDocument();
    // Like with like (issue 27 item 3): the claim, excl. VAT, against the contract value excl. VAT.
    expect(within(summary).getByText(S.contractValue)).toBeInTheDocument();
    expect(within(summary).getByText(plain(S.contractNote(formatZar(869_565.22))))).toBeInTheDocument();
    expect(within(summary).getByText(S.claimedOf(23))).toBeInTheDocument();
    const claims = screen.getByRole('table', { name: S.claimsTitle });
    const row = within(claims).getByRole('row', { name: /INV-2026-0007/ });
    expect(row).toHaveTextContent(plain(formatZarExact(207_000)));
    expect(within(row).getByText('Part paid')).toBeInTheDocument();
    expect(within(row).getByText(S.overdueChip)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: S.paymentsTitle })).toHaveTextContent('INV-2026-0007');
    expect(screen.getByRole('table', { name: S.costsTitle })).toHaveTextContent('Materials');
  });

  it("lists a claim's payment from the payments register, opening its invoice there instead of deleting", async () => {
    renderMoney();
    const payments = await screen.findByRole('table', { name: S.paymentsTitle });
    const fromRegister = within(payments).getByRole('row', { name: /PAY-77/ });
    expect(fromRegister).toHaveTextContent(plain(formatZarExact(5_000)));
    expect(within(fromRegister).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(fromRegister).getByRole('link', { name: S.openInRegister('INV-2026-0007') }),
    ).toHaveAttribute('href', '/invoices/c-1');
    // Only the payment recorded on the project has a delete button.
    expect(within(payments).getAllByRole('button', { name: /Delete/ })).toHaveLength(1);
  });

  it('raises a claim: previews retention, VAT and total by the shared rule, sends the form, confirms', async () => {
    api.post<RawClaimInput, Claim>('/projects/:id/claims', ({ body }) => ({
      ...claim,
      id: 'c-2',
      number: 'INV-2026-0008',
      workValue: Number(body.amount),
    }));
    const { user } = renderMoney();
    await user.click(await screen.findByRole('button', { name: S.newClaim }));
    const dialog = await screen.findByRole('dialog', { name: S.claimDialog });
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '50000');
    const preview = claimAmounts({ kind: 'PROGRESS', workValueCents: 5_000_000, retentionPercent: 10 });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      plain(
        S.preview(
          formatZarExact(preview.retentionCents / 100),
          formatZarExact(preview.vatCents / 100),
          formatZarExact(preview.totalCents / 100),
        ),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastRequest('POST', '/projects/p-1/claims').body).toMatchObject({
      kind: 'PROGRESS',
      amount: 50_000,
      retentionPercent: 10,
    });
    expect(await screen.findByText(S.claimSaved('INV-2026-0008'))).toBeInTheDocument();
  });

  it('records a payment against the oldest open claim, and shows the server’s refusal in the dialog', async () => {
    api.post<RawPaymentInput, Payment>('/projects/:id/payments', ({ body }) =>
      Number(body.amount) > 107_000 && !body.overpayment
        ? apiError(422, 'This payment is more than the R 107 000,00 still owed on INV-2026-0007.')
        : { ...money.payments[0]!, id: 'pay-2', amount: Number(body.amount) },
    );
    const { user } = renderMoney();
    await user.click(await screen.findByRole('button', { name: S.recordPayment }));
    const dialog = await screen.findByRole('dialog', { name: S.paymentDialog });
    const amount = within(dialog).getByRole('textbox', { name: /Amount received/ });
    // The oldest claim that still owes is chosen, with what it owes filled in.
    expect(amount).toHaveValue('107000');
    await user.clear(amount);
    await user.type(amount, '120000');
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    expect(await within(dialog).findByText(/still owed on INV-2026-0007/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: S.overpaymentLabel }));
    await user.click(within(dialog).getByRole('button', { name: S.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastRequest('POST', '/projects/p-1/payments').body).toMatchObject({
      claimId: 'c-1',
      amount: 120_000,
      overpayment: true,
    });
  });

  it('deletes a cost after confirming, and says why a claim with payments is not deleted', async () => {
    api.delete('/projects/:id/costs/:entryId', () => new Response(null, { status: 204 }));
    api.delete(
      '/projects/:id/claims/:entryId',
      apiError(409, 'INV-2026-0007 has payments recorded against it.'),
    );
    const { user } = renderMoney();
    const costs = await screen.findByRole('table', { name: S.costsTitle });
    await user.click(within(costs).getByRole('button', { name: /Delete/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: S.confirm }));
    expect(await screen.findByText(S.deleted)).toBeInTheDocument();
    expect(lastRequest('DELETE', '/projects/p-1/costs/cost-1')).toBeTruthy();

    const claims = screen.getByRole('table', { name: S.claimsTitle });
    await user.click(within(claims).getByRole('button', { name: S.remove('INV-2026-0007') }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: S.confirm }));
    expect(await screen.findByText('INV-2026-0007 has payments recorded against it.')).toBeInTheDocument();
  });

  it('is not offered to an engineer, and ?tab=money shows the overview instead', async () => {
    signedIn = makeUser({ role: 'ENGINEER' });
    renderMoney();
    expect(await screen.findByRole('heading', { name: E.title })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: S.tabMoney })).not.toBeInTheDocument();
  });
});
